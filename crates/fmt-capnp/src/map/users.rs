//! The `users` data set on `schemas/users.capnp`.

use datasets::{
    Checksum,
    users::{Department, Position, Status, User, Users},
};

use crate::{
    generated::users_capnp,
    map::{Fold, Message, len32, optional_text, text, text_len},
};

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
