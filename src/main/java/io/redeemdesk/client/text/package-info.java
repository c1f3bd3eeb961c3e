/**
 * The words and formats every screen of the till shares: a bundle reader (Messages), the one date and time style
 * (DateTimes) and the one money style (Money). The cashier and the manager both use it; it imports neither.
 */
package io.redeemdesk.client.text;
