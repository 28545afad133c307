//! `log`: HTTP access-log records, the shape of the best-known public Rust serialization benchmark
//! (rust_serialization_benchmark's `log`), so our ratios can be held against its published tables.
//!
//! The vocabularies are our own; the record shape and default size (10,000) match theirs, so
//! encoded sizes land near theirs but not on the byte.

use crate::{Checksum, Dataset, rng::Rng};

model! {
    pub struct Logs {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub logs: Vec<Log>,
    }

    pub struct Log {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub address: Address,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub identity: String,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub userid: String,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub date: String,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub request: String,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub code: u16,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub size: u64,
    }
}

// bilrost writes the address as one fixed 32-bit value, through a proxy (see the macro).
model! { bilrost_proxied:
    /// An IPv4 address.
    #[derive(Copy, Eq)]
    pub struct Address {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub x0: u8,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub x1: u8,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub x2: u8,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub x3: u8,
    }
}

#[cfg(feature = "bilrost")]
crate::bilrost_ipv4_proxy!(Address);

/// The borrowed twins: `Logs` with `&'a str` for its four strings.
pub mod borrowed {
    use super::Address;

    borrowed_model! {
        pub struct Logs<'a> {
            #[cfg_attr(feature = "serde", serde(borrow))]
            #[cfg_attr(feature = "minicbor", b(0))]
            #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
            pub logs: Vec<Log<'a>>,
        }

        pub struct Log<'a> {
            #[cfg_attr(feature = "minicbor", n(0))]
            pub address: Address,
            #[cfg_attr(feature = "minicbor", b(1))]
            pub identity: &'a str,
            #[cfg_attr(feature = "minicbor", b(2))]
            pub userid: &'a str,
            #[cfg_attr(feature = "minicbor", b(3))]
            pub date: &'a str,
            #[cfg_attr(feature = "minicbor", b(4))]
            pub request: &'a str,
            #[cfg_attr(feature = "minicbor", n(5))]
            pub code: u16,
            #[cfg_attr(feature = "minicbor", n(6))]
            pub size: u64,
        }
    }
}

impl crate::Borrowable for Logs {
    type Borrowed<'a> = borrowed::Logs<'a>;
}

const USERS: &[&str] = &[
    "-", "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
    "mallory", "oscar", "peggy", "trent", "victor", "walter",
];
const MONTHS: &[&str] =
    &["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const METHODS: &[&str] = &["GET", "GET", "GET", "POST", "PUT", "DELETE", "HEAD"];
const PATHS: &[&str] = &[
    "/",
    "/index.html",
    "/apache_pb.gif",
    "/images/logo.png",
    "/api/v1/users",
    "/api/v1/orders",
    "/static/app.js",
    "/static/site.css",
    "/login",
    "/search?q=rust",
];
const PROTOCOLS: &[&str] = &["HTTP/1.0", "HTTP/1.1", "HTTP/2.0"];
const CODES: &[u16] = &[200, 200, 200, 200, 201, 204, 301, 302, 304, 400, 401, 403, 404, 500, 503];

impl Dataset for Logs {
    const NAME: &'static str = "log";
    const DESCRIPTION: &'static str =
        "HTTP access log: IPv4 as 4 x u8, four short strings, u16 code, u64 size";
    const DEFAULT_LEN: usize = 10_000;
    const SEED: u64 = 0x0010_6000;

    fn generate_seeded(len: usize, seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        Self { logs: (0..len).map(|_| log(&mut rng)).collect() }
    }

    fn records(&self) -> usize {
        self.logs.len()
    }

    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        sum.len(self.logs.len());
        for log in &self.logs {
            let Address { x0, x1, x2, x3 } = log.address;
            sum.u64(u64::from(u32::from_le_bytes([x0, x1, x2, x3])));
            sum.len(log.identity.len());
            sum.len(log.userid.len());
            sum.len(log.date.len());
            sum.len(log.request.len());
            sum.u64(u64::from(log.code));
            sum.u64(log.size);
        }
        sum.finish()
    }
}

fn log(rng: &mut Rng) -> Log {
    let mut octet = || rng.below(256) as u8;
    let address = Address { x0: octet(), x1: octet(), x2: octet(), x3: octet() };
    let date = format!(
        "{:02}/{}/{}:{:02}:{:02}:{:02} {}{:02}00",
        rng.range(1, 29),
        rng.pick(MONTHS),
        rng.range(2000, 2026),
        rng.below(24),
        rng.below(60),
        rng.below(60),
        if rng.chance(1, 2) { '-' } else { '+' },
        rng.below(13),
    );
    let request = format!("{} {} {}", rng.pick(METHODS), rng.pick(PATHS), rng.pick(PROTOCOLS));
    Log {
        address,
        identity: rng.pick(USERS).to_string(),
        userid: rng.pick(USERS).to_string(),
        date,
        request,
        code: *rng.pick(CODES),
        size: rng.below(100_000_000),
    }
}

/// `read` for rkyv: the same fold as [`Dataset::checksum`], through the archived view.
#[cfg(feature = "rkyv")]
mod archived {
    use super::*;
    use crate::{Checksum, ReadArchived};

    impl ReadArchived for ArchivedLogs {
        fn checksum(&self) -> u64 {
            let mut sum = Checksum::new();
            sum.len(self.logs.len());
            for log in self.logs.iter() {
                let address = &log.address;
                sum.u64(u64::from(u32::from_le_bytes([
                    address.x0, address.x1, address.x2, address.x3,
                ])));
                sum.len(log.identity.len());
                sum.len(log.userid.len());
                sum.len(log.date.len());
                sum.len(log.request.len());
                sum.u64(u64::from(log.code.to_native()));
                sum.u64(log.size.to_native());
            }
            sum.finish()
        }
    }
}
