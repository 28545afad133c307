//! Each data set's mapping onto its schema in `schemas/*.capnp`: build a message from the native
//! value, read one back into a native value, and walk one the way `Dataset::checksum` folds.

use capnp::{
    message::{Allocator, Builder, ReaderSegments},
    primitive_list,
    traits::Owned,
};
use datasets::{
    Checksum,
    chunks::{Chunk, Chunks},
    log::{Address, Log, Logs},
    mesh::{Mesh, Triangle, Vector3},
    stored::{Span, StoredData, StoredSet, Variant},
    users::{Department, Position, Status, User, Users},
};

use crate::{chunks_capnp, log_capnp, mesh_capnp, stored_capnp, users_capnp};

/// A data set with a Cap'n Proto schema: `Root` is the schema's root struct.
pub trait Message: Sized {
    type Root: Owned;

    fn build(&self, root: <Self::Root as Owned>::Builder<'_>) -> capnp::Result<()>;

    fn from_reader(root: <Self::Root as Owned>::Reader<'_>) -> capnp::Result<Self>;
}

/// A data set whose message can be walked for zero-copy access: the generated data sets, whose
/// `Dataset::checksum` folds fields one by one. (The corpora's checksum is over their JSON, which
/// a reader cannot give, so they are encoded and decoded only.)
pub trait Fold: Message {
    /// Reads every field through the reader, folding as `Dataset::checksum` folds the value.
    fn fold(root: <Self::Root as Owned>::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()>;
}

/// Builds `value` into `message` as its root.
pub(crate) fn build<T: Message, A: Allocator>(
    value: &T,
    message: &mut Builder<A>,
) -> capnp::Result<()> {
    value.build(message.init_root::<<T::Root as Owned>::Builder<'_>>())
}

/// Reads a native value from a message.
pub(crate) fn decode<T: Message, S: ReaderSegments>(
    message: &capnp::message::Reader<S>,
) -> capnp::Result<T> {
    T::from_reader(message.get_root::<<T::Root as Owned>::Reader<'_>>()?)
}

/// Walks a message, returning the checksum of what it holds.
pub(crate) fn checksum<T: Fold, S: ReaderSegments>(
    message: &capnp::message::Reader<S>,
) -> capnp::Result<u64> {
    let mut sum = Checksum::new();
    T::fold(message.get_root::<<T::Root as Owned>::Reader<'_>>()?, &mut sum)?;
    Ok(sum.finish())
}

/// A list length as Cap'n Proto's 32-bit (in practice 29-bit) element count.
pub(crate) fn len32(len: usize) -> capnp::Result<u32> {
    u32::try_from(len).map_err(|_| capnp::Error::failed(format!("list of {len} is too long")))
}

/// A `usize` read from a 64-bit field.
fn usize64(value: u64) -> capnp::Result<usize> {
    usize::try_from(value)
        .map_err(|_| capnp::Error::failed(format!("{value} does not fit in usize")))
}

pub(crate) fn text(reader: capnp::Result<capnp::text::Reader<'_>>) -> capnp::Result<String> {
    Ok(reader?.to_string()?)
}

/// An `Option<String>` from a Text pointer that is null when None.
pub(crate) fn optional_text(
    present: bool,
    reader: capnp::Result<capnp::text::Reader<'_>>,
) -> capnp::Result<Option<String>> {
    present.then(|| text(reader)).transpose()
}

fn text_len(
    sum: &mut Checksum,
    reader: capnp::Result<capnp::text::Reader<'_>>,
) -> capnp::Result<()> {
    sum.len(reader?.len());
    Ok(())
}

fn set_u16s(mut list: primitive_list::Builder<'_, u16>, values: &[u16]) {
    // The slice view exists on little-endian targets with aligned data: one copy instead of a
    // call per element, the path the library offers for exactly this.
    if let Some(slice) = list.as_slice() {
        slice.copy_from_slice(values);
    } else {
        for (index, value) in values.iter().enumerate() {
            list.set(index as u32, *value);
        }
    }
}

fn get_u16s(list: primitive_list::Reader<'_, u16>) -> Vec<u16> {
    match list.as_slice() {
        Some(slice) => slice.to_vec(),
        None => list.iter().collect(),
    }
}

// stored / message

fn build_stored(
    item: &StoredData,
    mut builder: stored_capnp::stored_data::Builder<'_>,
) -> capnp::Result<()> {
    let mut variant = builder.reborrow().get_variant();
    match &item.variant {
        Variant::YesNo(value) => variant.set_yes_no(*value),
        Variant::Small(value) => variant.set_small(*value),
        Variant::Signy(value) => variant.set_signy(*value),
        Variant::Stringy(value) => variant.set_stringy(value.as_str()),
    }
    let mut opt_bool = builder.reborrow().get_opt_bool();
    match item.opt_bool {
        None => opt_bool.set_none(()),
        Some(value) => opt_bool.set_some(value),
    }
    let mut strings = builder.reborrow().init_vec_strs(len32(item.vec_strs.len())?);
    for (index, string) in item.vec_strs.iter().enumerate() {
        strings.set(index as u32, string.as_str());
    }
    let mut range = builder.init_range();
    range.set_start(item.range.start as u64);
    range.set_end(item.range.end as u64);
    Ok(())
}

fn read_stored(reader: stored_capnp::stored_data::Reader<'_>) -> capnp::Result<StoredData> {
    use stored_capnp::stored_data::{opt_bool, variant};
    let variant = match reader.get_variant().which()? {
        variant::YesNo(value) => Variant::YesNo(value),
        variant::Small(value) => Variant::Small(value),
        variant::Signy(value) => Variant::Signy(value),
        variant::Stringy(value) => Variant::Stringy(text(value)?),
    };
    let opt_bool = match reader.get_opt_bool().which()? {
        opt_bool::None(()) => None,
        opt_bool::Some(value) => Some(value),
    };
    let vec_strs = reader.get_vec_strs()?.iter().map(text).collect::<capnp::Result<_>>()?;
    let range = reader.get_range()?;
    let range = Span { start: usize64(range.get_start())?, end: usize64(range.get_end())? };
    Ok(StoredData { variant, opt_bool, vec_strs, range })
}

fn fold_stored(
    reader: stored_capnp::stored_data::Reader<'_>,
    sum: &mut Checksum,
) -> capnp::Result<()> {
    use stored_capnp::stored_data::{opt_bool, variant};
    match reader.get_variant().which()? {
        variant::YesNo(value) => {
            sum.u64(0);
            sum.bool(value);
        }
        variant::Small(value) => {
            sum.u64(1);
            sum.u64(u64::from(value));
        }
        variant::Signy(value) => {
            sum.u64(2);
            sum.i64(value);
        }
        variant::Stringy(value) => {
            sum.u64(3);
            text_len(sum, value)?;
        }
    }
    let opt_bool = match reader.get_opt_bool().which()? {
        opt_bool::None(()) => None,
        opt_bool::Some(value) => Some(value),
    };
    sum.option(opt_bool, Checksum::bool);
    let strings = reader.get_vec_strs()?;
    sum.len(strings.len() as usize);
    for string in strings.iter() {
        text_len(sum, string)?;
    }
    let range = reader.get_range()?;
    sum.u64(range.get_start());
    sum.u64(range.get_end());
    Ok(())
}

impl Message for StoredData {
    type Root = stored_capnp::stored_data::Owned;

    fn build(&self, root: stored_capnp::stored_data::Builder<'_>) -> capnp::Result<()> {
        build_stored(self, root)
    }

    fn from_reader(root: stored_capnp::stored_data::Reader<'_>) -> capnp::Result<Self> {
        read_stored(root)
    }
}

impl Fold for StoredData {
    fn fold(root: stored_capnp::stored_data::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
        fold_stored(root, sum)
    }
}

impl Message for StoredSet {
    type Root = stored_capnp::stored_set::Owned;

    fn build(&self, root: stored_capnp::stored_set::Builder<'_>) -> capnp::Result<()> {
        let mut items = root.init_items(len32(self.items.len())?);
        for (index, item) in self.items.iter().enumerate() {
            build_stored(item, items.reborrow().get(index as u32))?;
        }
        Ok(())
    }

    fn from_reader(root: stored_capnp::stored_set::Reader<'_>) -> capnp::Result<Self> {
        let items = root.get_items()?.iter().map(read_stored).collect::<capnp::Result<_>>()?;
        Ok(Self { items })
    }
}

impl Fold for StoredSet {
    fn fold(root: stored_capnp::stored_set::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
        let items = root.get_items()?;
        sum.len(items.len() as usize);
        items.iter().try_for_each(|item| fold_stored(item, sum))
    }
}

// users

fn status_to_capnp(status: Status) -> users_capnp::Status {
    match status {
        Status::Active => users_capnp::Status::Active,
        Status::Pending => users_capnp::Status::Pending,
        Status::Suspended => users_capnp::Status::Suspended,
        Status::Deleted => users_capnp::Status::Deleted,
    }
}

fn status_from_capnp(status: users_capnp::Status) -> Status {
    match status {
        users_capnp::Status::Active => Status::Active,
        users_capnp::Status::Pending => Status::Pending,
        users_capnp::Status::Suspended => Status::Suspended,
        users_capnp::Status::Deleted => Status::Deleted,
    }
}

fn build_user(user: &User, mut builder: users_capnp::user::Builder<'_>) {
    builder.set_id(user.id);
    builder.set_account_id(user.account_id);
    builder.set_username(user.username.as_str());
    builder.set_first_name(user.first_name.as_str());
    builder.set_last_name(user.last_name.as_str());
    builder.set_display_name(user.display_name.as_str());
    builder.set_email(user.email.as_str());
    builder.set_phone(user.phone.as_str());
    builder.set_password_hash(user.password_hash.as_str());
    builder.set_password_salt(user.password_salt.as_str());
    builder.set_status(status_to_capnp(user.status));
    builder.set_locale(user.locale.as_str());
    builder.set_time_zone(user.time_zone.as_str());
    builder.set_is_admin(user.is_admin);
    builder.set_is_verified(user.is_verified);
    builder.set_email_verified(user.email_verified);
    builder.set_mfa_enabled(user.mfa_enabled);
    builder.set_login_count(user.login_count);
    builder.set_failed_login_count(user.failed_login_count);
    builder.set_karma(user.karma);
    builder.set_balance_cents(user.balance_cents);
    builder.set_rating(user.rating);
    builder.set_created_at(user.created_at);
    builder.set_updated_at(user.updated_at);
    let mut last_login_at = builder.reborrow().get_last_login_at();
    match user.last_login_at {
        None => last_login_at.set_none(()),
        Some(at) => last_login_at.set_some(at),
    }
    let mut birth_year = builder.reborrow().get_birth_year();
    match user.birth_year {
        None => birth_year.set_none(()),
        Some(year) => birth_year.set_some(year),
    }
    if let Some(nickname) = &user.nickname {
        builder.set_nickname(nickname.as_str());
    }
    if let Some(website) = &user.website {
        builder.set_website(website.as_str());
    }
    builder.set_department(user.department);
    let position = &user.position;
    let mut builder = builder.init_position();
    builder.set_id(position.id);
    builder.set_title(position.title.as_str());
    builder.set_level(position.level);
    builder.set_salary_cents(position.salary_cents);
    builder.set_remote(position.remote);
    builder.set_started_at(position.started_at);
}

fn read_user(reader: users_capnp::user::Reader<'_>) -> capnp::Result<User> {
    use users_capnp::user::{birth_year, last_login_at};
    let position = reader.get_position()?;
    Ok(User {
        id: reader.get_id(),
        account_id: reader.get_account_id(),
        username: text(reader.get_username())?,
        first_name: text(reader.get_first_name())?,
        last_name: text(reader.get_last_name())?,
        display_name: text(reader.get_display_name())?,
        email: text(reader.get_email())?,
        phone: text(reader.get_phone())?,
        password_hash: text(reader.get_password_hash())?,
        password_salt: text(reader.get_password_salt())?,
        status: status_from_capnp(reader.get_status()?),
        locale: text(reader.get_locale())?,
        time_zone: text(reader.get_time_zone())?,
        is_admin: reader.get_is_admin(),
        is_verified: reader.get_is_verified(),
        email_verified: reader.get_email_verified(),
        mfa_enabled: reader.get_mfa_enabled(),
        login_count: reader.get_login_count(),
        failed_login_count: reader.get_failed_login_count(),
        karma: reader.get_karma(),
        balance_cents: reader.get_balance_cents(),
        rating: reader.get_rating(),
        created_at: reader.get_created_at(),
        updated_at: reader.get_updated_at(),
        last_login_at: match reader.get_last_login_at().which()? {
            last_login_at::None(()) => None,
            last_login_at::Some(at) => Some(at),
        },
        birth_year: match reader.get_birth_year().which()? {
            birth_year::None(()) => None,
            birth_year::Some(year) => Some(year),
        },
        nickname: optional_text(reader.has_nickname(), reader.get_nickname())?,
        website: optional_text(reader.has_website(), reader.get_website())?,
        department: reader.get_department(),
        position: Position {
            id: position.get_id(),
            title: text(position.get_title())?,
            level: position.get_level(),
            salary_cents: position.get_salary_cents(),
            remote: position.get_remote(),
            started_at: position.get_started_at(),
        },
    })
}

fn fold_user(user: users_capnp::user::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
    use users_capnp::user::{birth_year, last_login_at};
    sum.u64(user.get_id());
    sum.u64(user.get_account_id());
    for string in [
        user.get_username(),
        user.get_first_name(),
        user.get_last_name(),
        user.get_display_name(),
        user.get_email(),
        user.get_phone(),
        user.get_password_hash(),
        user.get_password_salt(),
    ] {
        text_len(sum, string)?;
    }
    sum.u64(user.get_status()? as u64);
    text_len(sum, user.get_locale())?;
    text_len(sum, user.get_time_zone())?;
    for flag in [
        user.get_is_admin(),
        user.get_is_verified(),
        user.get_email_verified(),
        user.get_mfa_enabled(),
    ] {
        sum.bool(flag);
    }
    sum.u64(u64::from(user.get_login_count()));
    sum.u64(u64::from(user.get_failed_login_count()));
    sum.i64(i64::from(user.get_karma()));
    sum.i64(user.get_balance_cents());
    sum.f32(user.get_rating());
    sum.i64(user.get_created_at());
    sum.i64(user.get_updated_at());
    let last_login_at = match user.get_last_login_at().which()? {
        last_login_at::None(()) => None,
        last_login_at::Some(at) => Some(at),
    };
    sum.option(last_login_at, Checksum::i64);
    let birth_year = match user.get_birth_year().which()? {
        birth_year::None(()) => None,
        birth_year::Some(year) => Some(year),
    };
    sum.option(birth_year, |sum, year| sum.u64(u64::from(year)));
    let nickname = user.has_nickname().then(|| user.get_nickname()).transpose()?;
    sum.option(nickname, |sum, nickname| sum.len(nickname.len()));
    let website = user.has_website().then(|| user.get_website()).transpose()?;
    sum.option(website, |sum, website| sum.len(website.len()));
    sum.u64(u64::from(user.get_department()));
    let position = user.get_position()?;
    sum.u64(u64::from(position.get_id()));
    text_len(sum, position.get_title())?;
    sum.u64(u64::from(position.get_level()));
    sum.i64(position.get_salary_cents());
    sum.bool(position.get_remote());
    sum.i64(position.get_started_at());
    Ok(())
}

fn build_department(
    department: &Department,
    mut builder: users_capnp::department::Builder<'_>,
) -> capnp::Result<()> {
    builder.set_id(department.id);
    builder.set_name(department.name.as_str());
    builder.set_code(department.code.as_str());
    builder.set_manager_id(department.manager_id);
    builder.set_budget_cents(department.budget_cents);
    let mut parent = builder.reborrow().get_parent();
    match department.parent {
        None => parent.set_none(()),
        Some(index) => parent.set_some(index),
    }
    let mut children = builder.init_children(len32(department.children.len())?);
    for (index, child) in department.children.iter().enumerate() {
        children.set(index as u32, *child);
    }
    Ok(())
}

fn read_department(reader: users_capnp::department::Reader<'_>) -> capnp::Result<Department> {
    use users_capnp::department::parent;
    Ok(Department {
        id: reader.get_id(),
        name: text(reader.get_name())?,
        code: text(reader.get_code())?,
        manager_id: reader.get_manager_id(),
        budget_cents: reader.get_budget_cents(),
        parent: match reader.get_parent().which()? {
            parent::None(()) => None,
            parent::Some(index) => Some(index),
        },
        children: reader.get_children()?.iter().collect(),
    })
}

fn fold_department(
    department: users_capnp::department::Reader<'_>,
    sum: &mut Checksum,
) -> capnp::Result<()> {
    use users_capnp::department::parent;
    sum.u64(u64::from(department.get_id()));
    text_len(sum, department.get_name())?;
    text_len(sum, department.get_code())?;
    sum.u64(department.get_manager_id());
    sum.i64(department.get_budget_cents());
    let parent = match department.get_parent().which()? {
        parent::None(()) => None,
        parent::Some(index) => Some(index),
    };
    sum.option(parent, |sum, parent| sum.u64(u64::from(parent)));
    let children = department.get_children()?;
    sum.len(children.len() as usize);
    for child in children.iter() {
        sum.u64(u64::from(child));
    }
    Ok(())
}

impl Message for Users {
    type Root = users_capnp::users::Owned;

    fn build(&self, mut root: users_capnp::users::Builder<'_>) -> capnp::Result<()> {
        let mut departments = root.reborrow().init_departments(len32(self.departments.len())?);
        for (index, department) in self.departments.iter().enumerate() {
            build_department(department, departments.reborrow().get(index as u32))?;
        }
        let mut users = root.init_users(len32(self.users.len())?);
        for (index, user) in self.users.iter().enumerate() {
            build_user(user, users.reborrow().get(index as u32));
        }
        Ok(())
    }

    fn from_reader(root: users_capnp::users::Reader<'_>) -> capnp::Result<Self> {
        Ok(Self {
            departments: root
                .get_departments()?
                .iter()
                .map(read_department)
                .collect::<capnp::Result<_>>()?,
            users: root.get_users()?.iter().map(read_user).collect::<capnp::Result<_>>()?,
        })
    }
}

impl Fold for Users {
    fn fold(root: users_capnp::users::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
        let departments = root.get_departments()?;
        sum.len(departments.len() as usize);
        departments.iter().try_for_each(|department| fold_department(department, sum))?;
        let users = root.get_users()?;
        sum.len(users.len() as usize);
        users.iter().try_for_each(|user| fold_user(user, sum))
    }
}

// log

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

// mesh

fn set_vector(mut builder: mesh_capnp::vector3::Builder<'_>, vector: &Vector3) {
    builder.set_x(vector.x);
    builder.set_y(vector.y);
    builder.set_z(vector.z);
}

fn get_vector(reader: capnp::Result<mesh_capnp::vector3::Reader<'_>>) -> capnp::Result<Vector3> {
    let reader = reader?;
    Ok(Vector3 { x: reader.get_x(), y: reader.get_y(), z: reader.get_z() })
}

impl Message for Mesh {
    type Root = mesh_capnp::mesh::Owned;

    fn build(&self, root: mesh_capnp::mesh::Builder<'_>) -> capnp::Result<()> {
        let mut triangles = root.init_triangles(len32(self.triangles.len())?);
        for (index, triangle) in self.triangles.iter().enumerate() {
            let mut builder = triangles.reborrow().get(index as u32);
            set_vector(builder.reborrow().init_v0(), &triangle.v0);
            set_vector(builder.reborrow().init_v1(), &triangle.v1);
            set_vector(builder.reborrow().init_v2(), &triangle.v2);
            set_vector(builder.init_normal(), &triangle.normal);
        }
        Ok(())
    }

    fn from_reader(root: mesh_capnp::mesh::Reader<'_>) -> capnp::Result<Self> {
        let read_triangle = |triangle: mesh_capnp::triangle::Reader<'_>| {
            Ok(Triangle {
                v0: get_vector(triangle.get_v0())?,
                v1: get_vector(triangle.get_v1())?,
                v2: get_vector(triangle.get_v2())?,
                normal: get_vector(triangle.get_normal())?,
            })
        };
        let triangles = root.get_triangles()?;
        Ok(Self { triangles: triangles.iter().map(read_triangle).collect::<capnp::Result<_>>()? })
    }
}

impl Fold for Mesh {
    fn fold(root: mesh_capnp::mesh::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
        let triangles = root.get_triangles()?;
        sum.len(triangles.len() as usize);
        for triangle in triangles.iter() {
            for vector in
                [triangle.get_v0(), triangle.get_v1(), triangle.get_v2(), triangle.get_normal()]
            {
                let vector = vector?;
                sum.f32(vector.get_x());
                sum.f32(vector.get_y());
                sum.f32(vector.get_z());
            }
        }
        Ok(())
    }
}

// chunks

impl Message for Chunks {
    type Root = chunks_capnp::chunks::Owned;

    fn build(&self, root: chunks_capnp::chunks::Builder<'_>) -> capnp::Result<()> {
        let mut chunks = root.init_chunks(len32(self.chunks.len())?);
        for (index, chunk) in self.chunks.iter().enumerate() {
            let mut builder = chunks.reborrow().get(index as u32);
            builder.set_x(chunk.x);
            builder.set_z(chunk.z);
            builder.set_blocks(&chunk.blocks);
            builder.set_light(&chunk.light);
            builder.set_biomes(&chunk.biomes);
            set_u16s(builder.init_heightmap(len32(chunk.heightmap.len())?), &chunk.heightmap);
        }
        Ok(())
    }

    fn from_reader(root: chunks_capnp::chunks::Reader<'_>) -> capnp::Result<Self> {
        let read_chunk = |chunk: chunks_capnp::chunk::Reader<'_>| {
            Ok(Chunk {
                x: chunk.get_x(),
                z: chunk.get_z(),
                blocks: chunk.get_blocks()?.to_vec(),
                light: chunk.get_light()?.to_vec(),
                biomes: chunk.get_biomes()?.to_vec(),
                heightmap: get_u16s(chunk.get_heightmap()?),
            })
        };
        Ok(Self {
            chunks: root.get_chunks()?.iter().map(read_chunk).collect::<capnp::Result<_>>()?,
        })
    }
}

impl Fold for Chunks {
    fn fold(root: chunks_capnp::chunks::Reader<'_>, sum: &mut Checksum) -> capnp::Result<()> {
        let chunks = root.get_chunks()?;
        sum.len(chunks.len() as usize);
        for chunk in chunks.iter() {
            sum.i64(i64::from(chunk.get_x()));
            sum.i64(i64::from(chunk.get_z()));
            sum.len(chunk.get_blocks()?.len());
            sum.len(chunk.get_light()?.len());
            sum.len(chunk.get_biomes()?.len());
            let heightmap = chunk.get_heightmap()?;
            sum.len(heightmap.len() as usize);
            for height in heightmap.iter() {
                sum.u64(u64::from(height));
            }
        }
        Ok(())
    }
}
