/**
 * The console's Tills page: terminals with store, last seen and queue as last reported; enable, disable, enroll
 * (the code shown as a QR). Built on {@code server.console} and the terminal services; imports no other page.
 */
package io.redeemdesk.server.console.tills;
