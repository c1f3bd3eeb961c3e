/**
 * The operator's console: HTML pages under {@code /console}, a door beside {@code server.http}. Sign-in and
 * database-kept sessions, CSRF checks, roles and their permissions, the layout, messages in English and Chinese,
 * keyset pagination and the operators' audit trail; each page is a {@link io.redeemdesk.server.console.ConsolePage}
 * with a jte template precompiled from {@code src/main/jte/console}. It may import the services and
 * {@code server.db} (and the route table of {@code server.http}); only the composition root imports it.
 */
package io.redeemdesk.server.console;
