//! The `twitter` data set on `schemas/corpora/twitter.capnp`.

use corpora::twitter::{
    Hashtag, Media, Metadata, RetweetedStatus, SearchMetadata, Size, Sizes, Status, StatusEntities,
    Twitter, Url, UrlEntities, User, UserEntities, UserMention,
};

use crate::{
    generated::twitter_capnp,
    map::{Message, each, optional_text, read_each, text},
};

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
