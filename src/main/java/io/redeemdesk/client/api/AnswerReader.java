package io.redeemdesk.client.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.Verdict;

import java.io.IOException;
import java.time.Duration;

/**
 * Turns a raw HTTP answer into an {@link ApiResult}. Anything that is not a well-formed API document (not JSON,
 * wrong content type, unknown verdict, missing fields) becomes {@link ApiResult.Garbled} with the raw body.
 */
final class AnswerReader {
    private final ObjectMapper json;

    AnswerReader(ObjectMapper json) {
        this.json = json;
    }

    ApiResult read(int status, String contentType, String raw, boolean replayed, String retryAfter) {
        if (contentType == null || !(contentType.startsWith("application/json")
                || contentType.startsWith("application/problem+json"))) {
            return new ApiResult.Garbled(status, raw, "content type " + contentType + " is not JSON");
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
