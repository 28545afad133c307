// @generated from schemas/stored.proto by protobuf-codegen 4.35.1-release (protoc 35.1, kernel upb).
// Do not edit: change the schema and run `cargo xtask codegen`.

const _: () = ::protobuf::__internal::assert_compatible_gencode_version("4.35.1-release");
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut stored__Span_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Span {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Span>
}

impl ::protobuf::Message for Span {
  type MessageView<'msg> = SpanView<'msg>;
  type MessageMut<'msg> = SpanMut<'msg>;
}

impl ::std::default::Default for Span {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Span {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Span` is `Sync` because it does not implement interior mutability.
//    Neither does `SpanMut`.
unsafe impl ::std::marker::Sync for Span {}

// SAFETY:
// - `Span` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Span {}

impl ::protobuf::Proxied for Span {
  type View<'msg> = SpanView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Span {}

impl ::protobuf::MutProxied for Span {
  type Mut<'msg> = SpanMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct SpanView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Span>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for SpanView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for SpanView<'msg> {
  type Message = Span;
}

impl ::std::fmt::Debug for SpanView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for SpanView<'_> {
  fn default() -> SpanView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Span>> for SpanView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Span>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> SpanView<'msg> {

  pub fn to_owned(&self) -> Span {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // start: optional uint64
  pub fn start(self) -> u64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u64_at_index(
        0, (0u64).into()
      ).try_into().unwrap()
    }
  }

  // end: optional uint64
  pub fn end(self) -> u64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u64_at_index(
        1, (0u64).into()
      ).try_into().unwrap()
    }
  }

}

// SAFETY:
// - `SpanView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for SpanView<'_> {}

// SAFETY:
// - `SpanView` is `Send` because while its alive a `SpanMut` cannot.
// - `SpanView` does not use thread-local data.
unsafe impl ::std::marker::Send for SpanView<'_> {}

impl<'msg> ::protobuf::AsView for SpanView<'msg> {
  type Proxied = Span;
  fn as_view(&self) -> ::protobuf::View<'msg, Span> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for SpanView<'msg> {
  fn into_view<'shorter>(self) -> SpanView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Span> for SpanView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Span {
    let mut dst = Span::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Span> for SpanMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Span {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Span {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for SpanView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for SpanMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct SpanMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Span>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for SpanMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for SpanMut<'msg> {
  type Message = Span;
}

impl ::std::fmt::Debug for SpanMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Span>> for SpanMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Span>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> SpanMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Span> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Span {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // start: optional uint64
  pub fn start(&self) -> u64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u64_at_index(
        0, (0u64).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_start(&mut self, val: u64) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u64_at_index(
        0, val.into()
      )
    }
  }

  // end: optional uint64
  pub fn end(&self) -> u64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u64_at_index(
        1, (0u64).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_end(&mut self, val: u64) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u64_at_index(
        1, val.into()
      )
    }
  }

}

// SAFETY:
// - `SpanMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for SpanMut<'_> {}

// SAFETY:
// - `SpanMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for SpanMut<'_> {}

impl<'msg> ::protobuf::AsView for SpanMut<'msg> {
  type Proxied = Span;
  fn as_view(&self) -> ::protobuf::View<'_, Span> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for SpanMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Span>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for SpanMut<'msg> {
  type MutProxied = Span;
  fn as_mut(&mut self) -> SpanMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for SpanMut<'msg> {
  fn into_mut<'shorter>(self) -> SpanMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Span {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Span> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> SpanView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> SpanMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // start: optional uint64
  pub fn start(&self) -> u64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u64_at_index(
        0, (0u64).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_start(&mut self, val: u64) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u64_at_index(
        0, val.into()
      )
    }
  }

  // end: optional uint64
  pub fn end(&self) -> u64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u64_at_index(
        1, (0u64).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_end(&mut self, val: u64) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u64_at_index(
        1, val.into()
      )
    }
  }

}  // impl Span

impl ::std::ops::Drop for Span {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Span {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Span {
  type Proxied = Self;
  fn as_view(&self) -> SpanView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Span {
  type MutProxied = Self;
  fn as_mut(&mut self) -> SpanMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Span {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::stored__Span_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$,P,P");
        ::protobuf::__internal::runtime::link_mini_table(
            super::stored__Span_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::stored__Span_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Span {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Span {
  type Msg = Span;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Span> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Span {
  type Msg = Span;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Span> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for SpanMut<'_> {
  type Msg = Span;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Span> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for SpanMut<'_> {
  type Msg = Span;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Span> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for SpanView<'_> {
  type Msg = Span;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Span> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for SpanMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut stored__StoredData_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct StoredData {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<StoredData>
}

impl ::protobuf::Message for StoredData {
  type MessageView<'msg> = StoredDataView<'msg>;
  type MessageMut<'msg> = StoredDataMut<'msg>;
}

impl ::std::default::Default for StoredData {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for StoredData {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `StoredData` is `Sync` because it does not implement interior mutability.
//    Neither does `StoredDataMut`.
unsafe impl ::std::marker::Sync for StoredData {}

// SAFETY:
// - `StoredData` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for StoredData {}

impl ::protobuf::Proxied for StoredData {
  type View<'msg> = StoredDataView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for StoredData {}

impl ::protobuf::MutProxied for StoredData {
  type Mut<'msg> = StoredDataMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct StoredDataView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, StoredData>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for StoredDataView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for StoredDataView<'msg> {
  type Message = StoredData;
}

impl ::std::fmt::Debug for StoredDataView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for StoredDataView<'_> {
  fn default() -> StoredDataView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, StoredData>> for StoredDataView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, StoredData>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> StoredDataView<'msg> {

  pub fn to_owned(&self) -> StoredData {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // yes_no: optional bool
  pub fn has_yes_no(self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(0)
    }
  }
  pub fn yes_no_opt(self) -> ::std::option::Option<bool> {
    self.has_yes_no().then(|| self.yes_no())
  }
  pub fn yes_no(self) -> bool {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_bool_at_index(
        0, (false).into()
      ).try_into().unwrap()
    }
  }

  // small: optional uint32
  pub fn has_small(self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(1)
    }
  }
  pub fn small_opt(self) -> ::std::option::Option<u32> {
    self.has_small().then(|| self.small())
  }
  pub fn small(self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        1, (0u32).into()
      ).try_into().unwrap()
    }
  }

  // signy: optional sint64
  pub fn has_signy(self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(2)
    }
  }
  pub fn signy_opt(self) -> ::std::option::Option<i64> {
    self.has_signy().then(|| self.signy())
  }
  pub fn signy(self) -> i64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i64_at_index(
        2, (0i64).into()
      ).try_into().unwrap()
    }
  }

  // stringy: optional string
  pub fn has_stringy(self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(3)
    }
  }
  pub fn stringy_opt(self) -> ::std::option::Option<&'msg ::protobuf::ProtoStr> {
    self.has_stringy().then(|| self.stringy())
  }
  pub fn stringy(self) -> ::protobuf::View<'msg, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        3, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }

  // opt_bool: optional bool
  pub fn has_opt_bool(self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(4)
    }
  }
  pub fn opt_bool_opt(self) -> ::std::option::Option<bool> {
    self.has_opt_bool().then(|| self.opt_bool())
  }
  pub fn opt_bool(self) -> bool {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_bool_at_index(
        4, (false).into()
      ).try_into().unwrap()
    }
  }

  // vec_strs: repeated string
  pub fn vec_strs(self) -> ::protobuf::RepeatedView<'msg, ::protobuf::ProtoString> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        5
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<::protobuf::ProtoString>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

  // range: optional message stored.Span
  pub fn has_range(self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(6)
    }
  }
  pub fn range_opt(self) -> ::std::option::Option<super::SpanView<'msg>> {
    self.has_range().then(|| self.range())
  }
  pub fn range(self) -> super::SpanView<'msg> {
    let submsg = unsafe {
      self.inner.ptr().get_message_at_index(6)
    };
    submsg
        .map(|ptr| unsafe { ::protobuf::__internal::runtime::MessageViewInner::wrap(ptr).into() })
       .unwrap_or(super::SpanView::default())
  }

  pub fn variant(self) -> super::stored_data::VariantOneof<'msg> {
    match self.variant_case() {
      super::stored_data::VariantCase::YesNo =>
          super::stored_data::VariantOneof::YesNo(self.yes_no()),
      super::stored_data::VariantCase::Small =>
          super::stored_data::VariantOneof::Small(self.small()),
      super::stored_data::VariantCase::Signy =>
          super::stored_data::VariantOneof::Signy(self.signy()),
      super::stored_data::VariantCase::Stringy =>
          super::stored_data::VariantOneof::Stringy(self.stringy()),
      _ => super::stored_data::VariantOneof::not_set(std::marker::PhantomData)
    }
  }

  pub fn variant_case(self) -> super::stored_data::VariantCase {
    unsafe {
      let field_num = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(
          &self, ::protobuf::__internal::Private)
          .which_oneof_field_number_by_index(0);
      super::stored_data::VariantCase::try_from(field_num).unwrap_unchecked()
    }
  }
}

// SAFETY:
// - `StoredDataView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for StoredDataView<'_> {}

// SAFETY:
// - `StoredDataView` is `Send` because while its alive a `StoredDataMut` cannot.
// - `StoredDataView` does not use thread-local data.
unsafe impl ::std::marker::Send for StoredDataView<'_> {}

impl<'msg> ::protobuf::AsView for StoredDataView<'msg> {
  type Proxied = StoredData;
  fn as_view(&self) -> ::protobuf::View<'msg, StoredData> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for StoredDataView<'msg> {
  fn into_view<'shorter>(self) -> StoredDataView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<StoredData> for StoredDataView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> StoredData {
    let mut dst = StoredData::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<StoredData> for StoredDataMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> StoredData {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for StoredData {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for StoredDataView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for StoredDataMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct StoredDataMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, StoredData>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for StoredDataMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for StoredDataMut<'msg> {
  type Message = StoredData;
}

impl ::std::fmt::Debug for StoredDataMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, StoredData>> for StoredDataMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, StoredData>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> StoredDataMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, StoredData> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> StoredData {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // yes_no: optional bool
  pub fn has_yes_no(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(0)
    }
  }
  pub fn clear_yes_no(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        0
      );
    }
  }
  pub fn yes_no_opt(&self) -> ::std::option::Option<bool> {
    self.has_yes_no().then(|| self.yes_no())
  }
  pub fn yes_no(&self) -> bool {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_bool_at_index(
        0, (false).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_yes_no(&mut self, val: bool) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_bool_at_index(
        0, val.into()
      )
    }
  }

  // small: optional uint32
  pub fn has_small(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(1)
    }
  }
  pub fn clear_small(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        1
      );
    }
  }
  pub fn small_opt(&self) -> ::std::option::Option<u32> {
    self.has_small().then(|| self.small())
  }
  pub fn small(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        1, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_small(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        1, val.into()
      )
    }
  }

  // signy: optional sint64
  pub fn has_signy(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(2)
    }
  }
  pub fn clear_signy(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        2
      );
    }
  }
  pub fn signy_opt(&self) -> ::std::option::Option<i64> {
    self.has_signy().then(|| self.signy())
  }
  pub fn signy(&self) -> i64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i64_at_index(
        2, (0i64).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_signy(&mut self, val: i64) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_i64_at_index(
        2, val.into()
      )
    }
  }

  // stringy: optional string
  pub fn has_stringy(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(3)
    }
  }
  pub fn clear_stringy(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        3
      );
    }
  }
  pub fn stringy_opt(&self) -> ::std::option::Option<&'_ ::protobuf::ProtoStr> {
    self.has_stringy().then(|| self.stringy())
  }
  pub fn stringy(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        3, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_stringy(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        3,
        val);
    }
  }

  // opt_bool: optional bool
  pub fn has_opt_bool(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(4)
    }
  }
  pub fn clear_opt_bool(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        4
      );
    }
  }
  pub fn opt_bool_opt(&self) -> ::std::option::Option<bool> {
    self.has_opt_bool().then(|| self.opt_bool())
  }
  pub fn opt_bool(&self) -> bool {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_bool_at_index(
        4, (false).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_opt_bool(&mut self, val: bool) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_bool_at_index(
        4, val.into()
      )
    }
  }

  // vec_strs: repeated string
  pub fn vec_strs(&self) -> ::protobuf::RepeatedView<'_, ::protobuf::ProtoString> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        5
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<::protobuf::ProtoString>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn vec_strs_mut(&mut self) -> ::protobuf::RepeatedMut<'_, ::protobuf::ProtoString> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        5,
        self.inner.arena()
      ).expect("alloc should not fail");
      ::protobuf::RepeatedMut::from_inner(
        ::protobuf::__internal::Private,
        ::protobuf::__internal::runtime::InnerRepeatedMut::new(
          raw_array, self.inner.arena(),
        ),
      )
    }
  }
  pub fn set_vec_strs(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        5,
        src);
    }
  }

  // range: optional message stored.Span
  pub fn has_range(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(6)
    }
  }
  pub fn clear_range(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        6
      );
    }
  }
  pub fn range_opt(&self) -> ::std::option::Option<super::SpanView<'_>> {
    self.has_range().then(|| self.range())
  }
  pub fn range(&self) -> super::SpanView<'_> {
    let submsg = unsafe {
      self.inner.ptr().get_message_at_index(6)
    };
    submsg
        .map(|ptr| unsafe { ::protobuf::__internal::runtime::MessageViewInner::wrap(ptr).into() })
       .unwrap_or(super::SpanView::default())
  }
  pub fn range_mut(&mut self) -> super::SpanMut<'_> {
     let ptr = unsafe {
       self.inner.ptr_mut().get_or_create_mutable_message_at_index(
         6, self.inner.arena()
       ).unwrap()
     };
     ::protobuf::__internal::runtime::MessageMutInner::from_parent(
         self.as_message_mut_inner(::protobuf::__internal::Private),
         ptr
     ).into()
  }
  pub fn set_range(&mut self,
    val: impl ::protobuf::IntoProxied<super::Span>) {

    unsafe {
      ::protobuf::__internal::runtime::message_set_sub_message(
        ::protobuf::AsMut::as_mut(self).inner,
        6,
        val
      );
    }
  }

  pub fn variant(&self) -> super::stored_data::VariantOneof<'_> {
    match &self.variant_case() {
      super::stored_data::VariantCase::YesNo =>
          super::stored_data::VariantOneof::YesNo(self.yes_no()),
      super::stored_data::VariantCase::Small =>
          super::stored_data::VariantOneof::Small(self.small()),
      super::stored_data::VariantCase::Signy =>
          super::stored_data::VariantOneof::Signy(self.signy()),
      super::stored_data::VariantCase::Stringy =>
          super::stored_data::VariantOneof::Stringy(self.stringy()),
      _ => super::stored_data::VariantOneof::not_set(std::marker::PhantomData)
    }
  }

  pub fn variant_case(&self) -> super::stored_data::VariantCase {
    unsafe {
      let field_num = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(
          &self, ::protobuf::__internal::Private)
          .which_oneof_field_number_by_index(0);
      super::stored_data::VariantCase::try_from(field_num).unwrap_unchecked()
    }
  }
}

// SAFETY:
// - `StoredDataMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for StoredDataMut<'_> {}

// SAFETY:
// - `StoredDataMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for StoredDataMut<'_> {}

impl<'msg> ::protobuf::AsView for StoredDataMut<'msg> {
  type Proxied = StoredData;
  fn as_view(&self) -> ::protobuf::View<'_, StoredData> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for StoredDataMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, StoredData>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for StoredDataMut<'msg> {
  type MutProxied = StoredData;
  fn as_mut(&mut self) -> StoredDataMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for StoredDataMut<'msg> {
  fn into_mut<'shorter>(self) -> StoredDataMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl StoredData {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, StoredData> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> StoredDataView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> StoredDataMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // yes_no: optional bool
  pub fn has_yes_no(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(0)
    }
  }
  pub fn clear_yes_no(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        0
      );
    }
  }
  pub fn yes_no_opt(&self) -> ::std::option::Option<bool> {
    self.has_yes_no().then(|| self.yes_no())
  }
  pub fn yes_no(&self) -> bool {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_bool_at_index(
        0, (false).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_yes_no(&mut self, val: bool) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_bool_at_index(
        0, val.into()
      )
    }
  }

  // small: optional uint32
  pub fn has_small(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(1)
    }
  }
  pub fn clear_small(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        1
      );
    }
  }
  pub fn small_opt(&self) -> ::std::option::Option<u32> {
    self.has_small().then(|| self.small())
  }
  pub fn small(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        1, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_small(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        1, val.into()
      )
    }
  }

  // signy: optional sint64
  pub fn has_signy(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(2)
    }
  }
  pub fn clear_signy(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        2
      );
    }
  }
  pub fn signy_opt(&self) -> ::std::option::Option<i64> {
    self.has_signy().then(|| self.signy())
  }
  pub fn signy(&self) -> i64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i64_at_index(
        2, (0i64).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_signy(&mut self, val: i64) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_i64_at_index(
        2, val.into()
      )
    }
  }

  // stringy: optional string
  pub fn has_stringy(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(3)
    }
  }
  pub fn clear_stringy(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        3
      );
    }
  }
  pub fn stringy_opt(&self) -> ::std::option::Option<&'_ ::protobuf::ProtoStr> {
    self.has_stringy().then(|| self.stringy())
  }
  pub fn stringy(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        3, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_stringy(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        3,
        val);
    }
  }

  // opt_bool: optional bool
  pub fn has_opt_bool(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(4)
    }
  }
  pub fn clear_opt_bool(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        4
      );
    }
  }
  pub fn opt_bool_opt(&self) -> ::std::option::Option<bool> {
    self.has_opt_bool().then(|| self.opt_bool())
  }
  pub fn opt_bool(&self) -> bool {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_bool_at_index(
        4, (false).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_opt_bool(&mut self, val: bool) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_bool_at_index(
        4, val.into()
      )
    }
  }

  // vec_strs: repeated string
  pub fn vec_strs(&self) -> ::protobuf::RepeatedView<'_, ::protobuf::ProtoString> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        5
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<::protobuf::ProtoString>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn vec_strs_mut(&mut self) -> ::protobuf::RepeatedMut<'_, ::protobuf::ProtoString> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        5,
        self.inner.arena()
      ).expect("alloc should not fail");
      ::protobuf::RepeatedMut::from_inner(
        ::protobuf::__internal::Private,
        ::protobuf::__internal::runtime::InnerRepeatedMut::new(
          raw_array, self.inner.arena(),
        ),
      )
    }
  }
  pub fn set_vec_strs(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        5,
        src);
    }
  }

  // range: optional message stored.Span
  pub fn has_range(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(6)
    }
  }
  pub fn clear_range(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        6
      );
    }
  }
  pub fn range_opt(&self) -> ::std::option::Option<super::SpanView<'_>> {
    self.has_range().then(|| self.range())
  }
  pub fn range(&self) -> super::SpanView<'_> {
    let submsg = unsafe {
      self.inner.ptr().get_message_at_index(6)
    };
    submsg
        .map(|ptr| unsafe { ::protobuf::__internal::runtime::MessageViewInner::wrap(ptr).into() })
       .unwrap_or(super::SpanView::default())
  }
  pub fn range_mut(&mut self) -> super::SpanMut<'_> {
     let ptr = unsafe {
       self.inner.ptr_mut().get_or_create_mutable_message_at_index(
         6, self.inner.arena()
       ).unwrap()
     };
     ::protobuf::__internal::runtime::MessageMutInner::from_parent(
         self.as_message_mut_inner(::protobuf::__internal::Private),
         ptr
     ).into()
  }
  pub fn set_range(&mut self,
    val: impl ::protobuf::IntoProxied<super::Span>) {

    unsafe {
      ::protobuf::__internal::runtime::message_set_sub_message(
        ::protobuf::AsMut::as_mut(self).inner,
        6,
        val
      );
    }
  }

  pub fn variant(&self) -> super::stored_data::VariantOneof<'_> {
    match &self.variant_case() {
      super::stored_data::VariantCase::YesNo =>
          super::stored_data::VariantOneof::YesNo(self.yes_no()),
      super::stored_data::VariantCase::Small =>
          super::stored_data::VariantOneof::Small(self.small()),
      super::stored_data::VariantCase::Signy =>
          super::stored_data::VariantOneof::Signy(self.signy()),
      super::stored_data::VariantCase::Stringy =>
          super::stored_data::VariantOneof::Stringy(self.stringy()),
      _ => super::stored_data::VariantOneof::not_set(std::marker::PhantomData)
    }
  }

  pub fn variant_case(&self) -> super::stored_data::VariantCase {
    unsafe {
      let field_num = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(
          &self, ::protobuf::__internal::Private)
          .which_oneof_field_number_by_index(0);
      super::stored_data::VariantCase::try_from(field_num).unwrap_unchecked()
    }
  }
}  // impl StoredData

impl ::std::ops::Drop for StoredData {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for StoredData {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for StoredData {
  type Proxied = Self;
  fn as_view(&self) -> StoredDataView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for StoredData {
  type MutProxied = Self;
  fn as_mut(&mut self) -> StoredDataMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for StoredData {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::stored__StoredData_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$/)-1T/ET3^!|#|$|%");
        ::protobuf::__internal::runtime::link_mini_table(
            super::stored__StoredData_msg_init.0, &[<super::Span as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::stored__StoredData_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for StoredData {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for StoredData {
  type Msg = StoredData;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<StoredData> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for StoredData {
  type Msg = StoredData;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<StoredData> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for StoredDataMut<'_> {
  type Msg = StoredData;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<StoredData> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for StoredDataMut<'_> {
  type Msg = StoredData;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<StoredData> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for StoredDataView<'_> {
  type Msg = StoredData;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<StoredData> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for StoredDataMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

pub mod stored_data {

#[non_exhaustive]
#[derive(Debug, Clone, Copy)]
#[allow(dead_code)]
#[repr(u32)]
pub enum VariantOneof<'msg> {
  YesNo(bool) = 1,
  Small(u32) = 2,
  Signy(i64) = 3,
  Stringy(&'msg ::protobuf::ProtoStr) = 4,

  not_set(std::marker::PhantomData<&'msg ()>) = 0
}
#[repr(C)]
#[derive(Debug, Copy, Clone, PartialEq, Eq)]
#[non_exhaustive]
#[allow(dead_code)]
pub enum VariantCase {
  YesNo = 1,
  Small = 2,
  Signy = 3,
  Stringy = 4,

  not_set = 0
}

impl VariantCase {
  #[allow(dead_code)]
  pub(crate) fn try_from(v: u32) -> ::std::option::Option<VariantCase> {
    match v {
      0 => Some(VariantCase::not_set),
      1 => Some(VariantCase::YesNo),
      2 => Some(VariantCase::Small),
      3 => Some(VariantCase::Signy),
      4 => Some(VariantCase::Stringy),
      _ => None
    }
  }
}
}  // pub mod stored_data


// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut stored__StoredSet_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct StoredSet {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<StoredSet>
}

impl ::protobuf::Message for StoredSet {
  type MessageView<'msg> = StoredSetView<'msg>;
  type MessageMut<'msg> = StoredSetMut<'msg>;
}

impl ::std::default::Default for StoredSet {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for StoredSet {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `StoredSet` is `Sync` because it does not implement interior mutability.
//    Neither does `StoredSetMut`.
unsafe impl ::std::marker::Sync for StoredSet {}

// SAFETY:
// - `StoredSet` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for StoredSet {}

impl ::protobuf::Proxied for StoredSet {
  type View<'msg> = StoredSetView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for StoredSet {}

impl ::protobuf::MutProxied for StoredSet {
  type Mut<'msg> = StoredSetMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct StoredSetView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, StoredSet>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for StoredSetView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for StoredSetView<'msg> {
  type Message = StoredSet;
}

impl ::std::fmt::Debug for StoredSetView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for StoredSetView<'_> {
  fn default() -> StoredSetView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, StoredSet>> for StoredSetView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, StoredSet>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> StoredSetView<'msg> {

  pub fn to_owned(&self) -> StoredSet {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // items: repeated message stored.StoredData
  pub fn items(self) -> ::protobuf::RepeatedView<'msg, super::StoredData> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::StoredData>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

}

// SAFETY:
// - `StoredSetView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for StoredSetView<'_> {}

// SAFETY:
// - `StoredSetView` is `Send` because while its alive a `StoredSetMut` cannot.
// - `StoredSetView` does not use thread-local data.
unsafe impl ::std::marker::Send for StoredSetView<'_> {}

impl<'msg> ::protobuf::AsView for StoredSetView<'msg> {
  type Proxied = StoredSet;
  fn as_view(&self) -> ::protobuf::View<'msg, StoredSet> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for StoredSetView<'msg> {
  fn into_view<'shorter>(self) -> StoredSetView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<StoredSet> for StoredSetView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> StoredSet {
    let mut dst = StoredSet::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<StoredSet> for StoredSetMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> StoredSet {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for StoredSet {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for StoredSetView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for StoredSetMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct StoredSetMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, StoredSet>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for StoredSetMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for StoredSetMut<'msg> {
  type Message = StoredSet;
}

impl ::std::fmt::Debug for StoredSetMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, StoredSet>> for StoredSetMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, StoredSet>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> StoredSetMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, StoredSet> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> StoredSet {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // items: repeated message stored.StoredData
  pub fn items(&self) -> ::protobuf::RepeatedView<'_, super::StoredData> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::StoredData>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn items_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::StoredData> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        0,
        self.inner.arena()
      ).expect("alloc should not fail");
      ::protobuf::RepeatedMut::from_inner(
        ::protobuf::__internal::Private,
        ::protobuf::__internal::runtime::InnerRepeatedMut::new(
          raw_array, self.inner.arena(),
        ),
      )
    }
  }
  pub fn set_items(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::StoredData>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

}

// SAFETY:
// - `StoredSetMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for StoredSetMut<'_> {}

// SAFETY:
// - `StoredSetMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for StoredSetMut<'_> {}

impl<'msg> ::protobuf::AsView for StoredSetMut<'msg> {
  type Proxied = StoredSet;
  fn as_view(&self) -> ::protobuf::View<'_, StoredSet> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for StoredSetMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, StoredSet>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for StoredSetMut<'msg> {
  type MutProxied = StoredSet;
  fn as_mut(&mut self) -> StoredSetMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for StoredSetMut<'msg> {
  fn into_mut<'shorter>(self) -> StoredSetMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl StoredSet {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, StoredSet> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> StoredSetView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> StoredSetMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // items: repeated message stored.StoredData
  pub fn items(&self) -> ::protobuf::RepeatedView<'_, super::StoredData> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::StoredData>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn items_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::StoredData> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        0,
        self.inner.arena()
      ).expect("alloc should not fail");
      ::protobuf::RepeatedMut::from_inner(
        ::protobuf::__internal::Private,
        ::protobuf::__internal::runtime::InnerRepeatedMut::new(
          raw_array, self.inner.arena(),
        ),
      )
    }
  }
  pub fn set_items(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::StoredData>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

}  // impl StoredSet

impl ::std::ops::Drop for StoredSet {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for StoredSet {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for StoredSet {
  type Proxied = Self;
  fn as_view(&self) -> StoredSetView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for StoredSet {
  type MutProxied = Self;
  fn as_mut(&mut self) -> StoredSetMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for StoredSet {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::stored__StoredSet_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$G");
        ::protobuf::__internal::runtime::link_mini_table(
            super::stored__StoredSet_msg_init.0, &[<super::StoredData as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::stored__StoredSet_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for StoredSet {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for StoredSet {
  type Msg = StoredSet;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<StoredSet> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for StoredSet {
  type Msg = StoredSet;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<StoredSet> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for StoredSetMut<'_> {
  type Msg = StoredSet;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<StoredSet> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for StoredSetMut<'_> {
  type Msg = StoredSet;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<StoredSet> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for StoredSetView<'_> {
  type Msg = StoredSet;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<StoredSet> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for StoredSetMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



