package io.redeemdesk.server.events;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.net.ServerSocketFactory;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManagerFactory;
import java.io.InputStream;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sender's connections against receivers on real ports: kept alive, replaced when the receiver closed one,
 * bounded by the endpoint timeout, and over TLS only to the host the certificate names.
 */
class WebhookConnectionsTest {
    private static final String SECRET = "whsec-connections-000001";
    private static final String NO_CONTENT = "HTTP/1.1 204 No Content\r\n\r\n";
    private static final char[] PASSWORD = "changeit".toCharArray();

    private static List<DueDelivery> batch(int size) {
        return IntStream.range(0, size).mapToObj(i -> new DueDelivery("evt_" + i, "voucher.redeemed", "CODE-" + i,
                "req-" + i, "{\"storeId\":\"门店-1\"}", 1_700_000_000_000L + i, 0, null)).toList();
    }

    private static WebhookEndpoint endpoint(String url) {
        return new WebhookEndpoint("raw", URI.create(url), List.of(SECRET));
    }

    /** A receiver on a plain port answering each POST with {@code answer}, in the given manner. */
    private static RawWebhookServer plain(String answer, RawWebhookServer.Manner manner) throws Exception {
        return new RawWebhookServer(ServerSocketFactory.getDefault(), answer, manner);
    }

    private static WebhookSender sender(Duration timeout) {
        return new WebhookSender(timeout, 4, Clock.systemUTC());
    }

    private static List<DeliveryOutcome> send(WebhookSender sender, String url, int size) throws Exception {
        return sender.sendAll(endpoint(url), batch(size), 1, 1, Duration.ofSeconds(30));
    }

    @Test
    void postsShareOneKeptAliveConnectionAndCarryTheHeadersAReceiverReads() throws Exception {
        try (RawWebhookServer receiver = plain(NO_CONTENT, RawWebhookServer.Manner.ANSWER);
             WebhookSender sender = sender(Duration.ofSeconds(10))) {
            String url = "http://127.0.0.1:" + receiver.port() + "/hooks/in?source=till";

            assertThat(send(sender, url, 20)).allSatisfy(o -> assertThat(o.acknowledged()).isTrue());
            assertThat(send(sender, url, 5)).allSatisfy(o -> assertThat(o.acknowledged()).isTrue());

            assertThat(receiver.connections()).isEqualTo(1);
            assertThat(receiver.heads()).hasSize(25);
            assertThat(receiver.heads().get(0)).startsWith("POST /hooks/in?source=till HTTP/1.1\r\n"
                    + "Host: 127.0.0.1:" + receiver.port() + "\r\n")
                    .contains("Content-Type: application/json; charset=utf-8\r\n")
                    .contains(EventSignature.EVENT_ID_HEADER + ": evt_0\r\n")
                    .contains(EventSignature.HEADER + ": t=");
        }
    }

    @Test
    void aConnectionTheReceiverClosedWhileIdleIsReplacedNotCountedAsAFailure() throws Exception {
        try (RawWebhookServer receiver = plain(NO_CONTENT, RawWebhookServer.Manner.ANSWER_THEN_CLOSE);
             WebhookSender sender = sender(Duration.ofSeconds(10))) {
            String url = "http://127.0.0.1:" + receiver.port() + "/hooks";
            assertThat(send(sender, url, 1).get(0).acknowledged()).isTrue();
            Thread.sleep(1200);

            assertThat(send(sender, url, 1).get(0).acknowledged()).isTrue();
            assertThat(receiver.connections()).isEqualTo(2);
        }
    }

    @Test
    void aReceiverThatNeverAnswersIsATimeoutWithinTheEndpointTimeout() throws Exception {
        try (RawWebhookServer receiver = plain(NO_CONTENT, RawWebhookServer.Manner.NEVER_ANSWER);
             WebhookSender sender = sender(Duration.ofMillis(400))) {
            long started = System.nanoTime();
            DeliveryOutcome outcome = send(sender, "http://127.0.0.1:" + receiver.port() + "/hooks", 1).get(0);

            assertThat(outcome.reason()).isEqualTo("timeout");
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
        }
    }

    @Test
    void noOneListeningOrSomethingOtherThanHttpIsAConnectionFailure() throws Exception {
        int closedPort;
        try (ServerSocket gone = new ServerSocket(0)) {
            closedPort = gone.getLocalPort();
        }
        try (RawWebhookServer babbler = plain("SSH-2.0-x\r\n\r\n", RawWebhookServer.Manner.ANSWER);
             WebhookSender sender = sender(Duration.ofSeconds(5))) {
            assertThat(send(sender, "http://127.0.0.1:" + closedPort + "/hooks", 1).get(0).reason())
                    .isEqualTo(DeliveryOutcome.CONNECTION);
            assertThat(send(sender, "http://127.0.0.1:" + babbler.port() + "/hooks", 1).get(0).reason())
                    .isEqualTo(DeliveryOutcome.CONNECTION);
        }
    }

    @Test
    void httpsReachesOnlyTheHostItsCertificateNames(@TempDir Path dir) throws Exception {
        KeyStore keys = selfSigned(dir.resolve("receiver.p12"));
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(keys, PASSWORD);
        SSLContext server = SSLContext.getInstance("TLS");
        server.init(keyManagers.getKeyManagers(), null, null);
        KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
        trusted.load(null, null);
        trusted.setCertificateEntry("receiver", keys.getCertificate("receiver"));
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        SSLContext client = SSLContext.getInstance("TLS");
        client.init(null, trust.getTrustManagers(), null);

        try (RawWebhookServer receiver = new RawWebhookServer(server.getServerSocketFactory(), NO_CONTENT,
                RawWebhookServer.Manner.ANSWER);
             WebhookSender trusting = new WebhookSender(Duration.ofSeconds(10), 4, Clock.systemUTC(),
                     client.getSocketFactory());
             WebhookSender stranger = new WebhookSender(Duration.ofSeconds(10), 4, Clock.systemUTC(),
                     (SSLSocketFactory) SSLSocketFactory.getDefault())) {
            String named = "https://localhost:" + receiver.port() + "/hooks";

            assertThat(send(trusting, named, 3)).allSatisfy(o -> assertThat(o.acknowledged()).isTrue());
            assertThat(send(trusting, "https://127.0.0.1:" + receiver.port() + "/hooks", 1).get(0).reason())
                    .as("the certificate names localhost, not the address").isEqualTo(DeliveryOutcome.CONNECTION);
            assertThat(send(stranger, named, 1).get(0).reason()).as("a certificate no one vouches for")
                    .isEqualTo(DeliveryOutcome.CONNECTION);
            assertThat(receiver.heads()).hasSize(3);
        }
    }

    /** A key pair for {@code localhost} made by the runtime's own keytool, as an operator would make one. */
    private static KeyStore selfSigned(Path file) throws Exception {
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "receiver", "-keyalg", "EC", "-groupname", "secp256r1",
                "-dname", "CN=localhost", "-ext", "san=dns:localhost", "-validity", "2", "-storetype", "PKCS12",
                "-keystore", file.toString(), "-storepass", "changeit", "-keypass", "changeit")
                .redirectErrorStream(true).start();
        try (InputStream output = keytool.getInputStream()) {
            output.readAllBytes();
        }
        assertThat(keytool.waitFor()).as("keytool").isZero();
        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            keys.load(in, PASSWORD);
        }
        return keys;
    }
}
