package serbench.peers;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * A reusable output stream over one growing array, for the libraries whose API writes to an
 * {@link OutputStream}: its array keeps its capacity between messages (as the Rust codecs' reused
 * {@code Vec<u8>}), and, unlike {@link java.io.ByteArrayOutputStream}, it neither synchronizes
 * nor copies its bytes out.
 */
final class Sink extends OutputStream {
    private byte[] buffer;
    private int length;

    Sink(int capacity) {
        buffer = new byte[capacity];
    }

    /** Empties the sink, keeping its array. */
    void reset() {
        length = 0;
    }

    /** The array the bytes written since {@link #reset()} start at. */
    byte[] buffer() {
        return buffer;
    }

    /** How many bytes were written since {@link #reset()}. */
    int length() {
        return length;
    }

    @Override
    public void write(int b) {
        reserve(1);
        buffer[length++] = (byte) b;
    }

    @Override
    public void write(byte[] bytes, int offset, int count) {
        reserve(count);
        System.arraycopy(bytes, offset, buffer, length, count);
        length += count;
    }

    private void reserve(int count) {
        if (buffer.length - length < count) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, length + count));
        }
    }
}
