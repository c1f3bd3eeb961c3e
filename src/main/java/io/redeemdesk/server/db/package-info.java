/**
 * The service's database: SQLite or PostgreSQL, Flyway migrations, group commit and statement batches.
 * Imports no other server package; must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.db;
