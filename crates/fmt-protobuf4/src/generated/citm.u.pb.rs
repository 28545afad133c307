// @generated from schemas/corpora/citm.proto by protobuf-codegen 4.35.1-release (protoc 35.1, kernel upb).
// Do not edit: change the schema and run `cargo xtask codegen`.

const _: () = ::protobuf::__internal::assert_compatible_gencode_version("4.35.1-release");
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Ids_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Ids {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Ids>
}

impl ::protobuf::Message for Ids {
  type MessageView<'msg> = IdsView<'msg>;
  type MessageMut<'msg> = IdsMut<'msg>;
}

impl ::std::default::Default for Ids {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Ids {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Ids` is `Sync` because it does not implement interior mutability.
//    Neither does `IdsMut`.
unsafe impl ::std::marker::Sync for Ids {}

// SAFETY:
// - `Ids` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Ids {}

impl ::protobuf::Proxied for Ids {
  type View<'msg> = IdsView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Ids {}

impl ::protobuf::MutProxied for Ids {
  type Mut<'msg> = IdsMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct IdsView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Ids>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for IdsView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for IdsView<'msg> {
  type Message = Ids;
}

impl ::std::fmt::Debug for IdsView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for IdsView<'_> {
  fn default() -> IdsView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Ids>> for IdsView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Ids>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> IdsView<'msg> {

  pub fn to_owned(&self) -> Ids {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // ids: repeated uint32
  pub fn ids(self) -> ::protobuf::RepeatedView<'msg, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

}

// SAFETY:
// - `IdsView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for IdsView<'_> {}

// SAFETY:
// - `IdsView` is `Send` because while its alive a `IdsMut` cannot.
// - `IdsView` does not use thread-local data.
unsafe impl ::std::marker::Send for IdsView<'_> {}

impl<'msg> ::protobuf::AsView for IdsView<'msg> {
  type Proxied = Ids;
  fn as_view(&self) -> ::protobuf::View<'msg, Ids> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for IdsView<'msg> {
  fn into_view<'shorter>(self) -> IdsView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Ids> for IdsView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Ids {
    let mut dst = Ids::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Ids> for IdsMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Ids {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Ids {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for IdsView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for IdsMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct IdsMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Ids>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for IdsMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for IdsMut<'msg> {
  type Message = Ids;
}

impl ::std::fmt::Debug for IdsMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Ids>> for IdsMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Ids>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> IdsMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Ids> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Ids {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // ids: repeated uint32
  pub fn ids(&self) -> ::protobuf::RepeatedView<'_, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn ids_mut(&mut self) -> ::protobuf::RepeatedMut<'_, u32> {
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
  pub fn set_ids(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<u32>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

}

// SAFETY:
// - `IdsMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for IdsMut<'_> {}

// SAFETY:
// - `IdsMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for IdsMut<'_> {}

impl<'msg> ::protobuf::AsView for IdsMut<'msg> {
  type Proxied = Ids;
  fn as_view(&self) -> ::protobuf::View<'_, Ids> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for IdsMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Ids>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for IdsMut<'msg> {
  type MutProxied = Ids;
  fn as_mut(&mut self) -> IdsMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for IdsMut<'msg> {
  fn into_mut<'shorter>(self) -> IdsMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Ids {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Ids> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> IdsView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> IdsMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // ids: repeated uint32
  pub fn ids(&self) -> ::protobuf::RepeatedView<'_, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn ids_mut(&mut self) -> ::protobuf::RepeatedMut<'_, u32> {
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
  pub fn set_ids(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<u32>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

}  // impl Ids

impl ::std::ops::Drop for Ids {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Ids {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Ids {
  type Proxied = Self;
  fn as_view(&self) -> IdsView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Ids {
  type MutProxied = Self;
  fn as_mut(&mut self) -> IdsMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Ids {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::citm__Ids_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$N=");
        ::protobuf::__internal::runtime::link_mini_table(
            super::citm__Ids_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::citm__Ids_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Ids {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Ids {
  type Msg = Ids;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Ids> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Ids {
  type Msg = Ids;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Ids> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for IdsMut<'_> {
  type Msg = Ids;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Ids> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for IdsMut<'_> {
  type Msg = Ids;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Ids> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for IdsView<'_> {
  type Msg = Ids;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Ids> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for IdsMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Event_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Event {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Event>
}

impl ::protobuf::Message for Event {
  type MessageView<'msg> = EventView<'msg>;
  type MessageMut<'msg> = EventMut<'msg>;
}

impl ::std::default::Default for Event {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Event {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Event` is `Sync` because it does not implement interior mutability.
//    Neither does `EventMut`.
unsafe impl ::std::marker::Sync for Event {}

// SAFETY:
// - `Event` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Event {}

impl ::protobuf::Proxied for Event {
  type View<'msg> = EventView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Event {}

impl ::protobuf::MutProxied for Event {
  type Mut<'msg> = EventMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct EventView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Event>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for EventView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for EventView<'msg> {
  type Message = Event;
}

impl ::std::fmt::Debug for EventView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for EventView<'_> {
  fn default() -> EventView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Event>> for EventView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Event>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> EventView<'msg> {

  pub fn to_owned(&self) -> Event {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // id: optional uint32
  pub fn id(self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }

  // logo: optional string
  pub fn has_logo(self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(1)
    }
  }
  pub fn logo_opt(self) -> ::std::option::Option<&'msg ::protobuf::ProtoStr> {
    self.has_logo().then(|| self.logo())
  }
  pub fn logo(self) -> ::protobuf::View<'msg, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        1, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }

  // name: optional string
  pub fn name(self) -> ::protobuf::View<'msg, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        2, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }

  // sub_topic_ids: repeated uint32
  pub fn sub_topic_ids(self) -> ::protobuf::RepeatedView<'msg, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        3
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

  // topic_ids: repeated uint32
  pub fn topic_ids(self) -> ::protobuf::RepeatedView<'msg, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        4
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

}

// SAFETY:
// - `EventView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for EventView<'_> {}

// SAFETY:
// - `EventView` is `Send` because while its alive a `EventMut` cannot.
// - `EventView` does not use thread-local data.
unsafe impl ::std::marker::Send for EventView<'_> {}

impl<'msg> ::protobuf::AsView for EventView<'msg> {
  type Proxied = Event;
  fn as_view(&self) -> ::protobuf::View<'msg, Event> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for EventView<'msg> {
  fn into_view<'shorter>(self) -> EventView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Event> for EventView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Event {
    let mut dst = Event::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Event> for EventMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Event {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Event {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for EventView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for EventMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct EventMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Event>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for EventMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for EventMut<'msg> {
  type Message = Event;
}

impl ::std::fmt::Debug for EventMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Event>> for EventMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Event>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> EventMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Event> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Event {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // id: optional uint32
  pub fn id(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_id(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        0, val.into()
      )
    }
  }

  // logo: optional string
  pub fn has_logo(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(1)
    }
  }
  pub fn clear_logo(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        1
      );
    }
  }
  pub fn logo_opt(&self) -> ::std::option::Option<&'_ ::protobuf::ProtoStr> {
    self.has_logo().then(|| self.logo())
  }
  pub fn logo(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        1, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_logo(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        val);
    }
  }

  // name: optional string
  pub fn name(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        2, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_name(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        2,
        val);
    }
  }

  // sub_topic_ids: repeated uint32
  pub fn sub_topic_ids(&self) -> ::protobuf::RepeatedView<'_, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        3
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn sub_topic_ids_mut(&mut self) -> ::protobuf::RepeatedMut<'_, u32> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        3,
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
  pub fn set_sub_topic_ids(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<u32>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        3,
        src);
    }
  }

  // topic_ids: repeated uint32
  pub fn topic_ids(&self) -> ::protobuf::RepeatedView<'_, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        4
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn topic_ids_mut(&mut self) -> ::protobuf::RepeatedMut<'_, u32> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        4,
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
  pub fn set_topic_ids(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<u32>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        4,
        src);
    }
  }

}

// SAFETY:
// - `EventMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for EventMut<'_> {}

// SAFETY:
// - `EventMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for EventMut<'_> {}

impl<'msg> ::protobuf::AsView for EventMut<'msg> {
  type Proxied = Event;
  fn as_view(&self) -> ::protobuf::View<'_, Event> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for EventMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Event>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for EventMut<'msg> {
  type MutProxied = Event;
  fn as_mut(&mut self) -> EventMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for EventMut<'msg> {
  fn into_mut<'shorter>(self) -> EventMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Event {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Event> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> EventView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> EventMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // id: optional uint32
  pub fn id(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_id(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        0, val.into()
      )
    }
  }

  // logo: optional string
  pub fn has_logo(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(1)
    }
  }
  pub fn clear_logo(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        1
      );
    }
  }
  pub fn logo_opt(&self) -> ::std::option::Option<&'_ ::protobuf::ProtoStr> {
    self.has_logo().then(|| self.logo())
  }
  pub fn logo(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        1, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_logo(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        val);
    }
  }

  // name: optional string
  pub fn name(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        2, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_name(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        2,
        val);
    }
  }

  // sub_topic_ids: repeated uint32
  pub fn sub_topic_ids(&self) -> ::protobuf::RepeatedView<'_, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        3
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn sub_topic_ids_mut(&mut self) -> ::protobuf::RepeatedMut<'_, u32> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        3,
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
  pub fn set_sub_topic_ids(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<u32>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        3,
        src);
    }
  }

  // topic_ids: repeated uint32
  pub fn topic_ids(&self) -> ::protobuf::RepeatedView<'_, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        4
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn topic_ids_mut(&mut self) -> ::protobuf::RepeatedMut<'_, u32> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        4,
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
  pub fn set_topic_ids(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<u32>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        4,
        src);
    }
  }

}  // impl Event

impl ::std::ops::Drop for Event {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Event {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Event {
  type Proxied = Self;
  fn as_view(&self) -> EventView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Event {
  type MutProxied = Self;
  fn as_mut(&mut self) -> EventMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Event {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::citm__Event_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$N)P1T1X==");
        ::protobuf::__internal::runtime::link_mini_table(
            super::citm__Event_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::citm__Event_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Event {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Event {
  type Msg = Event;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Event> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Event {
  type Msg = Event;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Event> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for EventMut<'_> {
  type Msg = Event;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Event> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for EventMut<'_> {
  type Msg = Event;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Event> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for EventView<'_> {
  type Msg = Event;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Event> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for EventMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Price_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Price {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Price>
}

impl ::protobuf::Message for Price {
  type MessageView<'msg> = PriceView<'msg>;
  type MessageMut<'msg> = PriceMut<'msg>;
}

impl ::std::default::Default for Price {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Price {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Price` is `Sync` because it does not implement interior mutability.
//    Neither does `PriceMut`.
unsafe impl ::std::marker::Sync for Price {}

// SAFETY:
// - `Price` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Price {}

impl ::protobuf::Proxied for Price {
  type View<'msg> = PriceView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Price {}

impl ::protobuf::MutProxied for Price {
  type Mut<'msg> = PriceMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct PriceView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Price>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for PriceView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for PriceView<'msg> {
  type Message = Price;
}

impl ::std::fmt::Debug for PriceView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for PriceView<'_> {
  fn default() -> PriceView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Price>> for PriceView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Price>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> PriceView<'msg> {

  pub fn to_owned(&self) -> Price {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // amount: optional uint32
  pub fn amount(self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }

  // audience_sub_category_id: optional uint32
  pub fn audience_sub_category_id(self) -> u32 {
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

  // seat_category_id: optional uint32
  pub fn seat_category_id(self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        2, (0u32).into()
      ).try_into().unwrap()
    }
  }

}

// SAFETY:
// - `PriceView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for PriceView<'_> {}

// SAFETY:
// - `PriceView` is `Send` because while its alive a `PriceMut` cannot.
// - `PriceView` does not use thread-local data.
unsafe impl ::std::marker::Send for PriceView<'_> {}

impl<'msg> ::protobuf::AsView for PriceView<'msg> {
  type Proxied = Price;
  fn as_view(&self) -> ::protobuf::View<'msg, Price> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for PriceView<'msg> {
  fn into_view<'shorter>(self) -> PriceView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Price> for PriceView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Price {
    let mut dst = Price::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Price> for PriceMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Price {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Price {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for PriceView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for PriceMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct PriceMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Price>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for PriceMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for PriceMut<'msg> {
  type Message = Price;
}

impl ::std::fmt::Debug for PriceMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Price>> for PriceMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Price>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> PriceMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Price> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Price {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // amount: optional uint32
  pub fn amount(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_amount(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        0, val.into()
      )
    }
  }

  // audience_sub_category_id: optional uint32
  pub fn audience_sub_category_id(&self) -> u32 {
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
  pub fn set_audience_sub_category_id(&mut self, val: u32) {
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

  // seat_category_id: optional uint32
  pub fn seat_category_id(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        2, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_seat_category_id(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        2, val.into()
      )
    }
  }

}

// SAFETY:
// - `PriceMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for PriceMut<'_> {}

// SAFETY:
// - `PriceMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for PriceMut<'_> {}

impl<'msg> ::protobuf::AsView for PriceMut<'msg> {
  type Proxied = Price;
  fn as_view(&self) -> ::protobuf::View<'_, Price> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for PriceMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Price>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for PriceMut<'msg> {
  type MutProxied = Price;
  fn as_mut(&mut self) -> PriceMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for PriceMut<'msg> {
  fn into_mut<'shorter>(self) -> PriceMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Price {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Price> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> PriceView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> PriceMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // amount: optional uint32
  pub fn amount(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_amount(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        0, val.into()
      )
    }
  }

  // audience_sub_category_id: optional uint32
  pub fn audience_sub_category_id(&self) -> u32 {
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
  pub fn set_audience_sub_category_id(&mut self, val: u32) {
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

  // seat_category_id: optional uint32
  pub fn seat_category_id(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        2, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_seat_category_id(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        2, val.into()
      )
    }
  }

}  // impl Price

impl ::std::ops::Drop for Price {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Price {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Price {
  type Proxied = Self;
  fn as_view(&self) -> PriceView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Price {
  type MutProxied = Self;
  fn as_mut(&mut self) -> PriceMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Price {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::citm__Price_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$)P)P)P");
        ::protobuf::__internal::runtime::link_mini_table(
            super::citm__Price_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::citm__Price_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Price {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Price {
  type Msg = Price;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Price> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Price {
  type Msg = Price;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Price> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for PriceMut<'_> {
  type Msg = Price;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Price> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for PriceMut<'_> {
  type Msg = Price;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Price> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for PriceView<'_> {
  type Msg = Price;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Price> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for PriceMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Area_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Area {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Area>
}

impl ::protobuf::Message for Area {
  type MessageView<'msg> = AreaView<'msg>;
  type MessageMut<'msg> = AreaMut<'msg>;
}

impl ::std::default::Default for Area {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Area {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Area` is `Sync` because it does not implement interior mutability.
//    Neither does `AreaMut`.
unsafe impl ::std::marker::Sync for Area {}

// SAFETY:
// - `Area` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Area {}

impl ::protobuf::Proxied for Area {
  type View<'msg> = AreaView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Area {}

impl ::protobuf::MutProxied for Area {
  type Mut<'msg> = AreaMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct AreaView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Area>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for AreaView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for AreaView<'msg> {
  type Message = Area;
}

impl ::std::fmt::Debug for AreaView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for AreaView<'_> {
  fn default() -> AreaView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Area>> for AreaView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Area>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> AreaView<'msg> {

  pub fn to_owned(&self) -> Area {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // area_id: optional uint32
  pub fn area_id(self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }

  // block_ids: repeated uint32
  pub fn block_ids(self) -> ::protobuf::RepeatedView<'msg, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        1
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

}

// SAFETY:
// - `AreaView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for AreaView<'_> {}

// SAFETY:
// - `AreaView` is `Send` because while its alive a `AreaMut` cannot.
// - `AreaView` does not use thread-local data.
unsafe impl ::std::marker::Send for AreaView<'_> {}

impl<'msg> ::protobuf::AsView for AreaView<'msg> {
  type Proxied = Area;
  fn as_view(&self) -> ::protobuf::View<'msg, Area> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for AreaView<'msg> {
  fn into_view<'shorter>(self) -> AreaView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Area> for AreaView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Area {
    let mut dst = Area::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Area> for AreaMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Area {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Area {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for AreaView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for AreaMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct AreaMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Area>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for AreaMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for AreaMut<'msg> {
  type Message = Area;
}

impl ::std::fmt::Debug for AreaMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Area>> for AreaMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Area>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> AreaMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Area> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Area {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // area_id: optional uint32
  pub fn area_id(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_area_id(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        0, val.into()
      )
    }
  }

  // block_ids: repeated uint32
  pub fn block_ids(&self) -> ::protobuf::RepeatedView<'_, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        1
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn block_ids_mut(&mut self) -> ::protobuf::RepeatedMut<'_, u32> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        1,
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
  pub fn set_block_ids(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<u32>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        src);
    }
  }

}

// SAFETY:
// - `AreaMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for AreaMut<'_> {}

// SAFETY:
// - `AreaMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for AreaMut<'_> {}

impl<'msg> ::protobuf::AsView for AreaMut<'msg> {
  type Proxied = Area;
  fn as_view(&self) -> ::protobuf::View<'_, Area> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for AreaMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Area>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for AreaMut<'msg> {
  type MutProxied = Area;
  fn as_mut(&mut self) -> AreaMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for AreaMut<'msg> {
  fn into_mut<'shorter>(self) -> AreaMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Area {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Area> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> AreaView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> AreaMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // area_id: optional uint32
  pub fn area_id(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_area_id(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        0, val.into()
      )
    }
  }

  // block_ids: repeated uint32
  pub fn block_ids(&self) -> ::protobuf::RepeatedView<'_, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        1
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn block_ids_mut(&mut self) -> ::protobuf::RepeatedMut<'_, u32> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        1,
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
  pub fn set_block_ids(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<u32>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        src);
    }
  }

}  // impl Area

impl ::std::ops::Drop for Area {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Area {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Area {
  type Proxied = Self;
  fn as_view(&self) -> AreaView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Area {
  type MutProxied = Self;
  fn as_mut(&mut self) -> AreaMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Area {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::citm__Area_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$N)P=");
        ::protobuf::__internal::runtime::link_mini_table(
            super::citm__Area_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::citm__Area_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Area {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Area {
  type Msg = Area;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Area> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Area {
  type Msg = Area;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Area> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for AreaMut<'_> {
  type Msg = Area;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Area> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for AreaMut<'_> {
  type Msg = Area;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Area> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for AreaView<'_> {
  type Msg = Area;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Area> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for AreaMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__SeatCategory_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct SeatCategory {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<SeatCategory>
}

impl ::protobuf::Message for SeatCategory {
  type MessageView<'msg> = SeatCategoryView<'msg>;
  type MessageMut<'msg> = SeatCategoryMut<'msg>;
}

impl ::std::default::Default for SeatCategory {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for SeatCategory {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `SeatCategory` is `Sync` because it does not implement interior mutability.
//    Neither does `SeatCategoryMut`.
unsafe impl ::std::marker::Sync for SeatCategory {}

// SAFETY:
// - `SeatCategory` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for SeatCategory {}

impl ::protobuf::Proxied for SeatCategory {
  type View<'msg> = SeatCategoryView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for SeatCategory {}

impl ::protobuf::MutProxied for SeatCategory {
  type Mut<'msg> = SeatCategoryMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct SeatCategoryView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, SeatCategory>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for SeatCategoryView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for SeatCategoryView<'msg> {
  type Message = SeatCategory;
}

impl ::std::fmt::Debug for SeatCategoryView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for SeatCategoryView<'_> {
  fn default() -> SeatCategoryView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, SeatCategory>> for SeatCategoryView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, SeatCategory>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> SeatCategoryView<'msg> {

  pub fn to_owned(&self) -> SeatCategory {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // areas: repeated message citm.Area
  pub fn areas(self) -> ::protobuf::RepeatedView<'msg, super::Area> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Area>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

  // seat_category_id: optional uint32
  pub fn seat_category_id(self) -> u32 {
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

}

// SAFETY:
// - `SeatCategoryView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for SeatCategoryView<'_> {}

// SAFETY:
// - `SeatCategoryView` is `Send` because while its alive a `SeatCategoryMut` cannot.
// - `SeatCategoryView` does not use thread-local data.
unsafe impl ::std::marker::Send for SeatCategoryView<'_> {}

impl<'msg> ::protobuf::AsView for SeatCategoryView<'msg> {
  type Proxied = SeatCategory;
  fn as_view(&self) -> ::protobuf::View<'msg, SeatCategory> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for SeatCategoryView<'msg> {
  fn into_view<'shorter>(self) -> SeatCategoryView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<SeatCategory> for SeatCategoryView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> SeatCategory {
    let mut dst = SeatCategory::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<SeatCategory> for SeatCategoryMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> SeatCategory {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for SeatCategory {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for SeatCategoryView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for SeatCategoryMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct SeatCategoryMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, SeatCategory>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for SeatCategoryMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for SeatCategoryMut<'msg> {
  type Message = SeatCategory;
}

impl ::std::fmt::Debug for SeatCategoryMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, SeatCategory>> for SeatCategoryMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, SeatCategory>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> SeatCategoryMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, SeatCategory> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> SeatCategory {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // areas: repeated message citm.Area
  pub fn areas(&self) -> ::protobuf::RepeatedView<'_, super::Area> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Area>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn areas_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Area> {
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
  pub fn set_areas(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Area>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

  // seat_category_id: optional uint32
  pub fn seat_category_id(&self) -> u32 {
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
  pub fn set_seat_category_id(&mut self, val: u32) {
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

}

// SAFETY:
// - `SeatCategoryMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for SeatCategoryMut<'_> {}

// SAFETY:
// - `SeatCategoryMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for SeatCategoryMut<'_> {}

impl<'msg> ::protobuf::AsView for SeatCategoryMut<'msg> {
  type Proxied = SeatCategory;
  fn as_view(&self) -> ::protobuf::View<'_, SeatCategory> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for SeatCategoryMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, SeatCategory>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for SeatCategoryMut<'msg> {
  type MutProxied = SeatCategory;
  fn as_mut(&mut self) -> SeatCategoryMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for SeatCategoryMut<'msg> {
  fn into_mut<'shorter>(self) -> SeatCategoryMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl SeatCategory {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, SeatCategory> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> SeatCategoryView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> SeatCategoryMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // areas: repeated message citm.Area
  pub fn areas(&self) -> ::protobuf::RepeatedView<'_, super::Area> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Area>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn areas_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Area> {
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
  pub fn set_areas(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Area>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

  // seat_category_id: optional uint32
  pub fn seat_category_id(&self) -> u32 {
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
  pub fn set_seat_category_id(&mut self, val: u32) {
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

}  // impl SeatCategory

impl ::std::ops::Drop for SeatCategory {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for SeatCategory {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for SeatCategory {
  type Proxied = Self;
  fn as_view(&self) -> SeatCategoryView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for SeatCategory {
  type MutProxied = Self;
  fn as_mut(&mut self) -> SeatCategoryMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for SeatCategory {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::citm__SeatCategory_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$G)P");
        ::protobuf::__internal::runtime::link_mini_table(
            super::citm__SeatCategory_msg_init.0, &[<super::Area as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::citm__SeatCategory_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for SeatCategory {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for SeatCategory {
  type Msg = SeatCategory;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<SeatCategory> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for SeatCategory {
  type Msg = SeatCategory;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<SeatCategory> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for SeatCategoryMut<'_> {
  type Msg = SeatCategory;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<SeatCategory> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for SeatCategoryMut<'_> {
  type Msg = SeatCategory;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<SeatCategory> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for SeatCategoryView<'_> {
  type Msg = SeatCategory;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<SeatCategory> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for SeatCategoryMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Performance_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Performance {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Performance>
}

impl ::protobuf::Message for Performance {
  type MessageView<'msg> = PerformanceView<'msg>;
  type MessageMut<'msg> = PerformanceMut<'msg>;
}

impl ::std::default::Default for Performance {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Performance {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Performance` is `Sync` because it does not implement interior mutability.
//    Neither does `PerformanceMut`.
unsafe impl ::std::marker::Sync for Performance {}

// SAFETY:
// - `Performance` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Performance {}

impl ::protobuf::Proxied for Performance {
  type View<'msg> = PerformanceView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Performance {}

impl ::protobuf::MutProxied for Performance {
  type Mut<'msg> = PerformanceMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct PerformanceView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Performance>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for PerformanceView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for PerformanceView<'msg> {
  type Message = Performance;
}

impl ::std::fmt::Debug for PerformanceView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for PerformanceView<'_> {
  fn default() -> PerformanceView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Performance>> for PerformanceView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Performance>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> PerformanceView<'msg> {

  pub fn to_owned(&self) -> Performance {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // event_id: optional uint32
  pub fn event_id(self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }

  // id: optional uint32
  pub fn id(self) -> u32 {
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

  // logo: optional string
  pub fn has_logo(self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(2)
    }
  }
  pub fn logo_opt(self) -> ::std::option::Option<&'msg ::protobuf::ProtoStr> {
    self.has_logo().then(|| self.logo())
  }
  pub fn logo(self) -> ::protobuf::View<'msg, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        2, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }

  // prices: repeated message citm.Price
  pub fn prices(self) -> ::protobuf::RepeatedView<'msg, super::Price> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        3
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Price>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

  // seat_categories: repeated message citm.SeatCategory
  pub fn seat_categories(self) -> ::protobuf::RepeatedView<'msg, super::SeatCategory> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        4
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::SeatCategory>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
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
        5, (0u64).into()
      ).try_into().unwrap()
    }
  }

  // venue_code: optional string
  pub fn venue_code(self) -> ::protobuf::View<'msg, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        6, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }

}

// SAFETY:
// - `PerformanceView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for PerformanceView<'_> {}

// SAFETY:
// - `PerformanceView` is `Send` because while its alive a `PerformanceMut` cannot.
// - `PerformanceView` does not use thread-local data.
unsafe impl ::std::marker::Send for PerformanceView<'_> {}

impl<'msg> ::protobuf::AsView for PerformanceView<'msg> {
  type Proxied = Performance;
  fn as_view(&self) -> ::protobuf::View<'msg, Performance> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for PerformanceView<'msg> {
  fn into_view<'shorter>(self) -> PerformanceView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Performance> for PerformanceView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Performance {
    let mut dst = Performance::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Performance> for PerformanceMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Performance {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Performance {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for PerformanceView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for PerformanceMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct PerformanceMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Performance>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for PerformanceMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for PerformanceMut<'msg> {
  type Message = Performance;
}

impl ::std::fmt::Debug for PerformanceMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Performance>> for PerformanceMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Performance>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> PerformanceMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Performance> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Performance {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // event_id: optional uint32
  pub fn event_id(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_event_id(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        0, val.into()
      )
    }
  }

  // id: optional uint32
  pub fn id(&self) -> u32 {
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
  pub fn set_id(&mut self, val: u32) {
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

  // logo: optional string
  pub fn has_logo(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(2)
    }
  }
  pub fn clear_logo(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        2
      );
    }
  }
  pub fn logo_opt(&self) -> ::std::option::Option<&'_ ::protobuf::ProtoStr> {
    self.has_logo().then(|| self.logo())
  }
  pub fn logo(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        2, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_logo(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        2,
        val);
    }
  }

  // prices: repeated message citm.Price
  pub fn prices(&self) -> ::protobuf::RepeatedView<'_, super::Price> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        3
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Price>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn prices_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Price> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        3,
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
  pub fn set_prices(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Price>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        3,
        src);
    }
  }

  // seat_categories: repeated message citm.SeatCategory
  pub fn seat_categories(&self) -> ::protobuf::RepeatedView<'_, super::SeatCategory> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        4
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::SeatCategory>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn seat_categories_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::SeatCategory> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        4,
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
  pub fn set_seat_categories(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::SeatCategory>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        4,
        src);
    }
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
        5, (0u64).into()
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
        5, val.into()
      )
    }
  }

  // venue_code: optional string
  pub fn venue_code(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        6, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_venue_code(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        6,
        val);
    }
  }

}

// SAFETY:
// - `PerformanceMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for PerformanceMut<'_> {}

// SAFETY:
// - `PerformanceMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for PerformanceMut<'_> {}

impl<'msg> ::protobuf::AsView for PerformanceMut<'msg> {
  type Proxied = Performance;
  fn as_view(&self) -> ::protobuf::View<'_, Performance> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for PerformanceMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Performance>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for PerformanceMut<'msg> {
  type MutProxied = Performance;
  fn as_mut(&mut self) -> PerformanceMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for PerformanceMut<'msg> {
  fn into_mut<'shorter>(self) -> PerformanceMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Performance {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Performance> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> PerformanceView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> PerformanceMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // event_id: optional uint32
  pub fn event_id(&self) -> u32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_u32_at_index(
        0, (0u32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_event_id(&mut self, val: u32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_u32_at_index(
        0, val.into()
      )
    }
  }

  // id: optional uint32
  pub fn id(&self) -> u32 {
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
  pub fn set_id(&mut self, val: u32) {
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

  // logo: optional string
  pub fn has_logo(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(2)
    }
  }
  pub fn clear_logo(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        2
      );
    }
  }
  pub fn logo_opt(&self) -> ::std::option::Option<&'_ ::protobuf::ProtoStr> {
    self.has_logo().then(|| self.logo())
  }
  pub fn logo(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        2, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_logo(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        2,
        val);
    }
  }

  // prices: repeated message citm.Price
  pub fn prices(&self) -> ::protobuf::RepeatedView<'_, super::Price> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        3
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Price>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn prices_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Price> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        3,
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
  pub fn set_prices(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Price>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        3,
        src);
    }
  }

  // seat_categories: repeated message citm.SeatCategory
  pub fn seat_categories(&self) -> ::protobuf::RepeatedView<'_, super::SeatCategory> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        4
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::SeatCategory>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn seat_categories_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::SeatCategory> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        4,
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
  pub fn set_seat_categories(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::SeatCategory>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        4,
        src);
    }
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
        5, (0u64).into()
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
        5, val.into()
      )
    }
  }

  // venue_code: optional string
  pub fn venue_code(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        6, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_venue_code(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        6,
        val);
    }
  }

}  // impl Performance

impl ::std::ops::Drop for Performance {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Performance {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Performance {
  type Proxied = Self;
  fn as_view(&self) -> PerformanceView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Performance {
  type MutProxied = Self;
  fn as_mut(&mut self) -> PerformanceMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Performance {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::citm__Performance_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$)P)P1TGG,P1X");
        ::protobuf::__internal::runtime::link_mini_table(
            super::citm__Performance_msg_init.0, &[<super::Price as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::SeatCategory as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::citm__Performance_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Performance {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Performance {
  type Msg = Performance;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Performance> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Performance {
  type Msg = Performance;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Performance> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for PerformanceMut<'_> {
  type Msg = Performance;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Performance> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for PerformanceMut<'_> {
  type Msg = Performance;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Performance> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for PerformanceView<'_> {
  type Msg = Performance;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Performance> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for PerformanceMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Citm {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Citm>
}

impl ::protobuf::Message for Citm {
  type MessageView<'msg> = CitmView<'msg>;
  type MessageMut<'msg> = CitmMut<'msg>;
}

impl ::std::default::Default for Citm {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Citm {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Citm` is `Sync` because it does not implement interior mutability.
//    Neither does `CitmMut`.
unsafe impl ::std::marker::Sync for Citm {}

// SAFETY:
// - `Citm` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Citm {}

impl ::protobuf::Proxied for Citm {
  type View<'msg> = CitmView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Citm {}

impl ::protobuf::MutProxied for Citm {
  type Mut<'msg> = CitmMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct CitmView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Citm>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for CitmView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for CitmView<'msg> {
  type Message = Citm;
}

impl ::std::fmt::Debug for CitmView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for CitmView<'_> {
  fn default() -> CitmView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Citm>> for CitmView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Citm>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> CitmView<'msg> {

  pub fn to_owned(&self) -> Citm {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // area_names: repeated message citm.Citm.AreaNamesEntry
  pub fn area_names(self)
    -> ::protobuf::MapView<'msg, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(0)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }

  // audience_sub_category_names: repeated message citm.Citm.AudienceSubCategoryNamesEntry
  pub fn audience_sub_category_names(self)
    -> ::protobuf::MapView<'msg, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(1)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }

  // block_names: repeated message citm.Citm.BlockNamesEntry
  pub fn block_names(self)
    -> ::protobuf::MapView<'msg, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(2)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }

  // events: repeated message citm.Citm.EventsEntry
  pub fn events(self)
    -> ::protobuf::MapView<'msg, u32, super::Event> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(3)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, super::Event>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }

  // performances: repeated message citm.Performance
  pub fn performances(self) -> ::protobuf::RepeatedView<'msg, super::Performance> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        4
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Performance>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

  // seat_category_names: repeated message citm.Citm.SeatCategoryNamesEntry
  pub fn seat_category_names(self)
    -> ::protobuf::MapView<'msg, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(5)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }

  // sub_topic_names: repeated message citm.Citm.SubTopicNamesEntry
  pub fn sub_topic_names(self)
    -> ::protobuf::MapView<'msg, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(6)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }

  // subject_names: repeated message citm.Citm.SubjectNamesEntry
  pub fn subject_names(self)
    -> ::protobuf::MapView<'msg, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(7)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }

  // topic_names: repeated message citm.Citm.TopicNamesEntry
  pub fn topic_names(self)
    -> ::protobuf::MapView<'msg, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(8)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }

  // topic_sub_topics: repeated message citm.Citm.TopicSubTopicsEntry
  pub fn topic_sub_topics(self)
    -> ::protobuf::MapView<'msg, u32, super::Ids> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(9)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, super::Ids>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }

  // venue_names: repeated message citm.Citm.VenueNamesEntry
  pub fn venue_names(self)
    -> ::protobuf::MapView<'msg, ::protobuf::ProtoString, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(10)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<::protobuf::ProtoString, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }

}

// SAFETY:
// - `CitmView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for CitmView<'_> {}

// SAFETY:
// - `CitmView` is `Send` because while its alive a `CitmMut` cannot.
// - `CitmView` does not use thread-local data.
unsafe impl ::std::marker::Send for CitmView<'_> {}

impl<'msg> ::protobuf::AsView for CitmView<'msg> {
  type Proxied = Citm;
  fn as_view(&self) -> ::protobuf::View<'msg, Citm> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for CitmView<'msg> {
  fn into_view<'shorter>(self) -> CitmView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Citm> for CitmView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Citm {
    let mut dst = Citm::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Citm> for CitmMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Citm {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Citm {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for CitmView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for CitmMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct CitmMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Citm>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for CitmMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for CitmMut<'msg> {
  type Message = Citm;
}

impl ::std::fmt::Debug for CitmMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Citm>> for CitmMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Citm>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> CitmMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Citm> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Citm {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // area_names: repeated message citm.Citm.AreaNamesEntry
  pub fn area_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(0)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn area_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          0, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_area_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

  // audience_sub_category_names: repeated message citm.Citm.AudienceSubCategoryNamesEntry
  pub fn audience_sub_category_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(1)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn audience_sub_category_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          1, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_audience_sub_category_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        src);
    }
  }

  // block_names: repeated message citm.Citm.BlockNamesEntry
  pub fn block_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(2)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn block_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          2, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_block_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        2,
        src);
    }
  }

  // events: repeated message citm.Citm.EventsEntry
  pub fn events(&self)
    -> ::protobuf::MapView<'_, u32, super::Event> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(3)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, super::Event>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn events_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, super::Event> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          3, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_events(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, super::Event>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        3,
        src);
    }
  }

  // performances: repeated message citm.Performance
  pub fn performances(&self) -> ::protobuf::RepeatedView<'_, super::Performance> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        4
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Performance>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn performances_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Performance> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        4,
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
  pub fn set_performances(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Performance>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        4,
        src);
    }
  }

  // seat_category_names: repeated message citm.Citm.SeatCategoryNamesEntry
  pub fn seat_category_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(5)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn seat_category_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          5, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_seat_category_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        5,
        src);
    }
  }

  // sub_topic_names: repeated message citm.Citm.SubTopicNamesEntry
  pub fn sub_topic_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(6)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn sub_topic_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          6, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_sub_topic_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        6,
        src);
    }
  }

  // subject_names: repeated message citm.Citm.SubjectNamesEntry
  pub fn subject_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(7)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn subject_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          7, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_subject_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        7,
        src);
    }
  }

  // topic_names: repeated message citm.Citm.TopicNamesEntry
  pub fn topic_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(8)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn topic_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          8, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_topic_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        8,
        src);
    }
  }

  // topic_sub_topics: repeated message citm.Citm.TopicSubTopicsEntry
  pub fn topic_sub_topics(&self)
    -> ::protobuf::MapView<'_, u32, super::Ids> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(9)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, super::Ids>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn topic_sub_topics_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, super::Ids> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          9, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_topic_sub_topics(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, super::Ids>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        9,
        src);
    }
  }

  // venue_names: repeated message citm.Citm.VenueNamesEntry
  pub fn venue_names(&self)
    -> ::protobuf::MapView<'_, ::protobuf::ProtoString, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(10)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<::protobuf::ProtoString, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn venue_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, ::protobuf::ProtoString, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          10, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_venue_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<::protobuf::ProtoString, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        10,
        src);
    }
  }

}

// SAFETY:
// - `CitmMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for CitmMut<'_> {}

// SAFETY:
// - `CitmMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for CitmMut<'_> {}

impl<'msg> ::protobuf::AsView for CitmMut<'msg> {
  type Proxied = Citm;
  fn as_view(&self) -> ::protobuf::View<'_, Citm> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for CitmMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Citm>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for CitmMut<'msg> {
  type MutProxied = Citm;
  fn as_mut(&mut self) -> CitmMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for CitmMut<'msg> {
  fn into_mut<'shorter>(self) -> CitmMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Citm {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Citm> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> CitmView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> CitmMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // area_names: repeated message citm.Citm.AreaNamesEntry
  pub fn area_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(0)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn area_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          0, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_area_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

  // audience_sub_category_names: repeated message citm.Citm.AudienceSubCategoryNamesEntry
  pub fn audience_sub_category_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(1)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn audience_sub_category_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          1, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_audience_sub_category_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        src);
    }
  }

  // block_names: repeated message citm.Citm.BlockNamesEntry
  pub fn block_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(2)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn block_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          2, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_block_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        2,
        src);
    }
  }

  // events: repeated message citm.Citm.EventsEntry
  pub fn events(&self)
    -> ::protobuf::MapView<'_, u32, super::Event> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(3)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, super::Event>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn events_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, super::Event> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          3, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_events(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, super::Event>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        3,
        src);
    }
  }

  // performances: repeated message citm.Performance
  pub fn performances(&self) -> ::protobuf::RepeatedView<'_, super::Performance> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        4
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Performance>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn performances_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Performance> {
    unsafe {
      let raw_array = self.inner.ptr_mut().get_or_create_mutable_array_at_index(
        4,
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
  pub fn set_performances(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Performance>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        4,
        src);
    }
  }

  // seat_category_names: repeated message citm.Citm.SeatCategoryNamesEntry
  pub fn seat_category_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(5)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn seat_category_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          5, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_seat_category_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        5,
        src);
    }
  }

  // sub_topic_names: repeated message citm.Citm.SubTopicNamesEntry
  pub fn sub_topic_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(6)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn sub_topic_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          6, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_sub_topic_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        6,
        src);
    }
  }

  // subject_names: repeated message citm.Citm.SubjectNamesEntry
  pub fn subject_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(7)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn subject_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          7, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_subject_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        7,
        src);
    }
  }

  // topic_names: repeated message citm.Citm.TopicNamesEntry
  pub fn topic_names(&self)
    -> ::protobuf::MapView<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(8)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn topic_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          8, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_topic_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        8,
        src);
    }
  }

  // topic_sub_topics: repeated message citm.Citm.TopicSubTopicsEntry
  pub fn topic_sub_topics(&self)
    -> ::protobuf::MapView<'_, u32, super::Ids> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(9)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<u32, super::Ids>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn topic_sub_topics_mut(&mut self)
    -> ::protobuf::MapMut<'_, u32, super::Ids> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          9, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_topic_sub_topics(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<u32, super::Ids>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        9,
        src);
    }
  }

  // venue_names: repeated message citm.Citm.VenueNamesEntry
  pub fn venue_names(&self)
    -> ::protobuf::MapView<'_, ::protobuf::ProtoString, ::protobuf::ProtoString> {
    unsafe {
      <Self as ::protobuf::__internal::runtime::UpbGetMessagePtr>::get_ptr(&self, ::protobuf::__internal::Private)
        .get_map_at_index(10)
        .map_or_else(
          ::protobuf::__internal::runtime::empty_map::<::protobuf::ProtoString, ::protobuf::ProtoString>,
          |raw| ::protobuf::MapView::from_raw(::protobuf::__internal::Private, raw)
        )
    }
  }
  pub fn venue_names_mut(&mut self)
    -> ::protobuf::MapMut<'_, ::protobuf::ProtoString, ::protobuf::ProtoString> {
    unsafe {
      let raw_map = <Self as ::protobuf::__internal::runtime::UpbGetMessagePtrMut>::get_ptr_mut(self, ::protobuf::__internal::Private)
        .get_or_create_mutable_map_at_index(
          10, self.inner.arena()).unwrap();
      let inner = ::protobuf::__internal::runtime::InnerMapMut::new(
        raw_map, self.inner.arena());
      ::protobuf::MapMut::from_inner(::protobuf::__internal::Private, inner)
    }
  }
  pub fn set_venue_names(
      &mut self,
      src: impl ::protobuf::IntoProxied<::protobuf::Map<::protobuf::ProtoString, ::protobuf::ProtoString>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_map_field(
        ::protobuf::AsMut::as_mut(self).inner,
        10,
        src);
    }
  }

}  // impl Citm

impl ::std::ops::Drop for Citm {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Citm {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Citm {
  type Proxied = Self;
  fn as_view(&self) -> CitmView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Citm {
  type MutProxied = Self;
  fn as_mut(&mut self) -> CitmMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Citm {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::citm__Citm_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$GGGGGGGGGGG");
        ::protobuf::__internal::runtime::link_mini_table(
            super::citm__Citm_msg_init.0, &[<super::citm::AreaNamesEntry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::citm::AudienceSubCategoryNamesEntry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::citm::BlockNamesEntry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::citm::EventsEntry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::Performance as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::citm::SeatCategoryNamesEntry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::citm::SubTopicNamesEntry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::citm::SubjectNamesEntry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::citm::TopicNamesEntry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::citm::TopicSubTopicsEntry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::citm::VenueNamesEntry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::citm__Citm_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Citm {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Citm {
  type Msg = Citm;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Citm> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Citm {
  type Msg = Citm;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Citm> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for CitmMut<'_> {
  type Msg = Citm;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Citm> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for CitmMut<'_> {
  type Msg = Citm;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Citm> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for CitmView<'_> {
  type Msg = Citm;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Citm> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for CitmMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

pub mod citm {// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm__AreaNamesEntry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(dead_code)]
pub(super) struct AreaNamesEntry;

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for AreaNamesEntry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::super::citm::citm__Citm__AreaNamesEntry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("%)P1X");
        ::protobuf::__internal::runtime::link_mini_table(
            super::super::citm::citm__Citm__AreaNamesEntry_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::super::citm::citm__Citm__AreaNamesEntry_msg_init.0)
      }).0
    }
  }
}
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm__AudienceSubCategoryNamesEntry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(dead_code)]
pub(super) struct AudienceSubCategoryNamesEntry;

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for AudienceSubCategoryNamesEntry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::super::citm::citm__Citm__AudienceSubCategoryNamesEntry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("%)P1X");
        ::protobuf::__internal::runtime::link_mini_table(
            super::super::citm::citm__Citm__AudienceSubCategoryNamesEntry_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::super::citm::citm__Citm__AudienceSubCategoryNamesEntry_msg_init.0)
      }).0
    }
  }
}
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm__BlockNamesEntry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(dead_code)]
pub(super) struct BlockNamesEntry;

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for BlockNamesEntry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::super::citm::citm__Citm__BlockNamesEntry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("%)P1X");
        ::protobuf::__internal::runtime::link_mini_table(
            super::super::citm::citm__Citm__BlockNamesEntry_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::super::citm::citm__Citm__BlockNamesEntry_msg_init.0)
      }).0
    }
  }
}
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm__EventsEntry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(dead_code)]
pub(super) struct EventsEntry;

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for EventsEntry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::super::citm::citm__Citm__EventsEntry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("%)P3");
        ::protobuf::__internal::runtime::link_mini_table(
            super::super::citm::citm__Citm__EventsEntry_msg_init.0, &[<super::super::Event as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::super::citm::citm__Citm__EventsEntry_msg_init.0)
      }).0
    }
  }
}
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm__SeatCategoryNamesEntry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(dead_code)]
pub(super) struct SeatCategoryNamesEntry;

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for SeatCategoryNamesEntry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::super::citm::citm__Citm__SeatCategoryNamesEntry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("%)P1X");
        ::protobuf::__internal::runtime::link_mini_table(
            super::super::citm::citm__Citm__SeatCategoryNamesEntry_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::super::citm::citm__Citm__SeatCategoryNamesEntry_msg_init.0)
      }).0
    }
  }
}
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm__SubTopicNamesEntry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(dead_code)]
pub(super) struct SubTopicNamesEntry;

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for SubTopicNamesEntry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::super::citm::citm__Citm__SubTopicNamesEntry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("%)P1X");
        ::protobuf::__internal::runtime::link_mini_table(
            super::super::citm::citm__Citm__SubTopicNamesEntry_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::super::citm::citm__Citm__SubTopicNamesEntry_msg_init.0)
      }).0
    }
  }
}
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm__SubjectNamesEntry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(dead_code)]
pub(super) struct SubjectNamesEntry;

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for SubjectNamesEntry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::super::citm::citm__Citm__SubjectNamesEntry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("%)P1X");
        ::protobuf::__internal::runtime::link_mini_table(
            super::super::citm::citm__Citm__SubjectNamesEntry_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::super::citm::citm__Citm__SubjectNamesEntry_msg_init.0)
      }).0
    }
  }
}
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm__TopicNamesEntry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(dead_code)]
pub(super) struct TopicNamesEntry;

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for TopicNamesEntry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::super::citm::citm__Citm__TopicNamesEntry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("%)P1X");
        ::protobuf::__internal::runtime::link_mini_table(
            super::super::citm::citm__Citm__TopicNamesEntry_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::super::citm::citm__Citm__TopicNamesEntry_msg_init.0)
      }).0
    }
  }
}
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm__TopicSubTopicsEntry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(dead_code)]
pub(super) struct TopicSubTopicsEntry;

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for TopicSubTopicsEntry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::super::citm::citm__Citm__TopicSubTopicsEntry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("%)P3");
        ::protobuf::__internal::runtime::link_mini_table(
            super::super::citm::citm__Citm__TopicSubTopicsEntry_msg_init.0, &[<super::super::Ids as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::super::citm::citm__Citm__TopicSubTopicsEntry_msg_init.0)
      }).0
    }
  }
}
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut citm__Citm__VenueNamesEntry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(dead_code)]
pub(super) struct VenueNamesEntry;

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for VenueNamesEntry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::super::citm::citm__Citm__VenueNamesEntry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("%1X1X");
        ::protobuf::__internal::runtime::link_mini_table(
            super::super::citm::citm__Citm__VenueNamesEntry_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::super::citm::citm__Citm__VenueNamesEntry_msg_init.0)
      }).0
    }
  }
}

}  // pub mod citm


