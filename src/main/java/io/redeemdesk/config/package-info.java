/**
 * Loading and checking the properties files of the till and the CLI, with clear errors per key.
 * Must not import server or cli; the server never imports it.
 */
package io.redeemdesk.config;
