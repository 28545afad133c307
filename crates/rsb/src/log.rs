//! `log`: 10,000 HTTP access-log records, small and full of short strings.

use rand::Rng;

use crate::generate::{Generate, pick, vec};

/// How many records it generates.
pub const LOGS: usize = 10_000;

// Its types are this workbench's `log` types, field for field (the same derives, the same
// per-type settings), so every format here carries them as it carries ours: its schema formats
// through their format crates' mappings.
pub use datasets::log::{Address, Log, Logs};

/// The data set, as it generates it.
pub fn logs() -> Logs {
    Logs { logs: vec(&mut crate::rng(), LOGS..LOGS + 1) }
}

impl Generate for Address {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        Address {
            x0: rng.gen_range(0..=255),
            x1: rng.gen_range(0..=255),
            x2: rng.gen_range(0..=255),
            x3: rng.gen_range(0..=255),
        }
    }
}

impl Generate for Log {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        const USERID: [&str; 9] =
            ["-", "alice", "bob", "carmen", "david", "eric", "frank", "george", "harry"];
        const MONTHS: [&str; 12] =
            ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
        const TIMEZONE: [&str; 25] = [
            "-1200", "-1100", "-1000", "-0900", "-0800", "-0700", "-0600", "-0500", "-0400",
            "-0300", "-0200", "-0100", "+0000", "+0100", "+0200", "+0300", "+0400", "+0500",
            "+0600", "+0700", "+0800", "+0900", "+1000", "+1100", "+1200",
        ];
        const CODES: [u16; 63] = [
            100, 101, 102, 103, 200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302,
            303, 304, 305, 306, 307, 308, 400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410,
            411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424, 425, 426, 428, 429, 431,
            451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511,
        ];
        const METHODS: [&str; 5] = ["GET", "POST", "PUT", "UPDATE", "DELETE"];
        const ROUTES: [&str; 7] = [
            "/favicon.ico",
            "/css/index.css",
            "/css/font-awsome.min.css",
            "/img/logo-full.svg",
            "/img/splash.jpg",
            "/api/login",
            "/api/logout",
        ];
        const PROTOCOLS: [&str; 4] = ["HTTP/1.0", "HTTP/1.1", "HTTP/2", "HTTP/3"];
        // Its integer literals are `i32`s (type inference's fallback), which rand samples
        // differently from narrower types: written out, so the draws stay its draws.
        let day = rng.gen_range(1i32..=28);
        let month = pick(rng, &MONTHS);
        let year = rng.gen_range(1970i32..=2021);
        let hour = rng.gen_range(0i32..24);
        let minute = rng.gen_range(0i32..60);
        let second = rng.gen_range(0i32..60);
        let zone = pick(rng, &TIMEZONE);
        let date = format!("{day}/{month}/{year}:{hour}:{minute}:{second} {zone}");
        let method = pick(rng, &METHODS);
        let route = pick(rng, &ROUTES);
        let protocol = pick(rng, &PROTOCOLS);
        Log {
            address: Address::generate(rng),
            identity: "-".into(),
            userid: pick(rng, &USERID),
            date,
            request: format!("{method} {route} {protocol}"),
            code: CODES[rng.gen_range(0..CODES.len())],
            size: rng.gen_range(0..100_000_000),
        }
    }
}
