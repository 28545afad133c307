//! `read` for rkyv: walks every field of an archived data set, folding it exactly as
//! `datasets::Dataset::checksum` folds the native value.

use datasets::{
    Checksum,
    chunks::ArchivedChunks,
    log::ArchivedLogs,
    mesh::ArchivedMesh,
    stored::{ArchivedStoredData, ArchivedStoredSet, ArchivedVariant},
    users::{ArchivedStatus, ArchivedUsers},
};

/// An archived data set that can be walked through its view.
pub trait ReadArchived {
    fn checksum(&self) -> u64;
}

impl ReadArchived for ArchivedStoredSet {
    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        sum.len(self.items.len());
        for item in self.items.iter() {
            fold_stored(item, &mut sum);
        }
        sum.finish()
    }
}

impl ReadArchived for ArchivedStoredData {
    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        fold_stored(self, &mut sum);
        sum.finish()
    }
}

fn fold_stored(item: &ArchivedStoredData, sum: &mut Checksum) {
    match &item.variant {
        ArchivedVariant::YesNo(value) => {
            sum.u64(0);
            sum.bool(*value);
        }
        ArchivedVariant::Small(value) => {
            sum.u64(1);
            sum.u64(u64::from(*value));
        }
        ArchivedVariant::Signy(value) => {
            sum.u64(2);
            sum.i64(value.to_native());
        }
        ArchivedVariant::Stringy(value) => {
            sum.u64(3);
            sum.len(value.len());
        }
    }
    sum.option(item.opt_bool.as_ref(), |sum, value| sum.bool(*value));
    sum.len(item.vec_strs.len());
    for string in item.vec_strs.iter() {
        sum.len(string.len());
    }
    sum.u64(u64::from(item.range.start.to_native()));
    sum.u64(u64::from(item.range.end.to_native()));
}

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
            for flag in [user.is_admin, user.is_verified, user.email_verified, user.mfa_enabled] {
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
            sum.option(user.birth_year.as_ref(), |sum, year| sum.u64(u64::from(year.to_native())));
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

impl ReadArchived for ArchivedLogs {
    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        sum.len(self.logs.len());
        for log in self.logs.iter() {
            let address = &log.address;
            sum.u64(u64::from(u32::from_le_bytes([
                address.x0, address.x1, address.x2, address.x3,
            ])));
            sum.len(log.identity.len());
            sum.len(log.userid.len());
            sum.len(log.date.len());
            sum.len(log.request.len());
            sum.u64(u64::from(log.code.to_native()));
            sum.u64(log.size.to_native());
        }
        sum.finish()
    }
}

impl ReadArchived for ArchivedMesh {
    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        sum.len(self.triangles.len());
        for triangle in self.triangles.iter() {
            for vector in [&triangle.v0, &triangle.v1, &triangle.v2, &triangle.normal] {
                sum.f32(vector.x.to_native());
                sum.f32(vector.y.to_native());
                sum.f32(vector.z.to_native());
            }
        }
        sum.finish()
    }
}

impl ReadArchived for ArchivedChunks {
    fn checksum(&self) -> u64 {
        let mut sum = Checksum::new();
        sum.len(self.chunks.len());
        for chunk in self.chunks.iter() {
            sum.i64(i64::from(chunk.x.to_native()));
            sum.i64(i64::from(chunk.z.to_native()));
            sum.len(chunk.blocks.len());
            sum.len(chunk.light.len());
            sum.len(chunk.biomes.len());
            sum.len(chunk.heightmap.len());
            for height in chunk.heightmap.iter() {
                sum.u64(u64::from(height.to_native()));
            }
        }
        sum.finish()
    }
}
