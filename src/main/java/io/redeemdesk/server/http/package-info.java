/**
 * The HTTP layer (Javalin): the route table (ServiceRoutes), the terminal door, problem responses, UTF-8 content
 * types, request logging. It may import the services and {@code server.db}; only the composition root imports it.
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.http;
