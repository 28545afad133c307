//! The `twitter` data set on `schemas/corpora/twitter.proto`.

use corpora::twitter::{
    Hashtag, Media, Metadata, RetweetedStatus, SearchMetadata, Size, Sizes, Status, StatusEntities,
    Twitter, Url, UrlEntities, User, UserEntities, UserMention,
};

use crate::{
    Error,
    generated::twitter as pb_twitter,
    map::{Unrepresentable, missing, root, text},
};

fn write_indices(&(start, end): &(u32, u32), mut proto: pb_twitter::IndicesMut<'_>) {
    proto.set_start(start);
    proto.set_end(end);
}

fn read_indices(indices: Option<pb_twitter::IndicesView<'_>>) -> Result<(u32, u32), Error> {
    let indices = indices.ok_or_else(|| missing("indices"))?;
    Ok((indices.start(), indices.end()))
}

fn write_url(url: &Url, mut proto: pb_twitter::UrlMut<'_>) {
    proto.set_url(url.url.as_str());
    proto.set_expanded_url(url.expanded_url.as_str());
    proto.set_display_url(url.display_url.as_str());
    write_indices(&url.indices, proto.indices_mut());
}

fn read_url(url: pb_twitter::UrlView<'_>) -> Result<Url, Error> {
    Ok(Url {
        url: text(url.url())?,
        expanded_url: text(url.expanded_url())?,
        display_url: text(url.display_url())?,
        indices: read_indices(url.indices_opt())?,
    })
}

fn write_url_entities(entities: &UrlEntities, mut proto: pb_twitter::UrlEntitiesMut<'_>) {
    let mut urls = proto.urls_mut();
    for url in &entities.urls {
        write_url(url, urls.push_default());
    }
}

fn read_url_entities(entities: pb_twitter::UrlEntitiesView<'_>) -> Result<UrlEntities, Error> {
    Ok(UrlEntities { urls: entities.urls().iter().map(read_url).collect::<Result<_, _>>()? })
}

fn write_hashtag(hashtag: &Hashtag, mut proto: pb_twitter::HashtagMut<'_>) {
    proto.set_text(hashtag.text.as_str());
    write_indices(&hashtag.indices, proto.indices_mut());
}

fn read_hashtag(hashtag: pb_twitter::HashtagView<'_>) -> Result<Hashtag, Error> {
    Ok(Hashtag { text: text(hashtag.text())?, indices: read_indices(hashtag.indices_opt())? })
}

fn write_size(size: &Size, mut proto: pb_twitter::SizeMut<'_>) {
    proto.set_w(size.w);
    proto.set_h(size.h);
    proto.set_resize(size.resize.as_str());
}

fn read_size(size: Option<pb_twitter::SizeView<'_>>) -> Result<Size, Error> {
    let size = size.ok_or_else(|| missing("Sizes.size"))?;
    Ok(Size { w: size.w(), h: size.h(), resize: text(size.resize())? })
}

fn write_media(media: &Media, mut proto: pb_twitter::MediaMut<'_>) {
    proto.set_id(media.id);
    proto.set_id_str(media.id_str.as_str());
    write_indices(&media.indices, proto.indices_mut());
    proto.set_media_url(media.media_url.as_str());
    proto.set_media_url_https(media.media_url_https.as_str());
    proto.set_url(media.url.as_str());
    proto.set_display_url(media.display_url.as_str());
    proto.set_expanded_url(media.expanded_url.as_str());
    proto.set_kind(media.kind.as_str());
    let mut sizes = proto.sizes_mut();
    write_size(&media.sizes.medium, sizes.medium_mut());
    write_size(&media.sizes.small, sizes.small_mut());
    write_size(&media.sizes.thumb, sizes.thumb_mut());
    write_size(&media.sizes.large, sizes.large_mut());
    if let Some(id) = media.source_status_id {
        proto.set_source_status_id(id);
    }
    if let Some(id) = &media.source_status_id_str {
        proto.set_source_status_id_str(id.as_str());
    }
}

fn read_media(media: pb_twitter::MediaView<'_>) -> Result<Media, Error> {
    let sizes = media.sizes_opt().ok_or_else(|| missing("Media.sizes"))?;
    Ok(Media {
        id: media.id(),
        id_str: text(media.id_str())?,
        indices: read_indices(media.indices_opt())?,
        media_url: text(media.media_url())?,
        media_url_https: text(media.media_url_https())?,
        url: text(media.url())?,
        display_url: text(media.display_url())?,
        expanded_url: text(media.expanded_url())?,
        kind: text(media.kind())?,
        sizes: Sizes {
            medium: read_size(sizes.medium_opt())?,
            small: read_size(sizes.small_opt())?,
            thumb: read_size(sizes.thumb_opt())?,
            large: read_size(sizes.large_opt())?,
        },
        source_status_id: media.source_status_id_opt(),
        source_status_id_str: media.source_status_id_str_opt().map(text).transpose()?,
    })
}

fn write_status_entities(entities: &StatusEntities, mut proto: pb_twitter::StatusEntitiesMut<'_>) {
    let mut hashtags = proto.hashtags_mut();
    for hashtag in &entities.hashtags {
        write_hashtag(hashtag, hashtags.push_default());
    }
    let mut symbols = proto.symbols_mut();
    for symbol in &entities.symbols {
        write_hashtag(symbol, symbols.push_default());
    }
    let mut urls = proto.urls_mut();
    for url in &entities.urls {
        write_url(url, urls.push_default());
    }
    let mut mentions = proto.user_mentions_mut();
    for mention in &entities.user_mentions {
        let mut pb = mentions.push_default();
        pb.set_screen_name(mention.screen_name.as_str());
        pb.set_name(mention.name.as_str());
        pb.set_id(mention.id);
        pb.set_id_str(mention.id_str.as_str());
        write_indices(&mention.indices, pb.indices_mut());
    }
    if let Some(list) = &entities.media {
        let mut pb = proto.media_mut();
        let mut media = pb.media_mut();
        for item in list {
            write_media(item, media.push_default());
        }
    }
}

fn read_status_entities(
    entities: pb_twitter::StatusEntitiesView<'_>,
) -> Result<StatusEntities, Error> {
    let mention = |mention: pb_twitter::UserMentionView<'_>| {
        Ok::<_, Error>(UserMention {
            screen_name: text(mention.screen_name())?,
            name: text(mention.name())?,
            id: mention.id(),
            id_str: text(mention.id_str())?,
            indices: read_indices(mention.indices_opt())?,
        })
    };
    let media = entities.media_opt().map(|list| list.media().iter().map(read_media).collect());
    Ok(StatusEntities {
        hashtags: entities.hashtags().iter().map(read_hashtag).collect::<Result<_, _>>()?,
        symbols: entities.symbols().iter().map(read_hashtag).collect::<Result<_, _>>()?,
        urls: entities.urls().iter().map(read_url).collect::<Result<_, _>>()?,
        user_mentions: entities.user_mentions().iter().map(mention).collect::<Result<_, _>>()?,
        media: media.transpose()?,
    })
}

fn write_user(user: &User, mut proto: pb_twitter::UserMut<'_>) {
    proto.set_id(user.id);
    proto.set_id_str(user.id_str.as_str());
    proto.set_name(user.name.as_str());
    proto.set_screen_name(user.screen_name.as_str());
    proto.set_location(user.location.as_str());
    proto.set_description(user.description.as_str());
    if let Some(url) = &user.url {
        proto.set_url(url.as_str());
    }
    let mut entities = proto.entities_mut();
    if let Some(url) = &user.entities.url {
        write_url_entities(url, entities.url_mut());
    }
    write_url_entities(&user.entities.description, entities.description_mut());
    proto.set_protected(user.protected);
    proto.set_followers_count(user.followers_count);
    proto.set_friends_count(user.friends_count);
    proto.set_listed_count(user.listed_count);
    proto.set_created_at(user.created_at.as_str());
    proto.set_favourites_count(user.favourites_count);
    if let Some(offset) = user.utc_offset {
        proto.set_utc_offset(offset);
    }
    if let Some(zone) = &user.time_zone {
        proto.set_time_zone(zone.as_str());
    }
    proto.set_geo_enabled(user.geo_enabled);
    proto.set_verified(user.verified);
    proto.set_statuses_count(user.statuses_count);
    proto.set_lang(user.lang.as_str());
    proto.set_contributors_enabled(user.contributors_enabled);
    proto.set_is_translator(user.is_translator);
    proto.set_is_translation_enabled(user.is_translation_enabled);
    proto.set_profile_background_color(user.profile_background_color.as_str());
    proto.set_profile_background_image_url(user.profile_background_image_url.as_str());
    proto.set_profile_background_image_url_https(user.profile_background_image_url_https.as_str());
    proto.set_profile_background_tile(user.profile_background_tile);
    proto.set_profile_image_url(user.profile_image_url.as_str());
    proto.set_profile_image_url_https(user.profile_image_url_https.as_str());
    if let Some(url) = &user.profile_banner_url {
        proto.set_profile_banner_url(url.as_str());
    }
    proto.set_profile_link_color(user.profile_link_color.as_str());
    proto.set_profile_sidebar_border_color(user.profile_sidebar_border_color.as_str());
    proto.set_profile_sidebar_fill_color(user.profile_sidebar_fill_color.as_str());
    proto.set_profile_text_color(user.profile_text_color.as_str());
    proto.set_profile_use_background_image(user.profile_use_background_image);
    proto.set_default_profile(user.default_profile);
    proto.set_default_profile_image(user.default_profile_image);
    proto.set_following(user.following);
    proto.set_follow_request_sent(user.follow_request_sent);
    proto.set_notifications(user.notifications);
}

fn read_user(user: Option<pb_twitter::UserView<'_>>) -> Result<User, Error> {
    let user = user.ok_or_else(|| missing("Status.user"))?;
    let entities = user.entities_opt().ok_or_else(|| missing("User.entities"))?;
    let description =
        entities.description_opt().ok_or_else(|| missing("UserEntities.description"))?;
    Ok(User {
        id: user.id(),
        id_str: text(user.id_str())?,
        name: text(user.name())?,
        screen_name: text(user.screen_name())?,
        location: text(user.location())?,
        description: text(user.description())?,
        url: user.url_opt().map(text).transpose()?,
        entities: UserEntities {
            url: entities.url_opt().map(read_url_entities).transpose()?,
            description: read_url_entities(description)?,
        },
        protected: user.protected(),
        followers_count: user.followers_count(),
        friends_count: user.friends_count(),
        listed_count: user.listed_count(),
        created_at: text(user.created_at())?,
        favourites_count: user.favourites_count(),
        utc_offset: user.utc_offset_opt(),
        time_zone: user.time_zone_opt().map(text).transpose()?,
        geo_enabled: user.geo_enabled(),
        verified: user.verified(),
        statuses_count: user.statuses_count(),
        lang: text(user.lang())?,
        contributors_enabled: user.contributors_enabled(),
        is_translator: user.is_translator(),
        is_translation_enabled: user.is_translation_enabled(),
        profile_background_color: text(user.profile_background_color())?,
        profile_background_image_url: text(user.profile_background_image_url())?,
        profile_background_image_url_https: text(user.profile_background_image_url_https())?,
        profile_background_tile: user.profile_background_tile(),
        profile_image_url: text(user.profile_image_url())?,
        profile_image_url_https: text(user.profile_image_url_https())?,
        profile_banner_url: user.profile_banner_url_opt().map(text).transpose()?,
        profile_link_color: text(user.profile_link_color())?,
        profile_sidebar_border_color: text(user.profile_sidebar_border_color())?,
        profile_sidebar_fill_color: text(user.profile_sidebar_fill_color())?,
        profile_text_color: text(user.profile_text_color())?,
        profile_use_background_image: user.profile_use_background_image(),
        default_profile: user.default_profile(),
        default_profile_image: user.default_profile_image(),
        following: user.following(),
        follow_request_sent: user.follow_request_sent(),
        notifications: user.notifications(),
    })
}

/// Writes the fields both native status types have (all but `retweeted_status`) into a
/// generated `Status`.
macro_rules! write_status {
    ($status:expr, $proto:expr) => {{
        let status = $status;
        let mut proto = $proto;
        let mut metadata = proto.metadata_mut();
        metadata.set_result_type(status.metadata.result_type.as_str());
        metadata.set_iso_language_code(status.metadata.iso_language_code.as_str());
        proto.set_created_at(status.created_at.as_str());
        proto.set_id(status.id);
        proto.set_id_str(status.id_str.as_str());
        proto.set_text(status.text.as_str());
        proto.set_source(status.source.as_str());
        proto.set_truncated(status.truncated);
        if let Some(id) = status.in_reply_to_status_id {
            proto.set_in_reply_to_status_id(id);
        }
        if let Some(id) = &status.in_reply_to_status_id_str {
            proto.set_in_reply_to_status_id_str(id.as_str());
        }
        if let Some(id) = status.in_reply_to_user_id {
            proto.set_in_reply_to_user_id(id);
        }
        if let Some(id) = &status.in_reply_to_user_id_str {
            proto.set_in_reply_to_user_id_str(id.as_str());
        }
        if let Some(name) = &status.in_reply_to_screen_name {
            proto.set_in_reply_to_screen_name(name.as_str());
        }
        write_user(&status.user, proto.user_mut());
        proto.set_retweet_count(status.retweet_count);
        proto.set_favorite_count(status.favorite_count);
        write_status_entities(&status.entities, proto.entities_mut());
        proto.set_favorited(status.favorited);
        proto.set_retweeted(status.retweeted);
        if let Some(sensitive) = status.possibly_sensitive {
            proto.set_possibly_sensitive(sensitive);
        }
        proto.set_lang(status.lang.as_str());
        proto
    }};
}

/// A native status of type `$status` from a generated `Status` view; `$($extra)*` are the fields
/// only that type has.
macro_rules! read_status {
    ($status:ident, $proto:expr, $($extra:tt)*) => {{
        let status: pb_twitter::StatusView<'_> = $proto;
        let metadata = status.metadata_opt().ok_or_else(|| missing("Status.metadata"))?;
        let entities = status.entities_opt().ok_or_else(|| missing("Status.entities"))?;
        $status {
            metadata: Metadata {
                result_type: text(metadata.result_type())?,
                iso_language_code: text(metadata.iso_language_code())?,
            },
            created_at: text(status.created_at())?,
            id: status.id(),
            id_str: text(status.id_str())?,
            text: text(status.text())?,
            source: text(status.source())?,
            truncated: status.truncated(),
            in_reply_to_status_id: status.in_reply_to_status_id_opt(),
            in_reply_to_status_id_str: status.in_reply_to_status_id_str_opt().map(text).transpose()?,
            in_reply_to_user_id: status.in_reply_to_user_id_opt(),
            in_reply_to_user_id_str: status.in_reply_to_user_id_str_opt().map(text).transpose()?,
            in_reply_to_screen_name: status.in_reply_to_screen_name_opt().map(text).transpose()?,
            user: read_user(status.user_opt())?,
            geo: (),
            coordinates: (),
            place: (),
            contributors: (),
            retweet_count: status.retweet_count(),
            favorite_count: status.favorite_count(),
            entities: read_status_entities(entities)?,
            favorited: status.favorited(),
            retweeted: status.retweeted(),
            possibly_sensitive: status.possibly_sensitive_opt(),
            lang: text(status.lang())?,
            $($extra)*
        }
    }};
}

fn read_retweeted(status: pb_twitter::StatusView<'_>) -> Result<Box<RetweetedStatus>, Error> {
    if status.has_retweeted_status() {
        let nested = "a retweeted status has a retweeted status of its own";
        return Err(Unrepresentable(nested.to_string()).into());
    }
    Ok(Box::new(read_status!(RetweetedStatus, status,)))
}

fn read_status(status: pb_twitter::StatusView<'_>) -> Result<Status, Error> {
    let retweeted_status = status.retweeted_status_opt().map(read_retweeted).transpose()?;
    Ok(read_status!(Status, status, retweeted_status))
}

impl From<&Twitter> for pb_twitter::Twitter {
    fn from(value: &Twitter) -> Self {
        let mut proto = pb_twitter::Twitter::new();
        let mut statuses = proto.statuses_mut();
        for status in &value.statuses {
            let mut pb = write_status!(status, statuses.push_default());
            if let Some(retweeted) = &status.retweeted_status {
                write_status!(retweeted.as_ref(), pb.retweeted_status_mut());
            }
        }
        let search = &value.search_metadata;
        let mut pb = proto.search_metadata_mut();
        pb.set_completed_in(search.completed_in);
        pb.set_max_id(search.max_id);
        pb.set_max_id_str(search.max_id_str.as_str());
        pb.set_next_results(search.next_results.as_str());
        pb.set_query(search.query.as_str());
        pb.set_refresh_url(search.refresh_url.as_str());
        pb.set_count(search.count);
        pb.set_since_id(search.since_id);
        pb.set_since_id_str(search.since_id_str.as_str());
        proto
    }
}

fn read(proto: pb_twitter::TwitterView<'_>) -> Result<Twitter, Error> {
    let search = proto.search_metadata_opt().ok_or_else(|| missing("Twitter.search_metadata"))?;
    Ok(Twitter {
        statuses: proto.statuses().iter().map(read_status).collect::<Result<_, _>>()?,
        search_metadata: SearchMetadata {
            completed_in: search.completed_in(),
            max_id: search.max_id(),
            max_id_str: text(search.max_id_str())?,
            next_results: text(search.next_results())?,
            query: text(search.query())?,
            refresh_url: text(search.refresh_url())?,
            count: search.count(),
            since_id: search.since_id(),
            since_id_str: text(search.since_id_str())?,
        },
    })
}

root!(Twitter => pb_twitter::Twitter, read);
