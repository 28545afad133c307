//! The `citm` data set on `schemas/corpora/citm.capnp`.

use std::collections::BTreeMap;

use capnp::struct_list;
use corpora::citm::{Area, Citm, Event, Performance, Price, SeatCategory};

use crate::{
    generated::citm_capnp,
    map::{Message, each, optional_text, read_each, text},
};

fn build_names<'b>(
    names: &BTreeMap<u32, String>,
    init: impl FnOnce(u32) -> struct_list::Builder<'b, citm_capnp::name::Owned>,
) -> capnp::Result<()> {
    each(names.iter(), init, |(&id, name), mut entry| {
        entry.set_id(id);
        entry.set_name(name.as_str());
        Ok(())
    })
}

fn read_names(
    names: capnp::Result<struct_list::Reader<'_, citm_capnp::name::Owned>>,
) -> capnp::Result<BTreeMap<u32, String>> {
    names?.iter().map(|entry| Ok((entry.get_id(), text(entry.get_name())?))).collect()
}

fn build_event(event: &Event, mut builder: citm_capnp::event::Builder<'_>) -> capnp::Result<()> {
    builder.set_id(event.id);
    if let Some(logo) = &event.logo {
        builder.set_logo(logo.as_str());
    }
    builder.set_name(event.name.as_str());
    builder.set_sub_topic_ids(&event.sub_topic_ids[..])?;
    builder.set_topic_ids(&event.topic_ids[..])
}

fn read_event(event: citm_capnp::event::Reader<'_>) -> capnp::Result<Event> {
    Ok(Event {
        description: (),
        id: event.get_id(),
        logo: optional_text(event.has_logo(), event.get_logo())?,
        name: text(event.get_name())?,
        sub_topic_ids: event.get_sub_topic_ids()?.iter().collect(),
        subject_code: (),
        subtitle: (),
        topic_ids: event.get_topic_ids()?.iter().collect(),
    })
}

fn build_performance(
    performance: &Performance,
    mut builder: citm_capnp::performance::Builder<'_>,
) -> capnp::Result<()> {
    builder.set_event_id(performance.event_id);
    builder.set_id(performance.id);
    if let Some(logo) = &performance.logo {
        builder.set_logo(logo.as_str());
    }
    let prices = performance.prices.iter();
    each(
        prices,
        |len| builder.reborrow().init_prices(len),
        |price, mut builder| {
            builder.set_amount(price.amount);
            builder.set_audience_sub_category_id(price.audience_sub_category_id);
            builder.set_seat_category_id(price.seat_category_id);
            Ok(())
        },
    )?;
    let categories = performance.seat_categories.iter();
    each(
        categories,
        |len| builder.reborrow().init_seat_categories(len),
        |category, mut builder| {
            builder.set_seat_category_id(category.seat_category_id);
            each(
                category.areas.iter(),
                |len| builder.init_areas(len),
                |area, mut builder| {
                    builder.set_area_id(area.area_id);
                    builder.set_block_ids(&area.block_ids[..])
                },
            )
        },
    )?;
    builder.set_start(performance.start);
    builder.set_venue_code(performance.venue_code.as_str());
    Ok(())
}

fn read_performance(
    performance: citm_capnp::performance::Reader<'_>,
) -> capnp::Result<Performance> {
    let price = |price: citm_capnp::price::Reader<'_>| {
        Ok(Price {
            amount: price.get_amount(),
            audience_sub_category_id: price.get_audience_sub_category_id(),
            seat_category_id: price.get_seat_category_id(),
        })
    };
    let area = |area: citm_capnp::area::Reader<'_>| {
        Ok(Area { area_id: area.get_area_id(), block_ids: area.get_block_ids()?.iter().collect() })
    };
    let seat_category = |category: citm_capnp::seat_category::Reader<'_>| {
        Ok(SeatCategory {
            areas: read_each(category.get_areas(), area)?,
            seat_category_id: category.get_seat_category_id(),
        })
    };
    Ok(Performance {
        event_id: performance.get_event_id(),
        id: performance.get_id(),
        logo: optional_text(performance.has_logo(), performance.get_logo())?,
        name: (),
        prices: read_each(performance.get_prices(), price)?,
        seat_categories: read_each(performance.get_seat_categories(), seat_category)?,
        seat_map_image: (),
        start: performance.get_start(),
        venue_code: text(performance.get_venue_code())?,
    })
}

impl Message for Citm {
    type Root = citm_capnp::citm::Owned;

    fn build(&self, mut root: citm_capnp::citm::Builder<'_>) -> capnp::Result<()> {
        build_names(&self.area_names, |len| root.reborrow().init_area_names(len))?;
        build_names(&self.audience_sub_category_names, |len| {
            root.reborrow().init_audience_sub_category_names(len)
        })?;
        build_names(&self.block_names, |len| root.reborrow().init_block_names(len))?;
        let events = self.events.iter();
        each(
            events,
            |len| root.reborrow().init_events(len),
            |(&id, event), mut entry| {
                entry.set_id(id);
                build_event(event, entry.init_event())
            },
        )?;
        let performances = self.performances.iter();
        each(performances, |len| root.reborrow().init_performances(len), build_performance)?;
        build_names(&self.seat_category_names, |len| {
            root.reborrow().init_seat_category_names(len)
        })?;
        build_names(&self.sub_topic_names, |len| root.reborrow().init_sub_topic_names(len))?;
        build_names(&self.subject_names, |len| root.reborrow().init_subject_names(len))?;
        build_names(&self.topic_names, |len| root.reborrow().init_topic_names(len))?;
        let topics = self.topic_sub_topics.iter();
        each(
            topics,
            |len| root.reborrow().init_topic_sub_topics(len),
            |(&id, ids), mut entry| {
                entry.set_id(id);
                entry.set_sub_topic_ids(&ids[..])
            },
        )?;
        let venues = self.venue_names.iter();
        each(
            venues,
            |len| root.init_venue_names(len),
            |(code, name), mut entry| {
                entry.set_code(code.as_str());
                entry.set_name(name.as_str());
                Ok(())
            },
        )
    }

    fn from_reader(root: citm_capnp::citm::Reader<'_>) -> capnp::Result<Self> {
        let events = (root.get_events()?.iter())
            .map(|entry| Ok((entry.get_id(), read_event(entry.get_event()?)?)));
        let topic_sub_topics = (root.get_topic_sub_topics()?.iter())
            .map(|entry| Ok((entry.get_id(), entry.get_sub_topic_ids()?.iter().collect())));
        let venue_names = (root.get_venue_names()?.iter())
            .map(|entry| Ok((text(entry.get_code())?, text(entry.get_name())?)));
        Ok(Self {
            area_names: read_names(root.get_area_names())?,
            audience_sub_category_names: read_names(root.get_audience_sub_category_names())?,
            block_names: read_names(root.get_block_names())?,
            events: events.collect::<capnp::Result<_>>()?,
            performances: read_each(root.get_performances(), read_performance)?,
            seat_category_names: read_names(root.get_seat_category_names())?,
            sub_topic_names: read_names(root.get_sub_topic_names())?,
            subject_names: read_names(root.get_subject_names())?,
            topic_names: read_names(root.get_topic_names())?,
            topic_sub_topics: topic_sub_topics.collect::<capnp::Result<_>>()?,
            venue_names: venue_names.collect::<capnp::Result<_>>()?,
        })
    }
}
