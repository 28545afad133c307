//! The `log` data set on `schemas/log.proto`.

/// `log`'s mapping, expanded against library module `$library` and generated module `$generated`
/// (see `maps`).
#[doc(hidden)]
#[macro_export]
macro_rules! log_mapping {
    ($library:path, $generated:path) => {
        use datasets::log::{Address, Log, Logs};
        use $crate::{each, narrow};
        use $generated as pb_log;
        use $library::{Error, Library, message, present, required};

        impl $crate::Message<Library> for Logs {
            type Proto = pb_log::Logs;
        }

        impl From<&Logs> for pb_log::Logs {
            fn from(value: &Logs) -> Self {
                let logs = value.logs.iter().map(|log| {
                    let Address { x0, x1, x2, x3 } = log.address;
                    message!(pb_log::Log {
                        address: present(message!(pb_log::Address {
                            x0: u32::from(x0),
                            x1: u32::from(x1),
                            x2: u32::from(x2),
                            x3: u32::from(x3),
                        })),
                        identity: log.identity.clone(),
                        userid: log.userid.clone(),
                        date: log.date.clone(),
                        request: log.request.clone(),
                        code: u32::from(log.code),
                        size: log.size,
                    })
                });
                message!(pb_log::Logs { logs: logs.collect() })
            }
        }

        impl TryFrom<pb_log::Logs> for Logs {
            type Error = Error;

            fn try_from(proto: pb_log::Logs) -> Result<Self, Error> {
                let read_log = |log: pb_log::Log| -> Result<Log, Error> {
                    let address = required(log.address, "Log.address", Ok)?;
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
    };
}
