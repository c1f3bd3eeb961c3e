package io.redeemdesk.client.redeem;

import io.redeemdesk.client.cashier.CashierPins;
import io.redeemdesk.client.cashier.CashierSession;
import io.redeemdesk.client.cashier.CashierWords;
import io.redeemdesk.client.cashier.SaleSettings;
import io.redeemdesk.client.cashier.SaleViewModel;
import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.outbox.OutboxStatus;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.server.admin.DemoSeed;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The till in {@code till.mode = sale} as a child process of the crash loop. It drives the cashier screen's own
 * {@link SaleViewModel} (over the real {@link SaleEngine} and outbox), as scans, Delete, F4 and F8 would: at start
 * it restores the sale a kill left open and completes or voids it; then it opens sales of 2–5 vouchers, sometimes
 * takes one line off, and completes them (with an order number, sometimes none) or voids them, until it is killed
 * or its codes run out. Each step is announced first ({@code STEP hold|release|capture|void}) so the parent knows
 * what a kill interrupted.
 * <p>
 * {@code sale <data-dir> <url> <token> <codes-file> <first> <count> <seed> refuse|accept loop|finish}: new
 * vouchers come from lines {@code first .. first+count-1} of the codes file. Under the offline policy
 * {@code refuse} one scan in six is a code seen before: one of this child's own (already in the sale, used, voided
 * or released) or the expired code on line 0, so refusals, "already in this sale" and holds of a voucher given
 * back earlier are exercised too. Under {@code accept} (the cycles in which the service goes away) a scan seen
 * before is a code of the sale on screen only (the open one, or the one just closed until the next scan opens a
 * new sale): a used or expired voucher accepted offline would be a conflict the till is right to raise, and the
 * loop counts every conflict as a fault; a voucher of the sale just completed offline, scanned again, must be
 * refused here ({@link SaleEngine.Result#WAITING_ELSEWHERE}). {@code finish}: restore and close the open sale,
 * wait until the outbox has delivered everything, print {@code DRAINED} and exit 0.
 */
final class SaleChaosTill {
    private static final String CASHIER = "alice";

    private final SaleViewModel model;
    private final List<String> codes;
    private final int first;
    private final int end;
    private final boolean offlineAccepted;
    private final Random random;
    private int next;

    private SaleChaosTill(SaleViewModel model, List<String> codes, int first, int count, boolean offlineAccepted,
                          Random random) {
        this.model = model;
        this.codes = codes;
        this.first = first;
        this.next = first;
        this.end = Math.min(codes.size(), first + count);
        this.offlineAccepted = offlineAccepted;
        this.random = random;
    }

    static void run(String[] args) throws Exception {
        Path data = Path.of(args[1]);
        List<String> codes = Files.readAllLines(Path.of(args[4]));
        SaleSettings mode = SaleSettings.parse("sale", "optional");
        boolean accept = args[8].equals("accept");
        EngineSettings settings = (accept ? TestTill.fastAccepting(100_000) : TestTill.fast()).withTiming(
                Duration.ofMillis(20), Duration.ofMillis(200), Duration.ofSeconds(2), Duration.ofMillis(50));
        try (TestTill till = new TestTill(data, args[2], args[3], settings)) {
            Messages text = CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE);
            CashierSession session = new CashierSession(CashierPins.load(data.resolve("no-pins.properties")),
                    new SameThreadBackground(), Runnable::run, text, CASHIER);
            SaleViewModel model = new SaleViewModel(till.runtime.sales(), new SameThreadBackground(), Runnable::run,
                    session, text, Clock.systemUTC(), DemoSeed.TERMINAL_ID, sound -> { }, mode.orderNumber());
            SaleChaosTill driver = new SaleChaosTill(model, codes, Integer.parseInt(args[5]),
                    Integer.parseInt(args[6]), accept, new Random(Long.parseLong(args[7])));
            driver.restoreAndClose();
            if (args[9].equals("finish")) {
                driver.awaitDrained(till.outbox.status());
            } else {
                driver.sellUntilKilled();
            }
        }
        System.exit(0);
    }

    private void restoreAndClose() {
        model.restore().join();
        say("STARTED");
        Sale restored = model.saleProperty().get();
        if (!restored.lines().isEmpty()) {
            say("RESTORED " + restored.saleId() + " " + restored.shownLines().size());
            close();
        }
    }

    private void sellUntilKilled() throws InterruptedException {
        while (next < end) {
            int vouchers = 2 + random.nextInt(4);
            for (int i = 0; i < vouchers && next < end; i++) {
                say("STEP hold");
                model.submit(pick()).join();
                pause();
            }
            List<SaleLine> lines = model.saleProperty().get().shownLines();
            if (random.nextInt(4) == 0 && !lines.isEmpty()) {
                say("STEP release");
                model.remove(lines.get(random.nextInt(lines.size())).code()).join();
                pause();
            }
            close();
        }
        say("OUT OF CODES");
        Thread.sleep(Long.MAX_VALUE);
    }

    /** A new voucher, or (one scan in six) a code seen before, as the class comment says. */
    private String pick() {
        if (random.nextInt(6) != 0) {
            return codes.get(next++);
        }
        if (offlineAccepted) {
            List<SaleLine> own = model.saleProperty().get().lines();
            return own.isEmpty() ? codes.get(next++) : own.get(random.nextInt(own.size())).code();
        }
        int seen = random.nextInt(next - first + 1);
        return codes.get(seen == 0 ? 0 : first + seen - 1);
    }

    /**
     * F4 (seven times in ten, one in four of them with no order number) or F8; F8 as well when F4 left the sale
     * open (nothing in it to complete, or the capture could not be sent), as the cashier would.
     */
    private void close() {
        if (random.nextInt(10) < 7) {
            say("STEP capture");
            model.complete(random.nextInt(4) == 0 ? null : "单号-" + random.nextInt(1_000_000)).join();
        }
        if (!model.saleProperty().get().state().closed()) {
            say("STEP void");
            model.voidSale().join();
        }
        say("CLOSED " + model.saleProperty().get().state());
    }

    private void pause() throws InterruptedException {
        Thread.sleep(random.nextInt(15));
    }

    private void awaitDrained(OutboxStatus outbox) throws Exception {
        while (outbox.queueSummary().queued() > 0) {
            Thread.sleep(20);
        }
        say("DRAINED");
    }

    private static void say(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
