/**
 * The picocli commands: the root command, the till and server commands, their console output.
 * The only package that prints; client, server and config must not import it.
 */
package io.redeemdesk.cli;
