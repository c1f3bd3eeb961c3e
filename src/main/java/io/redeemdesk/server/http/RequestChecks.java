package io.redeemdesk.server.http;

import io.redeemdesk.protocol.CaptureRequest;
import io.redeemdesk.protocol.HoldRequest;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.VoidRequest;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.redeem.Terminal;

import java.time.Instant;
import java.time.format.DateTimeParseException;

/** Field checks of a parsed redemption, hold, capture or void request; each failure names the field and what is allowed. */
final class RequestChecks {
    private static final int MAX_ID_LENGTH = 64;

    private RequestChecks() {
    }

    /** A message naming the first bad field, or null when the request is acceptable. */
    static String problemWith(RedemptionRequest request, Terminal terminal) {
        return scanProblem(request.code(), request.storeId(), request.terminalId(), request.cashierId(),
                request.scannedAt(), terminal);
    }

    /** A hold is checked like a redemption: the same fields, the same words. */
    static String problemWith(HoldRequest request, Terminal terminal) {
        return scanProblem(request.code(), request.storeId(), request.terminalId(), request.cashierId(),
                request.scannedAt(), terminal);
    }

    static String problemWith(CaptureRequest request, Terminal terminal) {
        if (request.orderNo() != null) {
            if (request.orderNo().isBlank()) {
                return "orderNo is " + (request.orderNo().isEmpty() ? "empty" : "only white space") + ": leave it "
                        + "out (or send null) to make the sale id the order number, or send 1-" + MAX_ID_LENGTH
                        + " characters";
            }
            String bad = checkId("orderNo", request.orderNo());
            if (bad != null) {
                return bad;
            }
        }
        return idsProblem(request.storeId(), request.terminalId(), request.cashierId(), terminal);
    }

    static String problemWith(VoidRequest request, Terminal terminal) {
        return idsProblem(request.storeId(), request.terminalId(), request.cashierId(), terminal);
    }

    private static String scanProblem(String code, String storeId, String terminalId, String cashierId,
                                      String scannedAt, Terminal terminal) {
        if (code == null) {
            return "code is required";
        }
        if (code.length() > VoucherCode.MAX_INPUT_LENGTH) {
            return "code is longer than " + VoucherCode.MAX_INPUT_LENGTH + " characters";
        }
        if (hasControlCharacter(code)) {
            return "code contains a control character";
        }
        String ids = idsProblem(storeId, terminalId, cashierId, terminal);
        if (ids != null) {
            return ids;
        }
        try {
            Instant.parse(scannedAt == null ? "" : scannedAt);
        } catch (DateTimeParseException e) {
            return "scannedAt must be an ISO-8601 instant such as 2026-11-29T10:15:30Z";
        }
        return null;
    }

    private static String idsProblem(String storeId, String terminalId, String cashierId, Terminal terminal) {
        for (String[] field : new String[][] {{"storeId", storeId}, {"terminalId", terminalId},
                {"cashierId", cashierId}}) {
            String bad = checkId(field[0], field[1]);
            if (bad != null) {
                return bad;
            }
        }
        if (!terminalId.equals(terminal.id())) {
            return "terminalId '" + terminalId + "' does not match the token's terminal";
        }
        if (!storeId.equals(terminal.storeId())) {
            return "storeId '" + storeId + "' does not match the store of the token's terminal (" + terminal.storeId()
                    + "); set the till's store.id to it";
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
