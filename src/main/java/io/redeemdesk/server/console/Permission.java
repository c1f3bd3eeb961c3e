package io.redeemdesk.server.console;

/** What a console action needs; a {@link Role} grants a set of them, checked on the server for every request. */
public enum Permission {
    /** See every page. */
    VIEW,
    /** Create templates and issue batches. */
    TEMPLATES,
    /** Create, activate and end campaigns; channel tokens. */
    CAMPAIGNS,
    /** Revoke and replace vouchers. */
    VOUCHERS,
    /** Enable and disable tills, enrollment codes (admin only). */
    TILLS,
    /** Replay dead events (admin only). */
    EVENTS,
    /** Run the reconciliation. */
    RECONCILE,
    /** Manage operators. */
    OPERATORS
}
