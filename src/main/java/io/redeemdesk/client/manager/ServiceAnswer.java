package io.redeemdesk.client.manager;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.VoucherCode;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;

/**
 * The service's stored answer to an action, for the manager: a readable summary (one line a field, in the
 * manager's words, times and money as everywhere else) and the JSON as it came, both with every voucher code
 * masked — a {@code code} field, and the action's code wherever else it appears, in full or in its dashed form.
 * Only "Reveal code" (logged) shows a code in full.
 */
final class ServiceAnswer {
    private static final ObjectMapper JSON = ProtocolJson.lenientMapper();

    private final ManagerText text;
    private final String fullCode;

    /** @param fullCode the action's code, masked wherever the answer repeats it */
    ServiceAnswer(ManagerText text, String fullCode) {
        this.text = text;
        this.fullCode = fullCode == null ? "" : fullCode;
    }

    /** {@code HTTP 201 · Redeemed} and then a line a field: {@code Voucher: Free coffee}, {@code Code: …862J}. */
    String summary(int httpStatus, String body) {
        StringBuilder s = new StringBuilder(text.text("answer.http", httpStatus));
        JsonNode tree = parse(body);
        if (tree == null || !tree.isObject()) {
            return s.append('\n').append(masked(body)).toString();
        }
        if (tree.hasNonNull("verdict")) {
            s.append(" · ").append(verdict(tree.get("verdict").asText()));
        }
        lines(s, (ObjectNode) tree, "");
        return s.toString();
    }

    /** The JSON as the service sent it, indented, with the codes masked. */
    String raw(String body) {
        JsonNode tree = parse(body);
        if (tree == null) {
            return masked(body);
        }
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(mask(tree));
        } catch (JsonProcessingException e) {
            return masked(body);
        }
    }

    private void lines(StringBuilder s, ObjectNode object, String indent) {
        for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            String name = field.getKey();
            JsonNode value = field.getValue();
            boolean shownAbove = name.equals("verdict") && indent.isEmpty();
            if (value.isNull() || shownAbove || name.equals("type") || name.equals("currency")
                    || name.equals("status")) {
                continue;
            }
            String shown = value.isContainerNode() ? "" : value(name, value, object);
            s.append('\n').append(indent).append(text.text("answer.line", label(name), shown).strip());
            if (value.isObject()) {
                lines(s, (ObjectNode) value, indent + "    ");
            } else if (value.isArray()) {
                for (JsonNode element : value) {
                    s.append('\n').append(indent).append("  • ")
                            .append(element.isObject() ? oneLine((ObjectNode) element) : masked(element.asText()));
                }
            }
        }
    }

    /** A capture's line: its code, voucher and verdict, on one line. */
    private String oneLine(ObjectNode line) {
        StringBuilder s = new StringBuilder();
        for (Iterator<Map.Entry<String, JsonNode>> it = line.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            if (field.getValue().isValueNode() && !field.getValue().isNull()
                    && !field.getKey().equals("currency")) {
                s.append(s.isEmpty() ? "" : ", ").append(value(field.getKey(), field.getValue(), line));
            }
        }
        return s.toString();
    }

    private String value(String name, JsonNode value, ObjectNode in) {
        String raw = value.asText();
        if (name.equals("code")) {
            return VoucherCode.mask(VoucherCode.normalize(raw));
        }
        if (name.equals("verdict")) {
            return verdict(raw);
        }
        if (name.equals("valueCents") && value.canConvertToLong()) {
            return text.money(value.asLong(), in.path("currency").asText(null));
        }
        if (name.endsWith("At") || name.endsWith("Until") || name.endsWith("Since")) {
            try {
                return text.time(Instant.parse(raw).toEpochMilli());
            } catch (DateTimeParseException notATime) {
                return masked(raw);
            }
        }
        return masked(raw);
    }

    private String label(String field) {
        String key = "answer.field." + field;
        String words = text.text(key);
        return words.equals(key) ? field : words;
    }

    private String verdict(String name) {
        String key = "name." + name;
        String words = text.text(key);
        return words.equals(key) ? name : words;
    }

    /** Every code field masked, and the action's code in any other text. */
    private JsonNode mask(JsonNode node) {
        if (node.isObject()) {
            ObjectNode object = (ObjectNode) node;
            for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                JsonNode value = field.getValue();
                if (field.getKey().equals("code") && value.isTextual()) {
                    field.setValue(new TextNode(VoucherCode.mask(VoucherCode.normalize(value.asText()))));
                } else {
                    field.setValue(mask(value));
                }
            }
        } else if (node.isArray()) {
            ArrayNode array = (ArrayNode) node;
            for (int i = 0; i < array.size(); i++) {
                array.set(i, mask(array.get(i)));
            }
        } else if (node.isTextual()) {
            return new TextNode(masked(node.asText()));
        }
        return node;
    }

    private String masked(String words) {
        if (words == null || fullCode.isEmpty()) {
            return words == null ? "" : words;
        }
        String mask = VoucherCode.mask(fullCode);
        return words.replace(fullCode, mask).replace(VoucherCode.display(fullCode), mask)
                .replace(fullCode.toLowerCase(Locale.ROOT), mask);
    }

    private static JsonNode parse(String body) {
        try {
            return body == null || body.isBlank() ? null : JSON.readTree(body);
        } catch (JsonProcessingException notJson) {
            return null;
        }
    }
}
