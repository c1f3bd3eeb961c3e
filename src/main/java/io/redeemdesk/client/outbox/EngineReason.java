package io.redeemdesk.client.outbox;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why the engine paused, retried or gave up, as a kind plus its arguments (HTTP status, the service's own
 * words, a count), so that each screen says it in its own language. It is stored as the engine's English
 * {@link #phrase()} (the outbox, the log and the CLI keep reading it as before) and {@link #read} turns a stored
 * phrase back into its kind; text it does not recognise (older rows, a connection error) stays
 * {@link Kind#TEXT}, shown as data. Arguments that come from the service (its problem title and detail) are data.
 */
public record EngineReason(Kind kind, Object... args) {

    /** The engine's kinds of reason; each has a message {@code reason.<KIND>} in the screens' bundles. */
    public enum Kind {
        /** 401/403: {status, the service's detail}. */
        AUTH_REFUSED("The service refused this till's token (HTTP %s: %s). Sending is paused and every action is"
                + " kept: once the terminal is enabled again, the manager resumes sending (F9); a till that was"
                + " re-enrolled instead is restarted.",
                "The service refused this till's token \\(HTTP (\\d+): (.*)\\)\\. Sending is paused.*"),
        /** A 5xx the service replays for this request_id: {status, title, detail}. */
        STORED_FAILURE("the service stored a failure for this request_id: HTTP %s %s: %s",
                "the service stored a failure for this request_id: HTTP (\\d+) ([^:]*): (.*)"),
        /** A problem answer: {status, title, detail}. */
        PROBLEM("HTTP %s %s: %s", "HTTP (\\d+) ([^:]*): (.*)"),
        /** An answer the till could not read: {status, what was wrong}. */
        BAD_ANSWER("server answered wrongly (HTTP %s): %s", "server answered wrongly \\(HTTP (\\d+)\\): (.*)"),
        /** Honoured offline, refused by the service, redeemed elsewhere: {verdict, terminal, when}. */
        OFFLINE_CONFLICT_ELSEWHERE("honoured offline, but the service says %s (redeemed by terminal %s at %s)",
                "honoured offline, but the service says (\\w+) \\(redeemed by terminal (.*) at (.*)\\)"),
        /** Honoured offline, refused by the service: {verdict}. */
        OFFLINE_CONFLICT("honoured offline, but the service says %s", "honoured offline, but the service says (\\w+)"),
        /** A sale completed offline whose capture the service partly refused: {how many}. */
        SALE_REFUSED("the service refused %s of the sale's vouchers", "the service refused (\\d+) of the sale's vouchers"),
        /** A capture not sent: the service holds none of its sale's vouchers (every one refused or taken off). */
        NOTHING_HELD("nothing captured: the service holds none of the sale's vouchers (each was refused or taken off)",
                "nothing captured: the service holds none of the sale's vouchers \\(each was refused or taken off\\)"),
        /** Held for a manager, being older than the service keeps request_ids: {hours}. */
        KEY_RETENTION_HELD("older than the service's key retention (%s h) and possibly delivered: check its status"
                + " first, then decide", "older than the service's key retention \\((\\d+) h\\) and possibly"
                + " delivered: check its status first, then decide"),
        /** A held action a manager released: {}. */
        RELEASED("released by a manager: sending again", "released by a manager: sending again"),
        /** The till stopped while an attempt was under way: {}. */
        INTERRUPTED("the till stopped while sending: outcome unknown, resending with the same request_id",
                "the till stopped while sending: outcome unknown, resending with the same request_id"),
        /** Cannot verify now: {the connection error}. */
        UNREACHABLE("the service is unreachable: %s", "the service is unreachable: (.*)"),
        /** Not verified and not honoured: {"store policy" or "offline limit reached", the stored reason why}. */
        CANNOT_VERIFY("Cannot verify now — do not honour (%s; %s). It is kept and sent later.",
                "Cannot verify now — do not honour \\((store policy|offline limit reached); (.*)\\)\\. It is kept and"
                        + " sent later\\."),
        /** Anything else (a connection error, an older row): {the text}. */
        TEXT("%s", "(.*)");

        private final String english;
        private final Pattern stored;

        Kind(String english, String stored) {
            this.english = english;
            this.stored = Pattern.compile(stored, Pattern.DOTALL);
        }
    }

    public EngineReason {
        args = args.clone();
    }

    /** The engine's English words, as stored and logged. */
    public String phrase() {
        return String.format(kind.english, args);
    }

    /** The bundle key the screens say it with. */
    public String key() {
        return "reason." + kind.name();
    }

    @Override
    public Object[] args() {
        return args.clone();
    }

    /** A stored phrase back as its kind and arguments; {@code null} stays {@code null}. */
    public static EngineReason read(String stored) {
        if (stored == null) {
            return null;
        }
        for (Kind kind : Kind.values()) {
            Matcher m = kind.stored.matcher(stored);
            if (m.matches()) {
                Object[] args = new Object[m.groupCount()];
                for (int i = 0; i < args.length; i++) {
                    args[i] = m.group(i + 1);
                }
                return new EngineReason(kind, args);
            }
        }
        throw new IllegalStateException("TEXT matches every phrase");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EngineReason r && r.kind == kind && Arrays.equals(r.args, args);
    }

    @Override
    public int hashCode() {
        return 31 * kind.hashCode() + Arrays.hashCode(args);
    }

    @Override
    public String toString() {
        return phrase();
    }
}
