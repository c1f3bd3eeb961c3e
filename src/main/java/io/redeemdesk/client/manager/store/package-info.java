/**
 * The manager view's storage: manager.db, the read-only outbox log, summaries, the CSV export and daily report,
 * and ManagerText, the words and number/time formats the daily report and the view models share.
 * Must not import JavaFX, the manager's view models or ui, server or cli.
 */
package io.redeemdesk.client.manager.store;
