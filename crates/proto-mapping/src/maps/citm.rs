//! The `citm` data set on `schemas/corpora/citm.proto`.

/// `citm`'s mapping, expanded against library module `$library` and generated module
/// `$generated` (see `maps`).
#[doc(hidden)]
#[macro_export]
macro_rules! citm_mapping {
    ($library:path, $generated:path) => {
        use corpora::citm::{Area, Citm, Event, Performance, Price, SeatCategory};
        use $generated as pb_citm;
        use $library::{Error, Library, message};

        impl $crate::Message<Library> for Citm {
            type Proto = pb_citm::Citm;
        }

        impl From<&Citm> for pb_citm::Citm {
            fn from(value: &Citm) -> Self {
                let event = |event: &Event| {
                    message!(pb_citm::Event {
                        id: event.id,
                        logo: event.logo.clone(),
                        name: event.name.clone(),
                        sub_topic_ids: event.sub_topic_ids.clone(),
                        topic_ids: event.topic_ids.clone(),
                    })
                };
                let price = |price: &Price| {
                    message!(pb_citm::Price {
                        amount: price.amount,
                        audience_sub_category_id: price.audience_sub_category_id,
                        seat_category_id: price.seat_category_id,
                    })
                };
                let area = |area: &Area| {
                    message!(pb_citm::Area {
                        area_id: area.area_id,
                        block_ids: area.block_ids.clone(),
                    })
                };
                let seat_category = |category: &SeatCategory| {
                    message!(pb_citm::SeatCategory {
                        areas: category.areas.iter().map(area).collect(),
                        seat_category_id: category.seat_category_id,
                    })
                };
                let performance = |performance: &Performance| {
                    message!(pb_citm::Performance {
                        event_id: performance.event_id,
                        id: performance.id,
                        logo: performance.logo.clone(),
                        prices: performance.prices.iter().map(price).collect(),
                        seat_categories: performance
                            .seat_categories
                            .iter()
                            .map(seat_category)
                            .collect(),
                        start: performance.start,
                        venue_code: performance.venue_code.clone(),
                    })
                };
                message!(pb_citm::Citm {
                    area_names: value.area_names.clone(),
                    audience_sub_category_names: value.audience_sub_category_names.clone(),
                    block_names: value.block_names.clone(),
                    events: value.events.iter().map(|(id, value)| (*id, event(value))).collect(),
                    performances: value.performances.iter().map(performance).collect(),
                    seat_category_names: value.seat_category_names.clone(),
                    sub_topic_names: value.sub_topic_names.clone(),
                    subject_names: value.subject_names.clone(),
                    topic_names: value.topic_names.clone(),
                    topic_sub_topics: (value.topic_sub_topics.iter())
                        .map(|(id, ids)| { (*id, message!(pb_citm::Ids { ids: ids.clone() })) })
                        .collect(),
                    venue_names: value.venue_names.clone(),
                })
            }
        }

        impl TryFrom<pb_citm::Citm> for Citm {
            type Error = Error;

            fn try_from(proto: pb_citm::Citm) -> Result<Self, Error> {
                let event = |event: pb_citm::Event| Event {
                    description: (),
                    id: event.id,
                    logo: event.logo,
                    name: event.name,
                    sub_topic_ids: event.sub_topic_ids,
                    subject_code: (),
                    subtitle: (),
                    topic_ids: event.topic_ids,
                };
                let price = |price: pb_citm::Price| Price {
                    amount: price.amount,
                    audience_sub_category_id: price.audience_sub_category_id,
                    seat_category_id: price.seat_category_id,
                };
                let area =
                    |area: pb_citm::Area| Area { area_id: area.area_id, block_ids: area.block_ids };
                let seat_category = |category: pb_citm::SeatCategory| SeatCategory {
                    areas: category.areas.into_iter().map(area).collect(),
                    seat_category_id: category.seat_category_id,
                };
                let performance = |performance: pb_citm::Performance| Performance {
                    event_id: performance.event_id,
                    id: performance.id,
                    logo: performance.logo,
                    name: (),
                    prices: performance.prices.into_iter().map(price).collect(),
                    seat_categories: performance
                        .seat_categories
                        .into_iter()
                        .map(seat_category)
                        .collect(),
                    seat_map_image: (),
                    start: performance.start,
                    venue_code: performance.venue_code,
                };
                Ok(Self {
                    area_names: proto.area_names,
                    audience_sub_category_names: proto.audience_sub_category_names,
                    block_names: proto.block_names,
                    events: proto
                        .events
                        .into_iter()
                        .map(|(id, value)| (id, event(value)))
                        .collect(),
                    performances: proto.performances.into_iter().map(performance).collect(),
                    seat_category_names: proto.seat_category_names,
                    sub_topic_names: proto.sub_topic_names,
                    subject_names: proto.subject_names,
                    topic_names: proto.topic_names,
                    topic_sub_topics: proto
                        .topic_sub_topics
                        .into_iter()
                        .map(|(id, ids)| (id, ids.ids))
                        .collect(),
                    venue_names: proto.venue_names,
                })
            }
        }
    };
}
