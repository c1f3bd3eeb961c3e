/**
 * What every window of the till shares: where it opens and how large (WindowPlacement), table columns sized by
 * priority so nothing is cut (ColumnFit), the theme (Theme, CjkFont) and the touch keypad (TouchMode,
 * KeypadViewModel, Keypad). Must not import any other io.redeemdesk package.
 */
package io.redeemdesk.client.ui;
