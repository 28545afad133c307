//! `users`: an enterprise record modelled on the JVM serializer comparison.
//!
//! A user has 29 scalar fields (ids, names, account, password hash, e-mail, phone, status, flags,
//! counters, timestamps, optional fields) and a [`Position`]; users belong to [`Department`]s that
//! form a tree. The tree is stored as an arena, the departments in one `Vec` linked by parent and
//! child indices, because bitcode 0.6 does not support recursive types; an arena is also how Rust
//! code commonly ships a tree through such formats.

use crate::{Checksum, Dataset, rng::Rng};

model! {
    pub struct Users {
        /// The department tree; index 0 is the root.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub departments: Vec<Department>,
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub users: Vec<User>,
    }

    pub struct User {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub id: u64,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub account_id: u64,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub username: String,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub first_name: String,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub last_name: String,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub display_name: String,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub email: String,
        #[cfg_attr(feature = "minicbor", n(7))]
        pub phone: String,
        /// A hex SHA-256 digest: 64 characters that do not compress.
        #[cfg_attr(feature = "minicbor", n(8))]
        pub password_hash: String,
        #[cfg_attr(feature = "minicbor", n(9))]
        pub password_salt: String,
        #[cfg_attr(feature = "minicbor", n(10))]
        pub status: Status,
        #[cfg_attr(feature = "minicbor", n(11))]
        pub locale: String,
        #[cfg_attr(feature = "minicbor", n(12))]
        pub time_zone: String,
        #[cfg_attr(feature = "minicbor", n(13))]
        pub is_admin: bool,
        #[cfg_attr(feature = "minicbor", n(14))]
        pub is_verified: bool,
        #[cfg_attr(feature = "minicbor", n(15))]
        pub email_verified: bool,
        #[cfg_attr(feature = "minicbor", n(16))]
        pub mfa_enabled: bool,
        #[cfg_attr(feature = "minicbor", n(17))]
        pub login_count: u32,
        #[cfg_attr(feature = "minicbor", n(18))]
        pub failed_login_count: u16,
        #[cfg_attr(feature = "minicbor", n(19))]
        pub karma: i32,
        #[cfg_attr(feature = "minicbor", n(20))]
        pub balance_cents: i64,
        #[cfg_attr(feature = "minicbor", n(21))]
        pub rating: f32,
        /// Unix milliseconds.
        #[cfg_attr(feature = "minicbor", n(22))]
        pub created_at: i64,
        #[cfg_attr(feature = "minicbor", n(23))]
        pub updated_at: i64,
        #[cfg_attr(feature = "minicbor", n(24))]
        pub last_login_at: Option<i64>,
        #[cfg_attr(feature = "minicbor", n(25))]
        pub birth_year: Option<u16>,
        #[cfg_attr(feature = "minicbor", n(26))]
        pub nickname: Option<String>,
        #[cfg_attr(feature = "minicbor", n(27))]
        pub website: Option<String>,
        /// Index into `Users::departments`.
        #[cfg_attr(feature = "minicbor", n(28))]
        pub department: u32,
        #[cfg_attr(feature = "minicbor", n(29))]
        pub position: Position,
    }

}

model! { unit_enums:
    #[derive(Copy, Eq)]
    #[cfg_attr(feature = "bin-proto", bin_proto(discriminant_type = u8))]
    pub enum Status {
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 0))]
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(0))]
        Active,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 1))]
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(1))]
        Pending,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 2))]
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "bilrost", bilrost(2))]
        Suspended,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 3))]
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "bilrost", bilrost(3))]
        Deleted,
    }
}

model! {
    pub struct Department {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub id: u32,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub name: String,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub code: String,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub manager_id: u64,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub budget_cents: i64,
        /// `None` for the root.
        #[cfg_attr(feature = "minicbor", n(5))]
        pub parent: Option<u32>,
        #[cfg_attr(feature = "minicbor", n(6))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub children: Vec<u32>,
    }

    pub struct Position {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub id: u32,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub title: String,
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "varint"))]
        pub level: u8,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub salary_cents: i64,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub remote: bool,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub started_at: i64,
    }
}

/// The borrowed twins: `Users` with `&'a str` for every string.
pub mod borrowed {
    use super::Status;

    borrowed_model! {
        pub struct Users<'a> {
            #[cfg_attr(feature = "serde", serde(borrow))]
            #[cfg_attr(feature = "minicbor", b(0))]
            #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
            pub departments: Vec<Department<'a>>,
            #[cfg_attr(feature = "serde", serde(borrow))]
            #[cfg_attr(feature = "minicbor", b(1))]
            #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
            pub users: Vec<User<'a>>,
        }

        pub struct User<'a> {
            #[cfg_attr(feature = "minicbor", n(0))]
            pub id: u64,
            #[cfg_attr(feature = "minicbor", n(1))]
            pub account_id: u64,
            #[cfg_attr(feature = "minicbor", b(2))]
            pub username: &'a str,
            #[cfg_attr(feature = "minicbor", b(3))]
            pub first_name: &'a str,
            #[cfg_attr(feature = "minicbor", b(4))]
            pub last_name: &'a str,
            #[cfg_attr(feature = "minicbor", b(5))]
            pub display_name: &'a str,
            #[cfg_attr(feature = "minicbor", b(6))]
            pub email: &'a str,
            #[cfg_attr(feature = "minicbor", b(7))]
            pub phone: &'a str,
            #[cfg_attr(feature = "minicbor", b(8))]
            pub password_hash: &'a str,
            #[cfg_attr(feature = "minicbor", b(9))]
            pub password_salt: &'a str,
            #[cfg_attr(feature = "minicbor", n(10))]
            pub status: Status,
            #[cfg_attr(feature = "minicbor", b(11))]
            pub locale: &'a str,
            #[cfg_attr(feature = "minicbor", b(12))]
            pub time_zone: &'a str,
            #[cfg_attr(feature = "minicbor", n(13))]
            pub is_admin: bool,
            #[cfg_attr(feature = "minicbor", n(14))]
            pub is_verified: bool,
            #[cfg_attr(feature = "minicbor", n(15))]
            pub email_verified: bool,
            #[cfg_attr(feature = "minicbor", n(16))]
            pub mfa_enabled: bool,
            #[cfg_attr(feature = "minicbor", n(17))]
            pub login_count: u32,
            #[cfg_attr(feature = "minicbor", n(18))]
            pub failed_login_count: u16,
            #[cfg_attr(feature = "minicbor", n(19))]
            pub karma: i32,
            #[cfg_attr(feature = "minicbor", n(20))]
            pub balance_cents: i64,
            #[cfg_attr(feature = "minicbor", n(21))]
            pub rating: f32,
            #[cfg_attr(feature = "minicbor", n(22))]
            pub created_at: i64,
            #[cfg_attr(feature = "minicbor", n(23))]
            pub updated_at: i64,
            #[cfg_attr(feature = "minicbor", n(24))]
            pub last_login_at: Option<i64>,
            #[cfg_attr(feature = "minicbor", n(25))]
            pub birth_year: Option<u16>,
            #[cfg_attr(feature = "serde", serde(borrow))]
            #[cfg_attr(feature = "minicbor", b(26))]
            pub nickname: Option<&'a str>,
            #[cfg_attr(feature = "serde", serde(borrow))]
            #[cfg_attr(feature = "minicbor", b(27))]
            pub website: Option<&'a str>,
            #[cfg_attr(feature = "minicbor", n(28))]
            pub department: u32,
            #[cfg_attr(feature = "serde", serde(borrow))]
            #[cfg_attr(feature = "minicbor", b(29))]
            pub position: Position<'a>,
        }

        pub struct Department<'a> {
            #[cfg_attr(feature = "minicbor", n(0))]
            pub id: u32,
            #[cfg_attr(feature = "minicbor", b(1))]
            pub name: &'a str,
            #[cfg_attr(feature = "minicbor", b(2))]
            pub code: &'a str,
            #[cfg_attr(feature = "minicbor", n(3))]
            pub manager_id: u64,
            #[cfg_attr(feature = "minicbor", n(4))]
            pub budget_cents: i64,
            #[cfg_attr(feature = "minicbor", n(5))]
            pub parent: Option<u32>,
            #[cfg_attr(feature = "minicbor", n(6))]
            #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
            pub children: Vec<u32>,
        }

        pub struct Position<'a> {
            #[cfg_attr(feature = "minicbor", n(0))]
            pub id: u32,
            #[cfg_attr(feature = "minicbor", b(1))]
            pub title: &'a str,
            #[cfg_attr(feature = "minicbor", n(2))]
            #[cfg_attr(feature = "bilrost", bilrost(encoding = "varint"))]
            pub level: u8,
            #[cfg_attr(feature = "minicbor", n(3))]
            pub salary_cents: i64,
            #[cfg_attr(feature = "minicbor", n(4))]
            pub remote: bool,
            #[cfg_attr(feature = "minicbor", n(5))]
            pub started_at: i64,
        }
    }
}

impl crate::Borrowable for Users {
    type Borrowed<'a> = borrowed::Users<'a>;
}

const FIRST_NAMES: &[&str] = &[
    "Ada",
    "Alan",
    "Barbara",
    "Claude",
    "Dennis",
    "Edsger",
    "Frances",
    "Grace",
    "Hedy",
    "Ivan",
    "John",
    "Katherine",
    "Ken",
    "Leslie",
    "Margaret",
    "Niklaus",
    "Radia",
    "Shafi",
    "Tim",
    "Yukihiro",
];
const LAST_NAMES: &[&str] = &[
    "Lovelace",
    "Turing",
    "Liskov",
    "Shannon",
    "Ritchie",
    "Dijkstra",
    "Allen",
    "Hopper",
    "Lamarr",
    "Sutherland",
    "Backus",
    "Johnson",
    "Thompson",
    "Lamport",
    "Hamilton",
    "Wirth",
    "Perlman",
    "Goldwasser",
    "Berners-Lee",
    "Matsumoto",
];
const DOMAINS: &[&str] = &["example.com", "mail.example.org", "corp.example.net"];
const LOCALES: &[&str] = &["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "pt-BR"];
const TIME_ZONES: &[&str] =
    &["UTC", "Europe/Berlin", "America/New_York", "Asia/Tokyo", "America/Sao_Paulo"];
const TITLES: &[&str] = &[
    "Engineer",
    "Senior Engineer",
    "Staff Engineer",
    "Manager",
    "Director",
    "Analyst",
    "Designer",
];
const DEPARTMENT_NAMES: &[&str] = &[
    "Engineering",
    "Platform",
    "Storage",
    "Networking",
    "Sales",
    "Marketing",
    "Finance",
    "Legal",
    "Support",
    "Research",
];
/// 2024-01-01T00:00:00Z in Unix milliseconds: timestamps are drawn from the two years after it.
const EPOCH_MS: i64 = 1_704_067_200_000;
const TWO_YEARS_MS: u64 = 2 * 365 * 24 * 3600 * 1000;

impl Dataset for Users {
    const NAME: &'static str = "users";
    const DESCRIPTION: &'static str =
        "enterprise users: 29 scalar fields, a position, a department tree (arena)";
    const DEFAULT_LEN: usize = 1_000;
    const SEED: u64 = 0x0005_e125;

    fn generate_seeded(len: usize, seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let departments = departments(&mut rng, (len / 10).max(1));
        let users = (0..len).map(|index| user(&mut rng, index as u64, departments.len())).collect();
        Self { departments, users }
    }

    fn records(&self) -> usize {
        self.users.len()
    }

    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        sum.len(self.departments.len());
        for department in &self.departments {
            sum.u64(u64::from(department.id));
            sum.len(department.name.len());
            sum.len(department.code.len());
            sum.u64(department.manager_id);
            sum.i64(department.budget_cents);
            sum.option(department.parent, |sum, parent| sum.u64(u64::from(parent)));
            sum.len(department.children.len());
            for child in &department.children {
                sum.u64(u64::from(*child));
            }
        }
        sum.len(self.users.len());
        for user in &self.users {
            user.fold(&mut sum);
        }
        sum.finish()
    }
}

impl User {
    fn fold(&self, sum: &mut Checksum) {
        sum.u64(self.id);
        sum.u64(self.account_id);
        for string in [
            &self.username,
            &self.first_name,
            &self.last_name,
            &self.display_name,
            &self.email,
            &self.phone,
            &self.password_hash,
            &self.password_salt,
        ] {
            sum.len(string.len());
        }
        sum.u64(self.status as u64);
        sum.len(self.locale.len());
        sum.len(self.time_zone.len());
        for flag in [self.is_admin, self.is_verified, self.email_verified, self.mfa_enabled] {
            sum.bool(flag);
        }
        sum.u64(u64::from(self.login_count));
        sum.u64(u64::from(self.failed_login_count));
        sum.i64(i64::from(self.karma));
        sum.i64(self.balance_cents);
        sum.f32(self.rating);
        sum.i64(self.created_at);
        sum.i64(self.updated_at);
        sum.option(self.last_login_at, Checksum::i64);
        sum.option(self.birth_year, |sum, year| sum.u64(u64::from(year)));
        sum.option(self.nickname.as_ref(), |sum, nickname| sum.len(nickname.len()));
        sum.option(self.website.as_ref(), |sum, website| sum.len(website.len()));
        sum.u64(u64::from(self.department));
        let position = &self.position;
        sum.u64(u64::from(position.id));
        sum.len(position.title.len());
        sum.u64(u64::from(position.level));
        sum.i64(position.salary_cents);
        sum.bool(position.remote);
        sum.i64(position.started_at);
    }
}

/// A random tree: each department after the root hangs under an earlier one.
fn departments(rng: &mut Rng, count: usize) -> Vec<Department> {
    let mut departments: Vec<Department> = (0..count)
        .map(|index| {
            let name = rng.pick(DEPARTMENT_NAMES);
            Department {
                id: index as u32,
                name: format!("{name} {index}"),
                code: format!("{}-{index:04}", &name[..3].to_uppercase()),
                manager_id: rng.range(1, 1_000_000),
                budget_cents: rng.range(1_000_000, 5_000_000_000) as i64,
                parent: (index > 0).then(|| rng.below(index as u64) as u32),
                children: Vec::new(),
            }
        })
        .collect();
    for index in 1..count {
        if let Some(parent) = departments[index].parent {
            departments[parent as usize].children.push(index as u32);
        }
    }
    departments
}

fn user(rng: &mut Rng, index: u64, n_departments: usize) -> User {
    let first_name = *rng.pick(FIRST_NAMES);
    let last_name = *rng.pick(LAST_NAMES);
    let username = format!("{}.{}{}", first_name.to_lowercase(), last_name.to_lowercase(), index);
    let created_at = EPOCH_MS + rng.below(TWO_YEARS_MS) as i64;
    let updated_at = created_at + rng.below(TWO_YEARS_MS / 4) as i64;
    let hex = |rng: &mut Rng, n_words: usize| -> String {
        (0..n_words).map(|_| format!("{:016x}", rng.u64())).collect()
    };
    User {
        id: 1_000_000 + index,
        account_id: rng.range(1, 1 << 40),
        email: format!("{username}@{}", rng.pick(DOMAINS)),
        display_name: format!("{first_name} {last_name}"),
        phone: format!("+1-555-{:03}-{:04}", rng.below(1000), rng.below(10_000)),
        password_hash: hex(rng, 4),
        password_salt: hex(rng, 1),
        status: *rng.pick(&[
            Status::Active,
            Status::Active,
            Status::Pending,
            Status::Suspended,
            Status::Deleted,
        ]),
        locale: rng.pick(LOCALES).to_string(),
        time_zone: rng.pick(TIME_ZONES).to_string(),
        is_admin: rng.chance(1, 20),
        is_verified: rng.chance(9, 10),
        email_verified: rng.chance(4, 5),
        mfa_enabled: rng.chance(1, 3),
        login_count: rng.below(5_000) as u32,
        failed_login_count: rng.below(10) as u16,
        karma: rng.range(0, 2_000) as i32 - 500,
        balance_cents: rng.range(0, 10_000_000) as i64 - 1_000_000,
        // Quarter steps from 0 to 5, as star ratings are; exact in every text format.
        rating: rng.below(21) as f32 * 0.25,
        created_at,
        updated_at,
        last_login_at: rng.chance(4, 5).then(|| updated_at + rng.below(TWO_YEARS_MS / 8) as i64),
        birth_year: rng.chance(1, 2).then(|| rng.range(1950, 2006) as u16),
        nickname: rng.chance(1, 4).then(|| rng.word(3, 9)),
        website: rng.chance(1, 5).then(|| format!("https://{}.example.com/", rng.word(4, 10))),
        department: rng.below(n_departments as u64) as u32,
        position: Position {
            id: rng.below(500) as u32,
            title: rng.pick(TITLES).to_string(),
            level: rng.range(1, 9) as u8,
            salary_cents: rng.range(4_000_000, 40_000_000) as i64,
            remote: rng.chance(1, 3),
            started_at: created_at - rng.below(TWO_YEARS_MS) as i64,
        },
        username,
        first_name: first_name.to_string(),
        last_name: last_name.to_string(),
    }
}

/// `read` for rkyv: the same fold as [`Dataset::checksum`], through the archived view.
#[cfg(feature = "rkyv")]
mod archived {
    use super::*;
    use crate::{Checksum, ReadArchived};

    impl ReadArchived for ArchivedUsers {
        fn checksum(&self) -> u64 {
            let mut sum = Checksum::new();
            sum.len(self.departments.len());
            for department in self.departments.iter() {
                sum.u64(u64::from(department.id.to_native()));
                sum.len(department.name.len());
                sum.len(department.code.len());
                sum.u64(department.manager_id.to_native());
                sum.i64(department.budget_cents.to_native());
                sum.option(department.parent.as_ref(), |sum, parent| {
                    sum.u64(u64::from(parent.to_native()));
                });
                sum.len(department.children.len());
                for child in department.children.iter() {
                    sum.u64(u64::from(child.to_native()));
                }
            }
            sum.len(self.users.len());
            for user in self.users.iter() {
                sum.u64(user.id.to_native());
                sum.u64(user.account_id.to_native());
                for string in [
                    &user.username,
                    &user.first_name,
                    &user.last_name,
                    &user.display_name,
                    &user.email,
                    &user.phone,
                    &user.password_hash,
                    &user.password_salt,
                ] {
                    sum.len(string.len());
                }
                sum.u64(status_index(&user.status));
                sum.len(user.locale.len());
                sum.len(user.time_zone.len());
                for flag in [user.is_admin, user.is_verified, user.email_verified, user.mfa_enabled]
                {
                    sum.bool(flag);
                }
                sum.u64(u64::from(user.login_count.to_native()));
                sum.u64(u64::from(user.failed_login_count.to_native()));
                sum.i64(i64::from(user.karma.to_native()));
                sum.i64(user.balance_cents.to_native());
                sum.f32(user.rating.to_native());
                sum.i64(user.created_at.to_native());
                sum.i64(user.updated_at.to_native());
                sum.option(user.last_login_at.as_ref(), |sum, at| sum.i64(at.to_native()));
                sum.option(user.birth_year.as_ref(), |sum, year| {
                    sum.u64(u64::from(year.to_native()))
                });
                sum.option(user.nickname.as_ref(), |sum, nickname| sum.len(nickname.len()));
                sum.option(user.website.as_ref(), |sum, website| sum.len(website.len()));
                sum.u64(u64::from(user.department.to_native()));
                let position = &user.position;
                sum.u64(u64::from(position.id.to_native()));
                sum.len(position.title.len());
                sum.u64(u64::from(position.level));
                sum.i64(position.salary_cents.to_native());
                sum.bool(position.remote);
                sum.i64(position.started_at.to_native());
            }
            sum.finish()
        }
    }

    /// The declaration index of a status, as `users::Status as u64` gives it natively.
    fn status_index(status: &ArchivedStatus) -> u64 {
        match status {
            ArchivedStatus::Active => 0,
            ArchivedStatus::Pending => 1,
            ArchivedStatus::Suspended => 2,
            ArchivedStatus::Deleted => 3,
        }
    }
}
