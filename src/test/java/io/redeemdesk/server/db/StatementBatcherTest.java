package io.redeemdesk.server.db;

import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Jobs that wait while a batch runs go together into the next one; a failed batch fails no job by itself. */
class StatementBatcherTest {
    private final List<List<Integer>> batches = Collections.synchronizedList(new ArrayList<>());
    private final List<Integer> alone = Collections.synchronizedList(new ArrayList<>());

    @Test
    void jobsWaitingDuringABatchRunTogetherAndGetTheirOwnResults() throws Exception {
        CountDownLatch firstRunning = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try (StatementBatcher<Integer, Integer> batcher = new StatementBatcher<>("test", 64, Duration.ZERO, jobs -> {
            batches.add(jobs);
            return jobs.stream().map(j -> j * 10).collect(Collectors.toList());
        }, job -> {
            alone.add(job);
            firstRunning.countDown();
            await(release);
            return job * 10;
        }, job -> job)) {
            ExecutorService callers = Executors.newFixedThreadPool(9);
            Future<Integer> first = callers.submit(() -> batcher.run(0));
            firstRunning.await();
            List<Future<Integer>> waiting = new ArrayList<>();
            for (int i = 1; i <= 8; i++) {
                int job = i;
                waiting.add(callers.submit(() -> batcher.run(job)));
            }
            Thread.sleep(200);
            release.countDown();

            assertThat(first.get()).isZero();
            for (int i = 1; i <= 8; i++) {
                assertThat(waiting.get(i - 1).get()).isEqualTo(i * 10);
            }
            callers.shutdown();
        }
        assertThat(alone).containsExactly(0);
        assertThat(batches).hasSize(1);
        assertThat(batches.get(0)).containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8);
    }

    @Test
    void aFailedBatchRunsEachJobAloneAndOnlyTheBadOneFails() throws Exception {
        CountDownLatch firstRunning = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try (StatementBatcher<Integer, Integer> batcher = new StatementBatcher<>("test", 64, Duration.ZERO, jobs -> {
            batches.add(jobs);
            throw new SQLException("deadlock detected");
        }, job -> {
            alone.add(job);
            if (job == 0) {
                firstRunning.countDown();
                await(release);
            }
            if (job == 3) {
                throw new SQLException("job 3 is bad");
            }
            return job;
        }, job -> job)) {
            ExecutorService callers = Executors.newFixedThreadPool(5);
            Future<Integer> first = callers.submit(() -> batcher.run(0));
            firstRunning.await();
            List<Future<Integer>> waiting = new ArrayList<>();
            for (int i = 1; i <= 4; i++) {
                int job = i;
                waiting.add(callers.submit(() -> batcher.run(job)));
            }
            Thread.sleep(200);
            release.countDown();

            assertThat(first.get()).isZero();
            assertThat(waiting.get(0).get()).isEqualTo(1);
            assertThat(waiting.get(1).get()).isEqualTo(2);
            assertThatThrownBy(() -> waiting.get(2).get()).hasRootCauseMessage("job 3 is bad");
            assertThat(waiting.get(3).get()).isEqualTo(4);
            callers.shutdown();
        }
        assertThat(batches).hasSize(1);
        assertThat(alone).containsExactlyInAnyOrder(0, 1, 2, 3, 4);
    }

    @Test
    void twoJobsWithOneKeyNeverShareABatch() throws Exception {
        CountDownLatch firstRunning = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try (StatementBatcher<String, String> batcher = new StatementBatcher<>("test", 64, Duration.ZERO, jobs -> {
            batches.add(jobs.stream().map(String::length).collect(Collectors.toList()));
            return jobs;
        }, job -> {
            if (job.equals("block")) {
                firstRunning.countDown();
                await(release);
            } else {
                alone.add(job.length());
            }
            return job;
        }, job -> job.substring(0, 1))) {
            ExecutorService callers = Executors.newFixedThreadPool(4);
            Future<String> first = callers.submit(() -> batcher.run("block"));
            firstRunning.await();
            Future<String> a = callers.submit(() -> batcher.run("a"));
            Future<String> sameKey = callers.submit(() -> batcher.run("aa"));
            Future<String> b = callers.submit(() -> batcher.run("bbb"));
            Thread.sleep(200);
            release.countDown();

            assertThat(List.of(first.get(), a.get(), sameKey.get(), b.get())).containsExactly("block", "a", "aa",
                    "bbb");
            callers.shutdown();
        }
        assertThat(batches).hasSize(1);
        assertThat(batches.get(0)).hasSize(2).contains(3);
        assertThat(batches.get(0).contains(1) ^ batches.get(0).contains(2)).isTrue();
        assertThat(alone).hasSize(1);
    }

    @Test
    void jobsArrivingWithinTheLingerAfterTheFirstJoinItsBatch() throws Exception {
        try (StatementBatcher<Integer, Integer> batcher = echoing(64, Duration.ofMillis(500))) {
            ExecutorService callers = Executors.newFixedThreadPool(4);
            Future<Integer> first = callers.submit(() -> batcher.run(0));
            Thread.sleep(50);
            List<Future<Integer>> later = new ArrayList<>();
            for (int i = 1; i <= 3; i++) {
                int job = i;
                later.add(callers.submit(() -> batcher.run(job)));
            }

            assertThat(first.get()).isZero();
            for (int i = 1; i <= 3; i++) {
                assertThat(later.get(i - 1).get()).isEqualTo(i);
            }
            callers.shutdown();
        }
        assertThat(alone).isEmpty();
        assertThat(batches).hasSize(1);
        assertThat(batches.get(0)).containsExactlyInAnyOrder(0, 1, 2, 3);
    }

    @Test
    void aFullBatchRunsWithoutWaitingOutTheLinger() throws Exception {
        try (StatementBatcher<Integer, Integer> batcher = echoing(2, Duration.ofMinutes(1))) {
            ExecutorService callers = Executors.newFixedThreadPool(2);
            Future<Integer> one = callers.submit(() -> batcher.run(1));
            Future<Integer> two = callers.submit(() -> batcher.run(2));

            assertThat(one.get(10, TimeUnit.SECONDS)).isEqualTo(1);
            assertThat(two.get(10, TimeUnit.SECONDS)).isEqualTo(2);
            callers.shutdown();
        }
        assertThat(batches).hasSize(1);
        assertThat(batches.get(0)).containsExactlyInAnyOrder(1, 2);
    }

    @Test
    void aClosedBatcherRefusesNewJobs() {
        StatementBatcher<Integer, Integer> batcher = new StatementBatcher<>("test", 8, Duration.ZERO, jobs -> jobs, job -> job,
                job -> job);
        batcher.close();
        assertThatThrownBy(() -> batcher.run(1)).isInstanceOf(SQLException.class).hasMessageContaining("closed");
    }

    /** A batcher that answers each job with itself, recording every batch's jobs and every job run alone. */
    private StatementBatcher<Integer, Integer> echoing(int maxBatch, Duration linger) {
        return new StatementBatcher<>("test", maxBatch, linger, jobs -> {
            batches.add(jobs);
            return jobs;
        }, job -> {
            alone.add(job);
            return job;
        }, job -> job);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
