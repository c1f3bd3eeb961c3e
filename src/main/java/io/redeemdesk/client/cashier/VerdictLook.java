package io.redeemdesk.client.cashier;

import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.protocol.Verdict;

/**
 * How each answer looks and sounds on the cashier screen: a colour class, an icon, a headline that tells the
 * cashier what to do, and a sound class. Colour is never the only signal.
 */
public enum VerdictLook {
    READY("ready", "mdi2b-barcode-scan", "Ready — scan a voucher", Sound.NONE),
    CHECKING("checking", "mdi2t-timer-sand", "Checking…", Sound.NONE),
    REDEEMED("ok", "mdi2c-check-circle", "REDEEMED — give the goods", Sound.OK),
    ALREADY_REDEEMED("refused", "mdi2c-close-octagon", "ALREADY USED — do not honour", Sound.REFUSED),
    UNKNOWN_CODE("refused", "mdi2h-help-circle", "UNKNOWN CODE — do not honour", Sound.REFUSED),
    EXPIRED("refused", "mdi2c-calendar-remove", "EXPIRED — do not honour", Sound.REFUSED),
    REVOKED("refused", "mdi2c-cancel", "REVOKED — do not honour", Sound.REFUSED),
    MALFORMED_CODE("warning", "mdi2a-alert", "NOT A VOUCHER CODE — scan again or type it", Sound.WARNING),
    PENDING_HERE("warning", "mdi2c-clock-outline", "ALREADY SCANNED — waiting for confirmation", Sound.WARNING),
    SAVED_OFFLINE("offline", "mdi2c-cloud-off-outline", "SAVED OFFLINE — give the goods, will confirm",
            Sound.OK),
    CANNOT_VERIFY("warning", "mdi2w-wifi-off", "CANNOT VERIFY NOW — do not honour", Sound.WARNING),
    SERVER_WRONG("warning", "mdi2s-server-off", "SERVER ANSWERED WRONGLY — do not honour", Sound.WARNING);

    /** Sound classes: one for "give the goods", one for "refuse", one for "look at the screen". */
    public enum Sound { NONE, OK, REFUSED, WARNING }

    private final String styleClass;
    private final String icon;
    private final String headline;
    private final Sound sound;

    VerdictLook(String styleClass, String icon, String headline, Sound sound) {
        this.styleClass = styleClass;
        this.icon = icon;
        this.headline = headline;
        this.sound = sound;
    }

    public String styleClass() {
        return styleClass;
    }

    public String icon() {
        return icon;
    }

    public String headline() {
        return headline;
    }

    public Sound sound() {
        return sound;
    }

    public static VerdictLook of(RedeemOutcome outcome) {
        return switch (outcome.kind()) {
            case VERDICT -> of(outcome.verdict());
            case PENDING_HERE -> PENDING_HERE;
            case SAVED_OFFLINE -> SAVED_OFFLINE;
            case CANNOT_VERIFY -> CANNOT_VERIFY;
            case SERVER_WRONG -> SERVER_WRONG;
        };
    }

    public static VerdictLook of(Verdict verdict) {
        return valueOf(verdict.name());
    }
}
