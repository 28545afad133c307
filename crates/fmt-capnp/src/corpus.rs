//! The real-world corpora's mappings onto their schemas (`schemas/twitter.capnp`, `citm.capnp`,
//! `canada.capnp`): build a message from the native value, read one back into a native value.
//! Built with the `corpora` feature only.

use std::collections::BTreeMap;

use capnp::{struct_list, traits::OwnedStruct};
use corpora::{
    canada::{Canada, Feature, Geometry, ObjectType, Properties},
    citm::{Area, Citm, Event, Performance, Price, SeatCategory},
    twitter::{
        Hashtag, Media, Metadata, RetweetedStatus, SearchMetadata, Size, Sizes, Status,
        StatusEntities, Twitter, Url, UrlEntities, User, UserEntities, UserMention,
    },
};

use crate::{
    Message, canada_capnp, citm_capnp,
    schema::{len32, optional_text, text},
    twitter_capnp,
};

/// Fills a struct list of `items.len()` elements, one `build` per item.
fn each<'b, T: OwnedStruct, I>(
    items: impl ExactSizeIterator<Item = I>,
    init: impl FnOnce(u32) -> struct_list::Builder<'b, T>,
    mut build: impl FnMut(I, T::Builder<'_>) -> capnp::Result<()>,
) -> capnp::Result<()> {
    let mut list = init(len32(items.len())?);
    for (index, item) in items.enumerate() {
        build(item, list.reborrow().get(index as u32))?;
    }
    Ok(())
}

/// Reads every element of a struct list, failing on the first that does not convert.
fn read_each<T: OwnedStruct, U>(
    list: capnp::Result<struct_list::Reader<'_, T>>,
    read: impl FnMut(T::Reader<'_>) -> capnp::Result<U>,
) -> capnp::Result<Vec<U>> {
    list?.iter().map(read).collect()
}

// canada

fn kind_to_capnp(kind: ObjectType) -> canada_capnp::ObjectType {
    match kind {
        ObjectType::FeatureCollection => canada_capnp::ObjectType::FeatureCollection,
        ObjectType::Feature => canada_capnp::ObjectType::Feature,
        ObjectType::Polygon => canada_capnp::ObjectType::Polygon,
    }
}

fn kind_from_capnp(kind: canada_capnp::ObjectType) -> ObjectType {
    match kind {
        canada_capnp::ObjectType::FeatureCollection => ObjectType::FeatureCollection,
        canada_capnp::ObjectType::Feature => ObjectType::Feature,
        canada_capnp::ObjectType::Polygon => ObjectType::Polygon,
    }
}

fn build_feature(
    feature: &Feature,
    mut builder: canada_capnp::feature::Builder<'_>,
) -> capnp::Result<()> {
    builder.set_kind(kind_to_capnp(feature.kind));
    builder.reborrow().init_properties().set_name(feature.properties.name.as_str());
    let mut geometry = builder.init_geometry();
    geometry.set_kind(kind_to_capnp(feature.geometry.kind));
    let rings = &feature.geometry.coordinates;
    let mut coordinates = geometry.init_coordinates(len32(rings.len())?);
    for (index, ring) in rings.iter().enumerate() {
        let mut points = coordinates.reborrow().init(index as u32, len32(ring.len())?);
        for (index, &(lon, lat)) in ring.iter().enumerate() {
            let mut point = points.reborrow().get(index as u32);
            point.set_lon(lon);
            point.set_lat(lat);
        }
    }
    Ok(())
}

fn read_feature(feature: canada_capnp::feature::Reader<'_>) -> capnp::Result<Feature> {
    let geometry = feature.get_geometry()?;
    let ring = |ring: capnp::Result<struct_list::Reader<'_, canada_capnp::point::Owned>>| {
        capnp::Result::Ok(ring?.iter().map(|point| (point.get_lon(), point.get_lat())).collect())
    };
    Ok(Feature {
        kind: kind_from_capnp(feature.get_kind()?),
        properties: Properties { name: text(feature.get_properties()?.get_name())? },
        geometry: Geometry {
            kind: kind_from_capnp(geometry.get_kind()?),
            coordinates: geometry.get_coordinates()?.iter().map(ring).collect::<Result<_, _>>()?,
        },
    })
}

impl Message for Canada {
    type Root = canada_capnp::canada::Owned;

    fn build(&self, mut root: canada_capnp::canada::Builder<'_>) -> capnp::Result<()> {
        root.set_kind(kind_to_capnp(self.kind));
        each(self.features.iter(), |len| root.init_features(len), build_feature)
    }

    fn from_reader(root: canada_capnp::canada::Reader<'_>) -> capnp::Result<Self> {
        Ok(Self {
            kind: kind_from_capnp(root.get_kind()?),
            features: read_each(root.get_features(), read_feature)?,
        })
    }
}

// citm

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

// twitter

fn build_indices(&(start, end): &(u32, u32), mut builder: twitter_capnp::indices::Builder<'_>) {
    builder.set_start(start);
    builder.set_end(end);
}

fn read_indices(
    indices: capnp::Result<twitter_capnp::indices::Reader<'_>>,
) -> capnp::Result<(u32, u32)> {
    let indices = indices?;
    Ok((indices.get_start(), indices.get_end()))
}

fn build_url(url: &Url, mut builder: twitter_capnp::url::Builder<'_>) -> capnp::Result<()> {
    builder.set_url(url.url.as_str());
    builder.set_expanded_url(url.expanded_url.as_str());
    builder.set_display_url(url.display_url.as_str());
    build_indices(&url.indices, builder.init_indices());
    Ok(())
}

fn read_url(url: twitter_capnp::url::Reader<'_>) -> capnp::Result<Url> {
    Ok(Url {
        url: text(url.get_url())?,
        expanded_url: text(url.get_expanded_url())?,
        display_url: text(url.get_display_url())?,
        indices: read_indices(url.get_indices())?,
    })
}

fn build_url_entities(
    entities: &UrlEntities,
    builder: twitter_capnp::url_entities::Builder<'_>,
) -> capnp::Result<()> {
    each(entities.urls.iter(), |len| builder.init_urls(len), build_url)
}

fn read_url_entities(
    entities: capnp::Result<twitter_capnp::url_entities::Reader<'_>>,
) -> capnp::Result<UrlEntities> {
    Ok(UrlEntities { urls: read_each(entities?.get_urls(), read_url)? })
}

fn build_hashtag(
    hashtag: &Hashtag,
    mut builder: twitter_capnp::hashtag::Builder<'_>,
) -> capnp::Result<()> {
    builder.set_text(hashtag.text.as_str());
    build_indices(&hashtag.indices, builder.init_indices());
    Ok(())
}

fn read_hashtag(hashtag: twitter_capnp::hashtag::Reader<'_>) -> capnp::Result<Hashtag> {
    Ok(Hashtag { text: text(hashtag.get_text())?, indices: read_indices(hashtag.get_indices())? })
}

fn build_size(size: &Size, mut builder: twitter_capnp::size::Builder<'_>) {
    builder.set_w(size.w);
    builder.set_h(size.h);
    builder.set_resize(size.resize.as_str());
}

fn read_size(size: capnp::Result<twitter_capnp::size::Reader<'_>>) -> capnp::Result<Size> {
    let size = size?;
    Ok(Size { w: size.get_w(), h: size.get_h(), resize: text(size.get_resize())? })
}

fn build_media(media: &Media, mut builder: twitter_capnp::media::Builder<'_>) -> capnp::Result<()> {
    builder.set_id(media.id);
    builder.set_id_str(media.id_str.as_str());
    build_indices(&media.indices, builder.reborrow().init_indices());
    builder.set_media_url(media.media_url.as_str());
    builder.set_media_url_https(media.media_url_https.as_str());
    builder.set_url(media.url.as_str());
    builder.set_display_url(media.display_url.as_str());
    builder.set_expanded_url(media.expanded_url.as_str());
    builder.set_kind(media.kind.as_str());
    let mut sizes = builder.reborrow().init_sizes();
    build_size(&media.sizes.medium, sizes.reborrow().init_medium());
    build_size(&media.sizes.small, sizes.reborrow().init_small());
    build_size(&media.sizes.thumb, sizes.reborrow().init_thumb());
    build_size(&media.sizes.large, sizes.init_large());
    let mut source_status_id = builder.reborrow().get_source_status_id();
    match media.source_status_id {
        None => source_status_id.set_none(()),
        Some(id) => source_status_id.set_some(id),
    }
    if let Some(id) = &media.source_status_id_str {
        builder.set_source_status_id_str(id.as_str());
    }
    Ok(())
}

fn read_media(media: twitter_capnp::media::Reader<'_>) -> capnp::Result<Media> {
    use twitter_capnp::media::source_status_id;
    let sizes = media.get_sizes()?;
    Ok(Media {
        id: media.get_id(),
        id_str: text(media.get_id_str())?,
        indices: read_indices(media.get_indices())?,
        media_url: text(media.get_media_url())?,
        media_url_https: text(media.get_media_url_https())?,
        url: text(media.get_url())?,
        display_url: text(media.get_display_url())?,
        expanded_url: text(media.get_expanded_url())?,
        kind: text(media.get_kind())?,
        sizes: Sizes {
            medium: read_size(sizes.get_medium())?,
            small: read_size(sizes.get_small())?,
            thumb: read_size(sizes.get_thumb())?,
            large: read_size(sizes.get_large())?,
        },
        source_status_id: match media.get_source_status_id().which()? {
            source_status_id::None(()) => None,
            source_status_id::Some(id) => Some(id),
        },
        source_status_id_str: optional_text(
            media.has_source_status_id_str(),
            media.get_source_status_id_str(),
        )?,
    })
}

fn build_entities(
    entities: &StatusEntities,
    mut builder: twitter_capnp::status_entities::Builder<'_>,
) -> capnp::Result<()> {
    let hashtags = entities.hashtags.iter();
    each(hashtags, |len| builder.reborrow().init_hashtags(len), build_hashtag)?;
    let symbols = entities.symbols.iter();
    each(symbols, |len| builder.reborrow().init_symbols(len), build_hashtag)?;
    each(entities.urls.iter(), |len| builder.reborrow().init_urls(len), build_url)?;
    let mentions = entities.user_mentions.iter();
    each(
        mentions,
        |len| builder.reborrow().init_user_mentions(len),
        |mention, mut builder| {
            builder.set_screen_name(mention.screen_name.as_str());
            builder.set_name(mention.name.as_str());
            builder.set_id(mention.id);
            builder.set_id_str(mention.id_str.as_str());
            build_indices(&mention.indices, builder.init_indices());
            Ok(())
        },
    )?;
    match &entities.media {
        Some(media) => each(media.iter(), |len| builder.init_media(len), build_media),
        None => Ok(()),
    }
}

fn read_entities(
    entities: capnp::Result<twitter_capnp::status_entities::Reader<'_>>,
) -> capnp::Result<StatusEntities> {
    let entities = entities?;
    let mention = |mention: twitter_capnp::user_mention::Reader<'_>| {
        Ok(UserMention {
            screen_name: text(mention.get_screen_name())?,
            name: text(mention.get_name())?,
            id: mention.get_id(),
            id_str: text(mention.get_id_str())?,
            indices: read_indices(mention.get_indices())?,
        })
    };
    Ok(StatusEntities {
        hashtags: read_each(entities.get_hashtags(), read_hashtag)?,
        symbols: read_each(entities.get_symbols(), read_hashtag)?,
        urls: read_each(entities.get_urls(), read_url)?,
        user_mentions: read_each(entities.get_user_mentions(), mention)?,
        media: (entities.has_media())
            .then(|| read_each(entities.get_media(), read_media))
            .transpose()?,
    })
}

fn build_user(user: &User, mut builder: twitter_capnp::user::Builder<'_>) -> capnp::Result<()> {
    builder.set_id(user.id);
    builder.set_id_str(user.id_str.as_str());
    builder.set_name(user.name.as_str());
    builder.set_screen_name(user.screen_name.as_str());
    builder.set_location(user.location.as_str());
    builder.set_description(user.description.as_str());
    if let Some(url) = &user.url {
        builder.set_url(url.as_str());
    }
    let mut entities = builder.reborrow().init_entities();
    if let Some(url) = &user.entities.url {
        build_url_entities(url, entities.reborrow().init_url())?;
    }
    build_url_entities(&user.entities.description, entities.init_description())?;
    builder.set_protected(user.protected);
    builder.set_followers_count(user.followers_count);
    builder.set_friends_count(user.friends_count);
    builder.set_listed_count(user.listed_count);
    builder.set_created_at(user.created_at.as_str());
    builder.set_favourites_count(user.favourites_count);
    let mut utc_offset = builder.reborrow().get_utc_offset();
    match user.utc_offset {
        None => utc_offset.set_none(()),
        Some(offset) => utc_offset.set_some(offset),
    }
    if let Some(time_zone) = &user.time_zone {
        builder.set_time_zone(time_zone.as_str());
    }
    builder.set_geo_enabled(user.geo_enabled);
    builder.set_verified(user.verified);
    builder.set_statuses_count(user.statuses_count);
    builder.set_lang(user.lang.as_str());
    builder.set_contributors_enabled(user.contributors_enabled);
    builder.set_is_translator(user.is_translator);
    builder.set_is_translation_enabled(user.is_translation_enabled);
    builder.set_profile_background_color(user.profile_background_color.as_str());
    builder.set_profile_background_image_url(user.profile_background_image_url.as_str());
    builder
        .set_profile_background_image_url_https(user.profile_background_image_url_https.as_str());
    builder.set_profile_background_tile(user.profile_background_tile);
    builder.set_profile_image_url(user.profile_image_url.as_str());
    builder.set_profile_image_url_https(user.profile_image_url_https.as_str());
    if let Some(url) = &user.profile_banner_url {
        builder.set_profile_banner_url(url.as_str());
    }
    builder.set_profile_link_color(user.profile_link_color.as_str());
    builder.set_profile_sidebar_border_color(user.profile_sidebar_border_color.as_str());
    builder.set_profile_sidebar_fill_color(user.profile_sidebar_fill_color.as_str());
    builder.set_profile_text_color(user.profile_text_color.as_str());
    builder.set_profile_use_background_image(user.profile_use_background_image);
    builder.set_default_profile(user.default_profile);
    builder.set_default_profile_image(user.default_profile_image);
    builder.set_following(user.following);
    builder.set_follow_request_sent(user.follow_request_sent);
    builder.set_notifications(user.notifications);
    Ok(())
}

fn read_user(user: capnp::Result<twitter_capnp::user::Reader<'_>>) -> capnp::Result<User> {
    use twitter_capnp::user::utc_offset;
    let user = user?;
    let entities = user.get_entities()?;
    Ok(User {
        id: user.get_id(),
        id_str: text(user.get_id_str())?,
        name: text(user.get_name())?,
        screen_name: text(user.get_screen_name())?,
        location: text(user.get_location())?,
        description: text(user.get_description())?,
        url: optional_text(user.has_url(), user.get_url())?,
        entities: UserEntities {
            url: entities.has_url().then(|| read_url_entities(entities.get_url())).transpose()?,
            description: read_url_entities(entities.get_description())?,
        },
        protected: user.get_protected(),
        followers_count: user.get_followers_count(),
        friends_count: user.get_friends_count(),
        listed_count: user.get_listed_count(),
        created_at: text(user.get_created_at())?,
        favourites_count: user.get_favourites_count(),
        utc_offset: match user.get_utc_offset().which()? {
            utc_offset::None(()) => None,
            utc_offset::Some(offset) => Some(offset),
        },
        time_zone: optional_text(user.has_time_zone(), user.get_time_zone())?,
        geo_enabled: user.get_geo_enabled(),
        verified: user.get_verified(),
        statuses_count: user.get_statuses_count(),
        lang: text(user.get_lang())?,
        contributors_enabled: user.get_contributors_enabled(),
        is_translator: user.get_is_translator(),
        is_translation_enabled: user.get_is_translation_enabled(),
        profile_background_color: text(user.get_profile_background_color())?,
        profile_background_image_url: text(user.get_profile_background_image_url())?,
        profile_background_image_url_https: text(user.get_profile_background_image_url_https())?,
        profile_background_tile: user.get_profile_background_tile(),
        profile_image_url: text(user.get_profile_image_url())?,
        profile_image_url_https: text(user.get_profile_image_url_https())?,
        profile_banner_url: optional_text(
            user.has_profile_banner_url(),
            user.get_profile_banner_url(),
        )?,
        profile_link_color: text(user.get_profile_link_color())?,
        profile_sidebar_border_color: text(user.get_profile_sidebar_border_color())?,
        profile_sidebar_fill_color: text(user.get_profile_sidebar_fill_color())?,
        profile_text_color: text(user.get_profile_text_color())?,
        profile_use_background_image: user.get_profile_use_background_image(),
        default_profile: user.get_default_profile(),
        default_profile_image: user.get_default_profile_image(),
        following: user.get_following(),
        follow_request_sent: user.get_follow_request_sent(),
        notifications: user.get_notifications(),
    })
}

/// Builds `$status`, of either native status type, into the generated `Status` builder
/// `$builder` (their fields are the same but for `retweeted_status`, which the caller builds).
macro_rules! build_status {
    ($status:ident, $builder:ident) => {{
        let mut metadata = $builder.reborrow().init_metadata();
        metadata.set_result_type($status.metadata.result_type.as_str());
        metadata.set_iso_language_code($status.metadata.iso_language_code.as_str());
        $builder.set_created_at($status.created_at.as_str());
        $builder.set_id($status.id);
        $builder.set_id_str($status.id_str.as_str());
        $builder.set_text($status.text.as_str());
        $builder.set_source($status.source.as_str());
        $builder.set_truncated($status.truncated);
        let mut in_reply_to_status_id = $builder.reborrow().get_in_reply_to_status_id();
        match $status.in_reply_to_status_id {
            None => in_reply_to_status_id.set_none(()),
            Some(id) => in_reply_to_status_id.set_some(id),
        }
        if let Some(id) = &$status.in_reply_to_status_id_str {
            $builder.set_in_reply_to_status_id_str(id.as_str());
        }
        let mut in_reply_to_user_id = $builder.reborrow().get_in_reply_to_user_id();
        match $status.in_reply_to_user_id {
            None => in_reply_to_user_id.set_none(()),
            Some(id) => in_reply_to_user_id.set_some(id),
        }
        if let Some(id) = &$status.in_reply_to_user_id_str {
            $builder.set_in_reply_to_user_id_str(id.as_str());
        }
        if let Some(name) = &$status.in_reply_to_screen_name {
            $builder.set_in_reply_to_screen_name(name.as_str());
        }
        build_user(&$status.user, $builder.reborrow().init_user())?;
        $builder.set_retweet_count($status.retweet_count);
        $builder.set_favorite_count($status.favorite_count);
        build_entities(&$status.entities, $builder.reborrow().init_entities())?;
        $builder.set_favorited($status.favorited);
        $builder.set_retweeted($status.retweeted);
        let mut possibly_sensitive = $builder.reborrow().get_possibly_sensitive();
        match $status.possibly_sensitive {
            None => possibly_sensitive.set_none(()),
            Some(flag) => possibly_sensitive.set_some(flag),
        }
        $builder.set_lang($status.lang.as_str());
    }};
}

/// A native status of type `$type` read from the generated `Status` reader `$status`;
/// `$($extra)*` are the fields only that type has.
macro_rules! read_status {
    ($type:ident, $status:ident, $($extra:tt)*) => {{
        use twitter_capnp::status::{in_reply_to_status_id, in_reply_to_user_id, possibly_sensitive};
        let metadata = $status.get_metadata()?;
        $type {
            metadata: Metadata {
                result_type: text(metadata.get_result_type())?,
                iso_language_code: text(metadata.get_iso_language_code())?,
            },
            created_at: text($status.get_created_at())?,
            id: $status.get_id(),
            id_str: text($status.get_id_str())?,
            text: text($status.get_text())?,
            source: text($status.get_source())?,
            truncated: $status.get_truncated(),
            in_reply_to_status_id: match $status.get_in_reply_to_status_id().which()? {
                in_reply_to_status_id::None(()) => None,
                in_reply_to_status_id::Some(id) => Some(id),
            },
            in_reply_to_status_id_str: optional_text(
                $status.has_in_reply_to_status_id_str(),
                $status.get_in_reply_to_status_id_str(),
            )?,
            in_reply_to_user_id: match $status.get_in_reply_to_user_id().which()? {
                in_reply_to_user_id::None(()) => None,
                in_reply_to_user_id::Some(id) => Some(id),
            },
            in_reply_to_user_id_str: optional_text(
                $status.has_in_reply_to_user_id_str(),
                $status.get_in_reply_to_user_id_str(),
            )?,
            in_reply_to_screen_name: optional_text(
                $status.has_in_reply_to_screen_name(),
                $status.get_in_reply_to_screen_name(),
            )?,
            user: read_user($status.get_user())?,
            geo: (),
            coordinates: (),
            place: (),
            contributors: (),
            retweet_count: $status.get_retweet_count(),
            favorite_count: $status.get_favorite_count(),
            entities: read_entities($status.get_entities())?,
            favorited: $status.get_favorited(),
            retweeted: $status.get_retweeted(),
            possibly_sensitive: match $status.get_possibly_sensitive().which()? {
                possibly_sensitive::None(()) => None,
                possibly_sensitive::Some(flag) => Some(flag),
            },
            lang: text($status.get_lang())?,
            $($extra)*
        }
    }};
}

fn build_status(
    status: &Status,
    mut builder: twitter_capnp::status::Builder<'_>,
) -> capnp::Result<()> {
    build_status!(status, builder);
    if let Some(retweeted) = status.retweeted_status.as_deref() {
        let mut builder = builder.init_retweeted_status();
        build_status!(retweeted, builder);
    }
    Ok(())
}

fn read_status(status: twitter_capnp::status::Reader<'_>) -> capnp::Result<Status> {
    let retweeted_status = if status.has_retweeted_status() {
        let retweeted = status.get_retweeted_status()?;
        if retweeted.has_retweeted_status() {
            return Err(capnp::Error::failed(
                "a retweeted status has a retweeted status of its own".to_string(),
            ));
        }
        Some(Box::new(read_status!(RetweetedStatus, retweeted,)))
    } else {
        None
    };
    Ok(read_status!(Status, status, retweeted_status))
}

impl Message for Twitter {
    type Root = twitter_capnp::twitter::Owned;

    fn build(&self, mut root: twitter_capnp::twitter::Builder<'_>) -> capnp::Result<()> {
        each(self.statuses.iter(), |len| root.reborrow().init_statuses(len), build_status)?;
        let search = &self.search_metadata;
        let mut builder = root.init_search_metadata();
        builder.set_completed_in(search.completed_in);
        builder.set_max_id(search.max_id);
        builder.set_max_id_str(search.max_id_str.as_str());
        builder.set_next_results(search.next_results.as_str());
        builder.set_query(search.query.as_str());
        builder.set_refresh_url(search.refresh_url.as_str());
        builder.set_count(search.count);
        builder.set_since_id(search.since_id);
        builder.set_since_id_str(search.since_id_str.as_str());
        Ok(())
    }

    fn from_reader(root: twitter_capnp::twitter::Reader<'_>) -> capnp::Result<Self> {
        let search = root.get_search_metadata()?;
        Ok(Self {
            statuses: read_each(root.get_statuses(), read_status)?,
            search_metadata: SearchMetadata {
                completed_in: search.get_completed_in(),
                max_id: search.get_max_id(),
                max_id_str: text(search.get_max_id_str())?,
                next_results: text(search.get_next_results())?,
                query: text(search.get_query())?,
                refresh_url: text(search.get_refresh_url())?,
                count: search.get_count(),
                since_id: search.get_since_id(),
                since_id_str: text(search.get_since_id_str())?,
            },
        })
    }
}
