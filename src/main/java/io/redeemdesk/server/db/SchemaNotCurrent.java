package io.redeemdesk.server.db;

/**
 * A database opened for administration whose schema is not this release's: none at all ({@link #empty}), or an
 * older one with {@link #pending} migrations to run. Only the service's start and {@code server migrate} migrate.
 */
public final class SchemaNotCurrent extends RuntimeException {
    private final boolean empty;
    private final int pending;

    public SchemaNotCurrent(boolean empty, int pending) {
        super(empty ? "the database has no RedeemDesk tables" : pending + " migrations are pending");
        this.empty = empty;
        this.pending = pending;
    }

    public boolean empty() {
        return empty;
    }

    public int pending() {
        return pending;
    }
}
