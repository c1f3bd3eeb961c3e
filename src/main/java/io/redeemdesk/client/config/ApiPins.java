package io.redeemdesk.client.config;

import okhttp3.CertificatePinner;
import okhttp3.HttpUrl;

import java.util.List;

/**
 * The {@code api.pins} public-key pins as OkHttp's certificate pinner for the service's host. The certificate
 * is verified against the system's trusted authorities either way; pins narrow that to the store's own keys.
 */
public final class ApiPins {
    private ApiPins() {
    }

    /** {@link CertificatePinner#DEFAULT} (no pinning) when there are no pins or the URL is not https. */
    public static CertificatePinner pinner(String serverUrl, List<String> pins) {
        HttpUrl url = HttpUrl.parse(serverUrl);
        if (pins.isEmpty() || url == null || !url.isHttps()) {
            return CertificatePinner.DEFAULT;
        }
        return new CertificatePinner.Builder().add(url.host(), pins.toArray(String[]::new)).build();
    }
}
