package io.redeemdesk.server.console;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ServerFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Templates and Batches pages over real HTTP on a node of each database: a template is created through the
 * form under the API's rules (a refusal beside its field, the form as typed, a Chinese name kept), a pass with
 * {@code uses}; N vouchers are issued as one batch committed with the actor {@code console:<name>}, then its CSV
 * (the CSV-injection rule kept) and PDF sheet are downloaded as attachments; every action is in the audit trail;
 * a viewer reads the lists but is refused every action (403) and the downloads, and nothing changes.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class TemplatesAndBatchesPagesTest {
    @Parameter
    Backend backend;

    private ServerFixture node;
    private ConsoleBrowser ann;

    @BeforeEach
    void start() throws Exception {
        node = ServerFixture.start(backend);
        ConsoleTesting.operator(node, "ann", "marketing");
        ConsoleTesting.operator(node, "vic", "viewer");
        ann = ConsoleTesting.browser(node, "en").signIn("ann", ConsoleTesting.PASSWORD);
    }

    @AfterEach
    void stop() {
        node.close();
    }

    private static Map<String, String> template(String id, String name, String value, String currency, String uses,
                                                String validUntil) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("id", id);
        form.put("name", name);
        form.put("value", value);
        form.put("currency", currency);
        form.put("uses", uses);
        form.put("validUntil", validUntil);
        return form;
    }

    @Test
    void aTemplateIsCreatedUnderTheApisRulesAndListed() throws Exception {
        ann.get("/console/templates");
        ConsoleBrowser.Answer created = ann.post("/console/templates", template("coffee", "咖啡券", "12.50", "CNY",
                "10", ""));
        assertThat(created.status()).isEqualTo(303);
        assertThat(created.location()).isEqualTo("/console/templates?created=coffee");

        String list = ann.get(created.location()).body();
        assertThat(list).contains("id=\"notice\"").contains("id=\"template-row-coffee\"").contains("咖啡券")
                .contains("12.50");
        assertThat(node.scalar("SELECT uses FROM voucher_templates WHERE id = 'coffee'")).isEqualTo("10");
        assertThat(node.scalar("SELECT name FROM voucher_templates WHERE id = 'coffee'")).isEqualTo("咖啡券");
        assertThat(node.scalar("SELECT actor FROM operator_audit WHERE action = 'template.create' AND subject = ?",
                "coffee")).isEqualTo("console:ann");

        ConsoleBrowser.Answer refused = ann.post("/console/templates", template("tea", "奶茶券", "12.345", "CNY", "1",
                ""));
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.text()).contains("id=\"template-value-error\"")
                .contains("Value: '12.345' has more decimals than CNY has")
                .contains("value=\"奶茶券\"").contains("value=\"12.345\"").contains("aria-invalid=\"true\"");
        assertThat(node.scalar("SELECT COUNT(*) FROM voucher_templates WHERE id = 'tea'")).isEqualTo("0");

        ConsoleBrowser.Answer taken = ann.post("/console/templates", template("coffee", "Again", "1.00", "EUR", "1",
                ""));
        assertThat(taken.status()).isEqualTo(409);
        assertThat(taken.text()).contains("id=\"template-id-error\"").contains("exists already");

        ConsoleBrowser.Answer badDate = ann.post("/console/templates", template("late", "Late", "1.00", "EUR", "1",
                "next week"));
        assertThat(badDate.status()).isEqualTo(422);
        assertThat(badDate.text()).contains("id=\"template-valid-until-error\"").contains("ISO-8601");

        ConsoleBrowser.Answer past = ann.post("/console/templates", template("old", "Old", "1.00", "EUR", "1",
                "2020-01-01T00:00:00Z"));
        assertThat(ann.get(past.location()).text()).contains("id=\"warning\"").contains("already past");

        assertThat(ann.get("/console/templates?q=" + java.net.URLEncoder.encode("咖啡", StandardCharsets.UTF_8))
                .body()).contains("template-row-coffee").doesNotContain("template-row-old");
    }

    @Test
    void vouchersAreIssuedAsABatchAndItsFilesDownloadedAgain() throws Exception {
        ann.get("/console/templates");
        ann.post("/console/templates", template("coffee", "=HYPERLINK(\"x\") 咖啡券", "12.50", "CNY", "1", ""));
        ann.get("/console/batches");
        ConsoleBrowser.Answer issued = ann.post("/console/batches", Map.of("template", "coffee", "count", "10"));
        assertThat(issued.status()).isEqualTo(303);
        String batchId = node.scalar("SELECT id FROM issue_batches WHERE template_id = 'coffee'");
        assertThat(issued.location()).isEqualTo("/console/batches/" + batchId + "?issued=1");
        assertThat(node.scalar("SELECT actor FROM issue_batches WHERE id = ?", batchId)).isEqualTo("console:ann");
        assertThat(node.scalar("SELECT COUNT(*) FROM batch_vouchers b JOIN vouchers v ON v.code = b.code "
                + "WHERE b.batch_id = ? AND v.status = 'UNUSED'", batchId)).isEqualTo("10");
        assertThat(node.scalar("SELECT actor FROM operator_audit WHERE action = 'batch.issue' AND subject = ?",
                batchId)).isEqualTo("console:ann");

        String page = ann.get(issued.location()).body();
        assertThat(page).contains("id=\"notice\"").contains("id=\"download-csv\"").contains("id=\"download-pdf\"")
                .contains("id=\"batch-id\">" + batchId);

        ConsoleBrowser.Answer csv = ann.get("/console/batches/" + batchId + "/csv");
        assertThat(csv.status()).isEqualTo(200);
        assertThat(csv.header("Content-Type")).startsWith("text/csv");
        assertThat(csv.header("Content-Disposition")).isEqualTo("attachment; filename=\"batch-" + batchId + ".csv\"");
        List<String> lines = csv.body().lines().toList();
        assertThat(lines).hasSize(11).first().isEqualTo("code,name,value");
        assertThat(lines.get(1)).contains(",\"'=HYPERLINK(\"\"x\"\") 咖啡券\",12.50")
                .startsWith(node.scalar("SELECT code FROM batch_vouchers WHERE batch_id = ? AND n = 1", batchId));
        assertThat(csv.body()).contains("\r\n");

        ConsoleBrowser.Answer pdf = ann.get("/console/batches/" + batchId + "/pdf");
        assertThat(pdf.status()).isEqualTo(200);
        assertThat(pdf.header("Content-Type")).startsWith("application/pdf");
        assertThat(pdf.header("Content-Disposition")).isEqualTo("attachment; filename=\"batch-" + batchId + ".pdf\"");
        assertThat(new String(pdf.bytes(), 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");
        assertThat(node.scalar("SELECT COUNT(*) FROM operator_audit WHERE action = 'batch.export' AND subject = ?",
                batchId)).isEqualTo("2");

        assertThat(ann.get("/console/batches").body()).contains("id=\"batch-row-" + batchId + "\"")
                .contains("console:ann");
        assertThat(ann.get("/console/batches/nosuchbatch").status()).isEqualTo(404);
    }

    @Test
    void theIssueFormRefusesInPlainWordsBesideTheField() throws Exception {
        ann.get("/console/batches");
        ConsoleBrowser.Answer none = ann.post("/console/batches", Map.of("template", "gift-20", "count", "0"));
        assertThat(none.status()).isEqualTo(422);
        assertThat(none.text()).contains("id=\"issue-count-error\"")
                .contains("How many: 0 is not allowed; give a whole number from 1 to 1000000.")
                .contains("value=\"gift-20\"");
        ConsoleBrowser.Answer unknown = ann.post("/console/batches", Map.of("template", "nosuch", "count", "5"));
        assertThat(unknown.status()).isEqualTo(422);
        assertThat(unknown.text()).contains("id=\"issue-template-error\"").contains("there is no template nosuch")
                .contains("value=\"5\"");
        assertThat(node.scalar("SELECT COUNT(*) FROM issue_batches")).isEqualTo("0");
    }

    @Test
    void aChinesePageRefusesTheIssueFormInChinese() throws Exception {
        ConsoleBrowser zh = ConsoleTesting.browser(node, "zh-CN").signIn("ann", ConsoleTesting.PASSWORD);
        zh.get("/console/batches");
        ConsoleBrowser.Answer none = zh.post("/console/batches", Map.of("template", "gift-20", "count", "0"));
        assertThat(none.status()).isEqualTo(422);
        assertThat(none.text()).contains("id=\"issue-count-error\"")
                .contains("数量：0 不允许；请填写 1 到 1000000 之间的整数。")
                .doesNotContain("must be between").doesNotContain("not allowed");
        assertThat(zh.post("/console/batches", Map.of("template", "gift-20", "count", "ten")).text())
                .contains("数量：'ten' 不允许").doesNotContain("must be between");
        assertThat(zh.post("/console/batches", Map.of("template", "no such", "count", "5")).text())
                .contains("模板：'no such' 不是有效的编号").doesNotContain("is not an id");
        assertThat(zh.post("/console/batches", Map.of("template", "nosuch", "count", "5")).text())
                .contains("id=\"issue-template-error\"").contains("模板：没有模板 nosuch；请先在券模板页创建。")
                .doesNotContain("no template").doesNotContain("Templates page");
        assertThat(node.scalar("SELECT COUNT(*) FROM issue_batches")).isEqualTo("0");
    }

    @Test
    void aViewerReadsButIsRefusedEveryAction() throws Exception {
        ann.get("/console/batches");
        ann.post("/console/batches", Map.of("template", "gift-20", "count", "3"));
        String batchId = node.scalar("SELECT id FROM issue_batches");
        ConsoleBrowser vic = ConsoleTesting.browser(node, "en").signIn("vic", ConsoleTesting.PASSWORD);

        String templates = vic.get("/console/templates").body();
        assertThat(templates).contains("template-row-gift-20").contains("id=\"read-only\"")
                .doesNotContain("id=\"template-form\"");
        assertThat(vic.post("/console/templates", template("x", "X", "1.00", "EUR", "1", "")).status())
                .isEqualTo(403);
        assertThat(vic.get("/console/batches").body()).contains("batch-row-" + batchId)
                .doesNotContain("id=\"issue-form\"");
        assertThat(vic.post("/console/batches", Map.of("template", "gift-20", "count", "3")).status())
                .isEqualTo(403);
        assertThat(vic.get("/console/batches/" + batchId).body()).contains("id=\"read-only\"")
                .doesNotContain("download-csv");
        assertThat(vic.get("/console/batches/" + batchId + "/csv").status()).isEqualTo(403);
        assertThat(vic.get("/console/batches/" + batchId + "/pdf").status()).isEqualTo(403);
        assertThat(node.scalar("SELECT COUNT(*) FROM voucher_templates WHERE id = 'x'")).isEqualTo("0");
        assertThat(node.scalar("SELECT COUNT(*) FROM issue_batches")).isEqualTo("1");

        ConsoleBrowser.Answer noToken = ann.postExactly("/console/batches", Map.of("template", "gift-20",
                "count", "3"));
        assertThat(noToken.status()).isEqualTo(403);
        assertThat(node.scalar("SELECT COUNT(*) FROM issue_batches")).isEqualTo("1");
    }

    @Test
    void thePagesSpeakChinese() throws Exception {
        ann.get("/console/templates");
        ann.post("/console/templates", template("coffee", "咖啡券", "12.50", "CNY", "1", ""));
        ConsoleBrowser zh = ConsoleTesting.browser(node, "zh-CN").signIn("ann", ConsoleTesting.PASSWORD);
        String templates = zh.get("/console/templates").body();
        assertThat(templates).contains("lang=\"zh\"").contains("新建模板").contains("咖啡券").contains("长期有效");
        assertThat(zh.get("/console/batches").body()).contains("发行券").contains("已发行批次");
        assertThat(templates).doesNotContain("??");
        ConsoleBrowser.Answer refused = zh.post("/console/templates", template("tea", "奶茶券", "12.345", "CNY", "1",
                ""));
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.text()).as("the rule's refusal in the page's language")
                .contains("面值：'12.345' 的小数位多于 CNY 的小数位").doesNotContain("has more decimals");
        ConsoleBrowser.Answer taken = zh.post("/console/templates", template("coffee", "又一个", "1.00", "CNY", "1",
                ""));
        assertThat(taken.text()).contains("编号为 coffee 的模板已存在").doesNotContain("exists already");
    }
}
