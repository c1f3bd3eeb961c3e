package io.redeemdesk.client.redeem;

import java.util.Locale;

/** What the till does with a scan the service cannot confirm in time: the store decides, never the cashier. */
public enum OfflinePolicy {
    /** Honour it provisionally ("saved offline — will confirm"), within the store's caps. */
    ACCEPT,
    /** "Cannot verify now — do not honour"; the action is still kept and sent so its outcome becomes known. */
    REFUSE;

    /** Reads a config value ({@code accept} or {@code refuse}, any case). */
    public static OfflinePolicy parse(String value) {
        if (value != null) {
            for (OfflinePolicy p : values()) {
                if (p.name().equals(value.strip().toUpperCase(Locale.ROOT))) {
                    return p;
                }
            }
        }
        throw new IllegalArgumentException("offline policy '" + value + "' is not one of: accept, refuse");
    }
}
