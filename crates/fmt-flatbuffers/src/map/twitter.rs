//! The `twitter` data set on `schemas/corpora/twitter.fbs`.

use corpora::twitter::{
    Hashtag, Media, Metadata, RetweetedStatus, SearchMetadata, Size, Sizes, Status, StatusEntities,
    Twitter, Url, UrlEntities, User, UserEntities, UserMention,
};
use flatbuffers::{FlatBufferBuilder, WIPOffset};

use crate::{
    Error,
    generated::twitter_generated as fb_twitter,
    map::{Message, each, offsets, optional_string, string},
};

fn indices_to_fb(&(start, end): &(u32, u32)) -> fb_twitter::Indices {
    fb_twitter::Indices::new(start, end)
}

fn indices_from_fb(indices: &fb_twitter::Indices) -> (u32, u32) {
    (indices.start(), indices.end())
}

fn build_url<'b>(builder: &mut FlatBufferBuilder<'b>, url: &Url) -> WIPOffset<fb_twitter::Url<'b>> {
    let args = fb_twitter::UrlArgs {
        url: string(builder, &url.url),
        expanded_url: string(builder, &url.expanded_url),
        display_url: string(builder, &url.display_url),
        indices: Some(&indices_to_fb(&url.indices)),
    };
    fb_twitter::Url::create(builder, &args)
}

fn read_url(url: fb_twitter::Url<'_>) -> Url {
    Url {
        url: url.url().to_string(),
        expanded_url: url.expanded_url().to_string(),
        display_url: url.display_url().to_string(),
        indices: indices_from_fb(url.indices()),
    }
}

fn build_url_entities<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    entities: &UrlEntities,
) -> WIPOffset<fb_twitter::UrlEntities<'b>> {
    let urls = Some(offsets(builder, &entities.urls, build_url));
    fb_twitter::UrlEntities::create(builder, &fb_twitter::UrlEntitiesArgs { urls })
}

fn read_url_entities(entities: fb_twitter::UrlEntities<'_>) -> UrlEntities {
    UrlEntities { urls: entities.urls().iter().map(read_url).collect() }
}

fn build_hashtag<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    hashtag: &Hashtag,
) -> WIPOffset<fb_twitter::Hashtag<'b>> {
    let args = fb_twitter::HashtagArgs {
        text: string(builder, &hashtag.text),
        indices: Some(&indices_to_fb(&hashtag.indices)),
    };
    fb_twitter::Hashtag::create(builder, &args)
}

fn read_hashtag(hashtag: fb_twitter::Hashtag<'_>) -> Hashtag {
    Hashtag { text: hashtag.text().to_string(), indices: indices_from_fb(hashtag.indices()) }
}

fn build_size<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    size: &Size,
) -> Option<WIPOffset<fb_twitter::Size<'b>>> {
    let resize = string(builder, &size.resize);
    Some(fb_twitter::Size::create(builder, &fb_twitter::SizeArgs { w: size.w, h: size.h, resize }))
}

fn read_size(size: fb_twitter::Size<'_>) -> Size {
    Size { w: size.w(), h: size.h(), resize: size.resize().to_string() }
}

fn build_media<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    media: &Media,
) -> WIPOffset<fb_twitter::Media<'b>> {
    let sizes = fb_twitter::SizesArgs {
        medium: build_size(builder, &media.sizes.medium),
        small: build_size(builder, &media.sizes.small),
        thumb: build_size(builder, &media.sizes.thumb),
        large: build_size(builder, &media.sizes.large),
    };
    let sizes = Some(fb_twitter::Sizes::create(builder, &sizes));
    let args = fb_twitter::MediaArgs {
        id: media.id,
        id_str: string(builder, &media.id_str),
        indices: Some(&indices_to_fb(&media.indices)),
        media_url: string(builder, &media.media_url),
        media_url_https: string(builder, &media.media_url_https),
        url: string(builder, &media.url),
        display_url: string(builder, &media.display_url),
        expanded_url: string(builder, &media.expanded_url),
        kind: string(builder, &media.kind),
        sizes,
        source_status_id: media.source_status_id,
        source_status_id_str: optional_string(builder, &media.source_status_id_str),
    };
    fb_twitter::Media::create(builder, &args)
}

fn read_media(media: fb_twitter::Media<'_>) -> Media {
    let sizes = media.sizes();
    Media {
        id: media.id(),
        id_str: media.id_str().to_string(),
        indices: indices_from_fb(media.indices()),
        media_url: media.media_url().to_string(),
        media_url_https: media.media_url_https().to_string(),
        url: media.url().to_string(),
        display_url: media.display_url().to_string(),
        expanded_url: media.expanded_url().to_string(),
        kind: media.kind().to_string(),
        sizes: Sizes {
            medium: read_size(sizes.medium()),
            small: read_size(sizes.small()),
            thumb: read_size(sizes.thumb()),
            large: read_size(sizes.large()),
        },
        source_status_id: media.source_status_id(),
        source_status_id_str: media.source_status_id_str().map(str::to_string),
    }
}

fn build_entities<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    entities: &StatusEntities,
) -> WIPOffset<fb_twitter::StatusEntities<'b>> {
    let user_mentions = offsets(builder, &entities.user_mentions, |builder, mention| {
        let args = fb_twitter::UserMentionArgs {
            screen_name: string(builder, &mention.screen_name),
            name: string(builder, &mention.name),
            id: mention.id,
            id_str: string(builder, &mention.id_str),
            indices: Some(&indices_to_fb(&mention.indices)),
        };
        fb_twitter::UserMention::create(builder, &args)
    });
    let args = fb_twitter::StatusEntitiesArgs {
        hashtags: Some(offsets(builder, &entities.hashtags, build_hashtag)),
        symbols: Some(offsets(builder, &entities.symbols, build_hashtag)),
        urls: Some(offsets(builder, &entities.urls, build_url)),
        user_mentions: Some(user_mentions),
        media: entities.media.as_ref().map(|media| offsets(builder, media, build_media)),
    };
    fb_twitter::StatusEntities::create(builder, &args)
}

fn read_entities(entities: fb_twitter::StatusEntities<'_>) -> StatusEntities {
    let mention = |mention: fb_twitter::UserMention<'_>| UserMention {
        screen_name: mention.screen_name().to_string(),
        name: mention.name().to_string(),
        id: mention.id(),
        id_str: mention.id_str().to_string(),
        indices: indices_from_fb(mention.indices()),
    };
    StatusEntities {
        hashtags: entities.hashtags().iter().map(read_hashtag).collect(),
        symbols: entities.symbols().iter().map(read_hashtag).collect(),
        urls: entities.urls().iter().map(read_url).collect(),
        user_mentions: entities.user_mentions().iter().map(mention).collect(),
        media: entities.media().map(|media| media.iter().map(read_media).collect()),
    }
}

fn build_user<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    user: &User,
) -> WIPOffset<fb_twitter::User<'b>> {
    let entities = fb_twitter::UserEntitiesArgs {
        url: user.entities.url.as_ref().map(|url| build_url_entities(builder, url)),
        description: Some(build_url_entities(builder, &user.entities.description)),
    };
    let entities = Some(fb_twitter::UserEntities::create(builder, &entities));
    let args = fb_twitter::UserArgs {
        id: user.id,
        id_str: string(builder, &user.id_str),
        name: string(builder, &user.name),
        screen_name: string(builder, &user.screen_name),
        location: string(builder, &user.location),
        description: string(builder, &user.description),
        url: optional_string(builder, &user.url),
        entities,
        protected: user.protected,
        followers_count: user.followers_count,
        friends_count: user.friends_count,
        listed_count: user.listed_count,
        created_at: string(builder, &user.created_at),
        favourites_count: user.favourites_count,
        utc_offset: user.utc_offset,
        time_zone: optional_string(builder, &user.time_zone),
        geo_enabled: user.geo_enabled,
        verified: user.verified,
        statuses_count: user.statuses_count,
        lang: string(builder, &user.lang),
        contributors_enabled: user.contributors_enabled,
        is_translator: user.is_translator,
        is_translation_enabled: user.is_translation_enabled,
        profile_background_color: string(builder, &user.profile_background_color),
        profile_background_image_url: string(builder, &user.profile_background_image_url),
        profile_background_image_url_https: string(
            builder,
            &user.profile_background_image_url_https,
        ),
        profile_background_tile: user.profile_background_tile,
        profile_image_url: string(builder, &user.profile_image_url),
        profile_image_url_https: string(builder, &user.profile_image_url_https),
        profile_banner_url: optional_string(builder, &user.profile_banner_url),
        profile_link_color: string(builder, &user.profile_link_color),
        profile_sidebar_border_color: string(builder, &user.profile_sidebar_border_color),
        profile_sidebar_fill_color: string(builder, &user.profile_sidebar_fill_color),
        profile_text_color: string(builder, &user.profile_text_color),
        profile_use_background_image: user.profile_use_background_image,
        default_profile: user.default_profile,
        default_profile_image: user.default_profile_image,
        following: user.following,
        follow_request_sent: user.follow_request_sent,
        notifications: user.notifications,
    };
    fb_twitter::User::create(builder, &args)
}

fn read_user(user: fb_twitter::User<'_>) -> User {
    let entities = user.entities();
    User {
        id: user.id(),
        id_str: user.id_str().to_string(),
        name: user.name().to_string(),
        screen_name: user.screen_name().to_string(),
        location: user.location().to_string(),
        description: user.description().to_string(),
        url: user.url().map(str::to_string),
        entities: UserEntities {
            url: entities.url().map(read_url_entities),
            description: read_url_entities(entities.description()),
        },
        protected: user.protected(),
        followers_count: user.followers_count(),
        friends_count: user.friends_count(),
        listed_count: user.listed_count(),
        created_at: user.created_at().to_string(),
        favourites_count: user.favourites_count(),
        utc_offset: user.utc_offset(),
        time_zone: user.time_zone().map(str::to_string),
        geo_enabled: user.geo_enabled(),
        verified: user.verified(),
        statuses_count: user.statuses_count(),
        lang: user.lang().to_string(),
        contributors_enabled: user.contributors_enabled(),
        is_translator: user.is_translator(),
        is_translation_enabled: user.is_translation_enabled(),
        profile_background_color: user.profile_background_color().to_string(),
        profile_background_image_url: user.profile_background_image_url().to_string(),
        profile_background_image_url_https: user.profile_background_image_url_https().to_string(),
        profile_background_tile: user.profile_background_tile(),
        profile_image_url: user.profile_image_url().to_string(),
        profile_image_url_https: user.profile_image_url_https().to_string(),
        profile_banner_url: user.profile_banner_url().map(str::to_string),
        profile_link_color: user.profile_link_color().to_string(),
        profile_sidebar_border_color: user.profile_sidebar_border_color().to_string(),
        profile_sidebar_fill_color: user.profile_sidebar_fill_color().to_string(),
        profile_text_color: user.profile_text_color().to_string(),
        profile_use_background_image: user.profile_use_background_image(),
        default_profile: user.default_profile(),
        default_profile_image: user.default_profile_image(),
        following: user.following(),
        follow_request_sent: user.follow_request_sent(),
        notifications: user.notifications(),
    }
}

/// Builds a generated `Status` from `$status`, of either native status type (their fields are
/// the same but for `retweeted_status`, which the caller builds and passes in).
macro_rules! build_status {
    ($builder:ident, $status:ident, $retweeted_status:expr) => {{
        let metadata = fb_twitter::MetadataArgs {
            result_type: string($builder, &$status.metadata.result_type),
            iso_language_code: string($builder, &$status.metadata.iso_language_code),
        };
        let args = fb_twitter::StatusArgs {
            metadata: Some(fb_twitter::Metadata::create($builder, &metadata)),
            created_at: string($builder, &$status.created_at),
            id: $status.id,
            id_str: string($builder, &$status.id_str),
            text: string($builder, &$status.text),
            source: string($builder, &$status.source),
            truncated: $status.truncated,
            in_reply_to_status_id: $status.in_reply_to_status_id,
            in_reply_to_status_id_str: optional_string(
                $builder,
                &$status.in_reply_to_status_id_str,
            ),
            in_reply_to_user_id: $status.in_reply_to_user_id,
            in_reply_to_user_id_str: optional_string($builder, &$status.in_reply_to_user_id_str),
            in_reply_to_screen_name: optional_string($builder, &$status.in_reply_to_screen_name),
            user: Some(build_user($builder, &$status.user)),
            retweet_count: $status.retweet_count,
            favorite_count: $status.favorite_count,
            entities: Some(build_entities($builder, &$status.entities)),
            favorited: $status.favorited,
            retweeted: $status.retweeted,
            possibly_sensitive: $status.possibly_sensitive,
            lang: string($builder, &$status.lang),
            retweeted_status: $retweeted_status,
        };
        fb_twitter::Status::create($builder, &args)
    }};
}

/// A native status of type `$type` read from the generated `Status` `$status`; `$($extra)*` are
/// the fields only that type has.
macro_rules! read_status {
    ($type:ident, $status:ident, $($extra:tt)*) => {{
        let metadata = $status.metadata();
        $type {
            metadata: Metadata {
                result_type: metadata.result_type().to_string(),
                iso_language_code: metadata.iso_language_code().to_string(),
            },
            created_at: $status.created_at().to_string(),
            id: $status.id(),
            id_str: $status.id_str().to_string(),
            text: $status.text().to_string(),
            source: $status.source().to_string(),
            truncated: $status.truncated(),
            in_reply_to_status_id: $status.in_reply_to_status_id(),
            in_reply_to_status_id_str: $status.in_reply_to_status_id_str().map(str::to_string),
            in_reply_to_user_id: $status.in_reply_to_user_id(),
            in_reply_to_user_id_str: $status.in_reply_to_user_id_str().map(str::to_string),
            in_reply_to_screen_name: $status.in_reply_to_screen_name().map(str::to_string),
            user: read_user($status.user()),
            geo: (),
            coordinates: (),
            place: (),
            contributors: (),
            retweet_count: $status.retweet_count(),
            favorite_count: $status.favorite_count(),
            entities: read_entities($status.entities()),
            favorited: $status.favorited(),
            retweeted: $status.retweeted(),
            possibly_sensitive: $status.possibly_sensitive(),
            lang: $status.lang().to_string(),
            $($extra)*
        }
    }};
}

fn build_status<'b>(
    builder: &mut FlatBufferBuilder<'b>,
    status: &Status,
) -> WIPOffset<fb_twitter::Status<'b>> {
    let retweeted_status = status.retweeted_status.as_deref().map(|retweeted| {
        let builder = &mut *builder;
        build_status!(builder, retweeted, None)
    });
    build_status!(builder, status, retweeted_status)
}

fn read_status(status: fb_twitter::Status<'_>) -> Result<Status, Error> {
    let retweeted_status = status.retweeted_status().map(|retweeted| {
        if retweeted.retweeted_status().is_some() {
            return Err(Error::Unrepresentable(
                "a retweeted status has a retweeted status of its own".to_string(),
            ));
        }
        Ok(Box::new(read_status!(RetweetedStatus, retweeted,)))
    });
    let retweeted_status = retweeted_status.transpose()?;
    Ok(read_status!(Status, status, retweeted_status))
}

impl Message for Twitter {
    type Root<'a> = fb_twitter::Twitter<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let statuses = Some(offsets(builder, &self.statuses, build_status));
        let search = &self.search_metadata;
        let args = fb_twitter::SearchMetadataArgs {
            completed_in: search.completed_in,
            max_id: search.max_id,
            max_id_str: string(builder, &search.max_id_str),
            next_results: string(builder, &search.next_results),
            query: string(builder, &search.query),
            refresh_url: string(builder, &search.refresh_url),
            count: search.count,
            since_id: search.since_id,
            since_id_str: string(builder, &search.since_id_str),
        };
        let search_metadata = Some(fb_twitter::SearchMetadata::create(builder, &args));
        fb_twitter::Twitter::create(builder, &fb_twitter::TwitterArgs { statuses, search_metadata })
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        let search = root.search_metadata();
        Ok(Self {
            statuses: each(root.statuses(), read_status)?,
            search_metadata: SearchMetadata {
                completed_in: search.completed_in(),
                max_id: search.max_id(),
                max_id_str: search.max_id_str().to_string(),
                next_results: search.next_results().to_string(),
                query: search.query().to_string(),
                refresh_url: search.refresh_url().to_string(),
                count: search.count(),
                since_id: search.since_id(),
                since_id_str: search.since_id_str().to_string(),
            },
        })
    }
}
