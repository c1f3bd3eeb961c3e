/**
 * The console's Events page ({@code /console/events}): pending and dead webhook deliveries, keyset paged, and
 * replaying one event or every dead delivery (admin only). Uses {@code server.events}; nothing uses it but the
 * console's wiring.
 */
package io.redeemdesk.server.console.events;
