package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.client.outbox.SaleStep;
import io.redeemdesk.client.outbox.TillIdentity;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.sqlite.SqliteFile;
import io.redeemdesk.testing.SmallDisk;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.tuple;
import static org.awaitility.Awaitility.await;

/**
 * A sale's steps on a till whose data folder is a real 4 MB file system that fills up, against a real service:
 * a hold, a release, a completion and a void that cannot be committed are refused exactly as a redemption is (a
 * {@link TillStorageException} saying the disk is full, sending paused, nothing sent, nothing changed in the
 * sale), and once there is room the same sale goes on and completes. Taking an accepted-offline line off is one
 * write with the withdrawal of its acceptance: refused on a full disk, the line still reads as accepted offline.
 * Completing a sale offline is one write with the mark that makes its holds' refusals conflicts: when the mark
 * cannot be written, no capture is stored either and the sale is still open.
 */
class SaleFullDiskTest extends TillAndLiveServer {
    private SmallDisk disk;

    @AfterEach
    void unmount() throws Exception {
        if (till != null) {
            till.close();
            till = null;
        }
        if (disk != null) {
            disk.close();
        }
    }

    @Test
    void aSaleStepOnAFullDiskIsRefusedLikeARedemptionAndTheSaleGoesOnOnceThereIsRoom() throws Exception {
        disk = SmallDisk.mount(dir.resolve("disk"), 4);
        till = new TestTill(disk.root(), server.url(), server.token(), TestTill.fast().withLowDiskWarning(1L << 20));
        SaleEngine sales = till.runtime.sales();
        String saleId = sales.newSaleId();
        List<String> codes = server.codes().subList(0, 3);
        sales.hold(saleId, codes.get(0), "alice");
        sales.hold(saleId, codes.get(1), "alice");
        Sale before = sales.sale(saleId);
        assertThat(before.shownLines()).extracting(SaleLine::state)
                .containsExactly(SaleLine.State.HELD, SaleLine.State.HELD);

        disk.fill();

        refusedForAFullDisk(() -> sales.hold(saleId, codes.get(2), "alice"));
        await().atMost(WAIT).until(() -> till.status().disk().writeFailing());
        assertThat(till.status().disk().full()).isTrue();
        refusedForAFullDisk(() -> sales.release(saleId, codes.get(1), "alice"));
        refusedForAFullDisk(() -> sales.complete(saleId, "A-1", "alice"));
        refusedForAFullDisk(() -> sales.voidSale(saleId, "alice"));
        assertThat(sales.sale(saleId)).as("nothing changed in the sale").isEqualTo(before);
        assertThat(server.status(codes.get(2))).as("nothing was sent").isEqualTo("UNUSED");
        assertThat(server.status(codes.get(1))).isEqualTo("LOCKED");

        disk.makeRoom();
        await().atMost(WAIT).until(() -> !till.status().disk().writeFailing());
        assertThat(sales.hold(saleId, codes.get(2), "alice").sale().shownLines()).hasSize(3);
        Sale done = sales.complete(saleId, "A-1", "alice").sale();
        assertThat(done.state()).isEqualTo(Sale.State.COMPLETED);
        assertThat(codes).allSatisfy(c -> assertThat(server.status(c)).isEqualTo("USED"));
    }

    @Test
    void anAcceptedOfflineLineTakenOffOnAFullDiskStaysAcceptedOfflineUntilTheReleaseIsWritten() throws Exception {
        disk = SmallDisk.mount(dir.resolve("disk"), 4);
        till = new TestTill(disk.root(), server.url(), server.token(),
                TestTill.fastAccepting(10).withLowDiskWarning(1L << 20));
        SaleEngine sales = till.runtime.sales();
        String saleId = sales.newSaleId();
        List<String> codes = server.codes().subList(0, 2);
        server.stop();
        sales.hold(saleId, codes.get(0), "alice");
        sales.hold(saleId, codes.get(1), "alice");
        Sale before = sales.sale(saleId);
        assertThat(before.shownLines()).extracting(SaleLine::state)
                .containsExactly(SaleLine.State.ACCEPTED_OFFLINE, SaleLine.State.ACCEPTED_OFFLINE);

        disk.fill();

        refusedForAFullDisk(() -> sales.release(saleId, codes.get(1), "alice"));
        refusedForAFullDisk(() -> sales.voidSale(saleId, "alice"));
        assertThat(sales.sale(saleId)).as("both lines still read as accepted offline").isEqualTo(before);
        assertThat(till.outbox.status().saleSteps(saleId)).as("no acceptance was withdrawn")
                .allSatisfy(hold -> assertThat(hold.offlineAccepted() && hold.honoured()).isTrue());

        disk.makeRoom();
        await().atMost(WAIT).until(() -> !till.status().disk().writeFailing());
        assertThat(sales.release(saleId, codes.get(1), "alice").sale().shownLines()).extracting(SaleLine::code)
                .containsExactly(codes.get(0));
        assertThat(till.outbox.status().saleSteps(saleId)).extracting(RedeemAction::kind, RedeemAction::code,
                RedeemAction::offlineAccepted).containsExactly(tuple(ActionKind.HOLD, codes.get(0), true),
                tuple(ActionKind.HOLD, codes.get(1), false), tuple(ActionKind.RELEASE, codes.get(1), false));
    }

    @Test
    void aReleaseThatCannotBeWrittenWithdrawsNoOfflineAcceptance() throws Exception {
        TillIdentity here = new TillIdentity("STORE-1", "TILL-1");
        try (Outbox outbox = Outbox.open(dir.resolve("outbox.db"))) {
            SaleStep first = new SaleStep("6f1c2a4e-0d7b-4c55-9a1e-3b8f0c2d9e71", 1, null);
            RedeemAction hold = RedeemAction.freshSaleStep(ActionKind.HOLD, first, "hold-1", "K7M2P9Q4R8S6T3",
                    here, "alice", 1_000).mintedOffline(true);
            outbox.actions().insert(hold);
            SaleStep second = new SaleStep(first.saleId(), 2, null);
            RedeemAction clash = RedeemAction.freshSaleStep(ActionKind.RELEASE, second, hold.requestId(),
                    hold.code(), here, "alice", 2_000);

            assertThatThrownBy(() -> outbox.actions().insertGivingBack(clash)).isInstanceOf(SQLException.class);
            assertThat(outbox.status().find(hold.requestId()).orElseThrow().offlineAccepted())
                    .as("the failed release took the withdrawal with it").isTrue();

            outbox.actions().insertGivingBack(RedeemAction.freshSaleStep(ActionKind.RELEASE, second, "release-1",
                    hold.code(), here, "alice", 2_000));
            assertThat(outbox.status().find(hold.requestId()).orElseThrow().offlineAccepted()).isFalse();
        }
    }

    @Test
    void aSaleCompletedOfflineWhoseMarkCannotBeWrittenStoresNoCaptureAndStaysOpen() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fastAccepting(10));
        SaleEngine sales = till.runtime.sales();
        String saleId = sales.newSaleId();
        List<String> codes = server.codes().subList(0, 2);
        server.stop();
        sales.hold(saleId, codes.get(0), "alice");
        await().atMost(WAIT).until(() -> !till.status().online());
        till.outbox.actions().insert(RedeemAction.freshSaleStep(ActionKind.HOLD, new SaleStep(saleId, 2, null),
                UUID.randomUUID().toString(), codes.get(1), new TillIdentity(DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID),
                "alice", System.currentTimeMillis() + WAIT.toMillis()));
        Sale before = sales.sale(saleId);

        onTheOutbox("CREATE TRIGGER mark_fails BEFORE UPDATE OF honoured ON actions WHEN NEW.action = 'CAPTURE' "
                + "BEGIN SELECT RAISE(ABORT, 'the mark cannot be written'); END");
        Throwable refused = catchThrowable(() -> sales.complete(saleId, "A-1", "alice"));
        assertThat(sales.sale(saleId)).as("no capture was stored without its mark").isEqualTo(before);
        assertThat(sales.sale(saleId).state()).isEqualTo(Sale.State.OPEN);
        assertThat(refused).as("refused like any step the till cannot commit").isInstanceOf(TillStorageException.class);

        onTheOutbox("DROP TRIGGER mark_fails");
        assertThat(sales.complete(saleId, "A-1", "alice").sale().state()).isEqualTo(Sale.State.COMPLETED_OFFLINE);
        assertThat(till.outbox.status().saleSteps(saleId)).extracting(RedeemAction::kind, RedeemAction::honoured)
                .containsExactly(tuple(ActionKind.HOLD, true), tuple(ActionKind.HOLD, true),
                        tuple(ActionKind.CAPTURE, true));
    }

    /** Runs {@code ddl} on the till's outbox through a connection of its own (a trigger that fails a write). */
    private void onTheOutbox(String ddl) throws Exception {
        try (Connection c = SqliteFile.openWritable(till.outbox.file()); Statement st = c.createStatement()) {
            st.execute(ddl);
        }
    }

    private static void refusedForAFullDisk(ThrowingCallable step) {
        assertThatThrownBy(step).isInstanceOfSatisfying(TillStorageException.class, e -> {
            assertThat(e.diskFull()).isTrue();
            assertThat(e.answerKept()).isFalse();
            assertThat(e.getMessage()).isEqualTo("this till's disk is full: nothing more can be written to the outbox");
        });
    }
}
