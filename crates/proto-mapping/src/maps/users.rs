//! The `users` data set on `schemas/users.proto`.

/// `users`' mapping, expanded against library module `$library` and generated module
/// `$generated` (see `maps`).
#[doc(hidden)]
#[macro_export]
macro_rules! users_mapping {
    ($library:path, $generated:path) => {
        use datasets::users::{Department, Position, Status, User, Users};
        use $crate::{each, narrow};
        use $generated as pb_users;
        use $library::{Error, Library, known, message, present, required, variant};

        fn status_to_proto(status: Status) -> pb_users::Status {
            match status {
                Status::Active => variant!(pb_users::Status, STATUS_ACTIVE | Active),
                Status::Pending => variant!(pb_users::Status, STATUS_PENDING | Pending),
                Status::Suspended => variant!(pb_users::Status, STATUS_SUSPENDED | Suspended),
                Status::Deleted => variant!(pb_users::Status, STATUS_DELETED | Deleted),
            }
        }

        fn status_from_proto(value: pb_users::Status) -> Status {
            match value {
                variant!(pb_users::Status, STATUS_ACTIVE | Active) => Status::Active,
                variant!(pb_users::Status, STATUS_PENDING | Pending) => Status::Pending,
                variant!(pb_users::Status, STATUS_SUSPENDED | Suspended) => Status::Suspended,
                variant!(pb_users::Status, STATUS_DELETED | Deleted) => Status::Deleted,
            }
        }

        impl From<&User> for pb_users::User {
            fn from(user: &User) -> Self {
                let position = &user.position;
                message!(pb_users::User {
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
                    position: present(message!(pb_users::Position {
                        id: position.id,
                        title: position.title.clone(),
                        level: u32::from(position.level),
                        salary_cents: position.salary_cents,
                        remote: position.remote,
                        started_at: position.started_at,
                    })),
                })
            }
        }

        impl TryFrom<pb_users::User> for User {
            type Error = Error;

            fn try_from(user: pb_users::User) -> Result<Self, Error> {
                let position = required(user.position, "User.position", Ok)?;
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
                    status: status_from_proto(known(user.status, "User.status")?),
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
                    birth_year: user
                        .birth_year
                        .map(|year| narrow(year, "User.birth_year"))
                        .transpose()?,
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
        }

        impl $crate::Message<Library> for Users {
            type Proto = pb_users::Users;
        }

        impl From<&Users> for pb_users::Users {
            fn from(value: &Users) -> Self {
                let departments = value.departments.iter().map(|department| {
                    message!(pb_users::Department {
                        id: department.id,
                        name: department.name.clone(),
                        code: department.code.clone(),
                        manager_id: department.manager_id,
                        budget_cents: department.budget_cents,
                        parent: department.parent,
                        children: department.children.clone(),
                    })
                });
                message!(pb_users::Users {
                    departments: departments.collect(),
                    users: value.users.iter().map(pb_users::User::from).collect(),
                })
            }
        }

        impl TryFrom<pb_users::Users> for Users {
            type Error = Error;

            fn try_from(proto: pb_users::Users) -> Result<Self, Error> {
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
                    users: each(proto.users, User::try_from)?,
                })
            }
        }
    };
}
