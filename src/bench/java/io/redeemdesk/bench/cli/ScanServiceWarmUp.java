package io.redeemdesk.bench.cli;

import io.redeemdesk.bench.server.KeyedDelivery;
import io.redeemdesk.bench.server.WarmUp;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import okhttp3.OkHttpClient;

import java.io.IOException;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code bench scan}'s warm-up of its service: redemptions of vouchers of their own, from a terminal of its own,
 * over HTTP as a till sends them, in {@link WarmUp}'s rounds until the JIT compiler is done with the request path.
 * A store's service has been answering for days; the measured scans time the till against a service in that
 * state, not against its first minutes of compiling.
 */
final class ScanServiceWarmUp implements WarmUp.Round {
    static final String TERMINAL = "WARM-UP-TILL";

    private final VoucherIssuer issuer;
    private final VoucherIssuer.Template template;
    private final String url;
    private final String token;
    private final OkHttpClient http = new OkHttpClient.Builder().retryOnConnectionFailure(false).build();

    ScanServiceWarmUp(VoucherIssuer issuer, VoucherIssuer.Template template, String serviceUrl, String token) {
        this.issuer = issuer;
        this.template = template;
        this.url = serviceUrl + ApiHeaders.REDEMPTIONS_PATH;
        this.token = token;
    }

    @Override
    public void run(int requests, int clients, String name) throws Exception {
        List<String> codes = issuer.issue(template, requests).stream().map(IssuedVoucher::code).toList();
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        try {
            List<Future<Object>> done = pool.invokeAll(java.util.Collections.nCopies(clients, () -> {
                for (int i = next.getAndIncrement(); i < codes.size(); i = next.getAndIncrement()) {
                    redeem(codes.get(i));
                }
                return null;
            }));
            for (Future<Object> client : done) {
                client.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private void redeem(String code) throws IOException {
        int status = KeyedDelivery.attempt(http, url, token, UUID.randomUUID().toString(), "{\"code\":\"" + code
                + "\",\"storeId\":\"" + BenchScanTill.STORE + "\",\"terminalId\":\"" + TERMINAL
                + "\",\"cashierId\":\"bench\",\"scannedAt\":\"2026-11-29T10:15:30Z\",\"offline\":false}")
                .answer().status();
        if (status != 201) {
            throw new IOException("the warm-up's redemption of a fresh voucher was answered " + status);
        }
    }
}
