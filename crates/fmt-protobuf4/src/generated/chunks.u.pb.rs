// @generated from schemas/chunks.proto by protobuf-codegen 4.35.1-release (protoc 35.1, kernel upb).
// Do not edit: change the schema and run `cargo xtask codegen`.

const _: () = ::protobuf::__internal::assert_compatible_gencode_version("4.35.1-release");
// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut chunks__Chunk_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Chunk {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Chunk>
}

impl ::protobuf::Message for Chunk {
  type MessageView<'msg> = ChunkView<'msg>;
  type MessageMut<'msg> = ChunkMut<'msg>;
}

impl ::std::default::Default for Chunk {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Chunk {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Chunk` is `Sync` because it does not implement interior mutability.
//    Neither does `ChunkMut`.
unsafe impl ::std::marker::Sync for Chunk {}

// SAFETY:
// - `Chunk` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Chunk {}

impl ::protobuf::Proxied for Chunk {
  type View<'msg> = ChunkView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Chunk {}

impl ::protobuf::MutProxied for Chunk {
  type Mut<'msg> = ChunkMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct ChunkView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Chunk>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for ChunkView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for ChunkView<'msg> {
  type Message = Chunk;
}

impl ::std::fmt::Debug for ChunkView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for ChunkView<'_> {
  fn default() -> ChunkView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Chunk>> for ChunkView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Chunk>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> ChunkView<'msg> {

  pub fn to_owned(&self) -> Chunk {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // x: optional sint32
  pub fn x(self) -> i32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (0i32).into()
      ).try_into().unwrap()
    }
  }

  // z: optional sint32
  pub fn z(self) -> i32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        1, (0i32).into()
      ).try_into().unwrap()
    }
  }

  // blocks: optional bytes
  pub fn blocks(self) -> ::protobuf::View<'msg, ::protobuf::ProtoBytes> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        2, (b"").into()
      )
    };
    unsafe { str_view.as_ref() }
  }

  // light: optional bytes
  pub fn light(self) -> ::protobuf::View<'msg, ::protobuf::ProtoBytes> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        3, (b"").into()
      )
    };
    unsafe { str_view.as_ref() }
  }

  // biomes: optional bytes
  pub fn biomes(self) -> ::protobuf::View<'msg, ::protobuf::ProtoBytes> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        4, (b"").into()
      )
    };
    unsafe { str_view.as_ref() }
  }

  // heightmap: repeated uint32
  pub fn heightmap(self) -> ::protobuf::RepeatedView<'msg, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        5
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
// - `ChunkView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for ChunkView<'_> {}

// SAFETY:
// - `ChunkView` is `Send` because while its alive a `ChunkMut` cannot.
// - `ChunkView` does not use thread-local data.
unsafe impl ::std::marker::Send for ChunkView<'_> {}

impl<'msg> ::protobuf::AsView for ChunkView<'msg> {
  type Proxied = Chunk;
  fn as_view(&self) -> ::protobuf::View<'msg, Chunk> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for ChunkView<'msg> {
  fn into_view<'shorter>(self) -> ChunkView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Chunk> for ChunkView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Chunk {
    let mut dst = Chunk::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Chunk> for ChunkMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Chunk {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Chunk {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for ChunkView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for ChunkMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct ChunkMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Chunk>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for ChunkMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for ChunkMut<'msg> {
  type Message = Chunk;
}

impl ::std::fmt::Debug for ChunkMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Chunk>> for ChunkMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Chunk>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> ChunkMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Chunk> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Chunk {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // x: optional sint32
  pub fn x(&self) -> i32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (0i32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_x(&mut self, val: i32) {
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

  // z: optional sint32
  pub fn z(&self) -> i32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        1, (0i32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_z(&mut self, val: i32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_i32_at_index(
        1, val.into()
      )
    }
  }

  // blocks: optional bytes
  pub fn blocks(&self) -> ::protobuf::View<'_, ::protobuf::ProtoBytes> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        2, (b"").into()
      )
    };
    unsafe { str_view.as_ref() }
  }
  pub fn set_blocks(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoBytes>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_bytes_field(
        ::protobuf::AsMut::as_mut(self).inner,
        2,
        val);
    }
  }

  // light: optional bytes
  pub fn light(&self) -> ::protobuf::View<'_, ::protobuf::ProtoBytes> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        3, (b"").into()
      )
    };
    unsafe { str_view.as_ref() }
  }
  pub fn set_light(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoBytes>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_bytes_field(
        ::protobuf::AsMut::as_mut(self).inner,
        3,
        val);
    }
  }

  // biomes: optional bytes
  pub fn biomes(&self) -> ::protobuf::View<'_, ::protobuf::ProtoBytes> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        4, (b"").into()
      )
    };
    unsafe { str_view.as_ref() }
  }
  pub fn set_biomes(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoBytes>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_bytes_field(
        ::protobuf::AsMut::as_mut(self).inner,
        4,
        val);
    }
  }

  // heightmap: repeated uint32
  pub fn heightmap(&self) -> ::protobuf::RepeatedView<'_, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        5
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn heightmap_mut(&mut self) -> ::protobuf::RepeatedMut<'_, u32> {
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
  pub fn set_heightmap(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<u32>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        5,
        src);
    }
  }

}

// SAFETY:
// - `ChunkMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for ChunkMut<'_> {}

// SAFETY:
// - `ChunkMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for ChunkMut<'_> {}

impl<'msg> ::protobuf::AsView for ChunkMut<'msg> {
  type Proxied = Chunk;
  fn as_view(&self) -> ::protobuf::View<'_, Chunk> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for ChunkMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Chunk>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for ChunkMut<'msg> {
  type MutProxied = Chunk;
  fn as_mut(&mut self) -> ChunkMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for ChunkMut<'msg> {
  fn into_mut<'shorter>(self) -> ChunkMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Chunk {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Chunk> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> ChunkView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> ChunkMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // x: optional sint32
  pub fn x(&self) -> i32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        0, (0i32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_x(&mut self, val: i32) {
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

  // z: optional sint32
  pub fn z(&self) -> i32 {
    unsafe {
      // TODO: b/361751487: This .into() and .try_into() is only
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      // perfectly (and do an unchecked conversion for
      // i32->enum types, since even for closed enums we trust
      // upb to only return one of the named values).
      self.inner.ptr().get_i32_at_index(
        1, (0i32).into()
      ).try_into().unwrap()
    }
  }
  pub fn set_z(&mut self, val: i32) {
    unsafe {
      // TODO: b/361751487: This .into() is only here
      // here for the enum<->i32 case, we should avoid it for
      // other primitives where the types naturally match
      //perfectly.
      self.inner.ptr_mut().set_base_field_i32_at_index(
        1, val.into()
      )
    }
  }

  // blocks: optional bytes
  pub fn blocks(&self) -> ::protobuf::View<'_, ::protobuf::ProtoBytes> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        2, (b"").into()
      )
    };
    unsafe { str_view.as_ref() }
  }
  pub fn set_blocks(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoBytes>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_bytes_field(
        ::protobuf::AsMut::as_mut(self).inner,
        2,
        val);
    }
  }

  // light: optional bytes
  pub fn light(&self) -> ::protobuf::View<'_, ::protobuf::ProtoBytes> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        3, (b"").into()
      )
    };
    unsafe { str_view.as_ref() }
  }
  pub fn set_light(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoBytes>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_bytes_field(
        ::protobuf::AsMut::as_mut(self).inner,
        3,
        val);
    }
  }

  // biomes: optional bytes
  pub fn biomes(&self) -> ::protobuf::View<'_, ::protobuf::ProtoBytes> {
    let str_view = unsafe {
      self.inner.ptr().get_string_at_index(
        4, (b"").into()
      )
    };
    unsafe { str_view.as_ref() }
  }
  pub fn set_biomes(&mut self, val: impl ::protobuf::IntoProxied<::protobuf::ProtoBytes>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_bytes_field(
        ::protobuf::AsMut::as_mut(self).inner,
        4,
        val);
    }
  }

  // heightmap: repeated uint32
  pub fn heightmap(&self) -> ::protobuf::RepeatedView<'_, u32> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        5
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<u32>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn heightmap_mut(&mut self) -> ::protobuf::RepeatedMut<'_, u32> {
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
  pub fn set_heightmap(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<u32>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        5,
        src);
    }
  }

}  // impl Chunk

impl ::std::ops::Drop for Chunk {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Chunk {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Chunk {
  type Proxied = Self;
  fn as_view(&self) -> ChunkView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Chunk {
  type MutProxied = Self;
  fn as_mut(&mut self) -> ChunkMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Chunk {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::chunks__Chunk_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$N*P*P0P0P0P=");
        ::protobuf::__internal::runtime::link_mini_table(
            super::chunks__Chunk_msg_init.0, &[], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::chunks__Chunk_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Chunk {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Chunk {
  type Msg = Chunk;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Chunk> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Chunk {
  type Msg = Chunk;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Chunk> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for ChunkMut<'_> {
  type Msg = Chunk;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Chunk> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for ChunkMut<'_> {
  type Msg = Chunk;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Chunk> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for ChunkView<'_> {
  type Msg = Chunk;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Chunk> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for ChunkMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



// This variable must not be referenced except by protobuf generated
// code.
pub(crate) static mut chunks__Chunks_msg_init: ::protobuf::__internal::runtime::MiniTableInitPtr =
    ::protobuf::__internal::runtime::MiniTableInitPtr(::protobuf::__internal::runtime::MiniTablePtr::dangling());
#[allow(non_camel_case_types)]
pub struct Chunks {
  inner: ::protobuf::__internal::runtime::OwnedMessageInner<Chunks>
}

impl ::protobuf::Message for Chunks {
  type MessageView<'msg> = ChunksView<'msg>;
  type MessageMut<'msg> = ChunksMut<'msg>;
}

impl ::std::default::Default for Chunks {
  fn default() -> Self {
    Self::new()
  }
}

impl ::std::fmt::Debug for Chunks {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

// SAFETY:
// - `Chunks` is `Sync` because it does not implement interior mutability.
//    Neither does `ChunksMut`.
unsafe impl ::std::marker::Sync for Chunks {}

// SAFETY:
// - `Chunks` is `Send` because it uniquely owns its arena and does
//   not use thread-local data.
unsafe impl ::std::marker::Send for Chunks {}

impl ::protobuf::Proxied for Chunks {
  type View<'msg> = ChunksView<'msg>;
}

impl ::protobuf::__internal::SealedInternal for Chunks {}

impl ::protobuf::MutProxied for Chunks {
  type Mut<'msg> = ChunksMut<'msg>;
}

#[derive(Copy, Clone)]
#[allow(dead_code)]
pub struct ChunksView<'msg> {
  inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Chunks>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for ChunksView<'msg> {}

impl<'msg> ::protobuf::MessageView<'msg> for ChunksView<'msg> {
  type Message = Chunks;
}

impl ::std::fmt::Debug for ChunksView<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl ::std::default::Default for ChunksView<'_> {
  fn default() -> ChunksView<'static> {
    ::protobuf::__internal::runtime::MessageViewInner::default().into()
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageViewInner<'msg, Chunks>> for ChunksView<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageViewInner<'msg, Chunks>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> ChunksView<'msg> {

  pub fn to_owned(&self) -> Chunks {
    ::protobuf::IntoProxied::into_proxied(*self, ::protobuf::__internal::Private)
  }

  // chunks: repeated message chunks.Chunk
  pub fn chunks(self) -> ::protobuf::RepeatedView<'msg, super::Chunk> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Chunk>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }

}

// SAFETY:
// - `ChunksView` is `Sync` because it does not support mutation.
unsafe impl ::std::marker::Sync for ChunksView<'_> {}

// SAFETY:
// - `ChunksView` is `Send` because while its alive a `ChunksMut` cannot.
// - `ChunksView` does not use thread-local data.
unsafe impl ::std::marker::Send for ChunksView<'_> {}

impl<'msg> ::protobuf::AsView for ChunksView<'msg> {
  type Proxied = Chunks;
  fn as_view(&self) -> ::protobuf::View<'msg, Chunks> {
    *self
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for ChunksView<'msg> {
  fn into_view<'shorter>(self) -> ChunksView<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

impl<'msg> ::protobuf::IntoProxied<Chunks> for ChunksView<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Chunks {
    let mut dst = Chunks::new();
    assert!(unsafe {
      dst.inner.ptr_mut().deep_copy(self.inner.ptr(), dst.inner.arena())
    });
    dst
  }
}

impl<'msg> ::protobuf::IntoProxied<Chunks> for ChunksMut<'msg> {
  fn into_proxied(self, _private: ::protobuf::__internal::Private) -> Chunks {
    ::protobuf::IntoProxied::into_proxied(::protobuf::IntoView::into_view(self), _private)
  }
}

impl ::protobuf::__internal::EntityType for Chunks {
    type Tag = ::protobuf::__internal::entity_tag::MessageTag;
}

impl<'msg> ::protobuf::__internal::EntityType for ChunksView<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::ViewProxyTag;
}

impl<'msg> ::protobuf::__internal::EntityType for ChunksMut<'msg> {
    type Tag = ::protobuf::__internal::entity_tag::MutProxyTag;
}

#[allow(dead_code)]
#[allow(non_camel_case_types)]
pub struct ChunksMut<'msg> {
  inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Chunks>,
}

impl<'msg> ::protobuf::__internal::SealedInternal for ChunksMut<'msg> {}

impl<'msg> ::protobuf::MessageMut<'msg> for ChunksMut<'msg> {
  type Message = Chunks;
}

impl ::std::fmt::Debug for ChunksMut<'_> {
  fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
    write!(f, "{}", ::protobuf::__internal::runtime::debug_string(self))
  }
}

impl<'msg> From<::protobuf::__internal::runtime::MessageMutInner<'msg, Chunks>> for ChunksMut<'msg> {
  fn from(inner: ::protobuf::__internal::runtime::MessageMutInner<'msg, Chunks>) -> Self {
    Self { inner }
  }
}

#[allow(dead_code)]
impl<'msg> ChunksMut<'msg> {

  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private)
    -> ::protobuf::__internal::runtime::MessageMutInner<'msg, Chunks> {
    self.inner.reborrow()
  }

  pub fn to_owned(&self) -> Chunks {
    ::protobuf::AsView::as_view(self).to_owned()
  }

  // chunks: repeated message chunks.Chunk
  pub fn chunks(&self) -> ::protobuf::RepeatedView<'_, super::Chunk> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Chunk>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn chunks_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Chunk> {
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
  pub fn set_chunks(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Chunk>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

}

// SAFETY:
// - `ChunksMut` does not perform any shared mutation.
unsafe impl ::std::marker::Send for ChunksMut<'_> {}

// SAFETY:
// - `ChunksMut` does not perform any shared mutation.
unsafe impl ::std::marker::Sync for ChunksMut<'_> {}

impl<'msg> ::protobuf::AsView for ChunksMut<'msg> {
  type Proxied = Chunks;
  fn as_view(&self) -> ::protobuf::View<'_, Chunks> {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::IntoView<'msg> for ChunksMut<'msg> {
  fn into_view<'shorter>(self) -> ::protobuf::View<'shorter, Chunks>
  where
      'msg: 'shorter {
    self.inner.as_view().into()
  }
}

impl<'msg> ::protobuf::AsMut for ChunksMut<'msg> {
  type MutProxied = Chunks;
  fn as_mut(&mut self) -> ChunksMut<'msg> {
    self.inner.reborrow().into()
  }
}

impl<'msg> ::protobuf::IntoMut<'msg> for ChunksMut<'msg> {
  fn into_mut<'shorter>(self) -> ChunksMut<'shorter>
  where
      'msg: 'shorter {
    self
  }
}

#[allow(dead_code)]
impl Chunks {
  pub fn new() -> Self {
    Self { inner: ::protobuf::__internal::runtime::OwnedMessageInner::<Self>::new() }
  }


  #[doc(hidden)]
  pub fn as_message_mut_inner(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessageMutInner<'_, Chunks> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner)
  }

  pub fn as_view(&self) -> ChunksView<'_> {
    ::protobuf::__internal::runtime::MessageViewInner::view_of_owned(&self.inner).into()
  }

  pub fn as_mut(&mut self) -> ChunksMut<'_> {
    ::protobuf::__internal::runtime::MessageMutInner::mut_of_owned(&mut self.inner).into()
  }

  // chunks: repeated message chunks.Chunk
  pub fn chunks(&self) -> ::protobuf::RepeatedView<'_, super::Chunk> {
    unsafe {
      self.inner.ptr().get_array_at_index(
        0
      )
    }.map_or_else(
        ::protobuf::__internal::runtime::empty_array::<super::Chunk>,
        |raw| unsafe {
          ::protobuf::RepeatedView::from_raw(::protobuf::__internal::Private, raw)
        }
      )
  }
  pub fn chunks_mut(&mut self) -> ::protobuf::RepeatedMut<'_, super::Chunk> {
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
  pub fn set_chunks(&mut self, src: impl ::protobuf::IntoProxied<::protobuf::Repeated<super::Chunk>>) {
    unsafe {
      ::protobuf::__internal::runtime::message_set_repeated_field(
        ::protobuf::AsMut::as_mut(self).inner,
        0,
        src);
    }
  }

}  // impl Chunks

impl ::std::ops::Drop for Chunks {
  #[inline]
  fn drop(&mut self) {
  }
}

impl ::std::clone::Clone for Chunks {
  fn clone(&self) -> Self {
    self.as_view().to_owned()
  }
}

impl ::protobuf::AsView for Chunks {
  type Proxied = Self;
  fn as_view(&self) -> ChunksView<'_> {
    self.as_view()
  }
}

impl ::protobuf::AsMut for Chunks {
  type MutProxied = Self;
  fn as_mut(&mut self) -> ChunksMut<'_> {
    self.as_mut()
  }
}

unsafe impl ::protobuf::__internal::runtime::AssociatedMiniTable for Chunks {
  fn mini_table() -> ::protobuf::__internal::runtime::MiniTablePtr {
    static ONCE_LOCK: ::std::sync::OnceLock<::protobuf::__internal::runtime::MiniTableInitPtr> =
        ::std::sync::OnceLock::new();
    unsafe {
      ONCE_LOCK.get_or_init(|| {
        super::chunks__Chunks_msg_init.0 =
            ::protobuf::__internal::runtime::build_mini_table("$G");
        ::protobuf::__internal::runtime::link_mini_table(
            super::chunks__Chunks_msg_init.0, &[<super::Chunk as ::protobuf::__internal::runtime::AssociatedMiniTable>::mini_table(),
            ], &[]);
        ::protobuf::__internal::runtime::MiniTableInitPtr(super::chunks__Chunks_msg_init.0)
      }).0
    }
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetArena for Chunks {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for Chunks {
  type Msg = Chunks;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Chunks> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for Chunks {
  type Msg = Chunks;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Chunks> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtrMut for ChunksMut<'_> {
  type Msg = Chunks;
  fn get_ptr_mut(&mut self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Chunks> {
    self.inner.ptr_mut()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for ChunksMut<'_> {
  type Msg = Chunks;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Chunks> {
    self.inner.ptr()
  }
}
unsafe impl ::protobuf::__internal::runtime::UpbGetMessagePtr for ChunksView<'_> {
  type Msg = Chunks;
  fn get_ptr(&self, _private: ::protobuf::__internal::Private) -> ::protobuf::__internal::runtime::MessagePtr<Chunks> {
    self.inner.ptr()
  }
}

unsafe impl ::protobuf::__internal::runtime::UpbGetArena for ChunksMut<'_> {
  fn get_arena(&mut self, _private: ::protobuf::__internal::Private) -> &::protobuf::__internal::runtime::Arena {
    self.inner.arena()
  }
}



