package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.client.outbox.EngineReason;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.time.Instant;

/**
 * What the till currently believes about the service, learned from every attempt and probe: reachable or not
 * (and since when), and whether it refused this till's token (401/403), which pauses the queue until someone
 * fixes the token and resumes it. Starts optimistic: the first attempt or probe corrects it.
 */
final class Connectivity {
    private static final Logger LOG = LoggerFactory.getLogger(Connectivity.class);

    /** Told about every change; {@code recovered} is true on the way back online. */
    interface Observer {
        void changed(boolean recovered);
    }

    /** One consistent reading. */
    record State(boolean online, Instant since, String lastError, String authAlert) {
        boolean canSend() {
            return online && authAlert == null;
        }
    }

    private final Clock clock;
    private final Observer observer;
    private State state;

    Connectivity(Clock clock, Observer observer) {
        this.clock = clock;
        this.observer = observer;
        this.state = new State(true, clock.instant(), null, null);
    }

    synchronized State state() {
        return state;
    }

    /** Learns from one attempt's result; null (nothing was sent) teaches nothing. */
    void report(ApiResult result) {
        if (result == null) {
            return;
        }
        if (result instanceof ApiResult.Unreachable u) {
            unreachable(u.error());
        } else if (result instanceof ApiResult.Answered a && (a.status() == 401 || a.status() == 403)) {
            authRefused(new EngineReason(EngineReason.Kind.AUTH_REFUSED, a.status(), a.response().detail()).phrase());
        } else {
            reachable();
        }
    }

    void reachable() {
        boolean recovered;
        synchronized (this) {
            recovered = !state.online();
            if (recovered) {
                state = new State(true, clock.instant(), null, state.authAlert());
            }
        }
        if (recovered) {
            LOG.info("the redemption service is reachable again");
            observer.changed(true);
        }
    }

    void unreachable(String error) {
        boolean changed;
        synchronized (this) {
            changed = state.online();
            state = new State(false, changed ? clock.instant() : state.since(), error, state.authAlert());
        }
        if (changed) {
            LOG.warn("the redemption service is unreachable: {}", error);
            observer.changed(false);
        }
    }

    void authRefused(String alert) {
        boolean changed;
        synchronized (this) {
            changed = state.authAlert() == null;
            state = new State(true, state.online() ? state.since() : clock.instant(), null, alert);
        }
        if (changed) {
            LOG.error("{}", alert);
            observer.changed(false);
        }
    }

    void resumeAuth() {
        synchronized (this) {
            state = new State(state.online(), state.since(), state.lastError(), null);
        }
        LOG.info("sending resumed after an authentication pause");
        observer.changed(true);
    }
}
