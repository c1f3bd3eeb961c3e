/**
 * The console's Events page: pending and dead webhook deliveries in keyset pages; replay one event or all dead
 * (admin only). Built on {@code server.console} and {@code server.events}; imports no other page.
 */
package io.redeemdesk.server.console.events;
