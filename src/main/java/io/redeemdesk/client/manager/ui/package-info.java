/**
 * The store manager window's views, panes and dialogs (JavaFX controls bound to the view models).
 * Must not import server or cli, and runs no SQL (of {@code java.sql} only {@code SQLException}).
 */
package io.redeemdesk.client.manager.ui;
