package io.redeemdesk.client.enroll;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.Enrollment;
import io.redeemdesk.protocol.ProtocolJson;
import okhttp3.CertificatePinner;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Exchanges a one-time enrollment code for this till's terminal token. The service's certificate is verified
 * by OkHttp against the system's trusted authorities, and against the {@code api.pins} when there are any.
 */
public final class EnrollmentClient {
    private static final MediaType JSON = MediaType.get(ApiHeaders.JSON);

    private final OkHttpClient http;
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    /** Enrolls over a client derived from the till's {@code base} one ({@code RedemptionApi.baseClient()}). */
    public EnrollmentClient(OkHttpClient base, CertificatePinner pins) {
        this.http = base.newBuilder()
                .certificatePinner(pins)
                .connectTimeout(10, TimeUnit.SECONDS)
                .callTimeout(30, TimeUnit.SECONDS)
                .build();
    }

    /**
     * Thrown with a message a support person can act on; the code and any token are never in it. {@code unreachable}
     * when no RedeemDesk service answered at all (worth trying again later), not when the service refused.
     */
    public static final class EnrollmentFailed extends Exception {
        private final boolean unreachable;

        public EnrollmentFailed(String message, Throwable cause) {
            this(message, cause, false);
        }

        EnrollmentFailed(String message, Throwable cause, boolean unreachable) {
            super(message, cause);
            this.unreachable = unreachable;
        }

        public boolean unreachable() {
            return unreachable;
        }
    }

    public Enrollment enroll(String serverUrl, String code) throws EnrollmentFailed {
        HttpUrl base = HttpUrl.parse(serverUrl);
        if (base == null) {
            throw new EnrollmentFailed("the server URL " + serverUrl + " is not an http(s) URL", null);
        }
        Request request = new Request.Builder().url(base.resolve(Enrollment.PATH))
                .post(RequestBody.create(write(new Enrollment.Request(code)), JSON)).build();
        try (Response response = http.newCall(request).execute()) {
            String body = response.body().string();
            if (response.code() == 401) {
                throw new EnrollmentFailed("the service refused the code: it is unknown, already used or expired;"
                        + " ask the service operator for a new one", null);
            }
            if (response.code() == 429) {
                throw new EnrollmentFailed("the service refuses more enrollment attempts from this address for now;"
                        + " try again in " + response.header(ApiHeaders.RETRY_AFTER, "60") + " s", null);
            }
            if (response.code() != 201) {
                throw new EnrollmentFailed("the service answered HTTP " + response.code() + " at " + Enrollment.PATH
                        + "; is " + serverUrl + " a RedeemDesk service?", null);
            }
            Enrollment enrollment = read(body, serverUrl);
            if (enrollment.token() == null || enrollment.terminalId() == null) {
                throw new EnrollmentFailed("the service's answer has no terminal token", null);
            }
            return enrollment;
        } catch (javax.net.ssl.SSLPeerUnverifiedException e) {
            throw new EnrollmentFailed("the service's certificate does not match api.pins (" + e.getMessage()
                    .lines().findFirst().orElse("") + "); check the pins or the address", e);
        } catch (javax.net.ssl.SSLException e) {
            throw new EnrollmentFailed("the service's certificate could not be verified: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new EnrollmentFailed("cannot reach " + serverUrl + " (" + (e.getMessage() == null ? "no answer"
                    : e.getMessage()) + "): check --server and that the service runs", e, true);
        }
    }

    private Enrollment read(String body, String serverUrl) throws EnrollmentFailed {
        try {
            return json.readValue(body, Enrollment.class);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new EnrollmentFailed("the answer at " + Enrollment.PATH + " is not an enrollment; is " + serverUrl
                    + " a RedeemDesk service?", e, true);
        }
    }

    private String write(Object body) {
        try {
            return json.writeValueAsString(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write an enrollment request", e);
        }
    }
}
