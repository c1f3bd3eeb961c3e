package io.redeemdesk.client.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.CaptureRequest;
import io.redeemdesk.protocol.HoldRequest;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.SalePaths;
import io.redeemdesk.protocol.ServerInfo;
import io.redeemdesk.protocol.VoidRequest;
import io.redeemdesk.protocol.VoucherView;
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
import java.util.function.IntSupplier;

/**
 * The redemption service as the till sees it: one keyed write per attempt (a redemption, or a sale's hold,
 * release, capture or void), the action's request_id as the Idempotency-Key, every answer classified without
 * throwing, and the voucher look-up. It never retries by itself: the outbox owns
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
    private volatile IntSupplier queueDepth;

    public RedemptionApi(OkHttpClient http, String baseUrl, String token) {
        this.http = http;
        HttpUrl parsed = HttpUrl.parse(baseUrl);
        if (parsed == null) {
            throw new IllegalArgumentException("server URL '" + baseUrl + "' is not an http(s) URL");
        }
        this.base = parsed;
        this.token = token;
    }

    /**
     * The till's one OkHttp configuration: no silent re-sends, no redirects. A composition root builds it once;
     * every use (the redemption service's attempts, enrollment) derives its own client with {@code newBuilder()},
     * sharing its connection pool and threads.
     */
    public static OkHttpClient baseClient() {
        return new OkHttpClient.Builder()
                .retryOnConnectionFailure(false)
                .followRedirects(false)
                .build();
    }

    /** The client of the service's attempts, derived from {@code base}: explicit connect and read timeouts. */
    public static OkHttpClient httpClient(OkHttpClient base, Duration connectTimeout, Duration readTimeout) {
        return base.newBuilder()
                .connectTimeout(connectTimeout.toMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(readTimeout.toMillis(), TimeUnit.MILLISECONDS)
                .writeTimeout(readTimeout.toMillis(), TimeUnit.MILLISECONDS)
                .build();
    }

    /** {@link #httpClient} over a base of its own, for a caller that uses no other client (tests, benchmarks). */
    public static OkHttpClient newHttpClient(Duration connectTimeout, Duration readTimeout) {
        return httpClient(baseClient(), connectTimeout, readTimeout);
    }

    /**
     * From now on every request carries {@link ApiHeaders#QUEUE_DEPTH} with what {@code depth} answers (a cheap
     * read of the status board's last snapshot, never an outbox query per request).
     */
    public void reportQueueDepth(IntSupplier depth) {
        this.queueDepth = depth;
    }

    public ApiResult redeem(String requestId, RedemptionRequest body, Duration deadline) {
        return write(requestId, ApiHeaders.REDEMPTIONS_PATH, RequestBody.create(write(body), JSON),
                AnswerReader.Shape.VERDICT, deadline);
    }

    /** {@code POST /v1/sales/{saleId}/holds}: one voucher into the sale (the first hold opens it). */
    public ApiResult hold(String requestId, String saleId, HoldRequest body, Duration deadline) {
        return write(requestId, SalePaths.holds(saleId), RequestBody.create(write(body), JSON),
                AnswerReader.Shape.VERDICT, deadline);
    }

    /** {@code DELETE /v1/sales/{saleId}/holds/{code}}: the voucher taken off the sale. */
    public ApiResult release(String requestId, String saleId, String code, Duration deadline) {
        return write(requestId, SalePaths.hold(saleId, code), null, AnswerReader.Shape.VERDICT, deadline);
    }

    /** {@code POST /v1/sales/{saleId}/capture}: the sale paid; a success is {@link ApiResult.Settled}. */
    public ApiResult capture(String requestId, String saleId, CaptureRequest body, Duration deadline) {
        return write(requestId, SalePaths.capture(saleId), RequestBody.create(write(body), JSON),
                AnswerReader.Shape.CAPTURE, deadline);
    }

    /** {@code POST /v1/sales/{saleId}/void}: the customer walked away; a success is {@link ApiResult.Settled}. */
    public ApiResult voidSale(String requestId, String saleId, VoidRequest body, Duration deadline) {
        return write(requestId, SalePaths.voidSale(saleId), RequestBody.create(write(body), JSON),
                AnswerReader.Shape.VOID, deadline);
    }

    /** {@code GET /v1/vouchers/{code}}: the voucher's status, terms and holder, without taking anything. */
    public VoucherLookup lookup(String code, Duration deadline) {
        Request request = signed(new Request.Builder().url(base.resolve(SalePaths.voucher(code)))).get().build();
        Call call = http.newCall(request);
        call.timeout().timeout(deadline.toMillis(), TimeUnit.MILLISECONDS);
        try (Response response = call.execute()) {
            String raw = bounded(response.body().string());
            if (response.code() == 200) {
                VoucherView view = json.readValue(raw, VoucherView.class);
                return view == null || view.status() == null
                        ? new VoucherLookup.NoAnswer("the service answered without a voucher status")
                        : new VoucherLookup.Found(view);
            }
            ApiResult read = reader.read(response.code(), response.header("Content-Type"), raw, false, null);
            return read instanceof ApiResult.Answered a ? new VoucherLookup.Refused(a.status(), a.response())
                    : new VoucherLookup.NoAnswer("the service answered HTTP " + response.code());
        } catch (IOException e) {
            return new VoucherLookup.NoAnswer(describe(e));
        }
    }

    /** One keyed write: the action's request_id as Idempotency-Key; {@code body} null for a DELETE. */
    private ApiResult write(String requestId, String path, RequestBody body, AnswerReader.Shape shape,
                            Duration deadline) {
        Request.Builder builder = signed(new Request.Builder()
                .url(base.resolve(path))
                .header(ApiHeaders.IDEMPOTENCY_KEY, requestId));
        Request request = body == null ? builder.delete().build() : builder.post(body).build();
        Call call = http.newCall(request);
        call.timeout().timeout(deadline.toMillis(), TimeUnit.MILLISECONDS);
        try (Response response = call.execute()) {
            ResponseBody responseBody = response.body();
            String raw = bounded(responseBody.string());
            return reader.read(shape, response.code(), response.header("Content-Type"), raw,
                    "true".equalsIgnoreCase(response.header(ApiHeaders.IDEMPOTENT_REPLAYED)),
                    response.header(ApiHeaders.RETRY_AFTER));
        } catch (IOException e) {
            return new ApiResult.Unreachable(describe(e), mayHaveBeenDelivered(e));
        }
    }

    /** The terminal's token and, once reported, the outbox depth: the headers of every authenticated request. */
    private Request.Builder signed(Request.Builder builder) {
        builder.header(ApiHeaders.AUTHORIZATION, "Bearer " + token);
        IntSupplier depth = queueDepth;
        if (depth != null) {
            builder.header(ApiHeaders.QUEUE_DEPTH, Integer.toString(Math.max(0, depth.getAsInt())));
        }
        return builder;
    }

    private static String bounded(String raw) {
        return raw.length() > MAX_BODY_CHARS ? raw.substring(0, MAX_BODY_CHARS) : raw;
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
        Request request = signed(new Request.Builder().url(base.resolve(ApiHeaders.INFO_PATH))).get().build();
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

    private String write(Object body) {
        try {
            return json.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a request body", e);
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
