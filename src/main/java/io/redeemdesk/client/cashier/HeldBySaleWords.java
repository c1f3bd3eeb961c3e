package io.redeemdesk.client.cashier;

import io.redeemdesk.client.text.DateTimes;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.protocol.HeldBy;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * The cashier's words for a voucher an open sale holds ({@code voucher-held}): which till's sale has it and until
 * when, and that this sale must be finished or voided first. In the screen's language; the service's own sentence
 * is never shown.
 */
final class HeldBySaleWords {
    private final Messages text;
    private final String terminalId;
    private final DateTimeFormatter when;

    /** @param terminalId this till, so "on this till" can be told from "at till TILL-2" */
    HeldBySaleWords(Messages text, ZoneId zone, String terminalId) {
        this.text = text;
        this.terminalId = terminalId;
        this.when = DateTimes.dayTime(text.locale(), zone);
    }

    /** @param held the sale the service named, or null when it named none */
    String words(HeldBy held) {
        if (held == null || held.terminalId() == null) {
            return text.text("detail.heldBySaleUnknown");
        }
        String until = until(held.heldUntil());
        return held.terminalId().equals(terminalId) ? text.text("detail.heldBySaleHere", until)
                : text.text("detail.heldBySale", held.terminalId(), until);
    }

    private String until(String iso) {
        if (iso == null) {
            return "";
        }
        try {
            return when.format(Instant.parse(iso));
        } catch (DateTimeParseException e) {
            return iso;
        }
    }
}
