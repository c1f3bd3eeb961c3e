package io.redeemdesk.server.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.javalin.http.Context;
import io.redeemdesk.protocol.ProblemType;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one reader of the service's request bodies: exactly one JSON object whose fields are all known, none twice,
 * each a string, a flag ({@code true}/{@code false}) or a whole number. A wrong shape or type answers 400, a missing
 * required field (or {@code null}) 422, and every message names the field and what is allowed in plain words: no
 * library's words, Java type or exception ever reaches a {@code detail}. An optional field may be absent or null.
 */
public final class JsonObjectBody {
    /** What a field holds, and how a message says it. */
    public enum Kind {
        TEXT("a string in double quotes"), FLAG("true or false"), WHOLE_NUMBER("a whole number such as 5000");

        private final String words;

        Kind(String words) {
            this.words = words;
        }
    }

    /** A field of the object: its name, what it holds and whether it must be there. */
    public record Field(String name, Kind kind, boolean required) {
        public static Field text(String name) {
            return new Field(name, Kind.TEXT, true);
        }

        public static Field flag(String name) {
            return new Field(name, Kind.FLAG, true);
        }

        public static Field wholeNumber(String name) {
            return new Field(name, Kind.WHOLE_NUMBER, true);
        }

        /** The same field, which the body may leave out or send as null. */
        public Field optional() {
            return new Field(name, kind, false);
        }
    }

    /** Why a body was refused: the status (400 shape, 422 missing or out of range) and the plain-words detail. */
    public record Refusal(int status, String detail) {
    }

    /** What was read: the values by field (absent and null fields missing), or the refusal. */
    public record Read(Map<String, JsonNode> values, Refusal refusal) {
        /** The string, or null when an optional field was left out. */
        public String text(String field) {
            JsonNode value = values.get(field);
            return value == null ? null : value.textValue();
        }

        public boolean flag(String field) {
            return values.get(field).booleanValue();
        }

        /** The whole number, or null when an optional field was left out. */
        public Long wholeNumber(String field) {
            JsonNode value = values.get(field);
            return value == null ? null : value.longValue();
        }
    }

    private static final ObjectMapper JSON = JsonMapper.builder(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).maxNumberLength(64).build())
            .build()).build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final String what;
    private final String example;
    private final Map<String, Field> fields = new LinkedHashMap<>();

    /**
     * @param what    what the body is, for messages: "a redemption request"
     * @param example a valid body, shown in messages about the shape
     */
    public JsonObjectBody(String what, String example, List<Field> fields) {
        this.what = what;
        this.example = example;
        fields.forEach(field -> this.fields.put(field.name(), field));
    }

    /** Reads the request's body; null after its refusal was written as a 400/422 {@code invalid-request}. */
    public Read read(Context ctx, ProblemWriter problems) {
        Read read = read(ctx.bodyAsBytes());
        if (read.refusal() == null) {
            return read;
        }
        problems.write(ctx, ProblemType.INVALID_REQUEST, read.refusal().status(), read.refusal().detail());
        return null;
    }

    private Read read(byte[] body) {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        String at = null;
        try (JsonParser parser = JSON.createParser(body)) {
            JsonToken first = parser.nextToken();
            if (first != JsonToken.START_OBJECT) {
                return refused(400, (first == null ? "The body is empty" : "The body is " + kind(first))
                        + "; send " + what + " as one JSON object: " + example);
            }
            for (JsonToken token = parser.nextToken(); token == JsonToken.FIELD_NAME; token = parser.nextToken()) {
                String name = parser.currentName();
                at = name;
                JsonToken valueToken = parser.nextToken();
                Field field = fields.get(name);
                if (field == null) {
                    return refused(400, "Unknown field '" + printable(name) + "': " + what + " has only the fields "
                            + String.join(", ", fields.keySet()));
                }
                if (values.containsKey(name)) {
                    return refused(400, "The field '" + name + "' appears twice; send it once");
                }
                if (valueToken != JsonToken.VALUE_NULL && !fits(field, valueToken)) {
                    return refused(400, "'" + name + "' must be " + allowed(field) + ", not " + kind(valueToken));
                }
                if (field.kind() == Kind.WHOLE_NUMBER && valueToken == JsonToken.VALUE_NUMBER_INT
                        && parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                    return refused(422, name + " is too large: at most " + Long.MAX_VALUE);
                }
                values.put(name, valueToken == JsonToken.VALUE_NULL ? null : value(field, parser));
                at = null;
            }
            if (parser.nextToken() != null) {
                return refused(400, "The body holds more than one JSON value; send " + what + " as one object: "
                        + example);
            }
        } catch (StreamConstraintsException e) {
            return refused(400, (at == null ? "The body" : "'" + printable(at) + "'")
                    + " holds a number longer than 64 digits or lists and objects nested deeper than 64 levels"
                    + (at == null ? "; send " + what + ": " + example
                    : "; it must be " + allowed(fields.getOrDefault(at, Field.text(at)))));
        } catch (StreamReadException e) {
            return refused(400, "The body is not valid JSON (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + "); send " + what + ": " + example);
        } catch (IOException e) {
            return refused(400, "The body could not be read; send " + what + ": " + example);
        }
        for (Field field : fields.values()) {
            if (field.required() && values.get(field.name()) == null) {
                return refused(422, field.name() + " is required (" + allowed(field) + ")");
            }
        }
        return new Read(values, null);
    }

    /**
     * The value under the parser, which {@link #fits} its field: read straight off the token rather than through
     * the object mapper's tree reader, which sets up a deserialization context for every value (a claim's body is
     * read ~1,000 times a second under a flood).
     */
    private static JsonNode value(Field field, JsonParser parser) throws IOException {
        return switch (field.kind()) {
            case TEXT -> NODES.textNode(parser.getText());
            case FLAG -> NODES.booleanNode(parser.getBooleanValue());
            case WHOLE_NUMBER -> NODES.numberNode(parser.getLongValue());
        };
    }

    private static boolean fits(Field field, JsonToken token) {
        return switch (field.kind()) {
            case TEXT -> token == JsonToken.VALUE_STRING;
            case FLAG -> token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE;
            case WHOLE_NUMBER -> token == JsonToken.VALUE_NUMBER_INT;
        };
    }

    private static String allowed(Field field) {
        return field.kind().words;
    }

    private static String kind(JsonToken token) {
        return switch (token) {
            case START_ARRAY -> "a list";
            case START_OBJECT -> "an object";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "a number";
            case VALUE_NUMBER_FLOAT -> "a number with a fraction or an exponent";
            case VALUE_TRUE, VALUE_FALSE -> "true/false";
            case VALUE_NULL -> "null";
            default -> "not a JSON value";
        };
    }

    private static String printable(String name) {
        String shown = name.length() > 64 ? name.substring(0, 64) + "…" : name;
        return shown.codePoints().map(c -> Character.isISOControl(c) ? '?' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    }

    private Read refused(int status, String detail) {
        return new Read(Map.of(), new Refusal(status, detail));
    }
}
