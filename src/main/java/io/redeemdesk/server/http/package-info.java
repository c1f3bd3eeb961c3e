/**
 * The HTTP layer (Javalin): routes, problem responses, UTF-8 content types, request logging.
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.http;
