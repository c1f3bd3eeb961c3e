package io.redeemdesk.client.cashier;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A voucher on the demo sheet, read from {@code demo-vouchers.csv} ({@code code,name,value}). */
public record DemoVoucher(String code, String name, String value) {

    public static List<DemoVoucher> read(Path csv) throws IOException {
        List<DemoVoucher> vouchers = new ArrayList<>();
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
            List<String> fields = splitCsv(line);
            if (fields.size() == 3) {
                vouchers.add(new DemoVoucher(fields.get(0), fields.get(1), fields.get(2)));
            }
        }
        return vouchers;
    }

    private static List<String> splitCsv(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted && c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                field.append('"');
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }
}
