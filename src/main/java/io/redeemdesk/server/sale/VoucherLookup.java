package io.redeemdesk.server.sale;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.protocol.VoucherView;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.redeem.VerdictReplies;
import io.redeemdesk.server.redeem.VoucherRow;

import java.sql.SQLException;
import java.util.Optional;

import static io.redeemdesk.server.redeem.VerdictReplies.iso;

/** {@code GET /v1/vouchers/{code}}: a voucher's status, terms, uses and the sale holding it, read only. */
public final class VoucherLookup {
    private final ServerDatabase database;

    public VoucherLookup(ServerDatabase database) {
        this.database = database;
    }

    /** The voucher, or empty for a code no voucher has; {@code code} must be a valid voucher code. */
    public Optional<VoucherView> find(String code) throws SQLException {
        return database.read(c -> VoucherRow.find(c, VoucherCode.normalize(code))).map(v -> new VoucherView(
                v.code(), v.status().name(), v.name(), v.valueCents(), v.currency(), iso(v.expiresAt()), v.usesLeft(),
                v.usesTotal(), v.held() ? VerdictReplies.heldBy(v.hold()) : null));
    }
}
