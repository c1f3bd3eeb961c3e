package io.redeemdesk.bench.claims;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/**
 * One customer action of the flood: a claim with its own key, sent once, or sent again with the same key after
 * its answer. A customer who claims twice at the same moment has two tasks with two keys, queued side by side so
 * two clients take them together.
 *
 * @param customer  index of the customer
 * @param key       the action's Idempotency-Key
 * @param retry     whether the action is sent again with the same key after its answer
 */
record ClaimTask(int customer, String key, boolean retry) {

    /** Every customer claims; a fifth twice at once with two keys; a tenth retry with the same key. */
    static List<ClaimTask> flood(int customers, long seed) {
        Random random = new Random(seed);
        List<List<ClaimTask>> groups = new ArrayList<>(customers);
        for (int c = 0; c < customers; c++) {
            List<ClaimTask> group = new ArrayList<>(2);
            group.add(new ClaimTask(c, UUID.randomUUID().toString(), c % 10 == 3));
            if (c % 5 == 0) {
                group.add(new ClaimTask(c, UUID.randomUUID().toString(), false));
            }
            groups.add(group);
        }
        Collections.shuffle(groups, random);
        List<ClaimTask> tasks = new ArrayList<>();
        groups.forEach(tasks::addAll);
        return tasks;
    }

    static String customerId(int customer) {
        return "+86-139-" + String.format("%08d", customer);
    }
}
