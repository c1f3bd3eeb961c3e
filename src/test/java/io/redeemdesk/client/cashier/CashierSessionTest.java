package io.redeemdesk.client.cashier;

import io.redeemdesk.client.exec.SameThreadBackground;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** Sign-in and sign-out with optional PINs kept as salted hashes, without the JavaFX toolkit. */
class CashierSessionTest {
    @TempDir
    Path dir;

    private CashierSession session(String initial) throws Exception {
        return new CashierSession(CashierPins.load(dir.resolve(CashierPins.FILE_NAME)), new SameThreadBackground(),
                Runnable::run, CashierWords.forLocale(Locale.ENGLISH), initial);
    }

    @Test
    void aCashierWithoutAPinSignsInWithTheIdAlone() throws Exception {
        CashierSession session = session("");
        assertThat(session.signedIn()).isFalse();

        session.signIn("  bob ", "");

        assertThat(session.cashierProperty().get()).isEqualTo("bob");
        session.signOut();
        assertThat(session.signedIn()).isFalse();
    }

    @Test
    void aCashierWithAPinMustGiveTheRightOne() throws Exception {
        CashierPins.load(dir.resolve(CashierPins.FILE_NAME)).set("carol", "4711");
        assertThat(Files.readString(dir.resolve(CashierPins.FILE_NAME))).contains("carol=").doesNotContain("4711");
        CashierSession session = session("");

        session.signIn("carol", "");
        assertThat(session.signedIn()).isFalse();
        assertThat(session.problemProperty().get()).isEqualTo("Cashier carol has a PIN: type it");

        session.signIn("carol", "1234");
        assertThat(session.signedIn()).isFalse();
        assertThat(session.problemProperty().get()).isEqualTo("Wrong PIN for cashier carol");

        session.signIn("carol", "4711");
        assertThat(session.cashierProperty().get()).isEqualTo("carol");
        assertThat(session.problemProperty().get()).isEmpty();
    }

    @Test
    void anEmptyIdIsRefusedWithWords() throws Exception {
        CashierSession session = session("");
        session.signIn("   ", "");
        assertThat(session.problemProperty().get()).isEqualTo("Type a cashier ID");
    }

    @Test
    void removingAPinLetsTheCashierInWithoutOne() throws Exception {
        CashierPins pins = CashierPins.load(dir.resolve(CashierPins.FILE_NAME));
        pins.set("dave", "99");
        pins.set("dave", "");
        assertThat(CashierPins.load(dir.resolve(CashierPins.FILE_NAME)).required("dave")).isFalse();
    }
}
