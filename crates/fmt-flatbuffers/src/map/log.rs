//! The `log` data set on `schemas/log.fbs`.

use datasets::{
    Checksum,
    log::{Address, Log, Logs},
};
use flatbuffers::{FlatBufferBuilder, WIPOffset};

use crate::{
    Error,
    generated::log_generated as fb_log,
    map::{Fold, Message, offsets},
};

impl Message for Logs {
    type Root<'a> = fb_log::Logs<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let logs = offsets(builder, &self.logs, |builder, log| {
            let Address { x0, x1, x2, x3 } = log.address;
            let address = fb_log::Address::new(x0, x1, x2, x3);
            let args = fb_log::LogArgs {
                address: Some(&address),
                identity: Some(builder.create_string(&log.identity)),
                userid: Some(builder.create_string(&log.userid)),
                date: Some(builder.create_string(&log.date)),
                request: Some(builder.create_string(&log.request)),
                code: log.code,
                size: log.size,
            };
            fb_log::Log::create(builder, &args)
        });
        let logs = Some(logs);
        fb_log::Logs::create(builder, &fb_log::LogsArgs { logs })
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        let logs = root.logs().iter().map(|log| {
            let address = log.address();
            Log {
                address: Address {
                    x0: address.x0(),
                    x1: address.x1(),
                    x2: address.x2(),
                    x3: address.x3(),
                },
                identity: log.identity().to_string(),
                userid: log.userid().to_string(),
                date: log.date().to_string(),
                request: log.request().to_string(),
                code: log.code(),
                size: log.size(),
            }
        });
        Ok(Self { logs: logs.collect() })
    }
}

impl Fold for Logs {
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum) {
        let logs = root.logs();
        sum.len(logs.len());
        for log in logs.iter() {
            let address = log.address();
            let octets = [address.x0(), address.x1(), address.x2(), address.x3()];
            sum.u64(u64::from(u32::from_le_bytes(octets)));
            sum.len(log.identity().len());
            sum.len(log.userid().len());
            sum.len(log.date().len());
            sum.len(log.request().len());
            sum.u64(u64::from(log.code()));
            sum.u64(log.size());
        }
    }
}
