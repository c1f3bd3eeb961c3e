package io.redeemdesk.server.events;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ProtocolException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Reading a receiver's answer: status, Retry-After, every way a body ends, and what leaves a connection usable. */
class WebhookAnswerTest {
    private static InputStream answer(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aNoContentAnswerKeepsTheConnection() throws IOException {
        assertThat(WebhookAnswer.read(answer("HTTP/1.1 204 No Content\r\nDate: today\r\n\r\n")))
                .isEqualTo(new WebhookAnswer(204, null, true));
    }

    @Test
    void aBodyByContentLengthIsReadPastSoTheNextAnswerStartsInStep() throws IOException {
        InputStream two = answer("HTTP/1.1 200 OK\r\nContent-Length: 12\r\n\r\n收到了!!!"
                + "HTTP/1.1 503 Busy\r\nRetry-After: 7\r\nContent-Length: 0\r\n\r\n");
        assertThat(WebhookAnswer.read(two)).isEqualTo(new WebhookAnswer(200, null, true));
        assertThat(WebhookAnswer.read(two)).isEqualTo(new WebhookAnswer(503, "7", true));
    }

    @Test
    void aChunkedBodyIsReadToItsLastChunkAndTrailers() throws IOException {
        InputStream two = answer("HTTP/1.1 202 Accepted\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5;note=x\r\nhello\r\n3\r\nabc\r\n0\r\nTrailer: yes\r\n\r\n"
                + "HTTP/1.1 204 No Content\r\n\r\n");
        assertThat(WebhookAnswer.read(two)).isEqualTo(new WebhookAnswer(202, null, true));
        assertThat(WebhookAnswer.read(two).status()).isEqualTo(204);
    }

    @Test
    void closeHttp10AndBodiesToTheEndOfTheConnectionLeaveItUnusable() throws IOException {
        assertThat(WebhookAnswer.read(answer("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"))
                .keepAlive()).isFalse();
        assertThat(WebhookAnswer.read(answer("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n")).keepAlive()).isFalse();
        assertThat(WebhookAnswer.read(answer("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n"))
                .keepAlive()).isTrue();
        assertThat(WebhookAnswer.read(answer("HTTP/1.1 200 OK\r\n\r\nuntil the end"))).isEqualTo(
                new WebhookAnswer(200, null, false));
    }

    @Test
    void aBodyOverTheLimitIsNotReadAndTheConnectionIsDropped() throws IOException {
        String huge = "HTTP/1.1 200 OK\r\nContent-Length: " + (WebhookAnswer.MOST_BODY + 1) + "\r\n\r\n";
        assertThat(WebhookAnswer.read(answer(huge)).keepAlive()).isFalse();
    }

    @Test
    void interimAnswersAreSkipped() throws IOException {
        assertThat(WebhookAnswer.read(answer("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2"
                + "\r\n\r\n{}")).status()).isEqualTo(201);
    }

    @Test
    void somethingOtherThanAnAnswerIsAProtocolFailureNamingWhatWasWrong() {
        assertThatThrownBy(() -> WebhookAnswer.read(answer("SSH-2.0-OpenSSH\r\n\r\n")))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("other than HTTP/1.1");
        assertThatThrownBy(() -> WebhookAnswer.read(answer("HTTP/1.1 200 OK\r\nno colon here\r\n\r\n")))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("malformed header");
        assertThatThrownBy(() -> WebhookAnswer.read(answer("HTTP/1.1 200 OK\r\nContent-Length: ten\r\n\r\n")))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("Content-Length");
        assertThatThrownBy(() -> WebhookAnswer.read(answer("")))
                .isInstanceOf(ProtocolException.class).hasMessage("the receiver closed the connection");
        assertThatThrownBy(() -> WebhookAnswer.read(answer("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nab")))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("inside its answer");
        assertThatThrownBy(() -> WebhookAnswer.read(answer("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "zz\r\n"))).isInstanceOf(ProtocolException.class).hasMessageContaining("malformed chunk");
    }
}
