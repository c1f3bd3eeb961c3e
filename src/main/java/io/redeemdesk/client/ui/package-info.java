/**
 * What every window of the till shares: where it opens and how large (WindowPlacement), table columns sized by
 * priority so nothing is cut (ColumnFit), the theme (Theme, CjkFont), a code inside a sentence (CodeSentence) and
 * the touch till (TouchMode: targets of 44 px in every window and dialog; KeypadViewModel, Keypad). Must not
 * import any other io.redeemdesk package.
 */
package io.redeemdesk.client.ui;
