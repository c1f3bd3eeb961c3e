package io.redeemdesk.client.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.ServerInfo;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The redemption service as the till sees it: one POST per attempt, the action's request_id as the
 * Idempotency-Key, and every answer classified without throwing. It never retries by itself: the outbox owns
 * every retry.
 */
public final class RedemptionApi {
    private static final MediaType JSON = MediaType.get(ApiHeaders.JSON);
    private static final int MAX_BODY_CHARS = 64 * 1024;

    private final OkHttpClient http;
    private final HttpUrl base;
    private final String token;
    private final ObjectMapper json = ProtocolJson.lenientMapper();
    private final AnswerReader reader = new AnswerReader(json);

    public RedemptionApi(OkHttpClient http, String baseUrl, String token) {
        this.http = http;
        HttpUrl parsed = HttpUrl.parse(baseUrl);
        if (parsed == null) {
            throw new IllegalArgumentException("server URL '" + baseUrl + "' is not an http(s) URL");
        }
        this.base = parsed;
        this.token = token;
    }

    /** The one configured client: no silent re-sends, explicit timeouts. */
    public static OkHttpClient newHttpClient(Duration connectTimeout, Duration readTimeout) {
        return new OkHttpClient.Builder()
                .retryOnConnectionFailure(false)
                .followRedirects(false)
                .connectTimeout(connectTimeout.toMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(readTimeout.toMillis(), TimeUnit.MILLISECONDS)
                .writeTimeout(readTimeout.toMillis(), TimeUnit.MILLISECONDS)
                .build();
    }

    public ApiResult redeem(String requestId, RedemptionRequest body, Duration deadline) {
        Request request = new Request.Builder()
                .url(base.resolve(ApiHeaders.REDEMPTIONS_PATH))
                .header(ApiHeaders.IDEMPOTENCY_KEY, requestId)
                .header(ApiHeaders.AUTHORIZATION, "Bearer " + token)
                .post(RequestBody.create(write(body), JSON))
                .build();
        Call call = http.newCall(request);
        call.timeout().timeout(deadline.toMillis(), TimeUnit.MILLISECONDS);
        try (Response response = call.execute()) {
            ResponseBody responseBody = response.body();
            String raw = responseBody.string();
            if (raw.length() > MAX_BODY_CHARS) {
                raw = raw.substring(0, MAX_BODY_CHARS);
            }
            return reader.read(response.code(), response.header("Content-Type"), raw,
                    "true".equalsIgnoreCase(response.header(ApiHeaders.IDEMPOTENT_REPLAYED)),
                    response.header(ApiHeaders.RETRY_AFTER));
        } catch (IOException e) {
            return new ApiResult.Unreachable(describe(e), mayHaveBeenDelivered(e));
        }
    }

    /** True when {@code GET /health} answers 200 within {@code timeout}. */
    public boolean healthy(Duration timeout) {
        Request request = new Request.Builder().url(base.resolve(ApiHeaders.HEALTH_PATH)).get().build();
        Call call = http.newCall(request);
        call.timeout().timeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
        try (Response response = call.execute()) {
            return response.code() == 200;
        } catch (IOException e) {
            return false;
        }
    }

    /** {@code GET /v1/info}, or empty when the service does not answer it readably within {@code timeout}. */
    public Optional<ServerInfo> info(Duration timeout) {
        Request request = new Request.Builder().url(base.resolve(ApiHeaders.INFO_PATH))
                .header(ApiHeaders.AUTHORIZATION, "Bearer " + token).get().build();
        Call call = http.newCall(request);
        call.timeout().timeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
        try (Response response = call.execute()) {
            if (response.code() != 200) {
                return Optional.empty();
            }
            ServerInfo info = json.readValue(response.body().string(), ServerInfo.class);
            return info == null || info.keyRetentionHours() <= 0 ? Optional.empty() : Optional.of(info);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private String write(RedemptionRequest body) {
        try {
            return json.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a redemption request", e);
        }
    }

    private static boolean mayHaveBeenDelivered(IOException e) {
        return !(e instanceof ConnectException || e instanceof UnknownHostException);
    }

    private static String describe(IOException e) {
        if (e instanceof InterruptedIOException) {
            return "no answer in time (" + e.getMessage() + ")";
        }
        return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
}
