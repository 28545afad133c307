//! The real-world corpora's mappings onto their generated protobuf types (`schemas/twitter.proto`,
//! `citm.proto`, `canada.proto`), both ways. Built with the `corpora` feature only.

use corpora::{
    canada::{Canada, Feature, Geometry, ObjectType, Properties},
    citm::{Area, Citm, Event, Performance, Price, SeatCategory},
    twitter::{
        Hashtag, Media, Metadata, RetweetedStatus, SearchMetadata, Size, Sizes, Status,
        StatusEntities, Twitter, Url, UrlEntities, User, UserEntities, UserMention,
    },
};

use crate::{
    Error, Message, canada as pb_canada, citm as pb_citm, schema::missing, twitter as pb_twitter,
};

/// Converts every element of a repeated field, failing on the first that does not convert.
fn each<P, T>(items: Vec<P>, convert: impl FnMut(P) -> Result<T, Error>) -> Result<Vec<T>, Error> {
    items.into_iter().map(convert).collect()
}

/// A required submessage, converted.
fn required<P, T>(
    item: Option<P>,
    field: &str,
    convert: impl FnOnce(P) -> Result<T, Error>,
) -> Result<T, Error> {
    convert(item.ok_or_else(|| missing(field))?)
}

// canada

fn kind_to_proto(kind: ObjectType) -> i32 {
    let kind = match kind {
        ObjectType::FeatureCollection => pb_canada::ObjectType::FeatureCollection,
        ObjectType::Feature => pb_canada::ObjectType::Feature,
        ObjectType::Polygon => pb_canada::ObjectType::Polygon,
    };
    kind.into()
}

fn kind_from_proto(value: i32) -> Result<ObjectType, Error> {
    match pb_canada::ObjectType::try_from(value) {
        Ok(pb_canada::ObjectType::FeatureCollection) => Ok(ObjectType::FeatureCollection),
        Ok(pb_canada::ObjectType::Feature) => Ok(ObjectType::Feature),
        Ok(pb_canada::ObjectType::Polygon) => Ok(ObjectType::Polygon),
        Err(_) => Err(Error::Unrepresentable(format!("unknown ObjectType {value}"))),
    }
}

impl Message for Canada {
    type Proto = pb_canada::Canada;

    fn to_proto(&self) -> Self::Proto {
        let ring = |ring: &Vec<(f64, f64)>| pb_canada::Ring {
            points: ring.iter().map(|&(lon, lat)| pb_canada::Point { lon, lat }).collect(),
        };
        let feature = |feature: &Feature| pb_canada::Feature {
            kind: kind_to_proto(feature.kind),
            properties: Some(pb_canada::Properties { name: feature.properties.name.clone() }),
            geometry: Some(pb_canada::Geometry {
                kind: kind_to_proto(feature.geometry.kind),
                coordinates: feature.geometry.coordinates.iter().map(ring).collect(),
            }),
        };
        pb_canada::Canada {
            kind: kind_to_proto(self.kind),
            features: self.features.iter().map(feature).collect(),
        }
    }

    fn from_proto(proto: Self::Proto) -> Result<Self, Error> {
        let ring = |ring: pb_canada::Ring| {
            Ok(ring.points.into_iter().map(|point| (point.lon, point.lat)).collect())
        };
        let geometry = |geometry: pb_canada::Geometry| {
            Ok(Geometry {
                kind: kind_from_proto(geometry.kind)?,
                coordinates: each(geometry.coordinates, ring)?,
            })
        };
        let feature = |feature: pb_canada::Feature| {
            Ok(Feature {
                kind: kind_from_proto(feature.kind)?,
                properties: required(feature.properties, "Feature.properties", |properties| {
                    Ok(Properties { name: properties.name })
                })?,
                geometry: required(feature.geometry, "Feature.geometry", geometry)?,
            })
        };
        Ok(Self { kind: kind_from_proto(proto.kind)?, features: each(proto.features, feature)? })
    }
}

// citm

impl Message for Citm {
    type Proto = pb_citm::Citm;

    fn to_proto(&self) -> Self::Proto {
        let event = |event: &Event| pb_citm::Event {
            id: event.id,
            logo: event.logo.clone(),
            name: event.name.clone(),
            sub_topic_ids: event.sub_topic_ids.clone(),
            topic_ids: event.topic_ids.clone(),
        };
        let price = |price: &Price| pb_citm::Price {
            amount: price.amount,
            audience_sub_category_id: price.audience_sub_category_id,
            seat_category_id: price.seat_category_id,
        };
        let area = |area: &Area| pb_citm::Area {
            area_id: area.area_id,
            block_ids: area.block_ids.clone(),
        };
        let seat_category = |category: &SeatCategory| pb_citm::SeatCategory {
            areas: category.areas.iter().map(area).collect(),
            seat_category_id: category.seat_category_id,
        };
        let performance = |performance: &Performance| pb_citm::Performance {
            event_id: performance.event_id,
            id: performance.id,
            logo: performance.logo.clone(),
            prices: performance.prices.iter().map(price).collect(),
            seat_categories: performance.seat_categories.iter().map(seat_category).collect(),
            start: performance.start,
            venue_code: performance.venue_code.clone(),
        };
        pb_citm::Citm {
            area_names: self.area_names.clone(),
            audience_sub_category_names: self.audience_sub_category_names.clone(),
            block_names: self.block_names.clone(),
            events: self.events.iter().map(|(id, value)| (*id, event(value))).collect(),
            performances: self.performances.iter().map(performance).collect(),
            seat_category_names: self.seat_category_names.clone(),
            sub_topic_names: self.sub_topic_names.clone(),
            subject_names: self.subject_names.clone(),
            topic_names: self.topic_names.clone(),
            topic_sub_topics: (self.topic_sub_topics.iter())
                .map(|(id, ids)| (*id, pb_citm::Ids { ids: ids.clone() }))
                .collect(),
            venue_names: self.venue_names.clone(),
        }
    }

    fn from_proto(proto: Self::Proto) -> Result<Self, Error> {
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
        let area = |area: pb_citm::Area| Area { area_id: area.area_id, block_ids: area.block_ids };
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
            seat_categories: performance.seat_categories.into_iter().map(seat_category).collect(),
            seat_map_image: (),
            start: performance.start,
            venue_code: performance.venue_code,
        };
        Ok(Self {
            area_names: proto.area_names,
            audience_sub_category_names: proto.audience_sub_category_names,
            block_names: proto.block_names,
            events: proto.events.into_iter().map(|(id, value)| (id, event(value))).collect(),
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

// twitter

fn indices_to_proto(&(start, end): &(u32, u32)) -> Option<pb_twitter::Indices> {
    Some(pb_twitter::Indices { start, end })
}

fn indices_from_proto(indices: Option<pb_twitter::Indices>) -> Result<(u32, u32), Error> {
    required(indices, "indices", |indices| Ok((indices.start, indices.end)))
}

fn url_to_proto(url: &Url) -> pb_twitter::Url {
    pb_twitter::Url {
        url: url.url.clone(),
        expanded_url: url.expanded_url.clone(),
        display_url: url.display_url.clone(),
        indices: indices_to_proto(&url.indices),
    }
}

fn url_from_proto(url: pb_twitter::Url) -> Result<Url, Error> {
    Ok(Url {
        url: url.url,
        expanded_url: url.expanded_url,
        display_url: url.display_url,
        indices: indices_from_proto(url.indices)?,
    })
}

fn url_entities_to_proto(entities: &UrlEntities) -> pb_twitter::UrlEntities {
    pb_twitter::UrlEntities { urls: entities.urls.iter().map(url_to_proto).collect() }
}

fn url_entities_from_proto(entities: pb_twitter::UrlEntities) -> Result<UrlEntities, Error> {
    Ok(UrlEntities { urls: each(entities.urls, url_from_proto)? })
}

fn hashtag_to_proto(hashtag: &Hashtag) -> pb_twitter::Hashtag {
    pb_twitter::Hashtag { text: hashtag.text.clone(), indices: indices_to_proto(&hashtag.indices) }
}

fn hashtag_from_proto(hashtag: pb_twitter::Hashtag) -> Result<Hashtag, Error> {
    Ok(Hashtag { text: hashtag.text, indices: indices_from_proto(hashtag.indices)? })
}

fn size_to_proto(size: &Size) -> Option<pb_twitter::Size> {
    Some(pb_twitter::Size { w: size.w, h: size.h, resize: size.resize.clone() })
}

fn size_from_proto(size: Option<pb_twitter::Size>) -> Result<Size, Error> {
    required(size, "Sizes.size", |size| Ok(Size { w: size.w, h: size.h, resize: size.resize }))
}

fn media_to_proto(media: &Media) -> pb_twitter::Media {
    let sizes = &media.sizes;
    pb_twitter::Media {
        id: media.id,
        id_str: media.id_str.clone(),
        indices: indices_to_proto(&media.indices),
        media_url: media.media_url.clone(),
        media_url_https: media.media_url_https.clone(),
        url: media.url.clone(),
        display_url: media.display_url.clone(),
        expanded_url: media.expanded_url.clone(),
        kind: media.kind.clone(),
        sizes: Some(pb_twitter::Sizes {
            medium: size_to_proto(&sizes.medium),
            small: size_to_proto(&sizes.small),
            thumb: size_to_proto(&sizes.thumb),
            large: size_to_proto(&sizes.large),
        }),
        source_status_id: media.source_status_id,
        source_status_id_str: media.source_status_id_str.clone(),
    }
}

fn media_from_proto(media: pb_twitter::Media) -> Result<Media, Error> {
    let sizes = required(media.sizes, "Media.sizes", |sizes| {
        Ok(Sizes {
            medium: size_from_proto(sizes.medium)?,
            small: size_from_proto(sizes.small)?,
            thumb: size_from_proto(sizes.thumb)?,
            large: size_from_proto(sizes.large)?,
        })
    })?;
    Ok(Media {
        id: media.id,
        id_str: media.id_str,
        indices: indices_from_proto(media.indices)?,
        media_url: media.media_url,
        media_url_https: media.media_url_https,
        url: media.url,
        display_url: media.display_url,
        expanded_url: media.expanded_url,
        kind: media.kind,
        sizes,
        source_status_id: media.source_status_id,
        source_status_id_str: media.source_status_id_str,
    })
}

fn entities_to_proto(entities: &StatusEntities) -> pb_twitter::StatusEntities {
    let mention = |mention: &UserMention| pb_twitter::UserMention {
        screen_name: mention.screen_name.clone(),
        name: mention.name.clone(),
        id: mention.id,
        id_str: mention.id_str.clone(),
        indices: indices_to_proto(&mention.indices),
    };
    pb_twitter::StatusEntities {
        hashtags: entities.hashtags.iter().map(hashtag_to_proto).collect(),
        symbols: entities.symbols.iter().map(hashtag_to_proto).collect(),
        urls: entities.urls.iter().map(url_to_proto).collect(),
        user_mentions: entities.user_mentions.iter().map(mention).collect(),
        media: (entities.media.as_ref()).map(|media| pb_twitter::MediaList {
            media: media.iter().map(media_to_proto).collect(),
        }),
    }
}

fn entities_from_proto(entities: pb_twitter::StatusEntities) -> Result<StatusEntities, Error> {
    let mention = |mention: pb_twitter::UserMention| {
        Ok(UserMention {
            screen_name: mention.screen_name,
            name: mention.name,
            id: mention.id,
            id_str: mention.id_str,
            indices: indices_from_proto(mention.indices)?,
        })
    };
    Ok(StatusEntities {
        hashtags: each(entities.hashtags, hashtag_from_proto)?,
        symbols: each(entities.symbols, hashtag_from_proto)?,
        urls: each(entities.urls, url_from_proto)?,
        user_mentions: each(entities.user_mentions, mention)?,
        media: entities.media.map(|list| each(list.media, media_from_proto)).transpose()?,
    })
}

fn user_to_proto(user: &User) -> pb_twitter::User {
    pb_twitter::User {
        id: user.id,
        id_str: user.id_str.clone(),
        name: user.name.clone(),
        screen_name: user.screen_name.clone(),
        location: user.location.clone(),
        description: user.description.clone(),
        url: user.url.clone(),
        entities: Some(pb_twitter::UserEntities {
            url: user.entities.url.as_ref().map(url_entities_to_proto),
            description: Some(url_entities_to_proto(&user.entities.description)),
        }),
        protected: user.protected,
        followers_count: user.followers_count,
        friends_count: user.friends_count,
        listed_count: user.listed_count,
        created_at: user.created_at.clone(),
        favourites_count: user.favourites_count,
        utc_offset: user.utc_offset,
        time_zone: user.time_zone.clone(),
        geo_enabled: user.geo_enabled,
        verified: user.verified,
        statuses_count: user.statuses_count,
        lang: user.lang.clone(),
        contributors_enabled: user.contributors_enabled,
        is_translator: user.is_translator,
        is_translation_enabled: user.is_translation_enabled,
        profile_background_color: user.profile_background_color.clone(),
        profile_background_image_url: user.profile_background_image_url.clone(),
        profile_background_image_url_https: user.profile_background_image_url_https.clone(),
        profile_background_tile: user.profile_background_tile,
        profile_image_url: user.profile_image_url.clone(),
        profile_image_url_https: user.profile_image_url_https.clone(),
        profile_banner_url: user.profile_banner_url.clone(),
        profile_link_color: user.profile_link_color.clone(),
        profile_sidebar_border_color: user.profile_sidebar_border_color.clone(),
        profile_sidebar_fill_color: user.profile_sidebar_fill_color.clone(),
        profile_text_color: user.profile_text_color.clone(),
        profile_use_background_image: user.profile_use_background_image,
        default_profile: user.default_profile,
        default_profile_image: user.default_profile_image,
        following: user.following,
        follow_request_sent: user.follow_request_sent,
        notifications: user.notifications,
    }
}

fn user_from_proto(user: pb_twitter::User) -> Result<User, Error> {
    let entities = required(user.entities, "User.entities", |entities| {
        Ok(UserEntities {
            url: entities.url.map(url_entities_from_proto).transpose()?,
            description: required(
                entities.description,
                "UserEntities.description",
                url_entities_from_proto,
            )?,
        })
    })?;
    Ok(User {
        id: user.id,
        id_str: user.id_str,
        name: user.name,
        screen_name: user.screen_name,
        location: user.location,
        description: user.description,
        url: user.url,
        entities,
        protected: user.protected,
        followers_count: user.followers_count,
        friends_count: user.friends_count,
        listed_count: user.listed_count,
        created_at: user.created_at,
        favourites_count: user.favourites_count,
        utc_offset: user.utc_offset,
        time_zone: user.time_zone,
        geo_enabled: user.geo_enabled,
        verified: user.verified,
        statuses_count: user.statuses_count,
        lang: user.lang,
        contributors_enabled: user.contributors_enabled,
        is_translator: user.is_translator,
        is_translation_enabled: user.is_translation_enabled,
        profile_background_color: user.profile_background_color,
        profile_background_image_url: user.profile_background_image_url,
        profile_background_image_url_https: user.profile_background_image_url_https,
        profile_background_tile: user.profile_background_tile,
        profile_image_url: user.profile_image_url,
        profile_image_url_https: user.profile_image_url_https,
        profile_banner_url: user.profile_banner_url,
        profile_link_color: user.profile_link_color,
        profile_sidebar_border_color: user.profile_sidebar_border_color,
        profile_sidebar_fill_color: user.profile_sidebar_fill_color,
        profile_text_color: user.profile_text_color,
        profile_use_background_image: user.profile_use_background_image,
        default_profile: user.default_profile,
        default_profile_image: user.default_profile_image,
        following: user.following,
        follow_request_sent: user.follow_request_sent,
        notifications: user.notifications,
    })
}

/// One generated `Status` from either native status type (their fields are the same but for
/// `retweeted_status`, which the caller converts and passes in).
macro_rules! status_to_proto {
    ($status:expr, $retweeted_status:expr) => {{
        let status = $status;
        pb_twitter::Status {
            metadata: Some(pb_twitter::Metadata {
                result_type: status.metadata.result_type.clone(),
                iso_language_code: status.metadata.iso_language_code.clone(),
            }),
            created_at: status.created_at.clone(),
            id: status.id,
            id_str: status.id_str.clone(),
            text: status.text.clone(),
            source: status.source.clone(),
            truncated: status.truncated,
            in_reply_to_status_id: status.in_reply_to_status_id,
            in_reply_to_status_id_str: status.in_reply_to_status_id_str.clone(),
            in_reply_to_user_id: status.in_reply_to_user_id,
            in_reply_to_user_id_str: status.in_reply_to_user_id_str.clone(),
            in_reply_to_screen_name: status.in_reply_to_screen_name.clone(),
            user: Some(user_to_proto(&status.user)),
            retweet_count: status.retweet_count,
            favorite_count: status.favorite_count,
            entities: Some(entities_to_proto(&status.entities)),
            favorited: status.favorited,
            retweeted: status.retweeted,
            possibly_sensitive: status.possibly_sensitive,
            lang: status.lang.clone(),
            retweeted_status: $retweeted_status,
        }
    }};
}

/// A native status of type `$status` from a generated `Status`; `$($extra)*` are the fields
/// only that type has.
macro_rules! status_from_proto {
    ($status:ident, $proto:expr, $($extra:tt)*) => {{
        let status: pb_twitter::Status = $proto;
        let metadata = required(status.metadata, "Status.metadata", |metadata| {
            Ok(Metadata {
                result_type: metadata.result_type,
                iso_language_code: metadata.iso_language_code,
            })
        })?;
        $status {
            metadata,
            created_at: status.created_at,
            id: status.id,
            id_str: status.id_str,
            text: status.text,
            source: status.source,
            truncated: status.truncated,
            in_reply_to_status_id: status.in_reply_to_status_id,
            in_reply_to_status_id_str: status.in_reply_to_status_id_str,
            in_reply_to_user_id: status.in_reply_to_user_id,
            in_reply_to_user_id_str: status.in_reply_to_user_id_str,
            in_reply_to_screen_name: status.in_reply_to_screen_name,
            user: required(status.user, "Status.user", user_from_proto)?,
            geo: (),
            coordinates: (),
            place: (),
            contributors: (),
            retweet_count: status.retweet_count,
            favorite_count: status.favorite_count,
            entities: required(status.entities, "Status.entities", entities_from_proto)?,
            favorited: status.favorited,
            retweeted: status.retweeted,
            possibly_sensitive: status.possibly_sensitive,
            lang: status.lang,
            $($extra)*
        }
    }};
}

fn status_to_proto(status: &Status) -> pb_twitter::Status {
    let retweeted = (status.retweeted_status.as_deref())
        .map(|retweeted| Box::new(status_to_proto!(retweeted, None)));
    status_to_proto!(status, retweeted)
}

fn status_from_proto(mut status: pb_twitter::Status) -> Result<Status, Error> {
    let retweeted = status.retweeted_status.take().map(|retweeted| {
        if retweeted.retweeted_status.is_some() {
            return Err(Error::Unrepresentable(
                "a retweeted status has a retweeted status of its own".to_string(),
            ));
        }
        Ok(Box::new(status_from_proto!(RetweetedStatus, *retweeted,)))
    });
    let retweeted_status = retweeted.transpose()?;
    Ok(status_from_proto!(Status, status, retweeted_status))
}

impl Message for Twitter {
    type Proto = pb_twitter::Twitter;

    fn to_proto(&self) -> Self::Proto {
        let search = &self.search_metadata;
        pb_twitter::Twitter {
            statuses: self.statuses.iter().map(status_to_proto).collect(),
            search_metadata: Some(pb_twitter::SearchMetadata {
                completed_in: search.completed_in,
                max_id: search.max_id,
                max_id_str: search.max_id_str.clone(),
                next_results: search.next_results.clone(),
                query: search.query.clone(),
                refresh_url: search.refresh_url.clone(),
                count: search.count,
                since_id: search.since_id,
                since_id_str: search.since_id_str.clone(),
            }),
        }
    }

    fn from_proto(proto: Self::Proto) -> Result<Self, Error> {
        let search = proto.search_metadata.ok_or_else(|| missing("Twitter.search_metadata"))?;
        Ok(Self {
            statuses: each(proto.statuses, status_from_proto)?,
            search_metadata: SearchMetadata {
                completed_in: search.completed_in,
                max_id: search.max_id,
                max_id_str: search.max_id_str,
                next_results: search.next_results,
                query: search.query,
                refresh_url: search.refresh_url,
                count: search.count,
                since_id: search.since_id,
                since_id_str: search.since_id_str,
            },
        })
    }
}
