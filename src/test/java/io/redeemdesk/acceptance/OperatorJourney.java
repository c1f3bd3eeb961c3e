package io.redeemdesk.acceptance;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The operator's path, from outside: the documented commands as child processes and plain HTTP to the running
 * nodes, requests spread over them in turn. Every step checks what an operator or a till would see.
 */
final class OperatorJourney {
    static final String CHINESE = "夏季优惠券 满100减20";
    private static final Pattern METRIC = Pattern.compile("(?m)^(\\S+) (\\d+(?:\\.\\d+)?)$");

    private final Jar jar;
    private final Http http;
    private final String db;
    private final List<String> nodes = new ArrayList<>();
    private int next;

    /**
     * @param db    the {@code --db} JDBC URL every command and node uses
     * @param nodes the running nodes' base URLs
     */
    OperatorJourney(Jar jar, Http http, String db) {
        this.jar = jar;
        this.http = http;
        this.db = db;
    }

    /** Every node of the service; requests go to them in turn. */
    void nodes(List<String> urls) {
        nodes.addAll(urls);
    }

    private String node() {
        return nodes.get(next++ % nodes.size());
    }

    Jar.Run server(String... args) {
        List<String> all = new ArrayList<>(List.of("server"));
        all.addAll(List.of(args));
        all.add("--db");
        all.add(db);
        return jar.run(all.toArray(String[]::new));
    }

    private Jar.Run ok(Jar.Run run) {
        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        return run;
    }

    /** Codes of {@code template}, issued with {@code server issue} into a CSV. */
    List<String> issue(String template, int count) throws Exception {
        Path csv = jar.workDir().resolve(template + "-" + System.nanoTime() + ".csv");
        ok(server("issue", "--template", template, "--count", Integer.toString(count), "--out", csv.toString()));
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertThat(lines.get(0)).isEqualTo("code,name,value");
        return lines.subList(1, lines.size()).stream().map(l -> l.split(",")[0]).toList();
    }

    /**
     * The first commands, alone: {@code server migrate} creates the schema (the nodes and the other commands then
     * find it; an admin command refuses a database that does not exist), then the admin token.
     */
    String createAdminToken() {
        assertThat(ok(server("migrate")).out()).contains("database ");
        return ok(server("create-admin-token", "--name", "ops")).lastLine();
    }

    /**
     * Terminals, templates (no expiry; expired; a Chinese name with a 2-decimal value), vouchers issued, and imported
     * from a file made elsewhere ({@code otherDb}): a good file, and a bad one of which nothing is imported.
     * Commands that do not depend on each other run at the same time, as several operators' shells would.
     */
    Setup prepare(String admin, String otherDb) throws Exception {
        ExecutorService shells = Executors.newFixedThreadPool(4);
        try {
            Future<String> till1 = shells.submit(() -> token("TILL-1"));
            Future<String> till2 = shells.submit(() -> token("TILL-2"));
            Future<List<String>> forever = shells.submit(() -> {
                assertThat(ok(server("create-template", "--id", "forever", "--name", "Gift 10", "--value", "10.00"))
                        .out()).contains("no expiry");
                return issue("forever", 8);
            });
            Future<List<String>> old = shells.submit(() -> {
                ok(server("create-template", "--id", "old", "--name", "Old", "--value", "5.00", "--valid-until",
                        "2020-01-01T00:00:00Z"));
                return issue("old", 1);
            });
            Future<List<String>> summer = shells.submit(() -> {
                ok(server("create-template", "--id", "summer", "--name", CHINESE, "--value", "12.34",
                        "--currency", "CNY"));
                return issue("summer", 2);
            });
            Future<List<String>> elsewhere = shells.submit(() -> {
                OperatorJourney other = new OperatorJourney(jar, http, otherDb);
                other.ok(other.server("migrate"));
                other.ok(other.server("create-template", "--id", "ext", "--name", "Made elsewhere", "--value", "1"));
                return other.issue("ext", 14);
            });
            List<String> madeElsewhere = elsewhere.get();
            forever.get();
            importFiles(madeElsewhere);
            return new Setup(admin, till1.get(), till2.get(), forever.get(), old.get().get(0), summer.get(),
                    madeElsewhere.subList(0, 2), madeElsewhere.subList(3, 14));
        } finally {
            shells.shutdownNow();
        }
    }

    private String token(String terminal) {
        String token = ok(server("create-terminal", "--id", terminal, "--store", "S1")).lastLine();
        assertThat(token).startsWith("rdt_");
        return token;
    }

    private void importFiles(List<String> madeElsewhere) throws Exception {
        Path good = jar.workDir().resolve("good.csv");
        Files.writeString(good, "code,name,value\n" + madeElsewhere.get(0) + ",x,1\n" + madeElsewhere.get(1) + "\n");
        Path bad = jar.workDir().resolve("bad.csv");
        Files.writeString(bad, "code\n" + madeElsewhere.get(2) + "\nNOT-A-CODE\n");
        Jar.Run refused = server("import", "--template", "forever", "--csv", bad.toString());
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains("nothing imported", "line 3");
        try (Connection c = DriverManager.getConnection(db);
             PreparedStatement count = c.prepareStatement("SELECT COUNT(*) FROM vouchers WHERE code = ?")) {
            count.setString(1, madeElsewhere.get(2));
            try (java.sql.ResultSet rs = count.executeQuery()) {
                assertThat(rs.next() && rs.getInt(1) == 0).as("the good line of the bad file is not imported").isTrue();
            }
        }
        assertThat(ok(server("import", "--template", "forever", "--csv", good.toString())).out())
                .contains("2 vouchers imported into forever, 0 already present");
    }

    /** Who and what the journey works with. */
    record Setup(String admin, String till1, String till2, List<String> forever, String old, List<String> summer,
                 List<String> imported, List<String> neverIssued) {
    }

    /** Redeem, replay, conflicts, verdicts, UTF-8, a missing field: over HTTP, spread over the nodes. */
    void redeem(Setup s) {
        String key = Http.newKey();
        Http.Answer redeemed = http.redeem(node(), s.till1(), key, s.forever().get(0), "TILL-1");
        assertThat(redeemed.status()).as(redeemed.body()).isEqualTo(201);
        assertThat(redeemed.contentType()).isEqualTo("application/json;charset=utf-8");
        assertThat(redeemed.text("expiresAt")).as("no expiry: " + redeemed.body()).isNull();
        assertThat(redeemed.json().get("valueCents").asLong()).isEqualTo(1000);

        Http.Answer replay = http.redeem(node(), s.till1(), key, s.forever().get(0), "TILL-1");
        assertThat(replay.status()).isEqualTo(201);
        assertThat(replay.bytes()).isEqualTo(redeemed.bytes());
        assertThat(replay.header("Idempotent-Replayed")).isEqualTo("true");

        Http.Answer reused = http.redeem(node(), s.till1(), key, s.forever().get(1), "TILL-1");
        assertThat(reused.status()).isEqualTo(422);
        assertThat(reused.type()).isEqualTo("idempotency-key-reused");

        Http.Answer othersKey = http.redeem(node(), s.till2(), key, s.forever().get(0), "TILL-2");
        assertThat(othersKey.status()).as("another terminal's key is its own, new request").isEqualTo(409);
        assertThat(othersKey.type()).isEqualTo("already-redeemed");
        assertThat(othersKey.text("redeemedByTerminal")).isEqualTo("TILL-1");
        assertThat(othersKey.text("redeemedByRequest")).isEqualTo(key);

        assertThat(http.redeem(node(), s.till1(), Http.newKey(), s.old(), "TILL-1").type()).isEqualTo("expired");
        Http.Answer summer = http.redeem(node(), s.till1(), Http.newKey(), s.summer().get(0), "TILL-1");
        assertThat(summer.text("voucherName")).isEqualTo(CHINESE);
        assertThat(summer.json().get("valueCents").asLong()).isEqualTo(1234);
        assertThat(summer.text("currency")).isEqualTo("CNY");
        Http.Answer again = http.redeem(node(), s.till2(), Http.newKey(), s.summer().get(0), "TILL-2");
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.contentType()).isEqualTo("application/problem+json;charset=utf-8");
        assertThat(again.text("voucherName")).isEqualTo(CHINESE);
        assertThat(again.text("detail")).contains("…").doesNotContain("?");

        Http.Answer imported = http.redeem(node(), s.till1(), Http.newKey(), s.imported().get(0), "TILL-1");
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        String issued = s.forever().get(7);
        String mistyped = issued.substring(0, 13) + (issued.charAt(13) == 'A' ? 'B' : 'A');
        assertThat(http.redeem(node(), s.till1(), Http.newKey(), mistyped, "TILL-1").type())
                .isEqualTo("malformed-code");

        Http.Answer missing = http.post(node(), "/v1/redemptions", Map.of(), s.till1(), Http.newKey(),
                "{\"code\":\"" + s.forever().get(3) + "\",\"storeId\":\"S1\",\"terminalId\":\"TILL-1\"}");
        assertThat(missing.status()).isEqualTo(422);
        assertThat(missing.type()).isEqualTo("invalid-request");
        assertThat(missing.text("detail")).isEqualTo("cashierId is required (a string in double quotes)");
    }

    /**
     * A sale of TILL-1: look a voucher up, hold two, take one out again, capture (the other is used, bound to the
     * order number); a second sale holds one and is voided (it is free again).
     */
    void sales(Setup s) {
        String kept = s.forever().get(6);
        String taken = s.forever().get(7);
        Http.Answer looked = http.get(node(), "/v1/vouchers/{code}", Map.of("code", kept), s.till1());
        assertThat(looked.text("status")).as(looked.body()).isEqualTo("UNUSED");
        String sale = Http.newKey();
        for (String code : List.of(kept, taken)) {
            Http.Answer held = http.post(node(), "/v1/sales/{saleId}/holds", Map.of("saleId", sale), s.till1(),
                    Http.newKey(), holdBody(code));
            assertThat(held.status()).as(held.body()).isEqualTo(201);
            assertThat(held.text("verdict")).isEqualTo("HELD");
        }
        Http.Answer released = http.delete(node(), "/v1/sales/{saleId}/holds/{code}",
                Map.of("saleId", sale, "code", taken), s.till1(), Http.newKey());
        assertThat(released.text("verdict")).as(released.body()).isEqualTo("RELEASED");
        Http.Answer captured = http.post(node(), "/v1/sales/{saleId}/capture", Map.of("saleId", sale), s.till1(),
                Http.newKey(), "{\"orderNo\":\"A-1001\",\"terminalId\":\"TILL-1\",\"storeId\":\"S1\","
                        + "\"cashierId\":\"alice\"}");
        assertThat(captured.status()).as(captured.body()).isEqualTo(200);
        assertThat(captured.json().get("captured").get(0).get("code").asText()).isEqualTo(kept);
        Http.Answer state = http.get(node(), "/v1/sales/{saleId}", Map.of("saleId", sale), s.till1());
        assertThat(state.text("state")).isEqualTo("CAPTURED");

        String walkedAway = Http.newKey();
        assertThat(http.post(node(), "/v1/sales/{saleId}/holds", Map.of("saleId", walkedAway), s.till1(),
                Http.newKey(), holdBody(taken)).status()).isEqualTo(201);
        Http.Answer voided = http.post(node(), "/v1/sales/{saleId}/void", Map.of("saleId", walkedAway), s.till1(),
                Http.newKey(), "{\"terminalId\":\"TILL-1\",\"storeId\":\"S1\",\"cashierId\":\"alice\"}");
        assertThat(voided.json().get("released").get(0).asText()).as(voided.body()).isEqualTo(taken);
        assertThat(http.get(node(), "/v1/vouchers/{code}", Map.of("code", taken), s.till1()).text("status"))
                .isEqualTo("UNUSED");
    }

    private static String holdBody(String code) {
        return "{\"code\":\"" + code + "\",\"storeId\":\"S1\",\"terminalId\":\"TILL-1\",\"cashierId\":\"alice\","
                + "\"scannedAt\":\"2026-11-29T10:15:30Z\"}";
    }

    /** Revoke and history from the command line and over HTTP. */
    void revokeAndHistory(Setup s) {
        assertThat(ok(server("revoke", "--code", s.forever().get(1), "--reason", "lost in the post", "--by", "ops"))
                .out()).contains("revoked");
        assertThat(http.redeem(node(), s.till1(), Http.newKey(), s.forever().get(1), "TILL-1").type())
                .isEqualTo("revoked");
        Map<String, String> code = Map.of("code", s.forever().get(2));
        Http.Answer revoked = http.post(node(), "/v1/admin/vouchers/{code}/revoke", code, s.admin(), null,
                "{\"reason\":\"遗失\"}");
        assertThat(revoked.body()).isEqualTo("{\"revoked\":true,\"status\":\"REVOKED\"}");
        assertThat(http.post(node(), "/v1/admin/vouchers/{code}/revoke", code, s.admin(), null,
                "{\"reason\":\"again\"}").status()).isEqualTo(409);
        assertThat(http.post(node(), "/v1/admin/vouchers/{code}/revoke", code, s.till1(), null,
                "{\"reason\":\"x\"}").status()).as("a terminal token").isEqualTo(401);

        assertThat(ok(server("history", "--code", s.forever().get(1))).out())
                .contains("status REVOKED", "UNUSED -> REVOKED  by admin:ops", "lost in the post");
        Http.Answer history = http.get(node(), "/v1/admin/vouchers/{code}/history", code, s.admin());
        assertThat(history.status()).isEqualTo(200);
        assertThat(history.body()).contains("遗失", "REVOKED");
    }

    /**
     * A campaign (issue-18) from the command line and over HTTP: a channel token, a campaign of 3, activated; a
     * customer claims one (a second claim is over the limit of 1), a paper sheet takes one, stats and end, the
     * channel token revoked (then 401); a second
     * campaign made, read, activated and ended over HTTP. The claimed voucher redeems at a till.
     */
    void campaigns(Setup s) throws Exception {
        String channel = ok(server("create-channel-token", "--name", "shop")).lastLine();
        ok(server("create-campaign", "--id", "winter", "--template", "forever", "--stock", "3"));
        ok(server("activate-campaign", "--id", "winter"));
        Map<String, String> winter = Map.of("id", "winter");
        Http.Answer claimed = http.post(node(), "/v1/campaigns/{id}/claims", winter, channel, Http.newKey(),
                "{\"customerId\":\"客户-1\"}");
        assertThat(claimed.status()).as(claimed.body()).isEqualTo(201);
        assertThat(http.post(node(), "/v1/campaigns/{id}/claims", winter, channel, Http.newKey(),
                "{\"customerId\":\"客户-1\"}").type()).isEqualTo("claim-limit-reached");
        assertThat(http.redeem(node(), s.till1(), Http.newKey(), claimed.text("code"), "TILL-1").status())
                .isEqualTo(201);
        Path sheet = jar.workDir().resolve("paper-" + System.nanoTime() + ".csv");
        ok(server("campaign-sheet", "--id", "winter", "--count", "1", "--out", sheet.toString(), "--pdf",
                jar.workDir().resolve("paper-" + System.nanoTime() + ".pdf").toString()));
        assertThat(ok(server("campaign-stats", "--id", "winter")).out()).contains("remaining");
        ok(server("end-campaign", "--id", "winter"));
        assertThat(ok(server("revoke-channel-token", "--name", "shop")).out()).contains("revoked");
        await().atMost(Duration.ofSeconds(5)).until(() -> http.post(node(), "/v1/campaigns/{id}/claims", winter,
                channel, Http.newKey(), "{\"customerId\":\"客户-2\"}").status() == 401);

        Http.Answer made = http.post(node(), "/v1/admin/campaigns", Map.of(), s.admin(), null,
                "{\"id\":\"spring\",\"templateId\":\"forever\",\"stock\":2}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        Map<String, String> spring = Map.of("id", "spring");
        assertThat(http.post(node(), "/v1/admin/campaigns/{id}/activate", spring, s.admin(), null, null).text("status"))
                .isEqualTo("ACTIVE");
        assertThat(http.get(node(), "/v1/admin/campaigns/{id}", spring, s.admin()).json().get("stock").asInt())
                .isEqualTo(2);
        assertThat(http.post(node(), "/v1/admin/campaigns/{id}/end", spring, s.admin(), null, null).text("status"))
                .isEqualTo("ENDED");
    }

    /** The staged events (issue-20): listed (no webhook is configured, so none was sent) and queued again. */
    void events() {
        assertThat(ok(server("events", "list")).lastLine()).matches("\\d+ lines?");
        assertThat(ok(server("events", "replay", "--since", "2h")).out()).contains("queued");
    }

    /** Reconcile clean, then dirty after a hand-made inconsistency in the database: exit status 1. */
    void reconcile(Setup s) throws Exception {
        assertThat(ok(server("reconcile")).out()).contains("reconcile: clean");
        assertThat(http.get(node(), "/v1/admin/reconcile", Map.of(), s.admin()).json().get("clean").asBoolean())
                .isTrue();
        try (Connection c = DriverManager.getConnection(db);
             PreparedStatement used = c.prepareStatement("UPDATE vouchers SET status = 'USED' WHERE code = ?")) {
            used.setString(1, s.summer().get(1));
            assertThat(used.executeUpdate()).isEqualTo(1);
        }
        Jar.Run dirty = server("reconcile");
        assertThat(dirty.exit()).isEqualTo(1);
        assertThat(dirty.out()).contains("USED without a ledger row: 1", s.summer().get(1), "problems found");
        assertThat(http.get(node(), "/v1/admin/reconcile", Map.of(), s.admin()).json().get("clean").asBoolean())
                .isFalse();
    }

    /**
     * An enrollment code from the command line and over HTTP; the till's {@code enroll}; the token redeems. Returns
     * the token of TILL-4, enrolled over HTTP, which has done nothing yet.
     */
    String enroll(Setup s) throws Exception {
        String code = ok(server("enrollment-code", "--terminal", "TILL-3", "--store", "S1")).line("enr-");
        Jar.Run enrolled = ok(jar.run("enroll", "--server", node(), "--code", code));
        Matcher stored = Pattern.compile("stored \\(owner-only\\) in (\\S+)").matcher(enrolled.out());
        assertThat(stored.find()).as(enrolled.out()).isTrue();
        Properties config = new Properties();
        config.load(Files.newBufferedReader(Path.of(stored.group(1)), StandardCharsets.UTF_8));
        assertThat(http.redeem(node(), config.getProperty("api.token"), Http.newKey(), s.forever().get(3), "TILL-3")
                .status()).isEqualTo(201);
        assertThat(jar.run("enroll", "--server", node(), "--code", code).exit()).as("used up").isEqualTo(1);

        Http.Answer made = http.post(node(), "/v1/admin/enrollment-codes", Map.of(), s.admin(), null,
                "{\"terminalId\":\"TILL-4\",\"storeId\":\"S1\"}");
        assertThat(made.status()).isEqualTo(201);
        String body = "{\"code\":\"" + made.text("code") + "\"}";
        Http.Answer exchanged = http.post(node(), "/v1/enrollments", Map.of(), null, null, body);
        assertThat(exchanged.text("terminalId")).isEqualTo("TILL-4");
        assertThat(exchanged.text("token")).startsWith("rdt_");
        assertThat(http.post(node(), "/v1/enrollments", Map.of(), null, null, body).status()).isEqualTo(401);
        return exchanged.text("token");
    }

    /** Disable and enable a terminal from the command line and over HTTP (tokens are cached 2 s per node). */
    void disableAndEnable(Setup s) throws Exception {
        String used = s.forever().get(0);
        ok(server("disable-terminal", "--id", "TILL-2"));
        awaitStatus(s.till2(), used, 403);
        ok(server("enable-terminal", "--id", "TILL-2"));
        awaitStatus(s.till2(), s.forever().get(4), 201);
        Map<String, String> id = Map.of("id", "TILL-2");
        assertThat(http.post(node(), "/v1/admin/terminals/{id}/disable", id, s.admin(), null, null).body())
                .contains("\"enabled\":false");
        awaitStatus(s.till2(), used, 403);
        assertThat(http.post(node(), "/v1/admin/terminals/{id}/enable", id, s.admin(), null, null).body())
                .contains("\"enabled\":true");
        awaitStatus(s.till2(), s.forever().get(5), 201);
    }

    /**
     * Sends one action (one key) to every node in turn until each answers {@code status}: 403 while a node still
     * knows the terminal as enabled answers 409 (the code is a used one, so nothing is redeemed meanwhile); 201 is
     * the first answer or its replay.
     */
    private void awaitStatus(String token, String code, int status) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        List<Integer> seen = new ArrayList<>();
        String key = Http.newKey();
        while (System.nanoTime() < deadline) {
            int every = 0;
            for (int i = 0; i < nodes.size(); i++) {
                int answered = http.redeem(node(), token, key, code, "TILL-2").status();
                seen.add(answered);
                every += answered == status ? 1 : 0;
            }
            if (every == nodes.size()) {
                return;
            }
            Thread.sleep(250);
        }
        throw new AssertionError("never " + status + " on every node: " + seen);
    }

    /**
     * Well-formed codes never issued (made in another database), spread over the nodes by a terminal that looked
     * nothing up yet: the burst (5) answers 404, then 429 whichever node it reaches.
     */
    void bruteForce(Setup s, String till4) {
        List<Integer> statuses = new ArrayList<>();
        for (String code : s.neverIssued()) {
            Http.Answer answer = http.redeem(node(), till4, Http.newKey(), code, "TILL-4");
            statuses.add(answer.status());
            if (answer.status() == 429) {
                assertThat(answer.header("Retry-After")).isNotNull();
            }
        }
        assertThat(statuses).containsExactly(404, 404, 404, 404, 404, 429, 429, 429, 429, 429, 429);
    }

    /** {@code /health}, {@code /v1/info} of every node. */
    void healthAndInfo() {
        for (String url : nodes) {
            Http.Answer health = http.get(url, "/health", Map.of(), null);
            assertThat(health.body()).isEqualTo("{\"status\":\"UP\"}");
            Http.Answer info = http.get(url, "/v1/info", Map.of(), null);
            assertThat(info.text("service")).isEqualTo("redeemdesk");
            assertThat(info.json().get("keyRetentionHours").asInt()).isEqualTo(72);
        }
    }

    /** The sum over all nodes of each sample of {@code /metrics}. */
    Map<String, Double> metrics() {
        Map<String, Double> sums = new java.util.TreeMap<>();
        for (String url : nodes) {
            Http.Answer scrape = http.get(url, "/metrics", Map.of(), null);
            assertThat(scrape.contentType()).isEqualTo("text/plain;version=0.0.4;charset=utf-8");
            Matcher sample = METRIC.matcher(scrape.body());
            while (sample.find()) {
                sums.merge(sample.group(1), Double.parseDouble(sample.group(2)), Double::sum);
            }
        }
        return sums;
    }
}
