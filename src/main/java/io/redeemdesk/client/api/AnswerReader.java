package io.redeemdesk.client.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.CaptureResponse;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoidResponse;

import java.io.IOException;
import java.time.Duration;
import java.util.Locale;

/**
 * Turns a raw HTTP answer into an {@link ApiResult}. Anything that is not a well-formed API document (not JSON,
 * wrong content type, unknown verdict, missing fields) becomes {@link ApiResult.Garbled} with the raw body.
 */
final class AnswerReader {
    private final ObjectMapper json;

    AnswerReader(ObjectMapper json) {
        this.json = json;
    }

    /** What a success of the endpoint looks like. */
    enum Shape {
        /** A verdict document (redemption, hold, release). */
        VERDICT,
        /** A capture's answer ({@code saleId}, {@code captured}, {@code refused}). */
        CAPTURE,
        /** A void's answer ({@code saleId}, {@code released}). */
        VOID
    }

    ApiResult read(int status, String contentType, String raw, boolean replayed, String retryAfter) {
        return read(Shape.VERDICT, status, contentType, raw, replayed, retryAfter);
    }

    ApiResult read(Shape shape, int status, String contentType, String raw, boolean replayed, String retryAfter) {
        if (contentType == null || !(contentType.startsWith("application/json")
                || contentType.startsWith("application/problem+json"))) {
            return new ApiResult.Garbled(status, raw, "content type " + contentType + " is not JSON");
        }
        if (shape != Shape.VERDICT && status >= 200 && status < 300) {
            return settled(shape, status, raw, replayed);
        }
        RedemptionResponse response;
        try {
            response = json.readValue(raw, RedemptionResponse.class);
        } catch (IOException e) {
            return new ApiResult.Garbled(status, raw, "body is not a valid API document: "
                    + firstLine(e.getMessage()));
        }
        if (response == null) {
            return new ApiResult.Garbled(status, raw, "empty body");
        }
        if (response.verdict() != null) {
            String missing = missingVerdictField(status, response);
            if (missing != null) {
                return new ApiResult.Garbled(status, raw, missing);
            }
        } else if (status < 300 || response.type() == null) {
            return new ApiResult.Garbled(status, raw, "answer has neither a verdict nor a problem type");
        }
        return new ApiResult.Answered(status, response, raw, replayed, parseRetryAfter(retryAfter));
    }

    private ApiResult settled(Shape shape, int status, String raw, boolean replayed) {
        try {
            boolean whole = shape == Shape.CAPTURE ? wholeCapture(json.readValue(raw, CaptureResponse.class))
                    : wholeVoid(json.readValue(raw, VoidResponse.class));
            return whole ? new ApiResult.Settled(status, raw, replayed)
                    : new ApiResult.Garbled(status, raw, "the " + shape.name().toLowerCase(Locale.ROOT)
                            + " answer lacks saleId or its lists");
        } catch (IOException e) {
            return new ApiResult.Garbled(status, raw, "body is not a valid API document: "
                    + firstLine(e.getMessage()));
        }
    }

    private static boolean wholeCapture(CaptureResponse r) {
        return r != null && r.saleId() != null && r.captured() != null && r.refused() != null;
    }

    private static boolean wholeVoid(VoidResponse r) {
        return r != null && r.saleId() != null && r.released() != null;
    }

    private static String missingVerdictField(int status, RedemptionResponse response) {
        Verdict verdict = response.verdict();
        if (verdict.httpStatus() != status) {
            return "verdict " + verdict + " came with HTTP " + status + ", expected " + verdict.httpStatus();
        }
        if (verdict == Verdict.REDEEMED && (response.requestId() == null || response.redeemedAt() == null)) {
            return "REDEEMED answer lacks requestId or redeemedAt";
        }
        return null;
    }

    private static Duration parseRetryAfter(String header) {
        if (header == null) {
            return null;
        }
        try {
            return Duration.ofSeconds(Math.max(0, Long.parseLong(header.trim())));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
