//! Each data set's mapping onto its schema in `schemas/*.fbs`: build a buffer from the native
//! value, read a verified root back into a native value, and walk a root the way
//! `Dataset::checksum` folds.

use datasets::{
    Checksum,
    chunks::{Chunk, Chunks},
    log::{Address, Log, Logs},
    mesh::{Mesh, Triangle, Vector3},
    stored::{Span, StoredData, StoredSet, Variant},
    users::{Department, Position, Status, User, Users},
};
use flatbuffers::{FlatBufferBuilder, Follow, ForwardsUOffset, Vector, Verifiable, WIPOffset};

use crate::{
    Error, chunks_generated as fb_chunks, log_generated as fb_log, mesh_generated as fb_mesh,
    stored_generated as fb_stored, users_generated as fb_users,
};

/// A data set with a FlatBuffers schema: `Root` is the generated table of its root type.
pub trait Message: Sized {
    type Root<'a>: Follow<'a, Inner = Self::Root<'a>> + Verifiable + 'a;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>>;

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error>;
}

/// A data set whose root can be walked for zero-copy access: the generated data sets, whose
/// `Dataset::checksum` folds fields one by one. (The corpora's checksum is over their JSON, which
/// a view cannot give, so they are encoded and decoded only.)
pub trait Fold: Message {
    /// Reads every field through the root, folding as `Dataset::checksum` folds the value.
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum);
}

/// A finished vector of tables or strings.
pub(crate) type Offsets<'b, T> = WIPOffset<Vector<'b, ForwardsUOffset<T>>>;

/// A vector of strings.
fn strings<'b>(builder: &mut FlatBufferBuilder<'b>, strings: &[String]) -> Offsets<'b, &'b str> {
    offsets(builder, strings, |builder, string| builder.create_string(string))
}

/// A vector of offsets (tables or strings), each item built by `build` first: FlatBuffers builds
/// children before their parent. The offsets of short vectors stay on the stack.
pub(crate) fn offsets<'b, I: IntoIterator, T>(
    builder: &mut FlatBufferBuilder<'b>,
    items: I,
    mut build: impl FnMut(&mut FlatBufferBuilder<'b>, I::Item) -> WIPOffset<T>,
) -> Offsets<'b, T>
where
    I::IntoIter: ExactSizeIterator,
{
    const INLINE: usize = 16;
    let items = items.into_iter();
    if items.len() <= INLINE {
        let mut offsets = [WIPOffset::new(0); INLINE];
        let len = items.len();
        for (offset, item) in offsets.iter_mut().zip(items) {
            *offset = build(builder, item);
        }
        builder.create_vector(&offsets[..len])
    } else {
        let offsets: Vec<_> = items.map(|item| build(builder, item)).collect();
        builder.create_vector(&offsets)
    }
}

fn usize64(value: u64) -> Result<usize, Error> {
    usize::try_from(value)
        .map_err(|_| Error::Unrepresentable(format!("{value} does not fit in usize")))
}

// stored / message

fn build_stored<'b>(
    item: &StoredData,
    builder: &mut FlatBufferBuilder<'b>,
) -> WIPOffset<fb_stored::StoredData<'b>> {
    let (variant_type, variant) = match &item.variant {
        Variant::YesNo(value) => (
            fb_stored::Variant::YesNo,
            fb_stored::YesNo::create(builder, &fb_stored::YesNoArgs { value: *value })
                .as_union_value(),
        ),
        Variant::Small(value) => (
            fb_stored::Variant::Small,
            fb_stored::Small::create(builder, &fb_stored::SmallArgs { value: *value })
                .as_union_value(),
        ),
        Variant::Signy(value) => (
            fb_stored::Variant::Signy,
            fb_stored::Signy::create(builder, &fb_stored::SignyArgs { value: *value })
                .as_union_value(),
        ),
        Variant::Stringy(value) => {
            let value = Some(builder.create_string(value));
            let table = fb_stored::Stringy::create(builder, &fb_stored::StringyArgs { value });
            (fb_stored::Variant::Stringy, table.as_union_value())
        }
    };
    let vec_strs = Some(strings(builder, &item.vec_strs));
    let range = fb_stored::Span::new(item.range.start as u64, item.range.end as u64);
    fb_stored::StoredData::create(
        builder,
        &fb_stored::StoredDataArgs {
            variant_type,
            variant: Some(variant),
            opt_bool: item.opt_bool,
            vec_strs,
            range: Some(&range),
        },
    )
}

fn read_stored(item: fb_stored::StoredData<'_>) -> Result<StoredData, Error> {
    let variant = match item.variant_type() {
        fb_stored::Variant::YesNo => item.variant_as_yes_no().map(|v| Variant::YesNo(v.value())),
        fb_stored::Variant::Small => item.variant_as_small().map(|v| Variant::Small(v.value())),
        fb_stored::Variant::Signy => item.variant_as_signy().map(|v| Variant::Signy(v.value())),
        fb_stored::Variant::Stringy => {
            item.variant_as_stringy().map(|v| Variant::Stringy(v.value().to_string()))
        }
        _ => None,
    };
    let variant = variant.ok_or_else(|| {
        Error::Unrepresentable(format!("unknown Variant tag {}", item.variant_type().0))
    })?;
    let range = item.range();
    Ok(StoredData {
        variant,
        opt_bool: item.opt_bool(),
        vec_strs: item.vec_strs().iter().map(str::to_string).collect(),
        range: Span { start: usize64(range.start())?, end: usize64(range.end())? },
    })
}

fn fold_stored(item: &fb_stored::StoredData<'_>, sum: &mut Checksum) {
    // The verifier lets unknown tags through (unions are extensible), so they fold as a tag no
    // native value has; a known tag always has its table, so the defaults below never apply.
    match item.variant_type() {
        fb_stored::Variant::YesNo => {
            sum.u64(0);
            sum.bool(item.variant_as_yes_no().is_some_and(|v| v.value()));
        }
        fb_stored::Variant::Small => {
            sum.u64(1);
            sum.u64(item.variant_as_small().map_or(0, |v| u64::from(v.value())));
        }
        fb_stored::Variant::Signy => {
            sum.u64(2);
            sum.i64(item.variant_as_signy().map_or(0, |v| v.value()));
        }
        fb_stored::Variant::Stringy => {
            sum.u64(3);
            sum.len(item.variant_as_stringy().map_or(0, |v| v.value().len()));
        }
        other => sum.u64(u64::from(other.0)),
    }
    sum.option(item.opt_bool(), Checksum::bool);
    let strings = item.vec_strs();
    sum.len(strings.len());
    for string in strings.iter() {
        sum.len(string.len());
    }
    let range = item.range();
    sum.u64(range.start());
    sum.u64(range.end());
}

impl Message for StoredData {
    type Root<'a> = fb_stored::StoredData<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        build_stored(self, builder)
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        read_stored(root)
    }
}

impl Fold for StoredData {
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum) {
        fold_stored(root, sum);
    }
}

impl Message for StoredSet {
    type Root<'a> = fb_stored::StoredSet<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let items =
            Some(offsets(builder, &self.items, |builder, item| build_stored(item, builder)));
        fb_stored::StoredSet::create(builder, &fb_stored::StoredSetArgs { items })
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        Ok(Self { items: root.items().iter().map(read_stored).collect::<Result<_, _>>()? })
    }
}

impl Fold for StoredSet {
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum) {
        let items = root.items();
        sum.len(items.len());
        for item in items.iter() {
            fold_stored(&item, sum);
        }
    }
}

// users

fn status_to_fb(status: Status) -> fb_users::Status {
    match status {
        Status::Active => fb_users::Status::Active,
        Status::Pending => fb_users::Status::Pending,
        Status::Suspended => fb_users::Status::Suspended,
        Status::Deleted => fb_users::Status::Deleted,
    }
}

fn status_from_fb(status: fb_users::Status) -> Result<Status, Error> {
    match status {
        fb_users::Status::Active => Ok(Status::Active),
        fb_users::Status::Pending => Ok(Status::Pending),
        fb_users::Status::Suspended => Ok(Status::Suspended),
        fb_users::Status::Deleted => Ok(Status::Deleted),
        other => Err(Error::Unrepresentable(format!("unknown Status {}", other.0))),
    }
}

fn build_user<'b>(
    user: &User,
    builder: &mut FlatBufferBuilder<'b>,
) -> WIPOffset<fb_users::User<'b>> {
    let position = &user.position;
    let title = Some(builder.create_string(&position.title));
    let position = Some(fb_users::Position::create(
        builder,
        &fb_users::PositionArgs {
            id: position.id,
            title,
            level: position.level,
            salary_cents: position.salary_cents,
            remote: position.remote,
            started_at: position.started_at,
        },
    ));
    let mut string = |value: &str| Some(builder.create_string(value));
    let args = fb_users::UserArgs {
        id: user.id,
        account_id: user.account_id,
        username: string(&user.username),
        first_name: string(&user.first_name),
        last_name: string(&user.last_name),
        display_name: string(&user.display_name),
        email: string(&user.email),
        phone: string(&user.phone),
        password_hash: string(&user.password_hash),
        password_salt: string(&user.password_salt),
        status: status_to_fb(user.status),
        locale: string(&user.locale),
        time_zone: string(&user.time_zone),
        is_admin: user.is_admin,
        is_verified: user.is_verified,
        email_verified: user.email_verified,
        mfa_enabled: user.mfa_enabled,
        login_count: user.login_count,
        failed_login_count: user.failed_login_count,
        karma: user.karma,
        balance_cents: user.balance_cents,
        rating: user.rating,
        created_at: user.created_at,
        updated_at: user.updated_at,
        last_login_at: user.last_login_at,
        birth_year: user.birth_year,
        nickname: user.nickname.as_deref().and_then(&mut string),
        website: user.website.as_deref().and_then(&mut string),
        department: user.department,
        position,
    };
    fb_users::User::create(builder, &args)
}

fn read_user(user: fb_users::User<'_>) -> Result<User, Error> {
    let position = user.position();
    Ok(User {
        id: user.id(),
        account_id: user.account_id(),
        username: user.username().to_string(),
        first_name: user.first_name().to_string(),
        last_name: user.last_name().to_string(),
        display_name: user.display_name().to_string(),
        email: user.email().to_string(),
        phone: user.phone().to_string(),
        password_hash: user.password_hash().to_string(),
        password_salt: user.password_salt().to_string(),
        status: status_from_fb(user.status())?,
        locale: user.locale().to_string(),
        time_zone: user.time_zone().to_string(),
        is_admin: user.is_admin(),
        is_verified: user.is_verified(),
        email_verified: user.email_verified(),
        mfa_enabled: user.mfa_enabled(),
        login_count: user.login_count(),
        failed_login_count: user.failed_login_count(),
        karma: user.karma(),
        balance_cents: user.balance_cents(),
        rating: user.rating(),
        created_at: user.created_at(),
        updated_at: user.updated_at(),
        last_login_at: user.last_login_at(),
        birth_year: user.birth_year(),
        nickname: user.nickname().map(str::to_string),
        website: user.website().map(str::to_string),
        department: user.department(),
        position: Position {
            id: position.id(),
            title: position.title().to_string(),
            level: position.level(),
            salary_cents: position.salary_cents(),
            remote: position.remote(),
            started_at: position.started_at(),
        },
    })
}

fn fold_user(user: &fb_users::User<'_>, sum: &mut Checksum) {
    sum.u64(user.id());
    sum.u64(user.account_id());
    for string in [
        user.username(),
        user.first_name(),
        user.last_name(),
        user.display_name(),
        user.email(),
        user.phone(),
        user.password_hash(),
        user.password_salt(),
    ] {
        sum.len(string.len());
    }
    sum.u64(u64::from(user.status().0));
    sum.len(user.locale().len());
    sum.len(user.time_zone().len());
    for flag in [user.is_admin(), user.is_verified(), user.email_verified(), user.mfa_enabled()] {
        sum.bool(flag);
    }
    sum.u64(u64::from(user.login_count()));
    sum.u64(u64::from(user.failed_login_count()));
    sum.i64(i64::from(user.karma()));
    sum.i64(user.balance_cents());
    sum.f32(user.rating());
    sum.i64(user.created_at());
    sum.i64(user.updated_at());
    sum.option(user.last_login_at(), Checksum::i64);
    sum.option(user.birth_year(), |sum, year| sum.u64(u64::from(year)));
    sum.option(user.nickname(), |sum, nickname| sum.len(nickname.len()));
    sum.option(user.website(), |sum, website| sum.len(website.len()));
    sum.u64(u64::from(user.department()));
    let position = user.position();
    sum.u64(u64::from(position.id()));
    sum.len(position.title().len());
    sum.u64(u64::from(position.level()));
    sum.i64(position.salary_cents());
    sum.bool(position.remote());
    sum.i64(position.started_at());
}

fn build_department<'b>(
    department: &Department,
    builder: &mut FlatBufferBuilder<'b>,
) -> WIPOffset<fb_users::Department<'b>> {
    let name = Some(builder.create_string(&department.name));
    let code = Some(builder.create_string(&department.code));
    let children = Some(builder.create_vector(&department.children));
    fb_users::Department::create(
        builder,
        &fb_users::DepartmentArgs {
            id: department.id,
            name,
            code,
            manager_id: department.manager_id,
            budget_cents: department.budget_cents,
            parent: department.parent,
            children,
        },
    )
}

fn read_department(department: fb_users::Department<'_>) -> Department {
    Department {
        id: department.id(),
        name: department.name().to_string(),
        code: department.code().to_string(),
        manager_id: department.manager_id(),
        budget_cents: department.budget_cents(),
        parent: department.parent(),
        children: department.children().iter().collect(),
    }
}

fn fold_department(department: &fb_users::Department<'_>, sum: &mut Checksum) {
    sum.u64(u64::from(department.id()));
    sum.len(department.name().len());
    sum.len(department.code().len());
    sum.u64(department.manager_id());
    sum.i64(department.budget_cents());
    sum.option(department.parent(), |sum, parent| sum.u64(u64::from(parent)));
    let children = department.children();
    sum.len(children.len());
    for child in children.iter() {
        sum.u64(u64::from(child));
    }
}

impl Message for Users {
    type Root<'a> = fb_users::Users<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let departments = offsets(builder, &self.departments, |builder, department| {
            build_department(department, builder)
        });
        let departments = Some(departments);
        let users = Some(offsets(builder, &self.users, |builder, user| build_user(user, builder)));
        fb_users::Users::create(builder, &fb_users::UsersArgs { departments, users })
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        Ok(Self {
            departments: root.departments().iter().map(read_department).collect(),
            users: root.users().iter().map(read_user).collect::<Result<_, _>>()?,
        })
    }
}

impl Fold for Users {
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum) {
        let departments = root.departments();
        sum.len(departments.len());
        for department in departments.iter() {
            fold_department(&department, sum);
        }
        let users = root.users();
        sum.len(users.len());
        for user in users.iter() {
            fold_user(&user, sum);
        }
    }
}

// log

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

// mesh

fn vector_to_fb(vector: &Vector3) -> fb_mesh::Vector3 {
    fb_mesh::Vector3::new(vector.x, vector.y, vector.z)
}

fn vector_from_fb(vector: &fb_mesh::Vector3) -> Vector3 {
    Vector3 { x: vector.x(), y: vector.y(), z: vector.z() }
}

impl Message for Mesh {
    type Root<'a> = fb_mesh::Mesh<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let triangles = builder.create_vector_from_iter(self.triangles.iter().map(|triangle| {
            fb_mesh::Triangle::new(
                &vector_to_fb(&triangle.v0),
                &vector_to_fb(&triangle.v1),
                &vector_to_fb(&triangle.v2),
                &vector_to_fb(&triangle.normal),
            )
        }));
        fb_mesh::Mesh::create(builder, &fb_mesh::MeshArgs { triangles: Some(triangles) })
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        let triangles = root.triangles().iter().map(|triangle| Triangle {
            v0: vector_from_fb(triangle.v0()),
            v1: vector_from_fb(triangle.v1()),
            v2: vector_from_fb(triangle.v2()),
            normal: vector_from_fb(triangle.normal()),
        });
        Ok(Self { triangles: triangles.collect() })
    }
}

impl Fold for Mesh {
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum) {
        let triangles = root.triangles();
        sum.len(triangles.len());
        for triangle in triangles.iter() {
            for vector in [triangle.v0(), triangle.v1(), triangle.v2(), triangle.normal()] {
                sum.f32(vector.x());
                sum.f32(vector.y());
                sum.f32(vector.z());
            }
        }
    }
}

// chunks

impl Message for Chunks {
    type Root<'a> = fb_chunks::Chunks<'a>;

    fn build<'b>(&self, builder: &mut FlatBufferBuilder<'b>) -> WIPOffset<Self::Root<'b>> {
        let chunks = offsets(builder, &self.chunks, |builder, chunk| {
            let args = fb_chunks::ChunkArgs {
                x: chunk.x,
                z: chunk.z,
                blocks: Some(builder.create_vector(&chunk.blocks)),
                light: Some(builder.create_vector(&chunk.light)),
                biomes: Some(builder.create_vector(&chunk.biomes)),
                heightmap: Some(builder.create_vector(&chunk.heightmap)),
            };
            fb_chunks::Chunk::create(builder, &args)
        });
        let chunks = Some(chunks);
        fb_chunks::Chunks::create(builder, &fb_chunks::ChunksArgs { chunks })
    }

    fn from_root(root: Self::Root<'_>) -> Result<Self, Error> {
        let chunks = root.chunks().iter().map(|chunk| Chunk {
            x: chunk.x(),
            z: chunk.z(),
            blocks: chunk.blocks().bytes().to_vec(),
            light: chunk.light().bytes().to_vec(),
            biomes: chunk.biomes().bytes().to_vec(),
            heightmap: chunk.heightmap().iter().collect(),
        });
        Ok(Self { chunks: chunks.collect() })
    }
}

impl Fold for Chunks {
    fn fold(root: &Self::Root<'_>, sum: &mut Checksum) {
        let chunks = root.chunks();
        sum.len(chunks.len());
        for chunk in chunks.iter() {
            sum.i64(i64::from(chunk.x()));
            sum.i64(i64::from(chunk.z()));
            sum.len(chunk.blocks().len());
            sum.len(chunk.light().len());
            sum.len(chunk.biomes().len());
            let heightmap = chunk.heightmap();
            sum.len(heightmap.len());
            for height in heightmap.iter() {
                sum.u64(u64::from(height));
            }
        }
    }
}
