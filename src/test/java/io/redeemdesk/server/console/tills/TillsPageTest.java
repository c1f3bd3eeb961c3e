package io.redeemdesk.server.console.tills;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.client.j2se.BufferedImageLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.Enrollment;
import io.redeemdesk.protocol.SalePaths;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.console.Role;
import io.redeemdesk.testing.ConsoleAuditRows;
import io.redeemdesk.testing.ConsoleClient;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Tills page of a real node over real HTTP: last seen and the queue as the till reported it, disable and
 * enable (admin only; a support operator and a viewer are refused), an enrollment code whose QR decodes to it,
 * and the page in Chinese.
 */
class TillsPageTest {
    @TempDir
    Path dir;
    private LiveServer server;

    @BeforeEach
    void start() throws Exception {
        server = new LiveServer(dir, 1);
        ConsoleClient.createOperator(server.server().parts(), "mona", Role.ADMIN, "correct horse battery");
        ConsoleClient.createOperator(server.server().parts(), "sue", Role.SUPPORT, "support horse battery");
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    private int tillLooksUp(String depth) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.url()
                        + SalePaths.voucher(server.codes().get(0))))
                .header(ApiHeaders.AUTHORIZATION, "Bearer " + server.token())
                .header(ApiHeaders.QUEUE_DEPTH, depth).GET().build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString()).statusCode();
    }

    @Test
    void showsLastSeenAndQueueAndDisablesAndEnables() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        ConsoleClient.Page before = browser.signIn("mona", "correct horse battery");
        before = browser.get("/console/tills");
        assertThat(before.body()).contains("id=\"till-" + DemoSeed.TERMINAL_ID + "\"", "never", "not reported");

        assertThat(tillLooksUp("4")).isEqualTo(200);
        server.server().sightings().flush();
        ConsoleClient.Page seen = browser.get("/console/tills");
        assertThat(seen.body()).contains("4 waiting (reported ").doesNotContain(">never<");

        ConsoleClient.Page disabled = browser.post("/console/tills/" + DemoSeed.TERMINAL_ID + "/disable", Map.of());
        assertThat(disabled.status()).isEqualTo(200);
        assertThat(disabled.body()).contains("is disabled", "id=\"enable-" + DemoSeed.TERMINAL_ID + "\"");
        assertThat(tillLooksUp("4")).as("the till is refused").isEqualTo(403);
        ConsoleClient.Page enabled = browser.post("/console/tills/" + DemoSeed.TERMINAL_ID + "/enable", Map.of());
        assertThat(enabled.body()).contains("id=\"disable-" + DemoSeed.TERMINAL_ID + "\"");
        assertThat(ConsoleAuditRows.of(server.server().database())).contains(
                "console:mona till.disable " + DemoSeed.TERMINAL_ID, "console:mona till.enable "
                        + DemoSeed.TERMINAL_ID);
    }

    @Test
    void onlyAnAdminChangesTills() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("sue", "support horse battery");
        ConsoleClient.Page page = browser.get("/console/tills");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).doesNotContain("id=\"disable-", "id=\"enroll\"");
        assertThat(browser.post("/console/tills/" + DemoSeed.TERMINAL_ID + "/disable", Map.of()).status())
                .isEqualTo(403);
        assertThat(browser.post("/console/tills/enrollments", Map.of("terminal", "TILL-9", "store", "S1")).status())
                .isEqualTo(403);
        assertThat(server.server().parts().terminalRoster().page("", null, 10).get(0).enabled()).isTrue();
    }

    @Test
    void anEnrollmentCodeIsShownOnceWithAQrThatDecodesToIt() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("mona", "correct horse battery");
        browser.get("/console/tills");
        assertThat(browser.post("/console/tills/enrollments", Map.of("terminal", "bad id!", "store", "S1"))
                .status()).isEqualTo(422);
        ConsoleClient.Page made = browser.post("/console/tills/enrollments",
                Map.of("terminal", "TILL-9", "store", "STORE-9"));
        assertThat(made.status()).isEqualTo(200);
        Matcher code = Pattern.compile("id=\"enrollment-code\">([^<]+)<").matcher(made.body());
        assertThat(code.find()).isTrue();
        assertThat(code.group(1)).startsWith(Enrollment.CODE_PREFIX);
        Matcher qr = Pattern.compile("src=\"data:image/png;base64,([^\"]+)\"").matcher(made.body());
        assertThat(qr.find()).isTrue();
        var image = ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode(qr.group(1))));
        String decoded = new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(
                new BufferedImageLuminanceSource(image)))).getText();
        assertThat(decoded).isEqualTo(code.group(1));
        assertThat(server.server().parts().enrollmentCodes().exchange(decoded)).get()
                .extracting(Enrollment::terminalId).isEqualTo("TILL-9");
        assertThat(ConsoleAuditRows.of(server.server().database())).contains("console:mona till.enrollment-code TILL-9");
    }

    @Test
    void speaksChinese() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url(), "zh-CN");
        browser.signIn("mona", "correct horse battery");
        assertThat(browser.get("/console/tills").body()).contains("最近联系", "从未", "未上报", "停用", "生成登记码");
        ConsoleClient.Page badTill = browser.post("/console/tills/enrollments",
                Map.of("terminal", "bad id!", "store", "S1"));
        assertThat(badTill.status()).isEqualTo(422);
        assertThat(badTill.body().replace("&#39;", "'")).contains("收银台：'bad id!' 不是有效的编号")
                .doesNotContain("is not an id");
        ConsoleClient.Page badStore = browser.post("/console/tills/enrollments",
                Map.of("terminal", "TILL-9", "store", "门店一"));
        assertThat(badStore.body().replace("&#39;", "'")).contains("门店：'门店一' 不是有效的编号")
                .doesNotContain("is not an id");
    }
}
