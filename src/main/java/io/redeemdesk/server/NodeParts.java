package io.redeemdesk.server;

import io.redeemdesk.server.auth.TerminalSightings;
import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.server.db.DatabaseOutage;
import io.redeemdesk.server.events.EventMetrics;
import io.redeemdesk.server.http.EnrollmentRoutes;
import io.redeemdesk.server.http.ProblemWriter;
import io.redeemdesk.server.http.RequestAuthenticator;
import io.redeemdesk.server.http.TerminalDoor;
import io.redeemdesk.server.limits.ClaimLimiter;
import io.redeemdesk.server.limits.GlobalLimit;
import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.limits.SharedBuckets;
import io.redeemdesk.server.limits.TerminalLimiter;
import io.redeemdesk.server.ops.ServiceMetrics;

import java.util.List;

/**
 * What one node keeps of its own beside the shared database: its metrics, its per-terminal request buckets and
 * claim door, the limits kept in the database that its sweeper forgets, the HTTP door's checks built on them, and
 * the terminals' sightings it writes every {@link TerminalSightings#FLUSH_INTERVAL}.
 */
record NodeParts(ProblemWriter problems, EventMetrics eventMetrics, ServiceMetrics metrics, ClaimLimiter claimDoor,
                 RequestAuthenticator authenticator, TerminalLimiter terminalLimiter, GlobalLimit enrollments,
                 DatabaseOutage outage, TerminalDoor door, TerminalSightings sightings) {

    static NodeParts of(ServerParts parts, ServerOptions options, ClaimSettings claims) {
        ProblemWriter problems = new ProblemWriter();
        EventMetrics eventMetrics = new EventMetrics(parts.database(), parts.clock(), options.events());
        ClaimLimiter claimDoor = new ClaimLimiter(claims.ratePerSecond(), claims.burst(), claims.concurrency(),
                System::nanoTime);
        ServiceMetrics metrics = new ServiceMetrics(parts.database(), parts.clock(), options.lockTimeout(),
                eventMetrics, claimDoor::concurrencyLimit);
        TerminalSightings sightings = new TerminalSightings(parts.database(), parts.clock());
        RequestAuthenticator authenticator = new RequestAuthenticator(parts.terminals(), parts.admins(), problems,
                sightings);
        SharedBuckets shared = new SharedBuckets(parts.database(), parts.clock()::millis);
        RateLimits limits = options.limits();
        TerminalLimiter terminalLimiter = new TerminalLimiter(limits, System::nanoTime, shared);
        GlobalLimit enrollments = new GlobalLimit(EnrollmentRoutes.LIMIT, limits.enrollmentBurst(),
                limits.enrollmentsPerMinute() / 60.0, shared, System::nanoTime);
        DatabaseOutage outage = new DatabaseOutage(options.databaseWaits());
        TerminalDoor door = new TerminalDoor(authenticator, terminalLimiter, metrics, problems, outage);
        return new NodeParts(problems, eventMetrics, metrics, claimDoor, authenticator, terminalLimiter, enrollments,
                outage, door, sightings);
    }

    /** The limits kept in the database whose full buckets the sweeper forgets. */
    List<GlobalLimit> globalLimits() {
        return List.of(terminalLimiter.unknownCodes(), enrollments);
    }
}
