//! The `users` data set on `schemas/users.fbs`.

use datasets::{
    Checksum,
    users::{Department, Position, Status, User, Users},
};
use flatbuffers::{FlatBufferBuilder, WIPOffset};

use crate::{
    Error,
    generated::users_generated as fb_users,
    map::{Fold, Message, offsets},
};

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
