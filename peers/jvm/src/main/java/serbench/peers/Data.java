package serbench.peers;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The data sets bench-cli exports: {@code DIR/data/<dataset>.json}, serde_json's encoding of the
 * value the Rust generators make, loaded into the model so that both languages encode identical
 * values.
 */
final class Data {
    private Data() {}

    /** The model class of a data set the JVM side carries. */
    static Class<?> type(String dataset) {
        return switch (dataset) {
            case "users" -> Model.Users.class;
            case "log" -> Model.Logs.class;
            default -> throw new IllegalArgumentException("the JVM peers do not carry " + dataset);
        };
    }

    static Object load(Path dir, String dataset) throws IOException {
        return new ObjectMapper().readValue(
            dir.resolve("data").resolve(dataset + ".json").toFile(), type(dataset));
    }

    /** The data sets exported to {@code dir}, sorted. */
    static List<String> exported(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve("data"))) {
            return files.map(path -> path.getFileName().toString())
                .filter(name -> name.endsWith(".json"))
                .map(name -> name.substring(0, name.length() - ".json".length()))
                .sorted()
                .toList();
        }
    }

    @SuppressWarnings("unchecked")
    static Library.Codec<Object> codec(Library library, String dataset) {
        return (Library.Codec<Object>) library.codec(type(dataset));
    }
}
