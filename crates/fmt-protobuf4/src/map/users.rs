//! The `users` data set on `schemas/users.proto`.

use datasets::users::{Department, Position, Status, User, Users};

use crate::{
    Error,
    generated::users as pb_users,
    map::{missing, narrow, root, text, unknown_enum},
};

fn status_to_proto(status: Status) -> pb_users::Status {
    match status {
        Status::Active => pb_users::Status::Active,
        Status::Pending => pb_users::Status::Pending,
        Status::Suspended => pb_users::Status::Suspended,
        Status::Deleted => pb_users::Status::Deleted,
    }
}

fn status_from_proto(value: pb_users::Status) -> Result<Status, Error> {
    Ok(match value {
        pb_users::Status::Active => Status::Active,
        pb_users::Status::Pending => Status::Pending,
        pb_users::Status::Suspended => Status::Suspended,
        pb_users::Status::Deleted => Status::Deleted,
        other => return Err(unknown_enum("User.status", i32::from(other)).into()),
    })
}

fn write_user(user: &User, mut proto: pb_users::UserMut<'_>) {
    proto.set_id(user.id);
    proto.set_account_id(user.account_id);
    proto.set_username(user.username.as_str());
    proto.set_first_name(user.first_name.as_str());
    proto.set_last_name(user.last_name.as_str());
    proto.set_display_name(user.display_name.as_str());
    proto.set_email(user.email.as_str());
    proto.set_phone(user.phone.as_str());
    proto.set_password_hash(user.password_hash.as_str());
    proto.set_password_salt(user.password_salt.as_str());
    proto.set_status(status_to_proto(user.status));
    proto.set_locale(user.locale.as_str());
    proto.set_time_zone(user.time_zone.as_str());
    proto.set_is_admin(user.is_admin);
    proto.set_is_verified(user.is_verified);
    proto.set_email_verified(user.email_verified);
    proto.set_mfa_enabled(user.mfa_enabled);
    proto.set_login_count(user.login_count);
    proto.set_failed_login_count(u32::from(user.failed_login_count));
    proto.set_karma(user.karma);
    proto.set_balance_cents(user.balance_cents);
    proto.set_rating(user.rating);
    proto.set_created_at(user.created_at);
    proto.set_updated_at(user.updated_at);
    if let Some(value) = user.last_login_at {
        proto.set_last_login_at(value);
    }
    if let Some(value) = user.birth_year {
        proto.set_birth_year(u32::from(value));
    }
    if let Some(value) = &user.nickname {
        proto.set_nickname(value.as_str());
    }
    if let Some(value) = &user.website {
        proto.set_website(value.as_str());
    }
    proto.set_department(user.department);
    let position = &user.position;
    let mut pb = proto.position_mut();
    pb.set_id(position.id);
    pb.set_title(position.title.as_str());
    pb.set_level(u32::from(position.level));
    pb.set_salary_cents(position.salary_cents);
    pb.set_remote(position.remote);
    pb.set_started_at(position.started_at);
}

fn read_user(user: pb_users::UserView<'_>) -> Result<User, Error> {
    let position = user.position_opt().ok_or_else(|| missing("User.position"))?;
    Ok(User {
        id: user.id(),
        account_id: user.account_id(),
        username: text(user.username())?,
        first_name: text(user.first_name())?,
        last_name: text(user.last_name())?,
        display_name: text(user.display_name())?,
        email: text(user.email())?,
        phone: text(user.phone())?,
        password_hash: text(user.password_hash())?,
        password_salt: text(user.password_salt())?,
        status: status_from_proto(user.status())?,
        locale: text(user.locale())?,
        time_zone: text(user.time_zone())?,
        is_admin: user.is_admin(),
        is_verified: user.is_verified(),
        email_verified: user.email_verified(),
        mfa_enabled: user.mfa_enabled(),
        login_count: user.login_count(),
        failed_login_count: narrow(user.failed_login_count(), "User.failed_login_count")?,
        karma: user.karma(),
        balance_cents: user.balance_cents(),
        rating: user.rating(),
        created_at: user.created_at(),
        updated_at: user.updated_at(),
        last_login_at: user.last_login_at_opt(),
        birth_year: user
            .birth_year_opt()
            .map(|year| narrow(year, "User.birth_year"))
            .transpose()?,
        nickname: user.nickname_opt().map(text).transpose()?,
        website: user.website_opt().map(text).transpose()?,
        department: user.department(),
        position: Position {
            id: position.id(),
            title: text(position.title())?,
            level: narrow(position.level(), "Position.level")?,
            salary_cents: position.salary_cents(),
            remote: position.remote(),
            started_at: position.started_at(),
        },
    })
}

impl From<&Users> for pb_users::Users {
    fn from(value: &Users) -> Self {
        let mut proto = pb_users::Users::new();
        let mut departments = proto.departments_mut();
        for department in &value.departments {
            let mut pb = departments.push_default();
            pb.set_id(department.id);
            pb.set_name(department.name.as_str());
            pb.set_code(department.code.as_str());
            pb.set_manager_id(department.manager_id);
            pb.set_budget_cents(department.budget_cents);
            if let Some(parent) = department.parent {
                pb.set_parent(parent);
            }
            pb.children_mut().extend(department.children.iter().copied());
        }
        let mut users = proto.users_mut();
        for user in &value.users {
            write_user(user, users.push_default());
        }
        proto
    }
}

fn read(proto: pb_users::UsersView<'_>) -> Result<Users, Error> {
    let read_department = |department: pb_users::DepartmentView<'_>| {
        Ok::<_, Error>(Department {
            id: department.id(),
            name: text(department.name())?,
            code: text(department.code())?,
            manager_id: department.manager_id(),
            budget_cents: department.budget_cents(),
            parent: department.parent_opt(),
            children: department.children().iter().collect(),
        })
    };
    Ok(Users {
        departments: proto.departments().iter().map(read_department).collect::<Result<_, _>>()?,
        users: proto.users().iter().map(read_user).collect::<Result<_, _>>()?,
    })
}

root!(Users => pb_users::Users, read);
