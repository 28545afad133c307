package serbench.peers;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Objects;

/**
 * Structural equality of two model values, reporting the first difference by path
 * ({@code users[3].karma: 5 != -5}): the round-trip check of every JVM row and the message of a
 * failed cross-language check. Floats compare by bits, as Rust's {@code PartialEq} does for the
 * values in these data sets (no NaN).
 */
final class Diff {
    private Diff() {}

    /** The first difference between {@code expected} and {@code actual}, or null if none. */
    static String first(Object expected, Object actual) {
        return first("", expected, actual);
    }

    private static String first(String path, Object expected, Object actual) {
        if (expected == null || actual == null) {
            return expected == actual ? null : mismatch(path, expected, actual);
        }
        if (expected.getClass() != actual.getClass()) {
            return path + ": " + expected.getClass().getSimpleName() + " != "
                + actual.getClass().getSimpleName();
        }
        if (expected instanceof List<?> left) {
            List<?> right = (List<?>) actual;
            if (left.size() != right.size()) {
                return path + ": " + left.size() + " elements != " + right.size();
            }
            for (int index = 0; index < left.size(); index++) {
                String found = first(path + "[" + index + "]", left.get(index), right.get(index));
                if (found != null) {
                    return found;
                }
            }
            return null;
        }
        if (expected instanceof int[] left) {
            int[] right = (int[]) actual;
            for (int index = 0; index < Math.min(left.length, right.length); index++) {
                if (left[index] != right[index]) {
                    return mismatch(path + "[" + index + "]", left[index], right[index]);
                }
            }
            return left.length == right.length
                ? null : path + ": " + left.length + " elements != " + right.length;
        }
        if (expected instanceof Float left) {
            return Float.floatToIntBits(left) == Float.floatToIntBits((Float) actual)
                ? null : mismatch(path, expected, actual);
        }
        if (expected.getClass().getEnclosingClass() != Model.class
                || expected.getClass().isEnum()) {
            return Objects.equals(expected, actual) ? null : mismatch(path, expected, actual);
        }
        for (Field field : expected.getClass().getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers())) {
                continue;
            }
            try {
                String found = first(
                    path + (path.isEmpty() ? "" : ".") + field.getName(),
                    field.get(expected),
                    field.get(actual));
                if (found != null) {
                    return found;
                }
            } catch (IllegalAccessException error) {
                throw new IllegalStateException(error);
            }
        }
        return null;
    }

    private static String mismatch(String path, Object expected, Object actual) {
        return path + ": " + expected + " != " + actual;
    }
}
