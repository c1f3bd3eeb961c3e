package io.redeemdesk.bench.claims;

import io.redeemdesk.bench.server.KeyedDelivery;
import okhttp3.OkHttpClient;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * One of the bench's concurrent shop clients: takes the next task of the flood, sends its claim to the next node
 * in turn, waits out a 429 per {@code Retry-After} plus a random share of it (as a shop's app does, so refused
 * customers do not all come back in the same millisecond) and sends it again with the same key, and for a retry
 * task sends the same claim again after its answer and checks it got the same body back.
 */
final class ClaimClient implements Runnable {
    private final OkHttpClient http;
    private final List<String> claimUrls;
    private final String token;
    private final List<ClaimTask> tasks;
    private final AtomicInteger next;
    private final ClaimsTally tally;
    private long[] latencies = new long[1024];
    private int attempts;
    private long[] admitted = new long[1024];
    private int admittedCount;

    ClaimClient(OkHttpClient http, List<String> claimUrls, String token, List<ClaimTask> tasks, AtomicInteger next,
                ClaimsTally tally) {
        this.http = http;
        this.claimUrls = claimUrls;
        this.token = token;
        this.tasks = tasks;
        this.next = next;
        this.tally = tally;
    }

    @Override
    public void run() {
        try {
            for (int i = next.getAndIncrement(); i < tasks.size(); i = next.getAndIncrement()) {
                ClaimTask task = tasks.get(i);
                String url = claimUrls.get(i % claimUrls.size());
                KeyedDelivery.Answer first = deliver(url, task);
                classify(task, first);
                if (task.retry() && first != null) {
                    KeyedDelivery.Answer again = deliver(claimUrls.get((i + 1) % claimUrls.size()), task);
                    if (again != null) {
                        classify(task, again);
                        if (!again.body().equals(first.body())) {
                            tally.replayMismatches.increment();
                        }
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            tally.addLatencies(latencies, attempts, admitted, admittedCount);
        }
    }

    /** The final answer of one claim (429s waited out), or null after an I/O error. */
    private KeyedDelivery.Answer deliver(String url, ClaimTask task) throws InterruptedException {
        String body = "{\"customerId\":\"" + ClaimTask.customerId(task.customer()) + "\"}";
        while (true) {
            long started = System.nanoTime();
            KeyedDelivery.Attempt attempt;
            try {
                attempt = KeyedDelivery.attempt(http, url, token, task.key(), body);
            } catch (IOException e) {
                record(System.nanoTime() - started, false);
                tally.errors.increment();
                tally.errorStatuses.computeIfAbsent(-1, k -> new LongAdder()).increment();
                return null;
            }
            KeyedDelivery.Answer answer = attempt.answer();
            String retryAfter = attempt.retryAfter();
            boolean limited = answer.status() == 429;
            record(System.nanoTime() - started, !limited);
            if (retryAfter != null && (limited || answer.status() == 409)) {
                if (limited) {
                    tally.rateLimited.increment();
                }
                Thread.sleep(jittered(Long.parseLong(retryAfter)));
                continue;
            }
            tally.answered.increment();
            return answer;
        }
    }

    /**
     * Retry-After seconds and a uniformly random part of that again: at least what the service asked for, and the
     * refused clients of one instant spread over the next interval instead of all retrying at once.
     */
    private static long jittered(long retryAfterSeconds) {
        long millis = retryAfterSeconds * 1000;
        return millis + ThreadLocalRandom.current().nextLong(millis + 1);
    }

    private void classify(ClaimTask task, KeyedDelivery.Answer answer) {
        if (answer == null) {
            return;
        }
        if (answer.replayed()) {
            tally.replayed.increment();
        }
        if (answer.status() == 201) {
            if (!answer.replayed()) {
                tally.claimed.increment();
            }
            int at = answer.body().indexOf("\"code\":\"") + 8;
            tally.codesByCustomer.computeIfAbsent(task.customer(), k -> ConcurrentHashMap.newKeySet())
                    .add(answer.body().substring(at, answer.body().indexOf('"', at)));
        } else if (answer.body().contains("/problems/sold-out")) {
            tally.soldOut.increment();
        } else if (answer.body().contains("/problems/claim-limit-reached")) {
            tally.limitReached.increment();
        } else {
            tally.errors.increment();
            tally.errorStatuses.computeIfAbsent(answer.status(), k -> new LongAdder()).increment();
        }
    }

    private void record(long nanos, boolean pastTheDoor) {
        if (attempts == latencies.length) {
            latencies = Arrays.copyOf(latencies, attempts * 2);
        }
        latencies[attempts++] = nanos;
        if (pastTheDoor) {
            if (admittedCount == admitted.length) {
                admitted = Arrays.copyOf(admitted, admittedCount * 2);
            }
            admitted[admittedCount++] = nanos;
        }
    }
}
