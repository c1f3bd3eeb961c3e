package io.redeemdesk.server.http;

import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.redeem.Terminal;

import java.time.Instant;
import java.time.format.DateTimeParseException;

/** Field checks of a parsed redemption request; each failure names the field and what is allowed. */
final class RequestChecks {
    private static final int MAX_ID_LENGTH = 64;

    private RequestChecks() {
    }

    /** A message naming the first bad field, or null when the request is acceptable. */
    static String problemWith(RedemptionRequest request, Terminal terminal) {
        if (request.code() == null) {
            return "code is required";
        }
        if (request.code().length() > VoucherCode.MAX_INPUT_LENGTH) {
            return "code is longer than " + VoucherCode.MAX_INPUT_LENGTH + " characters";
        }
        if (hasControlCharacter(request.code())) {
            return "code contains a control character";
        }
        for (String[] field : new String[][] {{"storeId", request.storeId()}, {"terminalId", request.terminalId()},
                {"cashierId", request.cashierId()}}) {
            String bad = checkId(field[0], field[1]);
            if (bad != null) {
                return bad;
            }
        }
        if (!request.terminalId().equals(terminal.id())) {
            return "terminalId '" + request.terminalId() + "' does not match the token's terminal";
        }
        try {
            Instant.parse(request.scannedAt() == null ? "" : request.scannedAt());
        } catch (DateTimeParseException e) {
            return "scannedAt must be an ISO-8601 instant such as 2026-11-29T10:15:30Z";
        }
        return null;
    }

    private static String checkId(String name, String value) {
        if (value == null || value.isBlank()) {
            return name + " is required";
        }
        if (value.length() > MAX_ID_LENGTH) {
            return name + " is longer than " + MAX_ID_LENGTH + " characters";
        }
        if (hasControlCharacter(value)) {
            return name + " contains a control character";
        }
        return null;
    }

    private static boolean hasControlCharacter(String value) {
        return value.chars().anyMatch(Character::isISOControl);
    }
}
