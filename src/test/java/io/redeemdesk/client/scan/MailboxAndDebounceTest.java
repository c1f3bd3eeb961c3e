package io.redeemdesk.client.scan;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class MailboxAndDebounceTest {

    @Test
    void the_decoder_gets_the_newest_frame_and_stale_ones_are_dropped() throws InterruptedException {
        LatestFrame mailbox = new LatestFrame();
        Frame older = new Frame(1, 1, new int[1], 1);
        Frame newer = new Frame(1, 1, new int[1], 2);
        Frame newest = new Frame(1, 1, new int[1], 3);
        mailbox.put(older);
        mailbox.put(newer);
        mailbox.put(newest);
        assertThat(mailbox.take()).isSameAs(newest);
        assertThat(mailbox.dropped()).isEqualTo(2);
        mailbox.close();
        assertThat(mailbox.take()).isNull();
    }

    @Test
    void a_code_passes_once_while_it_stays_in_view_and_again_after_the_cooldown() {
        CodeDebouncer debouncer = new CodeDebouncer(Duration.ofSeconds(2));
        long second = 1_000_000_000L;
        assertThat(debouncer.firstSighting("A", 0)).isTrue();
        assertThat(debouncer.firstSighting("A", second)).isFalse();
        assertThat(debouncer.firstSighting("B", second)).isTrue();
        assertThat(debouncer.firstSighting("A", 2 * second + second / 2)).isFalse();
        assertThat(debouncer.firstSighting("A", 5 * second)).isTrue();
    }
}
