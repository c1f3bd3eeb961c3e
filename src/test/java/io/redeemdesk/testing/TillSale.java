package io.redeemdesk.testing;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.TillIdentity;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.RedeemRuntime;
import io.redeemdesk.client.redeem.SaleEngine;
import io.redeemdesk.server.admin.DemoSeed;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;

/**
 * A sale a real till made against a real service, for the manager's window tests and the screen tour: a voucher
 * used and an expired one refused, completed with an order number, written to the till's own {@code outbox.db}.
 *
 * @param used    the code the capture used
 * @param expired the code the service refused at its hold
 */
public record TillSale(String saleId, String orderNo, String used, String expired) {

    /** Runs the sale on the outbox at {@code outboxFile} against a service of its own in {@code serviceDir}. */
    public static TillSale make(Path outboxFile, Path serviceDir, String orderNo) throws Exception {
        try (LiveServer service = new LiveServer(serviceDir, 4)) {
            return make(service, outboxFile, orderNo, 0);
        }
    }

    /** Runs the sale on the outbox at {@code outboxFile} against {@code service}, using its code {@code code}. */
    public static TillSale make(LiveServer service, Path outboxFile, String orderNo, int code) throws Exception {
        try (Outbox outbox = Outbox.open(outboxFile)) {
            RedemptionApi api = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(1),
                    Duration.ofSeconds(5)), service.url(), service.token());
            try (RedeemRuntime till = RedeemRuntime.start(outbox, api, EngineSettings.defaults(),
                    new TillIdentity(DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID), Clock.systemUTC(), () -> 0.5)) {
                SaleEngine sales = till.sales();
                TillSale sale = new TillSale(sales.newSaleId(), orderNo, service.codes().get(code),
                        service.expiredCode());
                sales.hold(sale.saleId(), sale.used(), "alice");
                sales.hold(sale.saleId(), sale.expired(), "alice");
                Sale.State state = sales.complete(sale.saleId(), orderNo, "alice").sale().state();
                if (state != Sale.State.COMPLETED) {
                    throw new IllegalStateException("the test's sale ended " + state + ", not COMPLETED");
                }
                return sale;
            }
        }
    }
}
