/**
 * Issue batches: every issue of vouchers has an id and the list of its codes, so its files can be written again.
 * May import {@code server.db}, {@code server.sheet} and {@code protocol}; must not import the other server packages
 * (both {@code server.admin} and {@code server.campaign} use this one), client, cli, config or JavaFX.
 */
package io.redeemdesk.server.batch;
