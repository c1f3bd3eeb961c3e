/**
 * The console's Tills page ({@code /console/tills}): last seen, queue as last reported, enable and disable,
 * enrollment codes as QR. Built on {@code server.console} and the auth services; only the composition root
 * imports it.
 */
package io.redeemdesk.server.console.tills;
