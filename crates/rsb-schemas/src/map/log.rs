//! `log` on `schemas/rsb/log.proto`.

use rsb::log::{Address, Log, Logs};

use crate::{
    ProstError,
    generated::log as pb,
    map::{ProstMessage, each, missing, narrow},
};

impl ProstMessage for Logs {
    type Proto = pb::Logs;
}

impl From<&Logs> for pb::Logs {
    fn from(value: &Logs) -> Self {
        let logs = value.logs.iter().map(|log| {
            let Address { x0, x1, x2, x3 } = log.address;
            pb::Log {
                address: Some(pb::Address {
                    x0: u32::from(x0),
                    x1: u32::from(x1),
                    x2: u32::from(x2),
                    x3: u32::from(x3),
                }),
                identity: log.identity.clone(),
                userid: log.userid.clone(),
                date: log.date.clone(),
                request: log.request.clone(),
                code: u32::from(log.code),
                size: log.size,
            }
        });
        pb::Logs { logs: logs.collect() }
    }
}

impl TryFrom<pb::Logs> for Logs {
    type Error = ProstError;

    fn try_from(proto: pb::Logs) -> Result<Self, ProstError> {
        let read_log = |log: pb::Log| -> Result<Log, ProstError> {
            let address = log.address.ok_or_else(|| missing("Log.address"))?;
            Ok(Log {
                address: Address {
                    x0: narrow(address.x0, "Address.x0")?,
                    x1: narrow(address.x1, "Address.x1")?,
                    x2: narrow(address.x2, "Address.x2")?,
                    x3: narrow(address.x3, "Address.x3")?,
                },
                identity: log.identity,
                userid: log.userid,
                date: log.date,
                request: log.request,
                code: narrow(log.code, "Log.code")?,
                size: log.size,
            })
        };
        Ok(Self { logs: each(proto.logs, read_log)? })
    }
}
