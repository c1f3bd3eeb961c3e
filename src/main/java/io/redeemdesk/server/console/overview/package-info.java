/**
 * The console's Overview page ({@code GET /console}): the guard numbers of the service at a glance. Built on
 * {@code server.console}; reads the database directly, only the composition root imports it.
 */
package io.redeemdesk.server.console.overview;
