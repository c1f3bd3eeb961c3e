package io.redeemdesk.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The browser the console's journey and screenshots use, against a tiny page served on 127.0.0.1: it asks for
 * the language it was opened with, posts a form, downloads a file into its own folder and takes a full-page
 * screenshot at its window's width.
 */
class ConsoleBrowserTest {
    @TempDir
    Path dir;

    @Test
    void browsesPostsDownloadsAndTakesAFullPageScreenshot() throws Exception {
        ConsoleBrowser.assumeInstalled();
        List<String> languages = new ArrayList<>();
        List<String> posted = new ArrayList<>();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            languages.add(exchange.getRequestHeaders().getFirst("Accept-Language"));
            answer(exchange, "text/html", "<!doctype html><html><head><title>核销台</title></head><body>"
                    + "<form method=post action=/posted><input id=name name=name><button id=go>提交</button></form>"
                    + "<a id=csv href=/codes.csv>CSV</a><div style='height:2000px'>长页面</div><p id=end>end</p>"
                    + "</body></html>");
        });
        server.createContext("/posted", exchange -> {
            posted.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            answer(exchange, "text/html", "<html><body><p id=done>已提交</p></body></html>");
        });
        server.createContext("/codes.csv", exchange -> {
            exchange.getResponseHeaders().add("Content-Disposition", "attachment; filename=\"codes.csv\"");
            answer(exchange, "text/csv", "code\nA\nB\n");
        });
        server.start();
        String base = "http://127.0.0.1:" + server.getAddress().getPort();
        try (ConsoleBrowser browser = ConsoleBrowser.open(dir, "zh-CN", 1024)) {
            browser.go(base + "/");
            assertThat(browser.title()).isEqualTo("核销台");
            assertThat(languages.get(0)).startsWith("zh-CN");
            Path png = dir.resolve("page.png");
            browser.screenshot(png);
            BufferedImage image = ImageIO.read(png.toFile());
            assertThat(image.getWidth()).isEqualTo(1024);
            assertThat(image.getHeight()).as("the whole page, not the window").isGreaterThan(2000);

            browser.click("csv");
            assertThat(Files.readString(browser.downloaded("codes.csv"))).isEqualTo("code\nA\nB\n");

            browser.type("name", "张三").click("go");
            assertThat(browser.id("done").getText()).isEqualTo("已提交");
            assertThat(posted).containsExactly("name=%E5%BC%A0%E4%B8%89");
        } finally {
            server.stop(0);
        }
    }

    private static void answer(HttpExchange exchange, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", type + "; charset=utf-8");
        exchange.sendResponseHeaders(200, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }
}
