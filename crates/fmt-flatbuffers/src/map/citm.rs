//! The `citm` data set on `schemas/corpora/citm.fbs`.

use std::collections::BTreeMap;

use corpora::citm::{Area, Citm, Event, Performance, Price, SeatCategory};
use flatbuffers::{FlatBufferBuilder, ForwardsUOffset, Vector, WIPOffset};

use crate::{
    Error,
    generated::citm_generated as fb_citm,
    map::{Message, Offsets, offsets, optional_string, string},
};

fn names<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    names: &BTreeMap<u32, String>,
) -> Option<Offsets<'b, fb_citm::Name<'b>>> {
    Some(offsets(builder, names, |builder, (&id, name)| {
        let name = string(builder, name);
        fb_citm::Name::create(builder, &fb_citm::NameArgs { id, name })
    }))
}

fn read_names(names: Vector<'_, ForwardsUOffset<fb_citm::Name<'_>>>) -> BTreeMap<u32, String> {
    names.iter().map(|entry| (entry.id(), entry.name().to_string())).collect()
}

fn build_event<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    event: &Event,
) -> WIPOffset<fb_citm::Event<'b>> {
    let args = fb_citm::EventArgs {
        id: event.id,
        logo: optional_string(builder, &event.logo),
        name: string(builder, &event.name),
        sub_topic_ids: Some(builder.create_vector(&event.sub_topic_ids)),
        topic_ids: Some(builder.create_vector(&event.topic_ids)),
    };
    fb_citm::Event::create(builder, &args)
}

fn read_event(event: fb_citm::Event<'_>) -> Event {
    Event {
        description: (),
        id: event.id(),
        logo: event.logo().map(str::to_string),
        name: event.name().to_string(),
        sub_topic_ids: event.sub_topic_ids().iter().collect(),
        subject_code: (),
        subtitle: (),
        topic_ids: event.topic_ids().iter().collect(),
    }
}

fn build_performance<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    performance: &Performance,
) -> WIPOffset<fb_citm::Performance<'b>> {
    let prices = builder.create_vector_from_iter(performance.prices.iter().map(|price| {
        fb_citm::Price::new(price.amount, price.audience_sub_category_id, price.seat_category_id)
    }));
    let seat_categories = offsets(builder, &performance.seat_categories, |builder, category| {
        let areas = offsets(builder, &category.areas, |builder, area| {
            let block_ids = Some(builder.create_vector(&area.block_ids));
            fb_citm::Area::create(builder, &fb_citm::AreaArgs { area_id: area.area_id, block_ids })
        });
        fb_citm::SeatCategory::create(
            builder,
            &fb_citm::SeatCategoryArgs {
                areas: Some(areas),
                seat_category_id: category.seat_category_id,
            },
        )
    });
    let args = fb_citm::PerformanceArgs {
        event_id: performance.event_id,
        id: performance.id,
        logo: optional_string(builder, &performance.logo),
        prices: Some(prices),
        seat_categories: Some(seat_categories),
        start: performance.start,
        venue_code: string(builder, &performance.venue_code),
    };
    fb_citm::Performance::create(builder, &args)
}

fn read_performance(performance: fb_citm::Performance<'_>) -> Performance {
    let price = |price: &fb_citm::Price| Price {
        amount: price.amount(),
        audience_sub_category_id: price.audience_sub_category_id(),
        seat_category_id: price.seat_category_id(),
    };
    let area = |area: fb_citm::Area<'_>| Area {
        area_id: area.area_id(),
        block_ids: area.block_ids().iter().collect(),
    };
    let seat_category = |category: fb_citm::SeatCategory<'_>| SeatCategory {
        areas: category.areas().iter().map(area).collect(),
        seat_category_id: category.seat_category_id(),
    };
    Performance {
        event_id: performance.event_id(),
        id: performance.id(),
        logo: performance.logo().map(str::to_string),
        name: (),
        prices: performance.prices().iter().map(price).collect(),
        seat_categories: performance.seat_categories().iter().map(seat_category).collect(),
        seat_map_image: (),
        start: performance.start(),
        venue_code: performance.venue_code().to_string(),
    }
}

impl Message for Citm {
    type Root<'a> = fb_citm::Citm<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let events = offsets(builder, &self.events, |builder, (&id, event)| {
            let event = Some(build_event(builder, event));
            fb_citm::EventEntry::create(builder, &fb_citm::EventEntryArgs { id, event })
        });
        let topic_sub_topics = offsets(builder, &self.topic_sub_topics, |builder, (&id, ids)| {
            let sub_topic_ids = Some(builder.create_vector(ids));
            fb_citm::TopicSubTopics::create(
                builder,
                &fb_citm::TopicSubTopicsArgs { id, sub_topic_ids },
            )
        });
        let venue_names = offsets(builder, &self.venue_names, |builder, (code, name)| {
            let args =
                fb_citm::VenueNameArgs { code: string(builder, code), name: string(builder, name) };
            fb_citm::VenueName::create(builder, &args)
        });
        let args = fb_citm::CitmArgs {
            area_names: names(builder, &self.area_names),
            audience_sub_category_names: names(builder, &self.audience_sub_category_names),
            block_names: names(builder, &self.block_names),
            events: Some(events),
            performances: Some(offsets(builder, &self.performances, build_performance)),
            seat_category_names: names(builder, &self.seat_category_names),
            sub_topic_names: names(builder, &self.sub_topic_names),
            subject_names: names(builder, &self.subject_names),
            topic_names: names(builder, &self.topic_names),
            topic_sub_topics: Some(topic_sub_topics),
            venue_names: Some(venue_names),
        };
        fb_citm::Citm::create(builder, &args)
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        let events = root.events().iter().map(|entry| (entry.id(), read_event(entry.event())));
        let topic_sub_topics = (root.topic_sub_topics().iter())
            .map(|entry| (entry.id(), entry.sub_topic_ids().iter().collect()));
        let venue_names = (root.venue_names().iter())
            .map(|entry| (entry.code().to_string(), entry.name().to_string()));
        Ok(Self {
            area_names: read_names(root.area_names()),
            audience_sub_category_names: read_names(root.audience_sub_category_names()),
            block_names: read_names(root.block_names()),
            events: events.collect(),
            performances: root.performances().iter().map(read_performance).collect(),
            seat_category_names: read_names(root.seat_category_names()),
            sub_topic_names: read_names(root.sub_topic_names()),
            subject_names: read_names(root.subject_names()),
            topic_names: read_names(root.topic_names()),
            topic_sub_topics: topic_sub_topics.collect(),
            venue_names: venue_names.collect(),
        })
    }
}
