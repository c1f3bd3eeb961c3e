/**
 * What every window of the till shares: where it opens and how large (WindowPlacement), and table columns sized
 * by priority so nothing is cut (ColumnFit). Must not import any other io.redeemdesk package.
 */
package io.redeemdesk.client.ui;
