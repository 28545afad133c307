package serbench.peers;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The JMH benchmarks: one whole data set serialized into the codec's reused output, and its
 * bytes deserialized, per library. bench-cli passes the parameters ({@code -p dir=... -p dataset=...
 * -p library=...}) and the run's settings (forks, iterations) on JMH's command line. The trial's
 * setup holds the round trip to the original, so nothing is timed that does not round-trip.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class Bench {
    /** The directory bench-cli exported the data sets to. */
    @Param("")
    public String dir;

    @Param("users")
    public String dataset;

    /** {@code label/variant}, as {@link Library#key()}. */
    @Param("jackson/databind")
    public String library;

    private Library.Codec<Object> codec;
    private Object value;
    private byte[] bytes;

    @Setup
    public void setup() throws Exception {
        value = Data.load(Path.of(dir), dataset);
        codec = Data.codec(Library.of(library), dataset);
        bytes = codec.toBytes(value);
        String failure = Diff.first(value, codec.decode(bytes));
        if (failure != null) {
            throw new IllegalStateException(library + " does not round-trip " + dataset + ": "
                + failure);
        }
    }

    /** The bytes stay in the codec's reused output; JMH consumes their length. */
    @Benchmark
    public int serialize() throws Exception {
        return codec.encode(value);
    }

    @Benchmark
    public Object deserialize() throws Exception {
        return codec.decode(bytes);
    }
}
