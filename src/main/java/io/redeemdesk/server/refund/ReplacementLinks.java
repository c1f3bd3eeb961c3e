package io.redeemdesk.server.refund;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * A voucher's links through refunds: the replacements issued for its uses ({@code replacedBy}, by use) and the
 * replacement it was itself issued as ({@code replacementFor}), if any.
 */
public record ReplacementLinks(List<Replacement> replacedBy, Optional<Replacement> replacementFor) {
    /** The links of {@code code}, read on {@code c}. */
    static ReplacementLinks of(Connection c, ReplacementLog log, String code) throws SQLException {
        return new ReplacementLinks(log.of(c, code), log.issuing(c, code));
    }
}
