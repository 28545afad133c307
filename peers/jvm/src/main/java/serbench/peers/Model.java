package serbench.peers;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.io.Serializable;
import java.util.List;

/**
 * The data sets as plain Java classes, the way the JVM study wrote its model: public mutable
 * fields, boxed types where a value may be absent, {@code List} for sequences. Field names are the
 * Rust data sets' (snake_case), so that every JSON library writes the same keys as serde and the
 * bytes cross the language border unchanged. Unsigned Rust integers map to the next Java type that
 * holds their values ({@code u8}, {@code u16} to {@code int}; {@code u32} to {@code int}, whose
 * values here stay below 2^31; {@code u64} to {@code long}, below 2^63).
 *
 * <p>{@code @JsonPropertyOrder} fixes the field order for the MessagePack mapper, which writes
 * structs as arrays to match rmp-serde's default (fields by position).
 */
public final class Model {
    private Model() {}

    /** {@code datasets::users::Users}: the department tree as an arena, and the users. */
    @JsonPropertyOrder({"departments", "users"})
    public static final class Users implements Serializable {
        private static final long serialVersionUID = 1L;
        public List<Department> departments;
        public List<User> users;
    }

    @JsonPropertyOrder({
        "id", "account_id", "username", "first_name", "last_name", "display_name", "email", "phone",
        "password_hash", "password_salt", "status", "locale", "time_zone", "is_admin",
        "is_verified", "email_verified", "mfa_enabled", "login_count", "failed_login_count",
        "karma", "balance_cents", "rating", "created_at", "updated_at", "last_login_at",
        "birth_year", "nickname", "website", "department", "position"
    })
    public static final class User implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id;
        public long account_id;
        public String username;
        public String first_name;
        public String last_name;
        public String display_name;
        public String email;
        public String phone;
        public String password_hash;
        public String password_salt;
        public Status status;
        public String locale;
        public String time_zone;
        public boolean is_admin;
        public boolean is_verified;
        public boolean email_verified;
        public boolean mfa_enabled;
        public int login_count;
        public int failed_login_count;
        public int karma;
        public long balance_cents;
        public float rating;
        public long created_at;
        public long updated_at;
        public Long last_login_at;
        public Integer birth_year;
        public String nickname;
        public String website;
        public int department;
        public Position position;
    }

    public enum Status {
        Active,
        Pending,
        Suspended,
        Deleted,
    }

    @JsonPropertyOrder({"id", "name", "code", "manager_id", "budget_cents", "parent", "children"})
    public static final class Department implements Serializable {
        private static final long serialVersionUID = 1L;
        public int id;
        public String name;
        public String code;
        public long manager_id;
        public long budget_cents;
        public Integer parent;
        public int[] children;
    }

    @JsonPropertyOrder({"id", "title", "level", "salary_cents", "remote", "started_at"})
    public static final class Position implements Serializable {
        private static final long serialVersionUID = 1L;
        public int id;
        public String title;
        public int level;
        public long salary_cents;
        public boolean remote;
        public long started_at;
    }

    /** {@code datasets::log::Logs}: HTTP access-log records. */
    @JsonPropertyOrder({"logs"})
    public static final class Logs implements Serializable {
        private static final long serialVersionUID = 1L;
        public List<Log> logs;
    }

    @JsonPropertyOrder({"address", "identity", "userid", "date", "request", "code", "size"})
    public static final class Log implements Serializable {
        private static final long serialVersionUID = 1L;
        public Address address;
        public String identity;
        public String userid;
        public String date;
        public String request;
        public int code;
        public long size;
    }

    /** An IPv4 address, four octets (0 to 255). */
    @JsonPropertyOrder({"x0", "x1", "x2", "x3"})
    public static final class Address implements Serializable {
        private static final long serialVersionUID = 1L;
        public int x0;
        public int x1;
        public int x2;
        public int x3;
    }

    /** Every class a data set's value holds, for the libraries that register classes. */
    static final List<Class<?>> CLASSES = List.of(
        Users.class, User.class, Status.class, Department.class, Position.class,
        Logs.class, Log.class, Address.class);
}
