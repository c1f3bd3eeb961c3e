package io.redeemdesk.server.sale;

import io.redeemdesk.protocol.CaptureRequest;
import io.redeemdesk.protocol.HoldRequest;
import io.redeemdesk.protocol.SaleView;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoidRequest;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.Dialect;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.redeem.Fingerprint;
import io.redeemdesk.server.redeem.PostgresSaleUses;
import io.redeemdesk.server.redeem.KeyedWrites;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VerdictReplies;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

import static io.redeemdesk.server.redeem.VerdictReplies.iso;

/**
 * The sale endpoints' service: hold, release, capture and void, each once per Idempotency-Key of a terminal
 * ({@link KeyedWrites}), and the read of one sale. The fingerprint names the action and the sale, so a key
 * reused for another action or sale answers 422. On PostgreSQL the usual hold runs in batches
 * ({@link PostgresHoldBatches}) and only the others one by one.
 */
public final class SaleService implements AutoCloseable {
    private final ServerDatabase database;
    private final KeyedWrites writes;
    private final SaleRows sales;
    private final HoldRows holds = new HoldRows();
    private final VerdictReplies verdicts;
    private final HoldDesk desk;
    private final SaleCapture capture;
    private final SaleVoid voids;
    private final PostgresHoldBatches holdBatches;
    private final Clock clock;
    private final Duration holdLease;

    public SaleService(ServerDatabase database, KeyedWrites writes, RedemptionLedger ledger,
                       TransitionLog transitions, VerdictReplies verdicts, EventStager stager, Clock clock,
                       Duration holdLease) {
        this.database = database;
        this.clock = clock;
        this.holdLease = holdLease;
        this.writes = writes;
        this.verdicts = verdicts;
        this.sales = new SaleRows(!database.oneWriteAtATime());
        SaleReplies replies = new SaleReplies(verdicts);
        VoucherHolds vouchers = new VoucherHolds();
        SaleEvents events = new SaleEvents(stager);
        HoldEnd ends = new HoldEnd(holds, vouchers, transitions, events);
        this.desk = new HoldDesk(sales, holds, vouchers, transitions, replies, events, ends, holdLease);
        boolean postgres = database.dialect() == Dialect.POSTGRES;
        this.capture = new SaleCapture(sales, holds, vouchers, ledger, transitions, replies, events, ends,
                new HeldUses(holds, ledger, transitions, postgres ? new PostgresSaleUses(ledger) : null));
        this.voids = new SaleVoid(sales, holds, vouchers, transitions, replies, events);
        this.holdBatches = postgres
                ? new PostgresHoldBatches(database, stager, replies) : null;
    }

    public Duration keyRetention() {
        return writes.keyRetention();
    }

    public Reply hold(Terminal terminal, String key, String saleId, HoldRequest request) throws SQLException {
        if (!VoucherCode.isValid(request.code())) {
            return verdicts.refusal(Verdict.MALFORMED_CODE, key, null, null);
        }
        String code = VoucherCode.normalize(request.code());
        HoldRequest canonical = new HoldRequest(code, request.storeId(), request.terminalId(), request.cashierId(),
                request.scannedAt());
        String fingerprint = Fingerprint.of("hold", saleId, canonical);
        if (holdBatches != null) {
            long now = clock.millis();
            Optional<Reply> usual = holdBatches.hold(new PostgresHoldBatches.HoldJob(terminal, key, fingerprint,
                    saleId, code, request.cashierId(), now, now + writes.keyRetention().toMillis(),
                    now + holdLease.toMillis()));
            if (usual.isPresent()) {
                return usual.get();
            }
        }
        return writes.run(terminal, key, fingerprint, code,
                (c, now) -> desk.hold(c, terminal, key, saleId, code, request, now));
    }

    public Reply release(Terminal terminal, String key, String saleId, String rawCode) throws SQLException {
        if (!VoucherCode.isValid(rawCode)) {
            return verdicts.refusal(Verdict.MALFORMED_CODE, key, null, null);
        }
        String code = VoucherCode.normalize(rawCode);
        return writes.run(terminal, key, Fingerprint.of("release", saleId, code), code,
                (c, now) -> desk.release(c, terminal, key, saleId, code, now));
    }

    public Reply capture(Terminal terminal, String key, String saleId, CaptureRequest request) throws SQLException {
        return writes.run(terminal, key, Fingerprint.of("capture", saleId, request), null,
                (c, now) -> capture.capture(c, terminal, key, saleId, request, now));
    }

    public Reply voidSale(Terminal terminal, String key, String saleId, VoidRequest request) throws SQLException {
        return writes.run(terminal, key, Fingerprint.of("void", saleId, request), null,
                (c, now) -> voids.voidSale(c, terminal, key, saleId, now));
    }

    /** The sale with its holds, if {@code terminal} opened it. */
    public Optional<SaleView> view(Terminal terminal, String saleId) throws SQLException {
        return database.read(c -> {
            Optional<SaleRows.Sale> sale = sales.find(c, saleId);
            if (sale.isEmpty() || !sale.get().ownedBy(terminal.id())) {
                return Optional.empty();
            }
            SaleRows.Sale s = sale.get();
            return Optional.of(new SaleView(s.saleId(), s.state(), s.orderNo(), s.terminalId(), s.storeId(),
                    iso(s.openedAt()), iso(s.closedAt()), holds.of(c, saleId).stream()
                    .map(h -> new SaleView.Hold(h.code(), h.state().name(), iso(h.heldAt()), iso(h.heldUntil()),
                            iso(h.closedAt()))).toList()));
        });
    }

    @Override
    public void close() {
        if (holdBatches != null) {
            holdBatches.close();
        }
    }
}
