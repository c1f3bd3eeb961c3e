package io.redeemdesk.config;

import io.redeemdesk.protocol.FieldRules;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The value rules the key catalogues are built from. Each one says in words what it allows. */
public final class ValueRules {
    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s|m|h|d)");
    private static final Pattern PIN = Pattern.compile("sha256/[A-Za-z0-9+/]{43}=");

    private ValueRules() {
    }

    private record Rule<T>(String allowed, Parser<T> parser) implements ValueRule<T> {
        @Override
        public T parse(String raw) {
            return parser.parse(raw.strip());
        }
    }

    private interface Parser<T> {
        T parse(String text);
    }

    private static <T> ValueRule<T> rule(String allowed, Parser<T> parser) {
        return new Rule<>(allowed, parser);
    }

    private static IllegalArgumentException refuse() {
        return new IllegalArgumentException();
    }

    public static ValueRule<Integer> integer(int min, int max) {
        return rule("a whole number from " + min + " to " + max, text -> {
            try {
                int value = Integer.parseInt(text);
                if (value < min || value > max) {
                    throw refuse();
                }
                return value;
            } catch (NumberFormatException e) {
                throw refuse();
            }
        });
    }

    public static ValueRule<Long> longInteger(long min, long max) {
        return rule("a whole number from " + min + " to " + max, text -> {
            try {
                long value = Long.parseLong(text);
                if (value < min || value > max) {
                    throw refuse();
                }
                return value;
            } catch (NumberFormatException e) {
                throw refuse();
            }
        });
    }

    public static ValueRule<Double> decimal(double min, double max) {
        return rule("a number from " + trim(min) + " to " + trim(max), text -> {
            try {
                double value = Double.parseDouble(text);
                if (!(value >= min && value <= max)) {
                    throw refuse();
                }
                return value;
            } catch (NumberFormatException e) {
                throw refuse();
            }
        });
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    public static ValueRule<Boolean> bool() {
        return rule("true or false", text -> {
            if (text.equalsIgnoreCase("true")) {
                return true;
            }
            if (text.equalsIgnoreCase("false")) {
                return false;
            }
            throw refuse();
        });
    }

    /** A duration written {@code 500ms}, {@code 2s}, {@code 5m}, {@code 72h} or {@code 3d}. */
    public static ValueRule<Duration> duration(Duration min, Duration max) {
        return rule("a duration from " + format(min) + " to " + format(max)
                + ", written as a number and a unit (ms, s, m, h, d) like 2s", text -> {
            Matcher m = DURATION.matcher(text);
            if (!m.matches()) {
                throw refuse();
            }
            long n = Long.parseLong(m.group(1));
            Duration value = switch (m.group(2)) {
                case "ms" -> Duration.ofMillis(n);
                case "s" -> Duration.ofSeconds(n);
                case "m" -> Duration.ofMinutes(n);
                case "h" -> Duration.ofHours(n);
                default -> Duration.ofDays(n);
            };
            if (value.compareTo(min) < 0 || value.compareTo(max) > 0) {
                throw refuse();
            }
            return value;
        });
    }

    static String format(Duration d) {
        if (d.toMillis() % 86_400_000 == 0 && d.toDays() > 3) {
            return d.toDays() + "d";
        }
        if (d.toMillis() % 3_600_000 == 0) {
            return d.toHours() + "h";
        }
        if (d.toMillis() % 60_000 == 0) {
            return d.toMinutes() + "m";
        }
        if (d.toMillis() % 1000 == 0) {
            return d.toSeconds() + "s";
        }
        return d.toMillis() + "ms";
    }

    /** One of a fixed set of words, case-insensitive; the value is the word as listed. */
    public static ValueRule<String> oneOf(String... choices) {
        return rule("one of " + String.join(", ", choices), text -> {
            for (String choice : choices) {
                if (choice.equalsIgnoreCase(text)) {
                    return choice;
                }
            }
            throw refuse();
        });
    }

    /** A comma-separated, non-empty subset of {@code choices}. */
    public static ValueRule<List<String>> listOf(String... choices) {
        ValueRule<String> one = oneOf(choices);
        return rule("a comma-separated list of " + String.join(", ", choices), text -> {
            List<String> values = new ArrayList<>();
            for (String part : text.split(",")) {
                values.add(one.parse(part));
            }
            return List.copyOf(values);
        });
    }

    /** A store, terminal or cashier id: letters, digits, dot, underscore, hyphen; 1 to 64 characters. */
    public static ValueRule<String> id() {
        return rule(FieldRules.ID_RULE, text -> {
            if (!FieldRules.isId(text)) {
                throw refuse();
            }
            return text;
        });
    }

    /** Any text up to {@code max} characters without control characters; may be empty. */
    public static ValueRule<String> text(int max) {
        return rule("text of at most " + max + " characters, no control characters", text -> {
            if (text.length() > max || text.chars().anyMatch(Character::isISOControl)) {
                throw refuse();
            }
            return text;
        });
    }

    /**
     * The redemption service's base URL: {@code https://…}, or {@code http://} to this machine only (a plain
     * HTTP link across a network would carry the terminal token in clear). Empty means demo mode.
     */
    public static ValueRule<String> serviceUrl() {
        return rule("empty (demo mode), an https:// URL, or http:// to localhost/127.0.0.1 only", text -> {
            if (text.isEmpty()) {
                return text;
            }
            try {
                URI uri = new URI(text);
                if (!httpsOrLocalHttp(uri) || uri.getQuery() != null || uri.getUserInfo() != null) {
                    throw refuse();
                }
                return text;
            } catch (URISyntaxException e) {
                throw refuse();
            }
        });
    }

    /**
     * A webhook receiver's URL: {@code https://…}, or {@code http://} to this machine only (events carry voucher
     * codes). Empty means no webhook.
     */
    public static ValueRule<String> webhookUrl() {
        return rule("empty (no webhook), an https:// URL, or http:// to localhost/127.0.0.1 only", text -> {
            if (text.isEmpty()) {
                return text;
            }
            try {
                URI uri = new URI(text);
                if (!httpsOrLocalHttp(uri) || uri.getUserInfo() != null || uri.getFragment() != null) {
                    throw refuse();
                }
                return text;
            } catch (URISyntaxException e) {
                throw refuse();
            }
        });
    }

    /** A host and either https, or plain http to this machine only (nothing in clear across a network). */
    private static boolean httpsOrLocalHttp(URI uri) {
        String host = uri.getHost();
        boolean https = "https".equalsIgnoreCase(uri.getScheme());
        boolean localHttp = "http".equalsIgnoreCase(uri.getScheme())
                && ("localhost".equalsIgnoreCase(host) || "127.0.0.1".equals(host));
        return host != null && (https || localHttp);
    }

    /** A signing secret: 16 to 256 characters, no spaces or control characters. */
    public static ValueRule<String> secret() {
        return rule("16 to 256 characters without spaces or control characters", text -> {
            if (text.length() < 16 || text.length() > 256
                    || text.chars().anyMatch(ch -> Character.isWhitespace(ch) || Character.isISOControl(ch))) {
                throw refuse();
            }
            return text;
        });
    }

    /** A JDBC URL of a database the service supports. */
    public static ValueRule<String> jdbcUrl() {
        return rule("jdbc:sqlite:<file> or jdbc:postgresql://host[:port]/database", text -> {
            boolean sqlite = text.startsWith("jdbc:sqlite:") && text.length() > "jdbc:sqlite:".length();
            boolean postgres = text.startsWith("jdbc:postgresql://") && text.length() > "jdbc:postgresql://".length();
            if (!sqlite && !postgres) {
                throw refuse();
            }
            return text;
        });
    }

    /** An absolute file-system path (relative paths would depend on where the program was started). */
    public static ValueRule<Path> absolutePath() {
        return rule("an absolute path, like /var/lib/redeemdesk or C:\\RedeemDesk", text -> {
            try {
                Path path = Path.of(text);
                if (!path.isAbsolute()) {
                    throw refuse();
                }
                return path;
            } catch (InvalidPathException e) {
                throw refuse();
            }
        });
    }

    /** A language tag like {@code en}, {@code de-CH}. */
    public static ValueRule<Locale> locale() {
        return rule("a language tag like en, de or fr-CH", text -> {
            Locale locale = Locale.forLanguageTag(text);
            if (text.isEmpty() || locale.getLanguage().isEmpty()
                    || !locale.toLanguageTag().equalsIgnoreCase(text)) {
                throw refuse();
            }
            return locale;
        });
    }

    /**
     * Public-key pins for OkHttp's certificate pinner: empty (no pinning) or at least two comma-separated
     * {@code sha256/<base64>} pins, the second one a backup key so a certificate change cannot lock tills out.
     */
    public static ValueRule<List<String>> pins() {
        return rule("empty, or at least two comma-separated pins sha256/<44 base64 characters> (one is the backup)",
                text -> {
                    if (text.isEmpty()) {
                        return List.of();
                    }
                    List<String> pins = Arrays.stream(text.split(",")).map(String::strip).toList();
                    if (pins.size() < 2 || pins.stream().anyMatch(p -> !PIN.matcher(p).matches())
                            || pins.stream().distinct().count() != pins.size()) {
                        throw refuse();
                    }
                    return pins;
                });
    }

    /** A terminal token as {@code enroll} stores it. */
    public static ValueRule<String> token() {
        return rule("a terminal token as written by 'redeemdesk enroll' (rdt_ and 43 characters)", text -> {
            if (!text.isEmpty() && !text.matches("rdt_[A-Za-z0-9_-]{43}")) {
                throw refuse();
            }
            return text;
        });
    }

    /** A secret of {@code minLength} to 256 characters without control characters, or empty for none. */
    public static ValueRule<String> secret(int minLength) {
        return rule("empty, or " + minLength + " to 256 characters without control characters (e.g. 'openssl rand "
                + "-hex 32')", text -> {
            if (!text.isEmpty() && (text.length() < minLength || text.length() > 256
                    || text.chars().anyMatch(Character::isISOControl))) {
                throw refuse();
            }
            return text;
        });
    }
}
