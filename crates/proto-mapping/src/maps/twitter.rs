//! The `twitter` data set on `schemas/corpora/twitter.proto`.

/// `twitter`'s mapping, expanded against library module `$library` and generated module
/// `$generated` (see `maps`).
#[doc(hidden)]
#[macro_export]
macro_rules! twitter_mapping {
    ($library:path, $generated:path) => {
        use corpora::twitter::{
            Hashtag, Media, Metadata, RetweetedStatus, SearchMetadata, Size, Sizes, Status,
            StatusEntities, Twitter, Url, UrlEntities, User, UserEntities, UserMention,
        };
        use $crate::{Unrepresentable, each};
        use $generated as pb_twitter;
        use $library::{
            Error, Field, Library, boxed, from_option, into_option, is_set, message, present,
            required, unboxed,
        };

        fn indices_to_proto(&(start, end): &(u32, u32)) -> Field<pb_twitter::Indices> {
            present(message!(pb_twitter::Indices { start, end }))
        }

        fn indices_from_proto(indices: Field<pb_twitter::Indices>) -> Result<(u32, u32), Error> {
            required(indices, "indices", |indices| Ok((indices.start, indices.end)))
        }

        impl From<&Url> for pb_twitter::Url {
            fn from(url: &Url) -> Self {
                message!(pb_twitter::Url {
                    url: url.url.clone(),
                    expanded_url: url.expanded_url.clone(),
                    display_url: url.display_url.clone(),
                    indices: indices_to_proto(&url.indices),
                })
            }
        }

        impl TryFrom<pb_twitter::Url> for Url {
            type Error = Error;

            fn try_from(url: pb_twitter::Url) -> Result<Self, Error> {
                Ok(Url {
                    url: url.url,
                    expanded_url: url.expanded_url,
                    display_url: url.display_url,
                    indices: indices_from_proto(url.indices)?,
                })
            }
        }

        impl From<&UrlEntities> for pb_twitter::UrlEntities {
            fn from(entities: &UrlEntities) -> Self {
                message!(pb_twitter::UrlEntities {
                    urls: entities.urls.iter().map(pb_twitter::Url::from).collect(),
                })
            }
        }

        impl TryFrom<pb_twitter::UrlEntities> for UrlEntities {
            type Error = Error;

            fn try_from(entities: pb_twitter::UrlEntities) -> Result<Self, Error> {
                Ok(UrlEntities { urls: each(entities.urls, Url::try_from)? })
            }
        }

        impl From<&Hashtag> for pb_twitter::Hashtag {
            fn from(hashtag: &Hashtag) -> Self {
                message!(pb_twitter::Hashtag {
                    text: hashtag.text.clone(),
                    indices: indices_to_proto(&hashtag.indices),
                })
            }
        }

        impl TryFrom<pb_twitter::Hashtag> for Hashtag {
            type Error = Error;

            fn try_from(hashtag: pb_twitter::Hashtag) -> Result<Self, Error> {
                Ok(Hashtag { text: hashtag.text, indices: indices_from_proto(hashtag.indices)? })
            }
        }

        fn size_to_proto(size: &Size) -> Field<pb_twitter::Size> {
            present(message!(pb_twitter::Size {
                w: size.w,
                h: size.h,
                resize: size.resize.clone(),
            }))
        }

        fn size_from_proto(size: Field<pb_twitter::Size>) -> Result<Size, Error> {
            required(size, "Sizes.size", |size| {
                Ok(Size { w: size.w, h: size.h, resize: size.resize })
            })
        }

        impl From<&Media> for pb_twitter::Media {
            fn from(media: &Media) -> Self {
                let sizes = &media.sizes;
                message!(pb_twitter::Media {
                    id: media.id,
                    id_str: media.id_str.clone(),
                    indices: indices_to_proto(&media.indices),
                    media_url: media.media_url.clone(),
                    media_url_https: media.media_url_https.clone(),
                    url: media.url.clone(),
                    display_url: media.display_url.clone(),
                    expanded_url: media.expanded_url.clone(),
                    kind: media.kind.clone(),
                    sizes: present(message!(pb_twitter::Sizes {
                        medium: size_to_proto(&sizes.medium),
                        small: size_to_proto(&sizes.small),
                        thumb: size_to_proto(&sizes.thumb),
                        large: size_to_proto(&sizes.large),
                    })),
                    source_status_id: media.source_status_id,
                    source_status_id_str: media.source_status_id_str.clone(),
                })
            }
        }

        impl TryFrom<pb_twitter::Media> for Media {
            type Error = Error;

            fn try_from(media: pb_twitter::Media) -> Result<Self, Error> {
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
        }

        impl From<&StatusEntities> for pb_twitter::StatusEntities {
            fn from(entities: &StatusEntities) -> Self {
                let mention = |mention: &UserMention| {
                    message!(pb_twitter::UserMention {
                        screen_name: mention.screen_name.clone(),
                        name: mention.name.clone(),
                        id: mention.id,
                        id_str: mention.id_str.clone(),
                        indices: indices_to_proto(&mention.indices),
                    })
                };
                message!(pb_twitter::StatusEntities {
                    hashtags: entities.hashtags.iter().map(pb_twitter::Hashtag::from).collect(),
                    symbols: entities.symbols.iter().map(pb_twitter::Hashtag::from).collect(),
                    urls: entities.urls.iter().map(pb_twitter::Url::from).collect(),
                    user_mentions: entities.user_mentions.iter().map(mention).collect(),
                    media: from_option(entities.media.as_ref().map(|media| {
                        message!(pb_twitter::MediaList {
                            media: media.iter().map(pb_twitter::Media::from).collect(),
                        })
                    })),
                })
            }
        }

        impl TryFrom<pb_twitter::StatusEntities> for StatusEntities {
            type Error = Error;

            fn try_from(entities: pb_twitter::StatusEntities) -> Result<Self, Error> {
                let mention = |mention: pb_twitter::UserMention| -> Result<UserMention, Error> {
                    Ok(UserMention {
                        screen_name: mention.screen_name,
                        name: mention.name,
                        id: mention.id,
                        id_str: mention.id_str,
                        indices: indices_from_proto(mention.indices)?,
                    })
                };
                Ok(StatusEntities {
                    hashtags: each(entities.hashtags, Hashtag::try_from)?,
                    symbols: each(entities.symbols, Hashtag::try_from)?,
                    urls: each(entities.urls, Url::try_from)?,
                    user_mentions: each(entities.user_mentions, mention)?,
                    media: into_option(entities.media)
                        .map(|list| each(list.media, Media::try_from))
                        .transpose()?,
                })
            }
        }

        impl From<&User> for pb_twitter::User {
            fn from(user: &User) -> Self {
                message!(pb_twitter::User {
                    id: user.id,
                    id_str: user.id_str.clone(),
                    name: user.name.clone(),
                    screen_name: user.screen_name.clone(),
                    location: user.location.clone(),
                    description: user.description.clone(),
                    url: user.url.clone(),
                    entities: present(message!(pb_twitter::UserEntities {
                        url: from_option(
                            user.entities.url.as_ref().map(pb_twitter::UrlEntities::from),
                        ),
                        description: present(pb_twitter::UrlEntities::from(
                            &user.entities.description,
                        )),
                    })),
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
                    profile_background_image_url_https: user
                        .profile_background_image_url_https
                        .clone(),
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
                })
            }
        }

        impl TryFrom<pb_twitter::User> for User {
            type Error = Error;

            fn try_from(user: pb_twitter::User) -> Result<Self, Error> {
                let entities = required(user.entities, "User.entities", |entities| {
                    Ok(UserEntities {
                        url: into_option(entities.url).map(UrlEntities::try_from).transpose()?,
                        description: required(
                            entities.description,
                            "UserEntities.description",
                            UrlEntities::try_from,
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
        }

        impl From<&Status> for pb_twitter::Status {
            fn from(status: &Status) -> Self {
                let retweeted = (status.retweeted_status.as_deref()).map(|retweeted| {
                    boxed($crate::twitter_status_to_proto!(retweeted, from_option(None)))
                });
                $crate::twitter_status_to_proto!(status, from_option(retweeted))
            }
        }

        impl TryFrom<pb_twitter::Status> for Status {
            type Error = Error;

            fn try_from(mut status: pb_twitter::Status) -> Result<Self, Error> {
                let retweeted = status.retweeted_status.take().map(|retweeted| {
                    if is_set(&retweeted.retweeted_status) {
                        return Err(Error::from(Unrepresentable(
                            "a retweeted status has a retweeted status of its own".to_string(),
                        )));
                    }
                    Ok(Box::new($crate::twitter_status_from_proto!(
                        RetweetedStatus,
                        unboxed(retweeted),
                    )))
                });
                let retweeted_status = retweeted.transpose()?;
                Ok($crate::twitter_status_from_proto!(Status, status, retweeted_status))
            }
        }

        impl $crate::Message<Library> for Twitter {
            type Proto = pb_twitter::Twitter;
        }

        impl From<&Twitter> for pb_twitter::Twitter {
            fn from(value: &Twitter) -> Self {
                let search = &value.search_metadata;
                message!(pb_twitter::Twitter {
                    statuses: value.statuses.iter().map(pb_twitter::Status::from).collect(),
                    search_metadata: present(message!(pb_twitter::SearchMetadata {
                        completed_in: search.completed_in,
                        max_id: search.max_id,
                        max_id_str: search.max_id_str.clone(),
                        next_results: search.next_results.clone(),
                        query: search.query.clone(),
                        refresh_url: search.refresh_url.clone(),
                        count: search.count,
                        since_id: search.since_id,
                        since_id_str: search.since_id_str.clone(),
                    })),
                })
            }
        }

        impl TryFrom<pb_twitter::Twitter> for Twitter {
            type Error = Error;

            fn try_from(proto: pb_twitter::Twitter) -> Result<Self, Error> {
                let search = required(proto.search_metadata, "Twitter.search_metadata", Ok)?;
                Ok(Self {
                    statuses: each(proto.statuses, Status::try_from)?,
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
    };
}

/// One generated `Status` (in `twitter_mapping!`'s expansion) from either native status type (their fields are the same but for
/// `retweeted_status`, which the caller converts and passes in).
#[doc(hidden)]
#[macro_export]
macro_rules! twitter_status_to_proto {
    ($status:expr, $retweeted_status:expr) => {{
        let status = $status;
        message!(pb_twitter::Status {
            metadata: present(message!(pb_twitter::Metadata {
                result_type: status.metadata.result_type.clone(),
                iso_language_code: status.metadata.iso_language_code.clone(),
            })),
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
            user: present(pb_twitter::User::from(&status.user)),
            retweet_count: status.retweet_count,
            favorite_count: status.favorite_count,
            entities: present(pb_twitter::StatusEntities::from(&status.entities)),
            favorited: status.favorited,
            retweeted: status.retweeted,
            possibly_sensitive: status.possibly_sensitive,
            lang: status.lang.clone(),
            retweeted_status: $retweeted_status,
        })
    }};
}

/// A native status of type `$status` from a generated `Status`; `$($extra)*` are the fields
/// only that type has.
#[doc(hidden)]
#[macro_export]
macro_rules! twitter_status_from_proto {
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
            user: required(status.user, "Status.user", User::try_from)?,
            geo: (),
            coordinates: (),
            place: (),
            contributors: (),
            retweet_count: status.retweet_count,
            favorite_count: status.favorite_count,
            entities: required(status.entities, "Status.entities", StatusEntities::try_from)?,
            favorited: status.favorited,
            retweeted: status.retweeted,
            possibly_sensitive: status.possibly_sensitive,
            lang: status.lang,
            $($extra)*
        }
    }};
}
