package serbench.peers;

import com.alibaba.fastjson2.JSON;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.Pool;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import log.LogOuterClass;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import org.nustaq.serialization.FSTConfiguration;
import users.UsersOuterClass;

/**
 * The JVM libraries measured, each driven the way its authors recommend for speed: state that can
 * be reused (mappers, readers and writers, pooled Kryo instances, buffers, schemas) is created once
 * per codec and reused for every message, as the Rust format crates reuse theirs. Every codec turns
 * a whole data set (one {@code Users} or {@code Logs} value) into a {@code byte[]} and back.
 */
enum Library {
    JDK("jdk", "serializable", "Java serialization", "java.base",
            "ObjectOutputStream over a reused ByteArrayOutputStream; classes implement Serializable") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream(1 << 16);
            return new Codec<>() {
                @Override
                public byte[] encode(T value) throws Exception {
                    buffer.reset();
                    try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
                        out.writeObject(value);
                    }
                    return buffer.toByteArray();
                }

                @Override
                public T decode(byte[] bytes) throws Exception {
                    try (ObjectInputStream in =
                            new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                        return type.cast(in.readObject());
                    }
                }
            };
        }
    },
    FASTJSON2("fastjson2", "default", "JSON", "com.alibaba.fastjson2:fastjson2",
            "JSON.toJSONBytes, JSON.parseObject(bytes, type); stands for fastjson 1.x, which carries"
                + " remote-code-execution advisories (CVE-2022-25845) and whose authors point to"
                + " fastjson2") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return new Codec<>() {
                @Override
                public byte[] encode(T value) {
                    return JSON.toJSONBytes(value);
                }

                @Override
                public T decode(byte[] bytes) {
                    return JSON.parseObject(bytes, type);
                }
            };
        }
    },
    JACKSON("jackson", "databind", "JSON", "com.fasterxml.jackson.core:jackson-databind",
            "one ObjectMapper; an ObjectWriter and ObjectReader for the type, reused") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return jackson(new ObjectMapper(), type);
        }
    },
    JACKSON_CBOR("jackson-cbor", "databind", "CBOR",
            "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor",
            "as jackson, over CBORFactory (structs as maps with field names, as ciborium writes)") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return jackson(new ObjectMapper(new CBORFactory()), type);
        }
    },
    JACKSON_MSGPACK("jackson-msgpack", "databind-array", "MessagePack",
            "org.msgpack:jackson-dataformat-msgpack",
            "as jackson, over MessagePackFactory; structs as arrays (Shape.ARRAY), rmp-serde's"
                + " default layout") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            ObjectMapper mapper = new ObjectMapper(new MessagePackFactory());
            for (Class<?> model : Model.CLASSES) {
                if (!model.isEnum()) {
                    mapper.configOverride(model)
                        .setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.ARRAY));
                }
            }
            return jackson(mapper, type);
        }
    },
    KRYO("kryo", "registered", "Kryo", "com.esotericsoftware:kryo",
            "Kryo instances, Outputs and Inputs from Kryo's Pool; every class registered"
                + " (registration required: Kryo 5's default and its advice)") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return kryo(type, true);
        }
    },
    KRYO_UNREGISTERED("kryo", "unregistered", "Kryo", "com.esotericsoftware:kryo",
            "as registered, with registration not required: class names on the wire (the study's"
                + " setting)") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return kryo(type, false);
        }
    },
    FST("fst", "unmaintained", "FST", "de.ruedigermoeller:fst",
            "one FSTConfiguration (createDefaultConfiguration), every class registered; needs"
                + " --add-opens on JDK 17; unmaintained (last release October 2022, last commit"
                + " July 2021)") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            FSTConfiguration configuration = FSTConfiguration.createDefaultConfiguration();
            configuration.registerClass(Model.CLASSES.toArray(new Class<?>[0]));
            configuration.registerClass(ArrayList.class, int[].class);
            return new Codec<>() {
                @Override
                public byte[] encode(T value) {
                    return configuration.asByteArray(value);
                }

                @Override
                public T decode(byte[] bytes) {
                    return type.cast(configuration.asObject(bytes));
                }
            };
        }
    },
    PROTOSTUFF("protostuff", "runtime", "protostuff", "io.protostuff:protostuff-runtime",
            "RuntimeSchema (cached by protostuff) and one LinkedBuffer, reused") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            Schema<T> schema = RuntimeSchema.getSchema(type);
            LinkedBuffer buffer = LinkedBuffer.allocate(LinkedBuffer.DEFAULT_BUFFER_SIZE);
            return new Codec<>() {
                @Override
                public byte[] encode(T value) {
                    try {
                        return ProtostuffIOUtil.toByteArray(value, schema, buffer);
                    } finally {
                        buffer.clear();
                    }
                }

                @Override
                public T decode(byte[] bytes) {
                    T value = schema.newMessage();
                    ProtostuffIOUtil.mergeFrom(bytes, value, schema);
                    return value;
                }
            };
        }
    },
    PROTOBUF("protobuf-java", "converted", "Protocol Buffers", "com.google.protobuf:protobuf-java",
            "classes generated from schemas/*.proto; conversion from and to the model timed (as"
                + " prost/converted)") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return new Codec<>() {
                @Override
                public byte[] encode(T value) {
                    if (value instanceof Model.Users users) {
                        return Proto.from(users).toByteArray();
                    }
                    return Proto.from((Model.Logs) value).toByteArray();
                }

                @Override
                public T decode(byte[] bytes) throws Exception {
                    if (type == Model.Users.class) {
                        return type.cast(Proto.to(UsersOuterClass.Users.parseFrom(bytes)));
                    }
                    return type.cast(Proto.to(LogOuterClass.Logs.parseFrom(bytes)));
                }
            };
        }
    };

    /** The row's library name ({@code java/<name>} in the results). */
    final String label;
    final String variant;
    final String wire;
    /** Maven coordinates without the version (read off the classpath at run time). */
    final String artifact;
    final String settings;

    Library(String label, String variant, String wire, String artifact, String settings) {
        this.label = label;
        this.variant = variant;
        this.wire = wire;
        this.artifact = artifact;
        this.settings = settings;
    }

    /** A codec for one data set's type, holding the reusable state. */
    abstract <T> Codec<T> codec(Class<T> type);

    /** The key JMH's {@code library} parameter and the results use: {@code kryo/registered}. */
    String key() {
        return label + "/" + variant;
    }

    static Library of(String key) {
        for (Library library : values()) {
            if (library.key().equals(key)) {
                return library;
            }
        }
        throw new IllegalArgumentException("no JVM library " + key);
    }

    /** Encodes a whole data set to bytes and back. */
    interface Codec<T> {
        byte[] encode(T value) throws Exception;

        T decode(byte[] bytes) throws Exception;
    }

    private static <T> Codec<T> jackson(ObjectMapper mapper, Class<T> type) {
        ObjectWriter writer = mapper.writerFor(type);
        ObjectReader reader = mapper.readerFor(type);
        return new Codec<>() {
            @Override
            public byte[] encode(T value) throws Exception {
                return writer.writeValueAsBytes(value);
            }

            @Override
            public T decode(byte[] bytes) throws Exception {
                return reader.readValue(bytes);
            }
        };
    }

    private static <T> Codec<T> kryo(Class<T> type, boolean registered) {
        Pool<Kryo> kryos = new Pool<>(true, false, 8) {
            @Override
            protected Kryo create() {
                Kryo kryo = new Kryo();
                kryo.setRegistrationRequired(registered);
                if (registered) {
                    for (Class<?> model : Model.CLASSES) {
                        kryo.register(model);
                    }
                    kryo.register(ArrayList.class);
                    kryo.register(int[].class);
                }
                return kryo;
            }
        };
        Pool<Output> outputs = new Pool<>(true, false, 8) {
            @Override
            protected Output create() {
                return new Output(1 << 16, -1);
            }
        };
        Pool<Input> inputs = new Pool<>(true, false, 8) {
            @Override
            protected Input create() {
                return new Input();
            }
        };
        return new Codec<>() {
            @Override
            public byte[] encode(T value) {
                Kryo kryo = kryos.obtain();
                Output output = outputs.obtain();
                try {
                    output.reset();
                    kryo.writeObject(output, value);
                    return output.toBytes();
                } finally {
                    outputs.free(output);
                    kryos.free(kryo);
                }
            }

            @Override
            public T decode(byte[] bytes) {
                Kryo kryo = kryos.obtain();
                Input input = inputs.obtain();
                try {
                    input.setBuffer(bytes);
                    return kryo.readObject(input, type);
                } finally {
                    inputs.free(input);
                    kryos.free(kryo);
                }
            }
        };
    }
}
