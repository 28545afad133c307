//! What every library's mappings share: proto-mapping's checks on the way back to its types, since
//! the schemas widen small integers and make submessages optional (rsb-protobuf4's too).

pub use proto_mapping::{each, missing, narrow, narrow_signed, unknown_enum};
