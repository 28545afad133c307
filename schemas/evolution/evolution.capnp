# Cap'n Proto schemas for the evolution matrix (crates/evolution): the type before every change,
# `Reading`, and each changed version, the change made as Cap'n Proto's rules allow where they
# allow it. Every version has a `...List` twin (the change inside a list). Generated Rust lives in
# crates/evolution/src/generated/; regenerate with `cargo xtask codegen`.
#
# The ordinals decide the layout: a new field takes the next ordinal wherever it is declared, a
# rename or a reorder keeps them. A field cannot be removed (it stays, renamed obsolete, and is no
# longer set), and a field's type cannot change: `Widened` breaks that rule on purpose, to show
# what breaking it does.
@0xe0cf2d16cc3b3d6e;

struct Reading {
  sensor @0 :UInt32;
  label @1 :Text;
}
struct ReadingList {
  items @0 :List(Reading);
}

# A field added at the end: the next ordinal.
struct AddedAtEnd {
  sensor @0 :UInt32;
  label @1 :Text;
  celsius @2 :UInt64;
}
struct AddedAtEndList {
  items @0 :List(AddedAtEnd);
}

# A field declared in the middle: the next ordinal all the same.
struct AddedInMiddle {
  sensor @0 :UInt32;
  celsius @2 :UInt64;
  label @1 :Text;
}
struct AddedInMiddleList {
  items @0 :List(AddedInMiddle);
}

# An optional field added: Cap'n Proto has no optional integers; a union whose first member (the
# default) is Void says whether it is set.
struct AddedOption {
  sensor @0 :UInt32;
  label @1 :Text;
  celsius :union {
    unset @2 :Void;
    value @3 :UInt32;
  }
}
struct AddedOptionList {
  items @0 :List(AddedOption);
}

# A field removed, as the rules allow: kept under an obsolete name and no longer set.
struct Removed {
  sensor @0 :UInt32;
  obsoleteLabel @1 :Text;
}
struct RemovedList {
  items @0 :List(Removed);
}

# The type before a field is removed from its middle.
struct WithCelsius {
  sensor @0 :UInt32;
  celsius @1 :UInt64;
  label @2 :Text;
}
struct WithCelsiusList {
  items @0 :List(WithCelsius);
}

# The middle field removed, as the rules allow: kept under an obsolete name and no longer set.
struct RemovedInMiddle {
  sensor @0 :UInt32;
  obsoleteCelsius @1 :UInt64;
  label @2 :Text;
}
struct RemovedInMiddleList {
  items @0 :List(RemovedInMiddle);
}

# A field renamed: the ordinal kept.
struct Renamed {
  sensor @0 :UInt32;
  name @1 :Text;
}
struct RenamedList {
  items @0 :List(Renamed);
}

# Two fields of one type: the type before they are reordered.
struct Size {
  width @0 :UInt32;
  height @1 :UInt32;
}
struct SizeList {
  items @0 :List(Size);
}

# Fields of one type reordered: the ordinals kept.
struct SizeReordered {
  height @1 :UInt32;
  width @0 :UInt32;
}
struct SizeReorderedList {
  items @0 :List(SizeReordered);
}

# Fields of different types reordered: the ordinals kept.
struct Reordered {
  label @1 :Text;
  sensor @0 :UInt32;
}
struct ReorderedList {
  items @0 :List(Reordered);
}

# An integer widened, UInt32 to UInt64: against the rules (a field's type may not change).
struct Widened {
  sensor @0 :UInt64;
  label @1 :Text;
}
struct WidenedList {
  items @0 :List(Widened);
}

# A field made optional: the same Text pointer, read as absent when it is null.
struct MadeOptional {
  sensor @0 :UInt32;
  label @1 :Text;
}
struct MadeOptionalList {
  items @0 :List(MadeOptional);
}

# An enum with data is a union; a variant added is a new member with the next ordinal.
struct KindV1 {
  union {
    reading @0 :UInt32;
    alarm @1 :Void;
  }
}
struct KindV1List {
  items @0 :List(KindV1);
}
struct KindV2 {
  union {
    reading @0 :UInt32;
    alarm @1 :Void;
    note @2 :Text;
  }
}
struct KindV2List {
  items @0 :List(KindV2);
}
