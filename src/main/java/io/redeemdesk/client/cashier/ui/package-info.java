/**
 * The cashier screen's views, panes and dialogs (JavaFX controls bound to the view models).
 * Must not import server, cli, the redeem engine or its outbox, or SQL.
 */
package io.redeemdesk.client.cashier.ui;
