/**
 * The till's settings and the names of the files in its data directory.
 * Must not import server, cli or JavaFX.
 */
package io.redeemdesk.client.config;
