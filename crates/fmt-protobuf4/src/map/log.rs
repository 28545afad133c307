//! The `log` data set on `schemas/log.proto`.

use datasets::log::{Address, Log, Logs};

use crate::{
    Error,
    generated::log as pb_log,
    map::{missing, narrow, root, text},
};

impl From<&Logs> for pb_log::Logs {
    fn from(value: &Logs) -> Self {
        let mut proto = pb_log::Logs::new();
        let mut logs = proto.logs_mut();
        for log in &value.logs {
            let mut pb = logs.push_default();
            let Address { x0, x1, x2, x3 } = log.address;
            let mut address = pb.address_mut();
            address.set_x0(u32::from(x0));
            address.set_x1(u32::from(x1));
            address.set_x2(u32::from(x2));
            address.set_x3(u32::from(x3));
            pb.set_identity(log.identity.as_str());
            pb.set_userid(log.userid.as_str());
            pb.set_date(log.date.as_str());
            pb.set_request(log.request.as_str());
            pb.set_code(u32::from(log.code));
            pb.set_size(log.size);
        }
        proto
    }
}

fn read(proto: pb_log::LogsView<'_>) -> Result<Logs, Error> {
    let read_log = |log: pb_log::LogView<'_>| {
        let address = log.address_opt().ok_or_else(|| missing("Log.address"))?;
        Ok(Log {
            address: Address {
                x0: narrow(address.x0(), "Address.x0")?,
                x1: narrow(address.x1(), "Address.x1")?,
                x2: narrow(address.x2(), "Address.x2")?,
                x3: narrow(address.x3(), "Address.x3")?,
            },
            identity: text(log.identity())?,
            userid: text(log.userid())?,
            date: text(log.date())?,
            request: text(log.request())?,
            code: narrow(log.code(), "Log.code")?,
            size: log.size(),
        })
    };
    Ok(Logs { logs: proto.logs().iter().map(read_log).collect::<Result<_, Error>>()? })
}

root!(Logs => pb_log::Logs, read);
