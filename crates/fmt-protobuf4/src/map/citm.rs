//! The `citm` data set on `schemas/corpora/citm.proto`.

use std::collections::BTreeMap;

use corpora::citm::{Area, Citm, Event, Performance, Price, SeatCategory};
use protobuf::{MapMut, MapView, ProtoString};

use crate::{
    Error,
    generated::citm as pb_citm,
    map::{root, text},
};

fn write_names(mut map: MapMut<'_, u32, ProtoString>, names: &BTreeMap<u32, String>) {
    for (id, name) in names {
        map.insert(*id, name.as_str());
    }
}

fn read_names(map: MapView<'_, u32, ProtoString>) -> Result<BTreeMap<u32, String>, Error> {
    map.iter().map(|(id, name)| Ok((id, text(name)?))).collect()
}

fn write_performance(performance: &Performance, mut proto: pb_citm::PerformanceMut<'_>) {
    proto.set_event_id(performance.event_id);
    proto.set_id(performance.id);
    if let Some(logo) = &performance.logo {
        proto.set_logo(logo.as_str());
    }
    let mut prices = proto.prices_mut();
    for price in &performance.prices {
        let mut pb = prices.push_default();
        pb.set_amount(price.amount);
        pb.set_audience_sub_category_id(price.audience_sub_category_id);
        pb.set_seat_category_id(price.seat_category_id);
    }
    let mut categories = proto.seat_categories_mut();
    for category in &performance.seat_categories {
        let mut pb = categories.push_default();
        let mut areas = pb.areas_mut();
        for area in &category.areas {
            let mut pb = areas.push_default();
            pb.set_area_id(area.area_id);
            pb.block_ids_mut().extend(area.block_ids.iter().copied());
        }
        pb.set_seat_category_id(category.seat_category_id);
    }
    proto.set_start(performance.start);
    proto.set_venue_code(performance.venue_code.as_str());
}

fn read_performance(performance: pb_citm::PerformanceView<'_>) -> Result<Performance, Error> {
    let price = |price: pb_citm::PriceView<'_>| Price {
        amount: price.amount(),
        audience_sub_category_id: price.audience_sub_category_id(),
        seat_category_id: price.seat_category_id(),
    };
    let area = |area: pb_citm::AreaView<'_>| Area {
        area_id: area.area_id(),
        block_ids: area.block_ids().iter().collect(),
    };
    let seat_category = |category: pb_citm::SeatCategoryView<'_>| SeatCategory {
        areas: category.areas().iter().map(area).collect(),
        seat_category_id: category.seat_category_id(),
    };
    Ok(Performance {
        event_id: performance.event_id(),
        id: performance.id(),
        logo: performance.logo_opt().map(text).transpose()?,
        name: (),
        prices: performance.prices().iter().map(price).collect(),
        seat_categories: performance.seat_categories().iter().map(seat_category).collect(),
        seat_map_image: (),
        start: performance.start(),
        venue_code: text(performance.venue_code())?,
    })
}

impl From<&Citm> for pb_citm::Citm {
    fn from(value: &Citm) -> Self {
        let mut proto = pb_citm::Citm::new();
        write_names(proto.area_names_mut(), &value.area_names);
        write_names(proto.audience_sub_category_names_mut(), &value.audience_sub_category_names);
        write_names(proto.block_names_mut(), &value.block_names);
        let mut events = proto.events_mut();
        for (id, event) in &value.events {
            let mut pb = pb_citm::Event::new();
            pb.set_id(event.id);
            if let Some(logo) = &event.logo {
                pb.set_logo(logo.as_str());
            }
            pb.set_name(event.name.as_str());
            pb.sub_topic_ids_mut().extend(event.sub_topic_ids.iter().copied());
            pb.topic_ids_mut().extend(event.topic_ids.iter().copied());
            events.insert(*id, pb);
        }
        let mut performances = proto.performances_mut();
        for performance in &value.performances {
            write_performance(performance, performances.push_default());
        }
        write_names(proto.seat_category_names_mut(), &value.seat_category_names);
        write_names(proto.sub_topic_names_mut(), &value.sub_topic_names);
        write_names(proto.subject_names_mut(), &value.subject_names);
        write_names(proto.topic_names_mut(), &value.topic_names);
        let mut topic_sub_topics = proto.topic_sub_topics_mut();
        for (id, ids) in &value.topic_sub_topics {
            let mut pb = pb_citm::Ids::new();
            pb.ids_mut().extend(ids.iter().copied());
            topic_sub_topics.insert(*id, pb);
        }
        let mut venue_names = proto.venue_names_mut();
        for (code, name) in &value.venue_names {
            venue_names.insert(code.as_str(), name.as_str());
        }
        proto
    }
}

fn read(proto: pb_citm::CitmView<'_>) -> Result<Citm, Error> {
    let event = |(id, event): (u32, pb_citm::EventView<'_>)| {
        let value = Event {
            description: (),
            id: event.id(),
            logo: event.logo_opt().map(text).transpose()?,
            name: text(event.name())?,
            sub_topic_ids: event.sub_topic_ids().iter().collect(),
            subject_code: (),
            subtitle: (),
            topic_ids: event.topic_ids().iter().collect(),
        };
        Ok::<_, Error>((id, value))
    };
    let venue_names = proto.venue_names().iter().map(|(code, name)| Ok((text(code)?, text(name)?)));
    Ok(Citm {
        area_names: read_names(proto.area_names())?,
        audience_sub_category_names: read_names(proto.audience_sub_category_names())?,
        block_names: read_names(proto.block_names())?,
        events: proto.events().iter().map(event).collect::<Result<_, _>>()?,
        performances: proto
            .performances()
            .iter()
            .map(read_performance)
            .collect::<Result<_, _>>()?,
        seat_category_names: read_names(proto.seat_category_names())?,
        sub_topic_names: read_names(proto.sub_topic_names())?,
        subject_names: read_names(proto.subject_names())?,
        topic_names: read_names(proto.topic_names())?,
        topic_sub_topics: (proto.topic_sub_topics().iter())
            .map(|(id, ids)| (id, ids.ids().iter().collect()))
            .collect(),
        venue_names: venue_names.collect::<Result<_, Error>>()?,
    })
}

root!(Citm => pb_citm::Citm, read);
