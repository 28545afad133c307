// bilrost, its own derives: the message of serde.rs with `Message` (a borrowing `BorrowedMessage`
// where it holds `&str`, else an `OwnedMessage`) and `Oneof` for the enum, tagged as the data
// sets' `StoredData` is (variants 1-4, `Small` as a varint, then fields 5-7, the strings
// `packed`). bilrost's derive gives an enum with data and no unit variant only `NonEmptyOneof`,
// for an `Option<Variant>` field; the message holds the enum itself, so `Oneof` is implemented
// over the derived `NonEmptyOneof` as the data sets crate does (`bilrost_oneof_always_set!`,
// copied from `crates/datasets/src/lib.rs`). Into the buffer with `Message::encode` over bytes'
// `BufMut` for `&mut [u8]` (which advances past what it writes), back with `decode_borrowed` /
// `OwnedMessage::decode`. bilrost links `alloc` in every build.

#[cfg(feature = "alloc")]
use alloc::{string::String, vec::Vec};

#[cfg(not(feature = "alloc"))]
#[derive(bilrost::Oneof, PartialEq)]
pub enum Variant<'a> {
    #[bilrost(1)]
    YesNo(bool),
    #[bilrost(tag(2), encoding(varint))]
    Small(u8),
    #[bilrost(3)]
    Signy(i64),
    #[bilrost(4)]
    Stringy(&'a str),
}

#[cfg(not(feature = "alloc"))]
#[derive(bilrost::Message, PartialEq)]
pub struct Message<'a> {
    #[bilrost(oneof(1-4))]
    pub variant: Variant<'a>,
    #[bilrost(5)]
    pub opt_bool: Option<bool>,
    #[bilrost(tag(6), encoding(packed))]
    pub vec_strs: [&'a str; 3],
    #[bilrost(7)]
    pub range: Span,
}

#[cfg(feature = "alloc")]
#[derive(bilrost::Oneof, PartialEq)]
pub enum Variant {
    #[bilrost(1)]
    YesNo(bool),
    #[bilrost(tag(2), encoding(varint))]
    Small(u8),
    #[bilrost(3)]
    Signy(i64),
    #[bilrost(4)]
    Stringy(String),
}

#[cfg(feature = "alloc")]
#[derive(bilrost::Message, PartialEq)]
pub struct Message {
    #[bilrost(oneof(1-4))]
    pub variant: Variant,
    #[bilrost(5)]
    pub opt_bool: Option<bool>,
    #[bilrost(tag(6), encoding(packed))]
    pub vec_strs: Vec<String>,
    #[bilrost(7)]
    pub range: Span,
}

#[derive(bilrost::Message, PartialEq)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

// The message holds the enum itself, never absent.
macro_rules! bilrost_oneof_always_set {
    // An owned enum: decoded from any buffer, or from a slice.
    (owned $ty:ty, $placeholder:expr) => {
        bilrost_oneof_always_set!(@oneof $ty, $placeholder);

        impl bilrost::encoding::OneofDecoder for $ty {
            fn oneof_decode_field<B: bilrost::bytes::Buf + ?Sized>(
                value: &mut Self,
                tag: u32,
                wire_type: bilrost::encoding::WireType,
                buf: bilrost::encoding::Capped<B>,
                ctx: bilrost::encoding::DecodeContext,
            ) -> Result<(), bilrost::DecodeError> {
                let decoded = bilrost::encoding::NonEmptyOneofDecoder::oneof_decode_field(
                    tag, wire_type, buf, ctx,
                );
                *value = bilrost_oneof_always_set!(@named decoded, tag)?;
                Ok(())
            }
        }

        bilrost_oneof_always_set!(@borrow $ty, 'a);
    };
    // A borrowed twin's enum: decoded from the slice it borrows from.
    (borrowed $ty:ty, $placeholder:expr, $lifetime:lifetime) => {
        bilrost_oneof_always_set!(@oneof $ty, $placeholder, $lifetime);
        bilrost_oneof_always_set!(@borrow $ty, $lifetime);
    };
    (@borrow $ty:ty, $lifetime:lifetime) => {
        impl<$lifetime> bilrost::encoding::OneofBorrowDecoder<$lifetime> for $ty {
            fn oneof_borrow_decode_field(
                value: &mut Self,
                tag: u32,
                wire_type: bilrost::encoding::WireType,
                buf: bilrost::encoding::Capped<&$lifetime [u8]>,
                ctx: bilrost::encoding::DecodeContext,
            ) -> Result<(), bilrost::DecodeError> {
                let decoded = bilrost::encoding::NonEmptyOneofBorrowDecoder::oneof_borrow_decode_field(
                    tag, wire_type, buf, ctx,
                );
                *value = bilrost_oneof_always_set!(@named decoded, tag)?;
                Ok(())
            }
        }
    };
    // The error names the enum and its variant, as bilrost's `Option` of a oneof does. A second
    // field of the oneof replaces the first (its `Option` reports a conflict instead).
    (@named $decoded:ident, $tag:ident) => {
        $decoded.map_err(|mut error: bilrost::DecodeError| {
            let (message, field) =
                <Self as bilrost::encoding::NonEmptyOneof>::oneof_variant_name($tag);
            error.push(message, field);
            error
        })
    };
    (@oneof $ty:ty, $placeholder:expr $(, $lifetime:lifetime)?) => {
        impl$(<$lifetime>)? bilrost::encoding::Oneof for $ty {
            const FIELD_TAGS: &'static [u32] =
                <Self as bilrost::encoding::NonEmptyOneof>::FIELD_TAGS;

            fn empty() -> Self {
                $placeholder
            }

            fn is_empty(&self) -> bool {
                false
            }

            fn clear(&mut self) {
                *self = $placeholder;
            }

            #[inline]
            fn oneof_encode<B: bilrost::bytes::BufMut + ?Sized>(
                &self,
                buf: &mut B,
                tw: &mut bilrost::encoding::TagWriter,
            ) {
                bilrost::encoding::NonEmptyOneof::oneof_encode(self, buf, tw)
            }

            #[inline]
            fn oneof_prepend<B: bilrost::buf::ReverseBuf + ?Sized>(
                &self,
                buf: &mut B,
                tw: &mut bilrost::encoding::TagRevWriter,
            ) {
                bilrost::encoding::NonEmptyOneof::oneof_prepend(self, buf, tw)
            }

            #[inline]
            fn oneof_encoded_len(&self, tm: &mut impl bilrost::encoding::TagMeasurer) -> usize {
                bilrost::encoding::NonEmptyOneof::oneof_encoded_len(self, tm)
            }

            fn oneof_current_tag(&self) -> Option<u32> {
                Some(bilrost::encoding::NonEmptyOneof::oneof_current_tag(self))
            }

            fn oneof_variant_name(tag: u32) -> (&'static str, &'static str) {
                <Self as bilrost::encoding::NonEmptyOneof>::oneof_variant_name(tag)
            }
        }
    };
}

#[cfg(not(feature = "alloc"))]
bilrost_oneof_always_set!(borrowed Variant<'a>, Variant::YesNo(false), 'a);
#[cfg(feature = "alloc")]
bilrost_oneof_always_set!(owned Variant, Variant::YesNo(false));

fn encode(value: &Message, buffer: &mut [u8]) -> Option<usize> {
    let size = buffer.len();
    let mut rest = &mut *buffer;
    bilrost::Message::encode(value, &mut rest).ok()?;
    Some(size - rest.len())
}

#[cfg(not(feature = "alloc"))]
fn decode(bytes: &[u8]) -> Option<Message> {
    bilrost::BorrowedMessage::decode_borrowed(bytes).ok()
}

#[cfg(feature = "alloc")]
fn decode(bytes: &[u8]) -> Option<Message> {
    bilrost::OwnedMessage::decode(bytes).ok()
}
