package io.redeemdesk.client.cashier;

import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.protocol.Verdict;

/**
 * How each answer looks and sounds on the cashier screen: a colour class, an icon and a sound class; the words
 * come from {@link Messages} ({@code verdict.<NAME>}). Colour is never the only signal: icon shape, words and
 * sound differ too.
 */
public enum VerdictLook {
    READY("ready", "mdi2b-barcode-scan", Sound.NONE),
    CHECKING("checking", "mdi2t-timer-sand", Sound.NONE),
    REDEEMED("ok", "mdi2c-check-circle", Sound.OK),
    ALREADY_REDEEMED("refused", "mdi2c-close-octagon", Sound.REFUSED),
    UNKNOWN_CODE("refused", "mdi2h-help-circle", Sound.REFUSED),
    EXPIRED("refused", "mdi2c-calendar-remove", Sound.REFUSED),
    REVOKED("refused", "mdi2c-cancel", Sound.REFUSED),
    MALFORMED_CODE("warning", "mdi2a-alert", Sound.WARNING),
    PENDING_HERE("warning", "mdi2c-clock-outline", Sound.WARNING),
    SAVED_OFFLINE("offline", "mdi2c-cloud-off-outline", Sound.OFFLINE),
    CANNOT_VERIFY("warning", "mdi2w-wifi-off", Sound.WARNING),
    SERVER_WRONG("warning", "mdi2s-server-off", Sound.WARNING),
    HELD_BY_SALE("refused", "mdi2l-lock", Sound.REFUSED),
    PASS_USED_JUST_NOW("warning", "mdi2r-repeat-off", Sound.WARNING),
    SIGNED_OUT("warning", "mdi2a-account-lock", Sound.WARNING),
    /** Sale mode: the voucher scanned is on the open sale already; nothing was sent. */
    ALREADY_IN_SALE("warning", "mdi2c-cart-check", Sound.WARNING);

    /** Sound classes: "give the goods", "refuse", "look at the screen", "give the goods, confirm later". */
    public enum Sound { NONE, OK, REFUSED, WARNING, OFFLINE }

    private final String styleClass;
    private final String icon;
    private final Sound sound;

    VerdictLook(String styleClass, String icon, Sound sound) {
        this.styleClass = styleClass;
        this.icon = icon;
        this.sound = sound;
    }

    public String styleClass() {
        return styleClass;
    }

    public String icon() {
        return icon;
    }

    public Sound sound() {
        return sound;
    }

    /** Whether the panel goes back to READY by itself after a while. */
    public boolean settles() {
        return this != READY && this != CHECKING;
    }

    public static VerdictLook of(RedeemOutcome outcome) {
        return switch (outcome.kind()) {
            case VERDICT -> of(outcome.verdict());
            case PENDING_HERE -> PENDING_HERE;
            case SAVED_OFFLINE -> SAVED_OFFLINE;
            case CANNOT_VERIFY -> CANNOT_VERIFY;
            case SERVER_WRONG -> SERVER_WRONG;
            case HELD_BY_SALE -> HELD_BY_SALE;
            case PASS_USED_JUST_NOW -> PASS_USED_JUST_NOW;
        };
    }

    public static VerdictLook of(Verdict verdict) {
        return valueOf(verdict.name());
    }
}
