package serbench.peers;

import com.alibaba.fastjson2.JSON;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import com.esotericsoftware.kryo.util.Pool;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.MessageLite;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import java.io.ByteArrayInputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.function.Supplier;
import log.LogOuterClass;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import org.nustaq.serialization.FSTConfiguration;
import users.UsersOuterClass;

/**
 * The JVM libraries measured, each driven the way its authors recommend for speed: state that can
 * be reused (mappers, readers and writers, pooled Kryo instances, buffers, schemas) is created once
 * per codec and reused for every message, as the Rust format crates reuse theirs. Every codec turns
 * a whole data set (one {@code Users} or {@code Logs} value) into bytes in an output it reuses, as
 * the Rust codecs write into a reused {@code Vec<u8>}, and decodes a {@code byte[]} back. Where a
 * library's API can only write to a stream (fastjson2, jackson), the stream is a reused
 * {@link Sink} and the library's copy from its own buffer into it is timed: the API forces it.
 */
enum Library {
    JDK("jdk", "serializable", "Java serialization", "java.base",
            "a new ObjectOutputStream per message over a reused output stream; classes implement"
                + " Serializable") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return streaming(
                (value, sink) -> {
                    try (ObjectOutputStream out = new ObjectOutputStream(sink)) {
                        out.writeObject(value);
                    }
                },
                bytes -> {
                    try (ObjectInputStream in =
                            new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                        return type.cast(in.readObject());
                    }
                });
        }
    },
    FASTJSON2("fastjson2", "default", "JSON", "com.alibaba.fastjson2:fastjson2",
            "JSON.writeTo a reused output stream (fastjson2 writes into its own pooled buffer and"
                + " copies it out: its API has no way to write into the caller's array),"
                + " JSON.parseObject(bytes, type); stands for fastjson 1.x, which carries"
                + " remote-code-execution advisories (CVE-2022-25845) and whose authors point to"
                + " fastjson2") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return streaming((value, sink) -> JSON.writeTo(sink, value),
                bytes -> JSON.parseObject(bytes, type));
        }
    },
    JACKSON("jackson", "databind", "JSON", "com.fasterxml.jackson.core:jackson-databind",
            "one ObjectMapper; an ObjectWriter (writing to a reused output stream: jackson copies"
                + " its recycled buffer out in chunks) and ObjectReader for the type, reused; no"
                + " accelerator module") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return jackson(new ObjectMapper(), type);
        }
    },
    JACKSON_BLACKBIRD("jackson", "blackbird", "JSON",
            "com.fasterxml.jackson.module:jackson-module-blackbird",
            "as jackson/databind, with the Blackbird module registered: jackson's accelerator for"
                + " Java 11 and later (Afterburner's successor), which replaces reflective field"
                + " and constructor access with generated lambdas") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return jackson(new ObjectMapper().registerModule(new BlackbirdModule()), type);
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
    KRYO("kryo", "registered-unsafe", "Kryo (native byte order)", "com.esotericsoftware:kryo",
            "Kryo instances, Outputs and Inputs from Kryo's Pool, the Output's buffer reused (no"
                + " copy out); every class registered (registration required: Kryo 5's default"
                + " and its advice); Kryo's sun.misc.Unsafe-based UnsafeOutput and UnsafeInput,"
                + " faster overall than its plain Output and Input here (native byte order on"
                + " the wire: only a machine of the same byte order reads it)") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return kryo(type, true, () -> new UnsafeOutput(1 << 16, -1), UnsafeInput::new);
        }
    },
    KRYO_UNREGISTERED("kryo", "unregistered", "Kryo", "com.esotericsoftware:kryo",
            "as registered, with registration not required (class names on the wire) and Kryo's"
                + " plain Output and Input: the study's setting") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return kryo(type, false, () -> new Output(1 << 16, -1), Input::new);
        }
    },
    FST("fst", "shared-refs", "FST", "de.ruedigermoeller:fst",
            "one FSTConfiguration (createDefaultConfiguration: shared references tracked), every"
                + " class registered, its own output buffer returned (asSharedByteArray, no copy);"
                + " needs --add-opens on JDK 17; unmaintained (last release October 2022, last"
                + " commit July 2021)") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return fst(type, true);
        }
    },
    FST_NO_REFS("fst", "no-shared-refs", "FST", "de.ruedigermoeller:fst",
            "as fst/shared-refs, with setShareReferences(false): fst's advice for data without"
                + " cycles or shared objects, which these data sets are") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return fst(type, false);
        }
    },
    PROTOSTUFF("protostuff", "runtime", "protostuff", "io.protostuff:protostuff-runtime",
            "RuntimeSchema (cached by protostuff); writeTo a LinkedBuffer over a reused array"
                + " (LinkedBuffer.use), grown once until a message fits it: no copy out") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            Schema<T> schema = RuntimeSchema.getSchema(type);
            return new Codec<>() {
                private byte[] array = new byte[1 << 16];
                private LinkedBuffer buffer = LinkedBuffer.use(array);

                @Override
                public int encode(T value) {
                    int length;
                    try {
                        length = ProtostuffIOUtil.writeTo(buffer, value, schema);
                    } finally {
                        buffer.clear();
                    }
                    if (length <= array.length) {
                        return length;
                    }
                    // It spilled into buffers protostuff allocated: grow the array to hold it all.
                    array = new byte[Integer.highestOneBit(length) << 1];
                    buffer = LinkedBuffer.use(array);
                    return encode(value);
                }

                @Override
                public byte[] output() {
                    return array;
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
                + " prost/converted); written by a CodedOutputStream into a reused array") {
        @Override
        <T> Codec<T> codec(Class<T> type) {
            return new Codec<>() {
                private byte[] array = new byte[1 << 16];

                @Override
                public int encode(T value) throws Exception {
                    MessageLite message = value instanceof Model.Users users
                        ? Proto.from(users)
                        : Proto.from((Model.Logs) value);
                    int length = message.getSerializedSize();
                    if (length > array.length) {
                        array = new byte[Integer.highestOneBit(length) << 1];
                    }
                    CodedOutputStream out = CodedOutputStream.newInstance(array, 0, length);
                    message.writeTo(out);
                    out.checkNoSpaceLeft();
                    return length;
                }

                @Override
                public byte[] output() {
                    return array;
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

    /**
     * Encodes a whole data set into an output the codec reuses, and decodes bytes back. The
     * benchmark times {@link #encode} alone: the bytes stay in the codec's output, as the Rust
     * codecs' stay in their reused buffer.
     */
    interface Codec<T> {
        /** Encodes {@code value} into the reused output; returns how many bytes it wrote. */
        int encode(T value) throws Exception;

        /** The reused output: the last {@link #encode} wrote its first bytes. */
        byte[] output();

        T decode(byte[] bytes) throws Exception;

        /** {@code value}'s encoding as a {@code byte[]} of its own (for checks, never timed). */
        default byte[] toBytes(T value) throws Exception {
            int length = encode(value);
            return Arrays.copyOf(output(), length);
        }
    }

    private static <T> Codec<T> jackson(ObjectMapper mapper, Class<T> type) {
        ObjectWriter writer = mapper.writerFor(type);
        ObjectReader reader = mapper.readerFor(type);
        return streaming((value, sink) -> writer.writeValue(sink, value), reader::readValue);
    }

    /** Writes a value to a stream. */
    interface Write<T> {
        void write(T value, OutputStream out) throws Exception;
    }

    /** Reads a value from bytes. */
    interface Read<T> {
        T read(byte[] bytes) throws Exception;
    }

    /**
     * A codec for a library whose API writes to an {@link OutputStream}: into one {@link Sink},
     * reused for every message.
     */
    private static <T> Codec<T> streaming(Write<T> write, Read<T> read) {
        Sink sink = new Sink(1 << 16);
        return new Codec<>() {
            @Override
            public int encode(T value) throws Exception {
                sink.reset();
                write.write(value, sink);
                return sink.length();
            }

            @Override
            public byte[] output() {
                return sink.buffer();
            }

            @Override
            public T decode(byte[] bytes) throws Exception {
                return read.read(bytes);
            }
        };
    }

    private static <T> Codec<T> kryo(
            Class<T> type, boolean registered, Supplier<Output> newOutput, Supplier<Input> newInput) {
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
                return newOutput.get();
            }
        };
        Pool<Input> inputs = new Pool<>(true, false, 8) {
            @Override
            protected Input create() {
                return newInput.get();
            }
        };
        return new Codec<>() {
            /** The Output the last encode wrote into (the pool's only one on one thread). */
            private Output last;

            @Override
            public int encode(T value) {
                Kryo kryo = kryos.obtain();
                Output output = outputs.obtain();
                try {
                    output.reset();
                    kryo.writeObject(output, value);
                    last = output;
                    return output.position();
                } finally {
                    outputs.free(output);
                    kryos.free(kryo);
                }
            }

            @Override
            public byte[] output() {
                return last.getBuffer();
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

    private static <T> Codec<T> fst(Class<T> type, boolean shareReferences) {
        FSTConfiguration configuration = FSTConfiguration.createDefaultConfiguration();
        configuration.setShareReferences(shareReferences);
        configuration.registerClass(Model.CLASSES.toArray(new Class<?>[0]));
        configuration.registerClass(ArrayList.class, int[].class);
        int[] length = new int[1];
        return new Codec<>() {
            private byte[] last;

            @Override
            public int encode(T value) {
                last = configuration.asSharedByteArray(value, length);
                return length[0];
            }

            @Override
            public byte[] output() {
                return last;
            }

            @Override
            public T decode(byte[] bytes) {
                return type.cast(configuration.asObject(bytes));
            }
        };
    }
}
