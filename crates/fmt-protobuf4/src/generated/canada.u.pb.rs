// @generated from schemas/corpora/canada.proto by protobuf-codegen 4.35.1-release (protoc 35.1, kernel upb).
// Do not edit: change the schema and run `cargo xtask codegen`.

const _: () = ::protobuf::__internal::assert_compatible_gencode_version("4.35.1-release");
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut canada__Point_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Point {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Point>
}

impl ::protobuf::Message for Point {
  type MessageView<'msg> = PointView<'msg>;
  type MessageMut<'msg> = PointMut<'msg>;
}

impl ::std::default::Default for Point {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Point {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Point` is `Sync` because it does not implement interior mutability.
//    Neither does `PointMut`.
unsafe impl ::std::marker::Sync for Point {}

// SAFETY:
// - `Point` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Point {}

impl ::protobuf::Proxied for Point {
  type View<'msg> = PointView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Point {}

impl ::protobuf::MutProxied for Point {
  type Mut<'msg> = PointMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct PointView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Point>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for PointView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for PointView<'msg> {
  type Message = Point;
}

impl ::std::fmt::Debug for PointView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for PointView<'_> {
  fn default() -> PointView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Point>> for PointView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Point>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> PointView<'msg> {

  pub fn to_owned(&self) -> Point {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // lon: optional double
  pub fn lon(self) -> f64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_f64_at_index(
        0, (0f64).into()
      ).try_into().unwrap()
    }
  }

  // lat: optional double
  pub fn lat(self) -> f64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_f64_at_index(
        1, (0f64).into()
      ).try_into().unwrap()
    }
  }

}

// SAFETY:
// - `PointView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for PointView<'_> {}

// SAFETY:
// - `PointView` is `Send` because while its alive a `PointMut` cannot.
// - `PointView` does not use thread-local data.
unsafe impl ::std::marker::Send for PointView<'_> {}

impl<'msg> ::protobuf::AsView for PointView<'msg> {
  type Proxied = Point;
  fn as_view(&self) -> ::protobuf::View<'msg, Point> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for PointView<'msg> {
  fn into_view<'shorter>(self) -> PointView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Point> for PointView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Point {
    let mut dst = Point::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Point> for PointMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Point {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Point {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for PointView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for PointMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct PointMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Point>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for PointMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for PointMut<'msg> {
  type Message = Point;
}

impl ::std::fmt::Debug for PointMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Point>> for PointMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Point>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> PointMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Point> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Point {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // lon: optional double
  pub fn lon(&self) -> f64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_f64_at_index(
        0, (0f64).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_lon(&mut self, val: f64) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_f64_at_index(
        0, val.into()
      )
    }
  }

  // lat: optional double
  pub fn lat(&self) -> f64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_f64_at_index(
        1, (0f64).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_lat(&mut self, val: f64) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_f64_at_index(
        1, val.into()
      )
    }
  }

}

// SAFETY:
// - `PointMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for PointMut<'_> {}

// SAFETY:
// - `PointMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for PointMut<'_> {}

impl<'msg> ::protobuf::AsView for PointMut<'msg> {
  type Proxied = Point;
  fn as_view(&self) -> ::protobuf::View<'_, Point> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for PointMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Point>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for PointMut<'msg> {
  type MutProxied = Point;
  fn as_mut(&mut self) -> PointMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for PointMut<'msg> {
  fn into_mut<'shorter>(self) -> PointMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Point {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Point> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> PointView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> PointMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // lon: optional double
  pub fn lon(&self) -> f64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_f64_at_index(
        0, (0f64).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_lon(&mut self, val: f64) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_f64_at_index(
        0, val.into()
      )
    }
  }

  // lat: optional double
  pub fn lat(&self) -> f64 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_f64_at_index(
        1, (0f64).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_lat(&mut self, val: f64) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_f64_at_index(
        1, val.into()
      )
    }
  }

}  // impl Point

impl ::std::ops::Drop for Point {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Point {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Point {
  type Proxied = Self;
  fn as_view(&self) -> PointView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Point {
  type MutProxied = Self;
  fn as_mut(&mut self) -> PointMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Point {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::canada__Point_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$ P P");
        ::protobuf::__internal::runtime::link_mini_table(
            super::canada__Point_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::canada__Point_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Point {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Point {
  type Msg = Point;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Point> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Point {
  type Msg = Point;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Point> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for PointMut<'_> {
  type Msg = Point;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Point> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for PointMut<'_> {
  type Msg = Point;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Point> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for PointView<'_> {
  type Msg = Point;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Point> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for PointMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut canada__Ring_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Ring {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Ring>
}

impl ::protobuf::Message for Ring {
  type MessageView<'msg> = RingView<'msg>;
  type MessageMut<'msg> = RingMut<'msg>;
}

impl ::std::default::Default for Ring {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Ring {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Ring` is `Sync` because it does not implement interior mutability.
//    Neither does `RingMut`.
unsafe impl ::std::marker::Sync for Ring {}

// SAFETY:
// - `Ring` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Ring {}

impl ::protobuf::Proxied for Ring {
  type View<'msg> = RingView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Ring {}

impl ::protobuf::MutProxied for Ring {
  type Mut<'msg> = RingMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct RingView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Ring>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for RingView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for RingView<'msg> {
  type Message = Ring;
}

impl ::std::fmt::Debug for RingView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for RingView<'_> {
  fn default() -> RingView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Ring>> for RingView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Ring>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> RingView<'msg> {

  pub fn to_owned(&self) -> Ring {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // points: repeated message canada.Point
  pub fn points(self) -> ::protobuf::RepeatedView<'msg, super::Point> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Point>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

}

// SAFETY:
// - `RingView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for RingView<'_> {}

// SAFETY:
// - `RingView` is `Send` because while its alive a `RingMut` cannot.
// - `RingView` does not use thread-local data.
unsafe impl ::std::marker::Send for RingView<'_> {}

impl<'msg> ::protobuf::AsView for RingView<'msg> {
  type Proxied = Ring;
  fn as_view(&self) -> ::protobuf::View<'msg, Ring> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for RingView<'msg> {
  fn into_view<'shorter>(self) -> RingView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Ring> for RingView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Ring {
    let mut dst = Ring::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Ring> for RingMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Ring {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Ring {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for RingView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for RingMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct RingMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Ring>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for RingMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for RingMut<'msg> {
  type Message = Ring;
}

impl ::std::fmt::Debug for RingMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Ring>> for RingMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Ring>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> RingMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Ring> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Ring {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // points: repeated message canada.Point
  pub fn points(&self) -> ::protobuf::RepeatedView<'_, super::Point> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Point>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn points_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Point> {
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
  pub fn set_points(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Point>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

}

// SAFETY:
// - `RingMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for RingMut<'_> {}

// SAFETY:
// - `RingMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for RingMut<'_> {}

impl<'msg> ::protobuf::AsView for RingMut<'msg> {
  type Proxied = Ring;
  fn as_view(&self) -> ::protobuf::View<'_, Ring> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for RingMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Ring>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for RingMut<'msg> {
  type MutProxied = Ring;
  fn as_mut(&mut self) -> RingMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for RingMut<'msg> {
  fn into_mut<'shorter>(self) -> RingMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Ring {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Ring> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> RingView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> RingMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // points: repeated message canada.Point
  pub fn points(&self) -> ::protobuf::RepeatedView<'_, super::Point> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Point>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn points_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Point> {
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
  pub fn set_points(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Point>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

}  // impl Ring

impl ::std::ops::Drop for Ring {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Ring {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Ring {
  type Proxied = Self;
  fn as_view(&self) -> RingView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Ring {
  type MutProxied = Self;
  fn as_mut(&mut self) -> RingMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Ring {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::canada__Ring_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$G");
        ::protobuf::__internal::runtime::link_mini_table(
            super::canada__Ring_msg_init.0, &[<super::Point as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::canada__Ring_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Ring {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Ring {
  type Msg = Ring;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Ring> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Ring {
  type Msg = Ring;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Ring> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for RingMut<'_> {
  type Msg = Ring;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Ring> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for RingMut<'_> {
  type Msg = Ring;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Ring> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for RingView<'_> {
  type Msg = Ring;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Ring> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for RingMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut canada__Geometry_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Geometry {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Geometry>
}

impl ::protobuf::Message for Geometry {
  type MessageView<'msg> = GeometryView<'msg>;
  type MessageMut<'msg> = GeometryMut<'msg>;
}

impl ::std::default::Default for Geometry {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Geometry {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Geometry` is `Sync` because it does not implement interior mutability.
//    Neither does `GeometryMut`.
unsafe impl ::std::marker::Sync for Geometry {}

// SAFETY:
// - `Geometry` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Geometry {}

impl ::protobuf::Proxied for Geometry {
  type View<'msg> = GeometryView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Geometry {}

impl ::protobuf::MutProxied for Geometry {
  type Mut<'msg> = GeometryMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct GeometryView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Geometry>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for GeometryView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for GeometryView<'msg> {
  type Message = Geometry;
}

impl ::std::fmt::Debug for GeometryView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for GeometryView<'_> {
  fn default() -> GeometryView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Geometry>> for GeometryView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Geometry>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> GeometryView<'msg> {

  pub fn to_owned(&self) -> Geometry {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // kind: optional enum canada.ObjectType
  pub fn kind(self) -> super::ObjectType {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (super::ObjectType::FeatureCollection).into()
      ).try_into().unwrap()
    }
  }

  // coordinates: repeated message canada.Ring
  pub fn coordinates(self) -> ::protobuf::RepeatedView<'msg, super::Ring> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        1
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Ring>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

}

// SAFETY:
// - `GeometryView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for GeometryView<'_> {}

// SAFETY:
// - `GeometryView` is `Send` because while its alive a `GeometryMut` cannot.
// - `GeometryView` does not use thread-local data.
unsafe impl ::std::marker::Send for GeometryView<'_> {}

impl<'msg> ::protobuf::AsView for GeometryView<'msg> {
  type Proxied = Geometry;
  fn as_view(&self) -> ::protobuf::View<'msg, Geometry> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for GeometryView<'msg> {
  fn into_view<'shorter>(self) -> GeometryView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Geometry> for GeometryView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Geometry {
    let mut dst = Geometry::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Geometry> for GeometryMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Geometry {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Geometry {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for GeometryView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for GeometryMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct GeometryMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Geometry>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for GeometryMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for GeometryMut<'msg> {
  type Message = Geometry;
}

impl ::std::fmt::Debug for GeometryMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Geometry>> for GeometryMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Geometry>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> GeometryMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Geometry> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Geometry {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // kind: optional enum canada.ObjectType
  pub fn kind(&self) -> super::ObjectType {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (super::ObjectType::FeatureCollection).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_kind(&mut self, val: super::ObjectType) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_i32_at_index(
        0, val.into()
      )
    }
  }

  // coordinates: repeated message canada.Ring
  pub fn coordinates(&self) -> ::protobuf::RepeatedView<'_, super::Ring> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        1
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Ring>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn coordinates_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Ring> {
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
  pub fn set_coordinates(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Ring>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        src);
    }
  }

}

// SAFETY:
// - `GeometryMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for GeometryMut<'_> {}

// SAFETY:
// - `GeometryMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for GeometryMut<'_> {}

impl<'msg> ::protobuf::AsView for GeometryMut<'msg> {
  type Proxied = Geometry;
  fn as_view(&self) -> ::protobuf::View<'_, Geometry> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for GeometryMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Geometry>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for GeometryMut<'msg> {
  type MutProxied = Geometry;
  fn as_mut(&mut self) -> GeometryMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for GeometryMut<'msg> {
  fn into_mut<'shorter>(self) -> GeometryMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Geometry {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Geometry> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> GeometryView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> GeometryMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // kind: optional enum canada.ObjectType
  pub fn kind(&self) -> super::ObjectType {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (super::ObjectType::FeatureCollection).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_kind(&mut self, val: super::ObjectType) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_i32_at_index(
        0, val.into()
      )
    }
  }

  // coordinates: repeated message canada.Ring
  pub fn coordinates(&self) -> ::protobuf::RepeatedView<'_, super::Ring> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        1
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Ring>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn coordinates_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Ring> {
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
  pub fn set_coordinates(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Ring>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        src);
    }
  }

}  // impl Geometry

impl ::std::ops::Drop for Geometry {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Geometry {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Geometry {
  type Proxied = Self;
  fn as_view(&self) -> GeometryView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Geometry {
  type MutProxied = Self;
  fn as_mut(&mut self) -> GeometryMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Geometry {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::canada__Geometry_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$.PG");
        ::protobuf::__internal::runtime::link_mini_table(
            super::canada__Geometry_msg_init.0, &[<super::Ring as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::canada__Geometry_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Geometry {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Geometry {
  type Msg = Geometry;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Geometry> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Geometry {
  type Msg = Geometry;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Geometry> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for GeometryMut<'_> {
  type Msg = Geometry;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Geometry> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for GeometryMut<'_> {
  type Msg = Geometry;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Geometry> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for GeometryView<'_> {
  type Msg = Geometry;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Geometry> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for GeometryMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut canada__Properties_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Properties {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Properties>
}

impl ::protobuf::Message for Properties {
  type MessageView<'msg> = PropertiesView<'msg>;
  type MessageMut<'msg> = PropertiesMut<'msg>;
}

impl ::std::default::Default for Properties {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Properties {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Properties` is `Sync` because it does not implement interior mutability.
//    Neither does `PropertiesMut`.
unsafe impl ::std::marker::Sync for Properties {}

// SAFETY:
// - `Properties` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Properties {}

impl ::protobuf::Proxied for Properties {
  type View<'msg> = PropertiesView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Properties {}

impl ::protobuf::MutProxied for Properties {
  type Mut<'msg> = PropertiesMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct PropertiesView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Properties>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for PropertiesView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for PropertiesView<'msg> {
  type Message = Properties;
}

impl ::std::fmt::Debug for PropertiesView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for PropertiesView<'_> {
  fn default() -> PropertiesView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Properties>> for PropertiesView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Properties>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> PropertiesView<'msg> {

  pub fn to_owned(&self) -> Properties {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // name: optional string
  pub fn name(self) -> ::protobuf::View<'msg, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        0, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }

}

// SAFETY:
// - `PropertiesView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for PropertiesView<'_> {}

// SAFETY:
// - `PropertiesView` is `Send` because while its alive a `PropertiesMut` cannot.
// - `PropertiesView` does not use thread-local data.
unsafe impl ::std::marker::Send for PropertiesView<'_> {}

impl<'msg> ::protobuf::AsView for PropertiesView<'msg> {
  type Proxied = Properties;
  fn as_view(&self) -> ::protobuf::View<'msg, Properties> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for PropertiesView<'msg> {
  fn into_view<'shorter>(self) -> PropertiesView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Properties> for PropertiesView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Properties {
    let mut dst = Properties::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Properties> for PropertiesMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Properties {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Properties {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for PropertiesView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for PropertiesMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct PropertiesMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Properties>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for PropertiesMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for PropertiesMut<'msg> {
  type Message = Properties;
}

impl ::std::fmt::Debug for PropertiesMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Properties>> for PropertiesMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Properties>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> PropertiesMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Properties> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Properties {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // name: optional string
  pub fn name(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        0, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_name(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        val);
    }
  }

}

// SAFETY:
// - `PropertiesMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for PropertiesMut<'_> {}

// SAFETY:
// - `PropertiesMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for PropertiesMut<'_> {}

impl<'msg> ::protobuf::AsView for PropertiesMut<'msg> {
  type Proxied = Properties;
  fn as_view(&self) -> ::protobuf::View<'_, Properties> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for PropertiesMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Properties>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for PropertiesMut<'msg> {
  type MutProxied = Properties;
  fn as_mut(&mut self) -> PropertiesMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for PropertiesMut<'msg> {
  fn into_mut<'shorter>(self) -> PropertiesMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Properties {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Properties> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> PropertiesView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> PropertiesMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // name: optional string
  pub fn name(&self) -> ::protobuf::View<'_, ::protobuf::ProtoString> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        0, (b"").into()
      )
    };
    ::protobuf::ProtoStr::from_utf8_unchecked(unsafe { str_view.as_ref() })
  }
  pub fn set_name(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoString>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_string_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        val);
    }
  }

}  // impl Properties

impl ::std::ops::Drop for Properties {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Properties {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Properties {
  type Proxied = Self;
  fn as_view(&self) -> PropertiesView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Properties {
  type MutProxied = Self;
  fn as_mut(&mut self) -> PropertiesMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Properties {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::canada__Properties_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$M1P");
        ::protobuf::__internal::runtime::link_mini_table(
            super::canada__Properties_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::canada__Properties_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Properties {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Properties {
  type Msg = Properties;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Properties> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Properties {
  type Msg = Properties;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Properties> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for PropertiesMut<'_> {
  type Msg = Properties;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Properties> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for PropertiesMut<'_> {
  type Msg = Properties;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Properties> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for PropertiesView<'_> {
  type Msg = Properties;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Properties> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for PropertiesMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut canada__Feature_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Feature {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Feature>
}

impl ::protobuf::Message for Feature {
  type MessageView<'msg> = FeatureView<'msg>;
  type MessageMut<'msg> = FeatureMut<'msg>;
}

impl ::std::default::Default for Feature {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Feature {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Feature` is `Sync` because it does not implement interior mutability.
//    Neither does `FeatureMut`.
unsafe impl ::std::marker::Sync for Feature {}

// SAFETY:
// - `Feature` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Feature {}

impl ::protobuf::Proxied for Feature {
  type View<'msg> = FeatureView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Feature {}

impl ::protobuf::MutProxied for Feature {
  type Mut<'msg> = FeatureMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct FeatureView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Feature>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for FeatureView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for FeatureView<'msg> {
  type Message = Feature;
}

impl ::std::fmt::Debug for FeatureView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for FeatureView<'_> {
  fn default() -> FeatureView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Feature>> for FeatureView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Feature>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> FeatureView<'msg> {

  pub fn to_owned(&self) -> Feature {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // kind: optional enum canada.ObjectType
  pub fn kind(self) -> super::ObjectType {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (super::ObjectType::FeatureCollection).into()
      ).try_into().unwrap()
    }
  }

  // properties: optional message canada.Properties
  pub fn has_properties(self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(1)
    }
  }
  pub fn properties_opt(self) -> ::std::option::Option<super::PropertiesView<'msg>> {
    self.has_properties().then(|| self.properties())
  }
  pub fn properties(self) -> super::PropertiesView<'msg> {
    let submsg = unsafe {
      self.inner.ptr().get_message_at_index(1)
    };
    submsg
        .map(|ptr| unsafe { ::protobuf::__internal::runtime::MessageViewInner::wrap(ptr).into() })
       .unwrap_or(super::PropertiesView::default())
  }

  // geometry: optional message canada.Geometry
  pub fn has_geometry(self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(2)
    }
  }
  pub fn geometry_opt(self) -> ::std::option::Option<super::GeometryView<'msg>> {
    self.has_geometry().then(|| self.geometry())
  }
  pub fn geometry(self) -> super::GeometryView<'msg> {
    let submsg = unsafe {
      self.inner.ptr().get_message_at_index(2)
    };
    submsg
        .map(|ptr| unsafe { ::protobuf::__internal::runtime::MessageViewInner::wrap(ptr).into() })
       .unwrap_or(super::GeometryView::default())
  }

}

// SAFETY:
// - `FeatureView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for FeatureView<'_> {}

// SAFETY:
// - `FeatureView` is `Send` because while its alive a `FeatureMut` cannot.
// - `FeatureView` does not use thread-local data.
unsafe impl ::std::marker::Send for FeatureView<'_> {}

impl<'msg> ::protobuf::AsView for FeatureView<'msg> {
  type Proxied = Feature;
  fn as_view(&self) -> ::protobuf::View<'msg, Feature> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for FeatureView<'msg> {
  fn into_view<'shorter>(self) -> FeatureView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Feature> for FeatureView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Feature {
    let mut dst = Feature::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Feature> for FeatureMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Feature {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Feature {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for FeatureView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for FeatureMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct FeatureMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Feature>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for FeatureMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for FeatureMut<'msg> {
  type Message = Feature;
}

impl ::std::fmt::Debug for FeatureMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Feature>> for FeatureMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Feature>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> FeatureMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Feature> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Feature {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // kind: optional enum canada.ObjectType
  pub fn kind(&self) -> super::ObjectType {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (super::ObjectType::FeatureCollection).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_kind(&mut self, val: super::ObjectType) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_i32_at_index(
        0, val.into()
      )
    }
  }

  // properties: optional message canada.Properties
  pub fn has_properties(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(1)
    }
  }
  pub fn clear_properties(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        1
      );
    }
  }
  pub fn properties_opt(&self) -> ::std::option::Option<super::PropertiesView<'_>> {
    self.has_properties().then(|| self.properties())
  }
  pub fn properties(&self) -> super::PropertiesView<'_> {
    let submsg = unsafe {
      self.inner.ptr().get_message_at_index(1)
    };
    submsg
        .map(|ptr| unsafe { ::protobuf::__internal::runtime::MessageViewInner::wrap(ptr).into() })
       .unwrap_or(super::PropertiesView::default())
  }
  pub fn properties_mut(&mut self) -> super::PropertiesMut<'_> {
     let ptr = unsafe {
       self.inner.ptr_mut().get_or_create_mutable_message_at_index(
         1, self.inner.arena()
       ).unwrap()
     };
     ::protobuf::__internal::runtime::MessageMutInner::from_parent(
         self.as_message_mut_inner(::protobuf::__internal::Private),
         ptr
     ).into()
  }
  pub fn set_properties(&mut self,
    val: impl ::protobuf::IntoProxied<super::Properties>) {

    unsafe {
      ::protobuf::__internal::runtime::message_set_sub_message(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        val
      );
    }
  }

  // geometry: optional message canada.Geometry
  pub fn has_geometry(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(2)
    }
  }
  pub fn clear_geometry(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        2
      );
    }
  }
  pub fn geometry_opt(&self) -> ::std::option::Option<super::GeometryView<'_>> {
    self.has_geometry().then(|| self.geometry())
  }
  pub fn geometry(&self) -> super::GeometryView<'_> {
    let submsg = unsafe {
      self.inner.ptr().get_message_at_index(2)
    };
    submsg
        .map(|ptr| unsafe { ::protobuf::__internal::runtime::MessageViewInner::wrap(ptr).into() })
       .unwrap_or(super::GeometryView::default())
  }
  pub fn geometry_mut(&mut self) -> super::GeometryMut<'_> {
     let ptr = unsafe {
       self.inner.ptr_mut().get_or_create_mutable_message_at_index(
         2, self.inner.arena()
       ).unwrap()
     };
     ::protobuf::__internal::runtime::MessageMutInner::from_parent(
         self.as_message_mut_inner(::protobuf::__internal::Private),
         ptr
     ).into()
  }
  pub fn set_geometry(&mut self,
    val: impl ::protobuf::IntoProxied<super::Geometry>) {

    unsafe {
      ::protobuf::__internal::runtime::message_set_sub_message(
        ::protobuf::AsMut::as_mut(self).inner,
        2,
        val
      );
    }
  }

}

// SAFETY:
// - `FeatureMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for FeatureMut<'_> {}

// SAFETY:
// - `FeatureMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for FeatureMut<'_> {}

impl<'msg> ::protobuf::AsView for FeatureMut<'msg> {
  type Proxied = Feature;
  fn as_view(&self) -> ::protobuf::View<'_, Feature> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for FeatureMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Feature>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for FeatureMut<'msg> {
  type MutProxied = Feature;
  fn as_mut(&mut self) -> FeatureMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for FeatureMut<'msg> {
  fn into_mut<'shorter>(self) -> FeatureMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Feature {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Feature> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> FeatureView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> FeatureMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // kind: optional enum canada.ObjectType
  pub fn kind(&self) -> super::ObjectType {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (super::ObjectType::FeatureCollection).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_kind(&mut self, val: super::ObjectType) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_i32_at_index(
        0, val.into()
      )
    }
  }

  // properties: optional message canada.Properties
  pub fn has_properties(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(1)
    }
  }
  pub fn clear_properties(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        1
      );
    }
  }
  pub fn properties_opt(&self) -> ::std::option::Option<super::PropertiesView<'_>> {
    self.has_properties().then(|| self.properties())
  }
  pub fn properties(&self) -> super::PropertiesView<'_> {
    let submsg = unsafe {
      self.inner.ptr().get_message_at_index(1)
    };
    submsg
        .map(|ptr| unsafe { ::protobuf::__internal::runtime::MessageViewInner::wrap(ptr).into() })
       .unwrap_or(super::PropertiesView::default())
  }
  pub fn properties_mut(&mut self) -> super::PropertiesMut<'_> {
     let ptr = unsafe {
       self.inner.ptr_mut().get_or_create_mutable_message_at_index(
         1, self.inner.arena()
       ).unwrap()
     };
     ::protobuf::__internal::runtime::MessageMutInner::from_parent(
         self.as_message_mut_inner(::protobuf::__internal::Private),
         ptr
     ).into()
  }
  pub fn set_properties(&mut self,
    val: impl ::protobuf::IntoProxied<super::Properties>) {

    unsafe {
      ::protobuf::__internal::runtime::message_set_sub_message(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        val
      );
    }
  }

  // geometry: optional message canada.Geometry
  pub fn has_geometry(&self) -> bool {
    unsafe {
      self.inner.ptr().has_field_at_index(2)
    }
  }
  pub fn clear_geometry(&mut self) {
    unsafe {
      self.inner.ptr().clear_field_at_index(
        2
      );
    }
  }
  pub fn geometry_opt(&self) -> ::std::option::Option<super::GeometryView<'_>> {
    self.has_geometry().then(|| self.geometry())
  }
  pub fn geometry(&self) -> super::GeometryView<'_> {
    let submsg = unsafe {
      self.inner.ptr().get_message_at_index(2)
    };
    submsg
        .map(|ptr| unsafe { ::protobuf::__internal::runtime::MessageViewInner::wrap(ptr).into() })
       .unwrap_or(super::GeometryView::default())
  }
  pub fn geometry_mut(&mut self) -> super::GeometryMut<'_> {
     let ptr = unsafe {
       self.inner.ptr_mut().get_or_create_mutable_message_at_index(
         2, self.inner.arena()
       ).unwrap()
     };
     ::protobuf::__internal::runtime::MessageMutInner::from_parent(
         self.as_message_mut_inner(::protobuf::__internal::Private),
         ptr
     ).into()
  }
  pub fn set_geometry(&mut self,
    val: impl ::protobuf::IntoProxied<super::Geometry>) {

    unsafe {
      ::protobuf::__internal::runtime::message_set_sub_message(
        ::protobuf::AsMut::as_mut(self).inner,
        2,
        val
      );
    }
  }

}  // impl Feature

impl ::std::ops::Drop for Feature {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Feature {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Feature {
  type Proxied = Self;
  fn as_view(&self) -> FeatureView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Feature {
  type MutProxied = Self;
  fn as_mut(&mut self) -> FeatureMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Feature {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::canada__Feature_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$.P33");
        ::protobuf::__internal::runtime::link_mini_table(
            super::canada__Feature_msg_init.0, &[<super::Properties as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            <super::Geometry as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::canada__Feature_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Feature {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Feature {
  type Msg = Feature;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Feature> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Feature {
  type Msg = Feature;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Feature> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for FeatureMut<'_> {
  type Msg = Feature;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Feature> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for FeatureMut<'_> {
  type Msg = Feature;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Feature> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for FeatureView<'_> {
  type Msg = Feature;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Feature> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for FeatureMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut canada__Canada_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Canada {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Canada>
}

impl ::protobuf::Message for Canada {
  type MessageView<'msg> = CanadaView<'msg>;
  type MessageMut<'msg> = CanadaMut<'msg>;
}

impl ::std::default::Default for Canada {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Canada {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Canada` is `Sync` because it does not implement interior mutability.
//    Neither does `CanadaMut`.
unsafe impl ::std::marker::Sync for Canada {}

// SAFETY:
// - `Canada` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Canada {}

impl ::protobuf::Proxied for Canada {
  type View<'msg> = CanadaView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Canada {}

impl ::protobuf::MutProxied for Canada {
  type Mut<'msg> = CanadaMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct CanadaView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Canada>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for CanadaView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for CanadaView<'msg> {
  type Message = Canada;
}

impl ::std::fmt::Debug for CanadaView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for CanadaView<'_> {
  fn default() -> CanadaView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Canada>> for CanadaView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Canada>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> CanadaView<'msg> {

  pub fn to_owned(&self) -> Canada {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // kind: optional enum canada.ObjectType
  pub fn kind(self) -> super::ObjectType {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (super::ObjectType::FeatureCollection).into()
      ).try_into().unwrap()
    }
  }

  // features: repeated message canada.Feature
  pub fn features(self) -> ::protobuf::RepeatedView<'msg, super::Feature> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        1
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Feature>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

}

// SAFETY:
// - `CanadaView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for CanadaView<'_> {}

// SAFETY:
// - `CanadaView` is `Send` because while its alive a `CanadaMut` cannot.
// - `CanadaView` does not use thread-local data.
unsafe impl ::std::marker::Send for CanadaView<'_> {}

impl<'msg> ::protobuf::AsView for CanadaView<'msg> {
  type Proxied = Canada;
  fn as_view(&self) -> ::protobuf::View<'msg, Canada> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for CanadaView<'msg> {
  fn into_view<'shorter>(self) -> CanadaView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Canada> for CanadaView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Canada {
    let mut dst = Canada::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Canada> for CanadaMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Canada {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Canada {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for CanadaView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for CanadaMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct CanadaMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Canada>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for CanadaMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for CanadaMut<'msg> {
  type Message = Canada;
}

impl ::std::fmt::Debug for CanadaMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Canada>> for CanadaMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Canada>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> CanadaMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Canada> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Canada {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // kind: optional enum canada.ObjectType
  pub fn kind(&self) -> super::ObjectType {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (super::ObjectType::FeatureCollection).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_kind(&mut self, val: super::ObjectType) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_i32_at_index(
        0, val.into()
      )
    }
  }

  // features: repeated message canada.Feature
  pub fn features(&self) -> ::protobuf::RepeatedView<'_, super::Feature> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        1
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Feature>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn features_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Feature> {
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
  pub fn set_features(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Feature>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        src);
    }
  }

}

// SAFETY:
// - `CanadaMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for CanadaMut<'_> {}

// SAFETY:
// - `CanadaMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for CanadaMut<'_> {}

impl<'msg> ::protobuf::AsView for CanadaMut<'msg> {
  type Proxied = Canada;
  fn as_view(&self) -> ::protobuf::View<'_, Canada> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for CanadaMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Canada>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for CanadaMut<'msg> {
  type MutProxied = Canada;
  fn as_mut(&mut self) -> CanadaMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for CanadaMut<'msg> {
  fn into_mut<'shorter>(self) -> CanadaMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Canada {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Canada> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> CanadaView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> CanadaMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // kind: optional enum canada.ObjectType
  pub fn kind(&self) -> super::ObjectType {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (super::ObjectType::FeatureCollection).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_kind(&mut self, val: super::ObjectType) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_i32_at_index(
        0, val.into()
      )
    }
  }

  // features: repeated message canada.Feature
  pub fn features(&self) -> ::protobuf::RepeatedView<'_, super::Feature> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        1
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Feature>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn features_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Feature> {
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
  pub fn set_features(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Feature>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        1,
        src);
    }
  }

}  // impl Canada

impl ::std::ops::Drop for Canada {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Canada {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Canada {
  type Proxied = Self;
  fn as_view(&self) -> CanadaView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Canada {
  type MutProxied = Self;
  fn as_mut(&mut self) -> CanadaMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Canada {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::canada__Canada_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$.PG");
        ::protobuf::__internal::runtime::link_mini_table(
            super::canada__Canada_msg_init.0, &[<super::Feature as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::canada__Canada_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Canada {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Canada {
  type Msg = Canada;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Canada> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Canada {
  type Msg = Canada;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Canada> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for CanadaMut<'_> {
  type Msg = Canada;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Canada> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for CanadaMut<'_> {
  type Msg = Canada;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Canada> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for CanadaView<'_> {
  type Msg = Canada;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Canada> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for CanadaMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



#[repr(transparent)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectType(i32);

#[allow(non_upper_case_globals)]
impl ObjectType {
  pub const FeatureCollection: ObjectType = ObjectType(0);
  pub const Feature: ObjectType = ObjectType(1);
  pub const Polygon: ObjectType = ObjectType(2);

  fn constant_name(&self) -> ::std::option::Option<&'static str> {
    #[allow(unreachable_patterns)] // In the case of aliases, just emit them all and let the first one match.
    Some(match self.0 {
      0 => "FeatureCollection",
      1 => "Feature",
      2 => "Polygon",
      _ => return None
    })
  }
}

impl ::std::convert::From<ObjectType> for i32 {
  fn from(val: ObjectType) -> i32 {
    val.0
  }
}

impl ::std::convert::From<i32> for ObjectType {
  fn from(val: i32) -> ObjectType {
    Self(val)
  }
}

impl ::std::default::Default for ObjectType {
  fn default() -> Self {
    Self(0)
  }
}

impl ::std::fmt::Debug for ObjectType {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    if let Some(constant_name) = self.constant_name() {
      write!(f, "ObjectType::{}", constant_name)
    } else {
      write!(f, "ObjectType::from({})", self.0)
    }
  }
}

impl ::protobuf::IntoProxied<i32> for ObjectType {
  fn into_proxied(self, _: ::protobuf::__internal::Private) -> i32 {
    self.0
  }
}

impl ::protobuf::__internal::SealedInternal for ObjectType {}

impl ::protobuf::Proxied for ObjectType {
  type View<'a> = ObjectType;
}

impl ::protobuf::AsView for ObjectType {
  type Proxied = ObjectType;

  fn as_view(&self) -> ObjectType {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for ObjectType {
  fn into_view<'shorter>(self) -> ObjectType where 'msg: 'shorter {
    self
  }
}

// SAFETY: this is an enum type
unsafe impl ::protobuf::__internal::Enum for ObjectType {
  const NAME: &'static str = "ObjectType";

  fn is_known(value: i32) -> bool {
    matches!(value, 0|1|2)
  }
}

impl ::protobuf::__internal::EntityType for ObjectType {
    type Tag = ::protobuf::__internal::entity_tag::EnumTag;
}


