package io.redeemdesk.server.redeem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.VoucherCode;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256 of the canonical request body (properties sorted, code normalised). Two deliveries of one action
 * have the same fingerprint; a request_id reused for a different action does not.
 */
public final class Fingerprint {
    private static final ObjectMapper CANONICAL = JsonMapper.builder()
            .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();

    private Fingerprint() {
    }

    public static String of(RedemptionRequest request) {
        RedemptionRequest canonical = new RedemptionRequest(VoucherCode.normalize(request.code()),
                request.storeId(), request.terminalId(), request.cashierId(), request.scannedAt(),
                request.offline());
        return digest("", canonical);
    }

    /**
     * The fingerprint of a sale write: {@code action} (hold, release, capture, void) and the sale it names are
     * part of it, so a key reused for another action or sale is told apart from a retry.
     */
    public static String of(String action, String saleId, Object canonicalBody) {
        return digest(action + " " + saleId + "\n", canonicalBody);
    }

    private static String digest(String prefix, Object body) {
        try {
            return sha256(prefix + CANONICAL.writeValueAsString(body));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot fingerprint a request", e);
        }
    }

    /** SHA-256 of a canonical text, in hex: the fingerprint of any other kind of request (claims). */
    public static String sha256(String canonical) {
        try {
            byte[] bytes = canonical.getBytes(StandardCharsets.UTF_8);
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }
}
