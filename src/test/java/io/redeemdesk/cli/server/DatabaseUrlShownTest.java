package io.redeemdesk.cli.server;

import io.redeemdesk.cli.CommandRun;
import io.redeemdesk.cli.common.Exits;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** An error about a {@code --db} names the database but never the password written in its URL. */
class DatabaseUrlShownTest {

    @Test
    void aPasswordInTheUrlIsShownAsStars() {
        assertThat(DatabaseErrors.shown("jdbc:postgresql://db/redeem?user=ops&password=s3cr%26t%3Bx&ssl=true"))
                .isEqualTo("jdbc:postgresql://db/redeem?user=ops&password=***&ssl=true");
        assertThat(DatabaseErrors.shown("jdbc:postgresql://db/redeem?PASSWORD=abc"))
                .isEqualTo("jdbc:postgresql://db/redeem?PASSWORD=***");
        assertThat(DatabaseErrors.shown("jdbc:sqlite:/srv/收银台/server.db")).isEqualTo("jdbc:sqlite:/srv/收银台/server.db");
    }

    @Test
    void aDatabaseThatDoesNotAnswerIsNamedWithoutItsPassword() {
        CommandRun run = CommandRun.main("server", "history", "--code", "X", "--db",
                "jdbc:postgresql://127.0.0.1:9/redeem?user=ops&password=s3cret");

        assertThat(run.exit()).isEqualTo(Exits.UNAVAILABLE);
        assertThat(run.err()).contains("password=***").doesNotContain("s3cret");
    }
}
