package io.redeemdesk.acceptance;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 24's operator, from outside: the built jar run the documented way with the mistakes a new operator makes,
 * and plain HTTP to the admin API with the same values. Each mistake is refused with one plain sentence and the
 * documented exit status (docs/operations.md, "Exit codes and errors"), or over HTTP a 422 naming the JSON field;
 * nothing an operator sees carries a stack trace or a Java type ({@link Mistake}). The rows of the issue's
 * <b>Why</b> each have a step here, named in the step's description.
 */
class OperatorMistakesJourneyTest {
    private static final Executed EXECUTED = new Executed("OperatorMistakesJourneyTest");
    private static final String CHINESE_200 = "满".repeat(200);

    @TempDir
    Path work;

    @BeforeAll
    static void freshRecord() {
        assertThat(Jar.JAR).as("build it first: mvn package").exists();
        EXECUTED.reset();
    }

    private Jar jar(Map<String, String> extra) throws IOException {
        Map<String, String> env = new HashMap<>(Map.of(
                "XDG_CONFIG_HOME", Files.createDirectories(work.resolve("config")).toString(),
                "XDG_DATA_HOME", Files.createDirectories(work.resolve("data")).toString(),
                "XDG_STATE_HOME", Files.createDirectories(work.resolve("state")).toString()));
        env.putAll(extra);
        return new Jar(EXECUTED, work, env);
    }

    @Test
    void everyMistakeIsRefusedPlainlyAndNothingIsCreatedByAccident() throws Exception {
        Jar jar = jar(Map.of());
        String db = "jdbc:sqlite:" + work.resolve("server.db");
        String typo = "jdbc:sqlite:" + work.resolve("typo.db");

        // Why: "a mistyped --db makes a new, empty database" (must-have 4)
        Mistake.of("history on a --db that does not exist", 66, "there is no database at " + typo,
                "server", "history", "--code", "X", "--db", typo).check(jar);
        Mistake.of("create-terminal on a --db that does not exist", 66, "there is no database at " + typo,
                "server", "create-terminal", "--id", "TILL-1", "--store", "S1", "--db", typo).check(jar);
        assertThat(work.resolve("typo.db")).as("no database made by a typo").doesNotExist();
        Path empty = Files.createFile(work.resolve("empty.db"));
        Mistake.of("an admin command on a file without RedeemDesk's tables", 66, "is not a RedeemDesk database yet",
                "server", "reconcile", "--db", "jdbc:sqlite:" + empty).check(jar);
        assertThat(Files.size(empty)).as("nothing migrated into it").isZero();
        assertThat(jar.run("server", "migrate", "--db", db).out()).contains("database " + db + " created");
        assertThat(jar.run("server", "migrate", "--db", db).out()).contains("is up to date");

        templateRules(jar, db);
        terminalCampaignAndTokenRules(jar, db);
        commandLineWords(jar, db);
        try (ServerProcess node = ServerProcess.start(jar, "server", "--port", "0", "--db", db)) {
            adminApiRules(new Http(EXECUTED), node.url(), jar.run("server", "create-admin-token", "--name",
                    "api-admin", "--db", db).lastLine());
            serviceStart(jar, db, node.url());
        }
        everyDocumentedCommandsTypicalMistakes(jar);
    }

    /** Why: "create-template checks almost nothing" (must-have 1, from the CLI). */
    private static void templateRules(Jar jar, String db) {
        List<Mistake> refused = List.of(
                template("value -5", "--value '-5' is not more than 0", "--value", "-5"),
                template("value 0", "--value '0' is not more than 0", "--value", "0"),
                template("value 20.001 (more decimals than EUR)", "--value '20.001' has more decimals than EUR",
                        "--value", "20.001"),
                template("value 99999999999999999999", "--value '99999999999999999999' is too large", "--value",
                        "99999999999999999999"),
                template("value abc", "--value 'abc' is not a number", "--value", "abc"),
                template("1.5 JPY", "has more decimals than JPY has: give a whole number", "--value", "1.5",
                        "--currency", "JPY"),
                template("currency euro", "--currency 'euro' is not an ISO 4217 currency", "--currency", "euro"),
                template("currency XYZ", "--currency 'XYZ' is not an ISO 4217 currency", "--currency", "XYZ"),
                template("an empty name", "--name is empty", "--name", ""),
                template("a name with a tab and a newline", "holds a control character", "--name", "Gift\t20\nEUR"),
                template("a 5000-character name", "--name has 5000 characters: give at most 200", "--name",
                        "n".repeat(5000)),
                template("201 Chinese characters", "--name has 201 characters", "--name", CHINESE_200 + "满"),
                template("id 'bad id!'", "--id 'bad id!' is not an id", "--id", "bad id!"),
                template("a 500-character id", "is not an id: give 1 to 64 letters", "--id", "i".repeat(500)),
                template("uses 0", "--uses 0 is not allowed", "--uses", "0"));
        for (Mistake mistake : refused) {
            mistake.check(jar);
        }
        String created = createTemplate(jar, db, "gift-20", "--name", CHINESE_200, "--value", "20.00").out();
        assertThat(created).as("200 Chinese characters are 200").contains("template gift-20 created");
        assertThat(createTemplate(jar, db, "yen", "--name", "千円", "--value", "1000", "--currency", "JPY").out())
                .contains("1000");
        Jar.Run past = createTemplate(jar, db, "old", "--name", "Old", "--value", "5", "--valid-until",
                "2020-01-01T00:00:00Z");
        assertThat(past.err()).as("a past validity is accepted with a warning")
                .contains("warning: --valid-until 2020-01-01T00:00:00Z is already past");
        Mistake.of("a template id that exists", 65, "a template with the id 'gift-20' exists already",
                "server", "create-template", "--id", "gift-20", "--name", "Again", "--value", "20", "--db", db)
                .check(jar);
    }

    private static Mistake template(String what, String words, String... replaced) {
        Map<String, String> flags = new HashMap<>(Map.of("--id", "t1", "--name", "Gift", "--value", "20.00",
                "--db", "jdbc:sqlite:server.db"));
        for (int i = 0; i < replaced.length; i += 2) {
            flags.put(replaced[i], replaced[i + 1]);
        }
        List<String> args = new ArrayList<>(List.of("server", "create-template"));
        flags.forEach((flag, value) -> args.addAll(List.of(flag, value)));
        return new Mistake(what, 65, words, args);
    }

    private static Jar.Run createTemplate(Jar jar, String db, String id, String... rest) {
        List<String> args = new ArrayList<>(List.of("server", "create-template", "--id", id, "--db", db));
        args.addAll(List.of(rest));
        Jar.Run run = jar.run(args.toArray(String[]::new));
        assertThat(run.exit()).as(run.err()).isZero();
        Mistake.plain("create-template " + id, run);
        return run;
    }

    /** Why: terminal ids not checked, and "an id that exists" traces for terminals and admin tokens. */
    private static void terminalCampaignAndTokenRules(Jar jar, String db) {
        Mistake.of("create-terminal --id 'bad id' (no till can be configured with it)", 65,
                "--id 'bad id' is not an id", "server", "create-terminal", "--id", "bad id", "--store", "S1",
                "--db", db).check(jar);
        Mistake.of("create-terminal --store 'bad store'", 65, "--store 'bad store' is not an id",
                "server", "create-terminal", "--id", "TILL-1", "--store", "bad store", "--db", db).check(jar);
        assertThat(jar.run("server", "create-terminal", "--id", "TILL-1", "--store", "S1", "--db", db).exit())
                .isZero();
        Mistake.of("a terminal id that exists", 65, "a terminal with the id 'TILL-1' exists already",
                "server", "create-terminal", "--id", "TILL-1", "--store", "S1", "--db", db).check(jar);
        assertThat(jar.run("server", "create-admin-token", "--name", "ops", "--db", db).exit()).isZero();
        Mistake.of("an admin token name that exists", 65, "an admin token named 'ops' exists already",
                "server", "create-admin-token", "--name", "ops", "--db", db).check(jar);
        Mistake.of("enrollment-code --terminal 'bad id'", 65, "--terminal 'bad id' is not an id",
                "server", "enrollment-code", "--terminal", "bad id", "--store", "S1", "--db", db).check(jar);
        Mistake.of("create-campaign --id 'bad id!'", 65, "--id 'bad id!' is not an id",
                "server", "create-campaign", "--id", "bad id!", "--template", "gift-20", "--stock", "5", "--db", db)
                .check(jar);
        Mistake.of("create-campaign --per-customer 0", 65, "--per-customer must be between 1 and 100",
                "server", "create-campaign", "--id", "w", "--template", "gift-20", "--stock", "5",
                "--per-customer", "0", "--db", db).check(jar);
        Jar.Run traced = jar.run("server", "create-terminal", "--id", "TILL-1", "--store", "S1", "--db", db,
                "--debug");
        assertThat(traced.exit()).isEqualTo(65);
        assertThat(traced.err()).as("--debug shows the trace").contains("exists already", "\tat ");
    }

    /** Why: "flag conversions leak Java types", "events list --limit -5 → 0 lines", "import of a missing CSV". */
    private void commandLineWords(Jar jar, String db) {
        Mistake.of("issue --count abc", 64, "--count 'abc' is not a whole number",
                "server", "issue", "--template", "gift-20", "--count", "abc", "--out", "x.csv", "--db", db).check(jar);
        Mistake.of("create-campaign --stock lots", 64, "--stock 'lots' is not a whole number",
                "server", "create-campaign", "--id", "w", "--template", "gift-20", "--stock", "lots", "--db", db)
                .check(jar);
        Mistake.of("create-template --valid-until tomorrow", 64, "--valid-until 'tomorrow' is not a UTC time",
                "server", "create-template", "--id", "t2", "--name", "T", "--value", "1", "--valid-until",
                "tomorrow", "--db", db).check(jar);
        Mistake.of("events list --limit -5", 64, "--limit -5 is not allowed", "server", "events", "list",
                "--limit", "-5", "--db", db).check(jar);
        Mistake.of("import of a CSV that does not exist", 66, work.resolve("missing.csv") + " does not exist", "server",
                "import", "--template", "gift-20", "--csv", work.resolve("missing.csv").toString(), "--db", db)
                .check(jar);
        Mistake.of("server --port abc", 64, "--port 'abc' is not a whole number", "server", "--port", "abc",
                "--db", db).check(jar);
    }

    /** Why: the same rules over HTTP name the JSON field, never the CLI flag (must-have 1, from the API). */
    private static void adminApiRules(Http http, String node, String admin) {
        String path = "/v1/admin/templates";
        Map<String, String> refused = new LinkedHashMap<>();
        refused.put("{\"id\":\"a1\",\"name\":\"Gift\",\"value\":\"-5\"}", "value '-5' is not more than 0");
        refused.put("{\"id\":\"a1\",\"name\":\"Gift\",\"value\":\"20.001\"}", "value '20.001' has more decimals");
        refused.put("{\"id\":\"a1\",\"name\":\"Gift\",\"value\":\"99999999999999999999\"}",
                "value '99999999999999999999' is too large");
        refused.put("{\"id\":\"a1\",\"name\":\"Gift\",\"value\":\"1.5\",\"currency\":\"JPY\"}",
                "value '1.5' has more decimals than JPY has");
        refused.put("{\"id\":\"a1\",\"name\":\"Gift\",\"value\":\"1\",\"currency\":\"euro\"}",
                "currency 'euro' is not an ISO 4217 currency");
        refused.put("{\"id\":\"a1\",\"name\":\"\",\"value\":\"1\"}", "name is empty");
        refused.put("{\"id\":\"a1\",\"name\":\"Gift\\t20\\nEUR\",\"value\":\"1\"}",
                "name 'Gift?20?EUR' holds a control character");
        refused.put("{\"id\":\"a1\",\"name\":\"" + CHINESE_200 + "满\",\"value\":\"1\"}", "name has 201 characters");
        refused.put("{\"id\":\"bad id!\",\"name\":\"Gift\",\"value\":\"1\"}", "id 'bad id!' is not an id");
        refused.put("{\"id\":\"a1\",\"name\":\"Gift\",\"value\":\"1\",\"uses\":0}", "uses 0 is not allowed");
        refused.forEach((body, words) -> {
            Http.Answer answer = http.post(node, path, Map.of(), admin, null, body);
            assertThat(answer.status()).as(body + " → " + answer.body()).isEqualTo(422);
            assertThat(answer.text("detail")).as("names the JSON field, not a flag").startsWith(words)
                    .doesNotContain("--");
        });
        Http.Answer created = http.post(node, path, Map.of(), admin, null,
                "{\"id\":\"api-old\",\"name\":\"过期\",\"value\":\"12.34\",\"currency\":\"CNY\","
                        + "\"validUntil\":\"2020-01-01T00:00:00Z\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        JsonNode warnings = created.json().get("warnings");
        assertThat(warnings.get(0).asText()).contains("validUntil 2020-01-01T00:00:00Z is already past");
        assertThat(created.text("value")).isEqualTo("12.34");
        assertThat(http.post(node, path, Map.of(), admin, null, "{\"id\":\"api-old\",\"name\":\"x\",\"value\":\"1\"}")
                .status()).as("an id that exists").isEqualTo(409);

        Http.Answer campaign = http.post(node, "/v1/admin/campaigns", Map.of(), admin, null,
                "{\"id\":\"spring\",\"templateId\":\"gift-20\",\"stock\":5,\"perCustomer\":0}");
        assertThat(campaign.status()).isEqualTo(422);
        assertThat(campaign.text("detail")).startsWith("perCustomer").doesNotContain("per-customer");
        Http.Answer badCampaignId = http.post(node, "/v1/admin/campaigns", Map.of(), admin, null,
                "{\"id\":\"bad id!\",\"templateId\":\"gift-20\",\"stock\":5}");
        assertThat(badCampaignId.text("detail")).startsWith("id 'bad id!' is not an id");
        Http.Answer badTerminal = http.post(node, "/v1/admin/enrollment-codes", Map.of(), admin, null,
                "{\"terminalId\":\"bad id\",\"storeId\":\"S1\"}");
        assertThat(badTerminal.status()).isEqualTo(422);
        assertThat(badTerminal.text("detail")).startsWith("terminalId 'bad id' is not an id");
    }

    /** Why: "a port in use" (JavalinBindException), "--host 999.1.1.1", "a --db folder", a mistyped variable. */
    private void serviceStart(Jar jar, String db, String running) throws IOException {
        String port = running.substring(running.lastIndexOf(':') + 1);
        Jar.Run taken = Mistake.of("a port in use", 69, "port " + port + " on 127.0.0.1 is in use",
                "server", "--port", port, "--db", db).check(jar);
        assertThat(taken.err()).doesNotContain("host");
        Jar.Run host = Mistake.of("--host 999.1.1.1", 78, "service.host 999.1.1.1 (from command-line option --host) "
                + "is not a name or address of this machine", "server", "--host", "999.1.1.1", "--port", "0",
                "--db", db).check(jar);
        assertThat(host.err()).as("named as a bad host, not a port in use").doesNotContain("in use");
        String noFolder = "jdbc:sqlite:" + work.resolve("no-such-folder").resolve("s.db");
        Mistake.of("server --db in a folder that does not exist", 73, "does not exist: create it first",
                "server", "--port", "0", "--db", noFolder).check(jar);
        Mistake.of("server migrate --db in a folder that does not exist", 73, "does not exist: create it first",
                "server", "migrate", "--db", noFolder).check(jar);
        Mistake.of("a mistyped REDEEMDESK_ variable", 78, "unknown key service.prot (from environment variable "
                + "REDEEMDESK_SERVICE_PROT)", "server", "--port", "0", "--db", db)
                .check(jar(Map.of("REDEEMDESK_SERVICE_PROT", "8080")));
    }

    /**
     * Every documented command with the two mistakes every one of them can get: a flag it does not have (64), and
     * for those that work on the service's database a {@code --db} that does not exist (66, and not created).
     * Run a few at a time, as several operators' shells would.
     */
    private void everyDocumentedCommandsTypicalMistakes(Jar jar) throws Exception {
        String missing = "jdbc:sqlite:" + work.resolve("nowhere.db");
        List<List<String>> typical = List.of(List.of("create-terminal", "--id", "T9", "--store", "S1"),
                List.of("disable-terminal", "--id", "T9"), List.of("enable-terminal", "--id", "T9"),
                List.of("create-admin-token", "--name", "x"),
                List.of("create-template", "--id", "t", "--name", "n", "--value", "1"),
                List.of("issue", "--template", "t", "--count", "1", "--out", work.resolve("o.csv").toString()),
                List.of("import", "--template", "t", "--csv", Files.writeString(work.resolve("in.csv"),
                        "code\n").toString()),
                List.of("revoke", "--code", "X", "--reason", "r"), List.of("history", "--code", "X"),
                List.of("reconcile"), List.of("enrollment-code", "--terminal", "T9", "--store", "S1"),
                List.of("events", "list"), List.of("events", "replay", "--dead"),
                List.of("create-channel-token", "--name", "shop"), List.of("revoke-channel-token", "--name", "shop"),
                List.of("create-campaign", "--id", "c", "--template", "t", "--stock", "5"),
                List.of("activate-campaign", "--id", "c"), List.of("end-campaign", "--id", "c"),
                List.of("campaign-stats", "--id", "c"),
                List.of("export", "--batch", "20261201-aaaaaa", "--out", work.resolve("e.csv").toString()), List.of("campaign-sheet", "--id", "c", "--count", "1",
                        "--out", work.resolve("p.csv").toString(), "--pdf", work.resolve("p.pdf").toString()));
        List<Mistake> mistakes = new ArrayList<>();
        for (List<String> command : typical) {
            List<String> args = new ArrayList<>(List.of("server"));
            args.addAll(command);
            List<String> withDb = new ArrayList<>(args);
            withDb.addAll(List.of("--db", missing));
            mistakes.add(new Mistake(String.join(" ", withDb), 66, "there is no database at " + missing, withDb));
            List<String> unknown = new ArrayList<>(withDb);
            unknown.add("--bogus");
            mistakes.add(new Mistake(String.join(" ", unknown), 64, "Unknown option: '--bogus'", unknown));
        }
        mistakes.add(Mistake.of("server --bogus", 64, "Unknown option: '--bogus'", "server", "--bogus"));
        mistakes.add(Mistake.of("the cashier app with a flag it does not have", 64, "Unknown option: '--bogus'",
                "--bogus"));
        mistakes.add(Mistake.of("log --since yesterday", 64, "--since 'yesterday' is neither a day", "log",
                "--since", "yesterday", "--csv"));
        mistakes.add(Mistake.of("log of a folder without an outbox", 66, "no outbox at", "log", "--data-dir",
                work.resolve("no-till").toString(), "--csv"));
        mistakes.add(Mistake.of("decode --formats QR", 64, "unknown barcode format 'QR'", "decode", "--formats", "QR",
                "x.png"));
        mistakes.add(Mistake.of("decode of a picture that does not exist", 66, "decode: ", "decode",
                work.resolve("no-such-picture.png").toString()));
        mistakes.add(Mistake.of("enroll with a service that does not answer", 69, "cannot reach", "enroll",
                "--server", "http://127.0.0.1:9", "--code", "enr-AAAA-BBBB-CCCC-DDDD"));
        ExecutorService shells = Executors.newFixedThreadPool(3);
        try {
            List<Future<Jar.Run>> runs = new ArrayList<>();
            for (Mistake mistake : mistakes) {
                runs.add(shells.submit(() -> mistake.check(jar)));
            }
            for (Future<Jar.Run> run : runs) {
                run.get();
            }
        } finally {
            shells.shutdownNow();
        }
        assertThat(work.resolve("nowhere.db")).as("no admin command created a database").doesNotExist();
    }
}
