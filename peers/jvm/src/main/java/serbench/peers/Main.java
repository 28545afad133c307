package serbench.peers;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Everything the JVM side does before JMH times it, in one JVM start: for each data set bench-cli
 * exported ({@code DIR/data/<dataset>.json}), each library's round trip held to the original (its
 * bytes written to {@code DIR/java/<dataset>/<label>~<variant>.bin} for bench-cli to size and
 * compress), and the cross-language checks: every file bench-cli wrote under
 * {@code DIR/interop/rust/<dataset>/} decoded with the Java library of its wire and compared with
 * the original, and the Java library's own bytes written under {@code DIR/interop/java/<dataset>/}
 * for bench-cli to decode. The findings go to {@code DIR/java/report.json}; a failed check is a
 * finding, not a crash.
 *
 * <p>Usage: {@code java -cp CLASSPATH serbench.peers.Main DIR}
 */
public final class Main {
    /** The Java library each cross-language wire is checked with, by file extension. */
    static final Map<String, Library> INTEROP = Map.of(
        "json", Library.JACKSON,
        "msgpack", Library.JACKSON_MSGPACK,
        "cbor", Library.JACKSON_CBOR,
        "protobuf", Library.PROTOBUF);

    private Main() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: serbench.peers.Main DIR");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("java", javaInfo());
        List<Map<String, Object>> libraries = new ArrayList<>();
        for (Library library : Library.values()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("key", library.key());
            entry.put("wire", library.wire);
            entry.put("artifact", library.artifact);
            entry.put("version", version(library.artifact));
            entry.put("settings", library.settings);
            libraries.add(entry);
        }
        report.put("libraries", libraries);
        List<Map<String, Object>> checks = new ArrayList<>();
        List<Map<String, Object>> interop = new ArrayList<>();
        for (String dataset : Data.exported(dir)) {
            Object original = Data.load(dir, dataset);
            for (Library library : Library.values()) {
                checks.add(roundTrip(dir, dataset, library, original));
            }
            interop.addAll(fromRust(dir, dataset, original));
            for (Map.Entry<String, Library> wire : INTEROP.entrySet()) {
                byte[] bytes = Data.codec(wire.getValue(), dataset).toBytes(original);
                write(dir.resolve("interop/java").resolve(dataset).resolve(wire.getKey() + ".bin"),
                    bytes);
            }
        }
        report.put("round_trips", checks);
        report.put("interop", interop);
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        write(dir.resolve("java/report.json"), json.writeValueAsBytes(report));
    }

    /** One library's round trip on one data set: the bytes, and whether they decode to it. */
    private static Map<String, Object> roundTrip(
            Path dir, String dataset, Library library, Object original) {
        Map<String, Object> check = new LinkedHashMap<>();
        check.put("dataset", dataset);
        check.put("library", library.key());
        String failure;
        try {
            Library.Codec<Object> codec = Data.codec(library, dataset);
            byte[] bytes = codec.toBytes(original);
            failure = Diff.first(original, codec.decode(bytes));
            if (failure == null) {
                String name = library.label + "~" + library.variant + ".bin";
                write(dir.resolve("java").resolve(dataset).resolve(name), bytes);
                check.put("bytes", bytes.length);
            }
        } catch (Exception | StackOverflowError error) {
            failure = error.toString();
        }
        check.put("failure", failure);
        return check;
    }

    /** Decodes every file bench-cli wrote for {@code dataset} with the Java library of its wire. */
    private static List<Map<String, Object>> fromRust(Path dir, String dataset, Object original)
            throws IOException {
        Path from = dir.resolve("interop/rust").resolve(dataset);
        List<Map<String, Object>> found = new ArrayList<>();
        if (!Files.isDirectory(from)) {
            return found;
        }
        List<Path> files;
        try (Stream<Path> listed = Files.list(from)) {
            files = listed.sorted().toList();
        }
        for (Path file : files) {
            String name = file.getFileName().toString();
            String extension = name.substring(name.lastIndexOf('.') + 1);
            Library library = INTEROP.get(extension);
            if (library == null) {
                continue;
            }
            Map<String, Object> check = new LinkedHashMap<>();
            check.put("dataset", dataset);
            check.put("file", name);
            check.put("java", library.key());
            String failure;
            try {
                Object decoded = Data.codec(library, dataset).decode(Files.readAllBytes(file));
                failure = Diff.first(original, decoded);
            } catch (Exception error) {
                failure = firstLine(error.toString());
            }
            check.put("failure", failure);
            found.add(check);
        }
        return found;
    }

    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }

    private static Map<String, Object> javaInfo() {
        Map<String, Object> info = new LinkedHashMap<>();
        info.put("version", System.getProperty("java.runtime.version"));
        info.put("vm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
        info.put("vendor", System.getProperty("java.vm.vendor"));
        info.put("jmh", version("org.openjdk.jmh:jmh-core"));
        return info;
    }

    /** The version of a Maven artifact on the classpath (its repository path says it). */
    static String version(String artifact) {
        if (!artifact.contains(":")) {
            return System.getProperty("java.version");
        }
        String[] parts = artifact.split(":");
        String directory = parts[0].replace('.', '/') + "/" + parts[1] + "/";
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            String path = entry.replace(File.separatorChar, '/');
            int at = path.indexOf(directory);
            if (at >= 0) {
                String rest = path.substring(at + directory.length());
                return rest.substring(0, rest.indexOf('/'));
            }
        }
        return "unknown";
    }

    /** Writes through a temporary file and a rename, so no reader sees half a file. */
    static void write(Path path, byte[] bytes) throws IOException {
        Files.createDirectories(path.getParent());
        Path temporary = path.resolveSibling(path.getFileName() + ".tmp");
        Files.write(temporary, bytes);
        Files.move(temporary, path, StandardCopyOption.REPLACE_EXISTING,
            StandardCopyOption.ATOMIC_MOVE);
    }
}
