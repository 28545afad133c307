package serbench.peers;

import java.util.ArrayList;
import log.LogOuterClass;
import users.UsersOuterClass;

/**
 * protobuf-java with the classes protoc generates from schemas/users.proto and schemas/log.proto
 * (committed under src/main/java/users and log; `cargo xtask codegen` writes them), converted
 * from and to the model, as the Rust {@code prost/converted} variant converts from and to its
 * native types: the conversion is part of what is timed.
 */
final class Proto {
    private Proto() {}

    static UsersOuterClass.Users from(Model.Users value) {
        UsersOuterClass.Users.Builder users = UsersOuterClass.Users.newBuilder();
        for (Model.Department department : value.departments) {
            UsersOuterClass.Department.Builder built = UsersOuterClass.Department.newBuilder()
                .setId(department.id)
                .setName(department.name)
                .setCode(department.code)
                .setManagerId(department.manager_id)
                .setBudgetCents(department.budget_cents);
            if (department.parent != null) {
                built.setParent(department.parent);
            }
            for (int child : department.children) {
                built.addChildren(child);
            }
            users.addDepartments(built);
        }
        for (Model.User user : value.users) {
            Model.Position position = user.position;
            UsersOuterClass.User.Builder built = UsersOuterClass.User.newBuilder()
                .setId(user.id)
                .setAccountId(user.account_id)
                .setUsername(user.username)
                .setFirstName(user.first_name)
                .setLastName(user.last_name)
                .setDisplayName(user.display_name)
                .setEmail(user.email)
                .setPhone(user.phone)
                .setPasswordHash(user.password_hash)
                .setPasswordSalt(user.password_salt)
                .setStatusValue(user.status.ordinal())
                .setLocale(user.locale)
                .setTimeZone(user.time_zone)
                .setIsAdmin(user.is_admin)
                .setIsVerified(user.is_verified)
                .setEmailVerified(user.email_verified)
                .setMfaEnabled(user.mfa_enabled)
                .setLoginCount(user.login_count)
                .setFailedLoginCount(user.failed_login_count)
                .setKarma(user.karma)
                .setBalanceCents(user.balance_cents)
                .setRating(user.rating)
                .setCreatedAt(user.created_at)
                .setUpdatedAt(user.updated_at)
                .setDepartment(user.department)
                .setPosition(UsersOuterClass.Position.newBuilder()
                    .setId(position.id)
                    .setTitle(position.title)
                    .setLevel(position.level)
                    .setSalaryCents(position.salary_cents)
                    .setRemote(position.remote)
                    .setStartedAt(position.started_at));
            if (user.last_login_at != null) {
                built.setLastLoginAt(user.last_login_at);
            }
            if (user.birth_year != null) {
                built.setBirthYear(user.birth_year);
            }
            if (user.nickname != null) {
                built.setNickname(user.nickname);
            }
            if (user.website != null) {
                built.setWebsite(user.website);
            }
            users.addUsers(built);
        }
        return users.build();
    }

    static Model.Users to(UsersOuterClass.Users message) {
        Model.Users value = new Model.Users();
        value.departments = new ArrayList<>(message.getDepartmentsCount());
        for (UsersOuterClass.Department department : message.getDepartmentsList()) {
            Model.Department out = new Model.Department();
            out.id = department.getId();
            out.name = department.getName();
            out.code = department.getCode();
            out.manager_id = department.getManagerId();
            out.budget_cents = department.getBudgetCents();
            out.parent = department.hasParent() ? department.getParent() : null;
            out.children = department.getChildrenList().stream().mapToInt(Integer::intValue)
                .toArray();
            value.departments.add(out);
        }
        value.users = new ArrayList<>(message.getUsersCount());
        for (UsersOuterClass.User user : message.getUsersList()) {
            Model.User out = new Model.User();
            out.id = user.getId();
            out.account_id = user.getAccountId();
            out.username = user.getUsername();
            out.first_name = user.getFirstName();
            out.last_name = user.getLastName();
            out.display_name = user.getDisplayName();
            out.email = user.getEmail();
            out.phone = user.getPhone();
            out.password_hash = user.getPasswordHash();
            out.password_salt = user.getPasswordSalt();
            out.status = Model.Status.values()[user.getStatusValue()];
            out.locale = user.getLocale();
            out.time_zone = user.getTimeZone();
            out.is_admin = user.getIsAdmin();
            out.is_verified = user.getIsVerified();
            out.email_verified = user.getEmailVerified();
            out.mfa_enabled = user.getMfaEnabled();
            out.login_count = user.getLoginCount();
            out.failed_login_count = user.getFailedLoginCount();
            out.karma = user.getKarma();
            out.balance_cents = user.getBalanceCents();
            out.rating = user.getRating();
            out.created_at = user.getCreatedAt();
            out.updated_at = user.getUpdatedAt();
            out.last_login_at = user.hasLastLoginAt() ? user.getLastLoginAt() : null;
            out.birth_year = user.hasBirthYear() ? user.getBirthYear() : null;
            out.nickname = user.hasNickname() ? user.getNickname() : null;
            out.website = user.hasWebsite() ? user.getWebsite() : null;
            out.department = user.getDepartment();
            UsersOuterClass.Position position = user.getPosition();
            out.position = new Model.Position();
            out.position.id = position.getId();
            out.position.title = position.getTitle();
            out.position.level = position.getLevel();
            out.position.salary_cents = position.getSalaryCents();
            out.position.remote = position.getRemote();
            out.position.started_at = position.getStartedAt();
            value.users.add(out);
        }
        return value;
    }

    static LogOuterClass.Logs from(Model.Logs value) {
        LogOuterClass.Logs.Builder logs = LogOuterClass.Logs.newBuilder();
        for (Model.Log log : value.logs) {
            Model.Address address = log.address;
            logs.addLogs(LogOuterClass.Log.newBuilder()
                .setAddress(LogOuterClass.Address.newBuilder()
                    .setX0(address.x0).setX1(address.x1).setX2(address.x2).setX3(address.x3))
                .setIdentity(log.identity)
                .setUserid(log.userid)
                .setDate(log.date)
                .setRequest(log.request)
                .setCode(log.code)
                .setSize(log.size));
        }
        return logs.build();
    }

    static Model.Logs to(LogOuterClass.Logs message) {
        Model.Logs value = new Model.Logs();
        value.logs = new ArrayList<>(message.getLogsCount());
        for (LogOuterClass.Log log : message.getLogsList()) {
            Model.Log out = new Model.Log();
            LogOuterClass.Address address = log.getAddress();
            out.address = new Model.Address();
            out.address.x0 = address.getX0();
            out.address.x1 = address.getX1();
            out.address.x2 = address.getX2();
            out.address.x3 = address.getX3();
            out.identity = log.getIdentity();
            out.userid = log.getUserid();
            out.date = log.getDate();
            out.request = log.getRequest();
            out.code = log.getCode();
            out.size = log.getSize();
            value.logs.add(out);
        }
        return value;
    }
}
