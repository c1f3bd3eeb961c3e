/**
 * The store manager window's views, panes and dialogs (JavaFX controls bound to the view models).
 * Must not import server or cli, and no SQL: storage is reached through the view models.
 */
package io.redeemdesk.client.manager.ui;
