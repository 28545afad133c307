# Cap'n Proto schema for the `users` data set: datasets::users::Users. Generated Rust lives in
# crates/fmt-capnp/src/generated/; regenerate with `cargo xtask codegen`.
@0x8cce52c6969ab42c;

enum Status {
  active @0;
  pending @1;
  suspended @2;
  deleted @3;
}

struct Position {
  id @0 :UInt32;
  title @1 :Text;
  level @2 :UInt8;
  salaryCents @3 :Int64;
  remote @4 :Bool;
  startedAt @5 :Int64;
}

struct User {
  id @0 :UInt64;
  accountId @1 :UInt64;
  username @2 :Text;
  firstName @3 :Text;
  lastName @4 :Text;
  displayName @5 :Text;
  email @6 :Text;
  phone @7 :Text;
  passwordHash @8 :Text;
  passwordSalt @9 :Text;
  status @10 :Status;
  locale @11 :Text;
  timeZone @12 :Text;
  isAdmin @13 :Bool;
  isVerified @14 :Bool;
  emailVerified @15 :Bool;
  mfaEnabled @16 :Bool;
  loginCount @17 :UInt32;
  failedLoginCount @18 :UInt16;
  karma @19 :Int32;
  balanceCents @20 :Int64;
  rating @21 :Float32;
  createdAt @22 :Int64;
  updatedAt @23 :Int64;
  # `Option<_>` scalars are unions with a Void case; `Option<String>` is a Text pointer that is
  # null when None (`hasNickname()`), Cap'n Proto's own notion of an absent pointer field.
  lastLoginAt :union {
    none @24 :Void;
    some @25 :Int64;
  }
  birthYear :union {
    none @26 :Void;
    some @27 :UInt16;
  }
  nickname @28 :Text;
  website @29 :Text;
  # Index into `Users.departments`.
  department @30 :UInt32;
  position @31 :Position;
}

struct Department {
  id @0 :UInt32;
  name @1 :Text;
  code @2 :Text;
  managerId @3 :UInt64;
  budgetCents @4 :Int64;
  parent :union {
    none @5 :Void;
    some @6 :UInt32;
  }
  children @7 :List(UInt32);
}

struct Users {
  departments @0 :List(Department);
  users @1 :List(User);
}
