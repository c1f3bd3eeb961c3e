package io.redeemdesk.client.cashier;

import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.redeem.TillStorageException;
import org.junit.jupiter.api.Test;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.concurrent.CompletionException;

import static org.assertj.core.api.Assertions.assertThat;

/** A scan or a sale's step the till could not record: the cashier reads why in plain words, in both languages, never a Java type. */
class VerdictCardsFailureTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-12-01T09:00:00Z"), ZoneOffset.UTC);
    private static final SQLiteException FULL = new SQLiteException(
            "[SQLITE_FULL] Insertion failed because database is full (database or disk is full)",
            SQLiteErrorCode.SQLITE_FULL);

    private static VerdictCard failed(Locale locale, Throwable error) {
        return new VerdictCards(CashierWords.forLocale(locale), CLOCK, "TILL-1").failed("K7M2P9Q4R8S6T3", error);
    }

    @Test
    void aFullDiskSaysNothingWasRedeemedAndToCallSupport() {
        VerdictCard english = failed(Locale.ENGLISH, new CompletionException(new TillStorageException(FULL, false)));
        VerdictCard chinese = failed(Locale.SIMPLIFIED_CHINESE, new TillStorageException(FULL, false));

        assertThat(english.headline()).isEqualTo("CANNOT VERIFY NOW — do not honour");
        assertThat(english.detail()).isEqualTo("This till's disk is full — nothing was redeemed; call support");
        assertThat(chinese.detail()).isEqualTo("本收银台的磁盘已满——未核销任何券；请联系技术支持");
    }

    @Test
    void aFullDiskAfterTheServiceAnsweredSaysTheAnswerIsKept() {
        VerdictCard card = failed(Locale.ENGLISH, new TillStorageException(FULL, true));

        assertThat(card.detail()).isEqualTo("This till's disk is full — the service's answer could not be saved; it"
                + " is kept and saved once there is room; call support");
    }

    @Test
    void anyOtherFailureNamesNoJavaType() {
        VerdictCard english = failed(Locale.ENGLISH, new SQLException("database is locked"));
        VerdictCard chinese = failed(Locale.SIMPLIFIED_CHINESE, new IllegalStateException("boom"));

        assertThat(english.detail()).isEqualTo("The till could not record the scan: scan again, call support if it"
                + " repeats");
        assertThat(chinese.detail()).isEqualTo("本机无法记录此次扫描：请重扫，如反复出现请联系技术支持");
    }
    @Test
    void aSaleStepOnAFullDiskSaysWhatWasNotDoneAndToCallSupport() {
        SaleCards english = new SaleCards(CashierWords.forLocale(Locale.ENGLISH), CLOCK, "TILL-1");
        SaleCards chinese = new SaleCards(CashierWords.forLocale(Locale.SIMPLIFIED_CHINESE), CLOCK, "TILL-1");
        Throwable full = new CompletionException(new TillStorageException(FULL, false));

        assertThat(english.failed(ActionKind.HOLD, full).headline()).isEqualTo("CANNOT VERIFY NOW — do not honour");
        assertThat(english.failed(ActionKind.HOLD, full).detail())
                .isEqualTo("This till's disk is full — nothing was added to the sale; call support");
        assertThat(english.failed(ActionKind.CAPTURE, full).detail())
                .isEqualTo("This till's disk is full — the sale was not completed, nothing was used; call support");
        assertThat(chinese.failed(ActionKind.VOID, full).detail())
                .isEqualTo("本收银台的磁盘已满——销售未作废，未退回任何券；请联系技术支持");
        assertThat(english.failed(ActionKind.RELEASE, new TillStorageException(FULL, true)).detail())
                .as("an answer kept in memory is said as for a redemption")
                .isEqualTo(failed(Locale.ENGLISH, new TillStorageException(FULL, true)).detail());
        assertThat(english.failed(ActionKind.HOLD, new SQLException("database is locked")).detail())
                .isEqualTo("The till could not record this step: try again, call support if it repeats");
    }
}
