//! The `log` data set on `schemas/log.capnp`.

use datasets::{
    Checksum,
    log::{Address, Log, Logs},
};

use crate::{
    generated::log_capnp,
    map::{Fold, Message, len32, text, text_len},
};

impl Message for Logs {
    type Root = log_capnp::logs::Owned;

    fn build(&self, root: log_capnp::logs::Builder<'_>) -> capnp::Result<()> {
        let mut logs = root.init_logs(len32(self.logs.len())?);
        for (index, log) in self.logs.iter().enumerate() {
            let mut builder = logs.reborrow().get(index as u32);
            let mut address = builder.reborrow().init_address();
            address.set_x0(log.address.x0);
            address.set_x1(log.address.x1);
            address.set_x2(log.address.x2);
            address.set_x3(log.address.x3);
            builder.set_identity(log.identity.as_str());
            builder.set_userid(log.userid.as_str());
            builder.set_date(log.date.as_str());
            builder.set_request(log.request.as_str());
            builder.set_code(log.code);
            builder.set_size(log.size);
        }
        Ok(())
    }

    fn from_reader(root: log_capnp::logs::Reader<'_>) -> capnp::Result<Self> {
        let read_log = |log: log_capnp::log::Reader<'_>| {
            let address = log.get_address()?;
            Ok(Log {
                address: Address {
                    x0: address.get_x0(),
                    x1: address.get_x1(),
                    x2: address.get_x2(),
                    x3: address.get_x3(),
                },
                identity: text(log.get_identity())?,
                userid: text(log.get_userid())?,
                date: text(log.get_date())?,
                request: text(log.get_request())?,
                code: log.get_code(),
                size: log.get_size(),
            })
        };
        Ok(Self { logs: root.get_logs()?.iter().map(read_log).collect::<capnp::Result<_>>()? })
    }
}

impl Fold for Logs {
    fn fold(root: log_capnp::logs::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
        let logs = root.get_logs()?;
        sum.len(logs.len() as usize);
        for log in logs.iter() {
            let address = log.get_address()?;
            let octets = [address.get_x0(), address.get_x1(), address.get_x2(), address.get_x3()];
            sum.u64(u64::from(u32::from_le_bytes(octets)));
            text_len(sum, log.get_identity())?;
            text_len(sum, log.get_userid())?;
            text_len(sum, log.get_date())?;
            text_len(sum, log.get_request())?;
            sum.u64(u64::from(log.get_code()));
            sum.u64(log.get_size());
        }
        Ok(())
    }
}
