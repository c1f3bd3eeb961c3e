/**
 * Where the client runs work that may wait (Background) and how results come back to the FX thread (UiTasks).
 * Must not import any other io.redeemdesk package or JavaFX.
 */
package io.redeemdesk.client.exec;
