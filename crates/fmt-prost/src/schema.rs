//! Each data set's mapping onto its generated protobuf types, both ways.

use datasets::{
    chunks::{Chunk, Chunks},
    log::{Address, Log, Logs},
    mesh::{Mesh, Triangle, Vector3},
    stored::{Span, StoredData, StoredSet, Variant},
    users::{Department, Position, Status, User, Users},
};

use crate::{
    Error, chunks as pb_chunks, log as pb_log, mesh as pb_mesh, stored as pb_stored,
    users as pb_users,
};

/// A data set with a protobuf schema: `Proto` is its generated root message.
pub trait Message: Sized {
    type Proto: prost::Message + Default;

    fn to_proto(&self) -> Self::Proto;

    fn from_proto(proto: Self::Proto) -> Result<Self, Error>;
}

/// A protobuf integer narrowed to the native field's type.
fn narrow<T: TryFrom<u32>>(value: u32, field: &str) -> Result<T, Error> {
    T::try_from(value)
        .map_err(|_| Error::Unrepresentable(format!("{field} = {value} is out of range")))
}

fn usize64(value: u64) -> Result<usize, Error> {
    usize::try_from(value)
        .map_err(|_| Error::Unrepresentable(format!("{value} does not fit in usize")))
}

pub(crate) fn missing(field: &str) -> Error {
    Error::Unrepresentable(format!("required field {field} is absent"))
}

// stored / message

fn stored_to_proto(item: &StoredData) -> pb_stored::StoredData {
    use pb_stored::stored_data::Variant as Pb;
    let variant = match &item.variant {
        Variant::YesNo(value) => Pb::YesNo(*value),
        Variant::Small(value) => Pb::Small(u32::from(*value)),
        Variant::Signy(value) => Pb::Signy(*value),
        Variant::Stringy(value) => Pb::Stringy(value.clone()),
    };
    pb_stored::StoredData {
        variant: Some(variant),
        opt_bool: item.opt_bool,
        vec_strs: item.vec_strs.clone(),
        range: Some(pb_stored::Span { start: item.range.start as u64, end: item.range.end as u64 }),
    }
}

fn stored_from_proto(item: pb_stored::StoredData) -> Result<StoredData, Error> {
    use pb_stored::stored_data::Variant as Pb;
    let variant = match item.variant.ok_or_else(|| missing("StoredData.variant"))? {
        Pb::YesNo(value) => Variant::YesNo(value),
        Pb::Small(value) => Variant::Small(narrow(value, "StoredData.small")?),
        Pb::Signy(value) => Variant::Signy(value),
        Pb::Stringy(value) => Variant::Stringy(value),
    };
    let range = item.range.ok_or_else(|| missing("StoredData.range"))?;
    Ok(StoredData {
        variant,
        opt_bool: item.opt_bool,
        vec_strs: item.vec_strs,
        range: Span { start: usize64(range.start)?, end: usize64(range.end)? },
    })
}

impl Message for StoredData {
    type Proto = pb_stored::StoredData;

    fn to_proto(&self) -> Self::Proto {
        stored_to_proto(self)
    }

    fn from_proto(proto: Self::Proto) -> Result<Self, Error> {
        stored_from_proto(proto)
    }
}

impl Message for StoredSet {
    type Proto = pb_stored::StoredSet;

    fn to_proto(&self) -> Self::Proto {
        pb_stored::StoredSet { items: self.items.iter().map(stored_to_proto).collect() }
    }

    fn from_proto(proto: Self::Proto) -> Result<Self, Error> {
        Ok(Self {
            items: proto.items.into_iter().map(stored_from_proto).collect::<Result<_, _>>()?,
        })
    }
}

// users

fn status_to_proto(status: Status) -> pb_users::Status {
    match status {
        Status::Active => pb_users::Status::Active,
        Status::Pending => pb_users::Status::Pending,
        Status::Suspended => pb_users::Status::Suspended,
        Status::Deleted => pb_users::Status::Deleted,
    }
}

fn status_from_proto(value: i32) -> Result<Status, Error> {
    match pb_users::Status::try_from(value) {
        Ok(pb_users::Status::Active) => Ok(Status::Active),
        Ok(pb_users::Status::Pending) => Ok(Status::Pending),
        Ok(pb_users::Status::Suspended) => Ok(Status::Suspended),
        Ok(pb_users::Status::Deleted) => Ok(Status::Deleted),
        Err(_) => Err(Error::Unrepresentable(format!("unknown Status {value}"))),
    }
}

fn user_to_proto(user: &User) -> pb_users::User {
    let position = &user.position;
    pb_users::User {
        id: user.id,
        account_id: user.account_id,
        username: user.username.clone(),
        first_name: user.first_name.clone(),
        last_name: user.last_name.clone(),
        display_name: user.display_name.clone(),
        email: user.email.clone(),
        phone: user.phone.clone(),
        password_hash: user.password_hash.clone(),
        password_salt: user.password_salt.clone(),
        status: status_to_proto(user.status).into(),
        locale: user.locale.clone(),
        time_zone: user.time_zone.clone(),
        is_admin: user.is_admin,
        is_verified: user.is_verified,
        email_verified: user.email_verified,
        mfa_enabled: user.mfa_enabled,
        login_count: user.login_count,
        failed_login_count: u32::from(user.failed_login_count),
        karma: user.karma,
        balance_cents: user.balance_cents,
        rating: user.rating,
        created_at: user.created_at,
        updated_at: user.updated_at,
        last_login_at: user.last_login_at,
        birth_year: user.birth_year.map(u32::from),
        nickname: user.nickname.clone(),
        website: user.website.clone(),
        department: user.department,
        position: Some(pb_users::Position {
            id: position.id,
            title: position.title.clone(),
            level: u32::from(position.level),
            salary_cents: position.salary_cents,
            remote: position.remote,
            started_at: position.started_at,
        }),
    }
}

fn user_from_proto(user: pb_users::User) -> Result<User, Error> {
    let position = user.position.ok_or_else(|| missing("User.position"))?;
    Ok(User {
        id: user.id,
        account_id: user.account_id,
        username: user.username,
        first_name: user.first_name,
        last_name: user.last_name,
        display_name: user.display_name,
        email: user.email,
        phone: user.phone,
        password_hash: user.password_hash,
        password_salt: user.password_salt,
        status: status_from_proto(user.status)?,
        locale: user.locale,
        time_zone: user.time_zone,
        is_admin: user.is_admin,
        is_verified: user.is_verified,
        email_verified: user.email_verified,
        mfa_enabled: user.mfa_enabled,
        login_count: user.login_count,
        failed_login_count: narrow(user.failed_login_count, "User.failed_login_count")?,
        karma: user.karma,
        balance_cents: user.balance_cents,
        rating: user.rating,
        created_at: user.created_at,
        updated_at: user.updated_at,
        last_login_at: user.last_login_at,
        birth_year: user.birth_year.map(|year| narrow(year, "User.birth_year")).transpose()?,
        nickname: user.nickname,
        website: user.website,
        department: user.department,
        position: Position {
            id: position.id,
            title: position.title,
            level: narrow(position.level, "Position.level")?,
            salary_cents: position.salary_cents,
            remote: position.remote,
            started_at: position.started_at,
        },
    })
}

impl Message for Users {
    type Proto = pb_users::Users;

    fn to_proto(&self) -> Self::Proto {
        let departments = self.departments.iter().map(|department| pb_users::Department {
            id: department.id,
            name: department.name.clone(),
            code: department.code.clone(),
            manager_id: department.manager_id,
            budget_cents: department.budget_cents,
            parent: department.parent,
            children: department.children.clone(),
        });
        pb_users::Users {
            departments: departments.collect(),
            users: self.users.iter().map(user_to_proto).collect(),
        }
    }

    fn from_proto(proto: Self::Proto) -> Result<Self, Error> {
        let departments = proto.departments.into_iter().map(|department| Department {
            id: department.id,
            name: department.name,
            code: department.code,
            manager_id: department.manager_id,
            budget_cents: department.budget_cents,
            parent: department.parent,
            children: department.children,
        });
        Ok(Self {
            departments: departments.collect(),
            users: proto.users.into_iter().map(user_from_proto).collect::<Result<_, _>>()?,
        })
    }
}

// log

impl Message for Logs {
    type Proto = pb_log::Logs;

    fn to_proto(&self) -> Self::Proto {
        let logs = self.logs.iter().map(|log| {
            let Address { x0, x1, x2, x3 } = log.address;
            pb_log::Log {
                address: Some(pb_log::Address {
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
        pb_log::Logs { logs: logs.collect() }
    }

    fn from_proto(proto: Self::Proto) -> Result<Self, Error> {
        let read_log = |log: pb_log::Log| {
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
        Ok(Self { logs: proto.logs.into_iter().map(read_log).collect::<Result<_, Error>>()? })
    }
}

// mesh

fn vector_to_proto(vector: &Vector3) -> Option<pb_mesh::Vector3> {
    Some(pb_mesh::Vector3 { x: vector.x, y: vector.y, z: vector.z })
}

fn vector_from_proto(vector: Option<pb_mesh::Vector3>) -> Result<Vector3, Error> {
    let vector = vector.ok_or_else(|| missing("Triangle vector"))?;
    Ok(Vector3 { x: vector.x, y: vector.y, z: vector.z })
}

impl Message for Mesh {
    type Proto = pb_mesh::Mesh;

    fn to_proto(&self) -> Self::Proto {
        let triangles = self.triangles.iter().map(|triangle| pb_mesh::Triangle {
            v0: vector_to_proto(&triangle.v0),
            v1: vector_to_proto(&triangle.v1),
            v2: vector_to_proto(&triangle.v2),
            normal: vector_to_proto(&triangle.normal),
        });
        pb_mesh::Mesh { triangles: triangles.collect() }
    }

    fn from_proto(proto: Self::Proto) -> Result<Self, Error> {
        let read_triangle = |triangle: pb_mesh::Triangle| {
            Ok(Triangle {
                v0: vector_from_proto(triangle.v0)?,
                v1: vector_from_proto(triangle.v1)?,
                v2: vector_from_proto(triangle.v2)?,
                normal: vector_from_proto(triangle.normal)?,
            })
        };
        let triangles = proto.triangles.into_iter().map(read_triangle);
        Ok(Self { triangles: triangles.collect::<Result<_, Error>>()? })
    }
}

// chunks

impl Message for Chunks {
    type Proto = pb_chunks::Chunks;

    fn to_proto(&self) -> Self::Proto {
        let chunks = self.chunks.iter().map(|chunk| pb_chunks::Chunk {
            x: chunk.x,
            z: chunk.z,
            blocks: chunk.blocks.clone(),
            light: chunk.light.clone(),
            biomes: chunk.biomes.clone(),
            heightmap: chunk.heightmap.iter().map(|height| u32::from(*height)).collect(),
        });
        pb_chunks::Chunks { chunks: chunks.collect() }
    }

    fn from_proto(proto: Self::Proto) -> Result<Self, Error> {
        let read_chunk = |chunk: pb_chunks::Chunk| {
            let heightmap =
                chunk.heightmap.into_iter().map(|height| narrow(height, "Chunk.heightmap"));
            Ok(Chunk {
                x: chunk.x,
                z: chunk.z,
                blocks: chunk.blocks,
                light: chunk.light,
                biomes: chunk.biomes,
                heightmap: heightmap.collect::<Result<_, Error>>()?,
            })
        };
        Ok(Self { chunks: proto.chunks.into_iter().map(read_chunk).collect::<Result<_, Error>>()? })
    }
}
