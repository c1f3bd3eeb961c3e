/**
 * {@code server} and its admin subcommands (terminals, tokens, issue, import, export, campaigns, events,
 * reconcile, migrate), their {@code --db} option ({@code ServerDb}), flag converters, and the batch files written
 * beside their targets and moved into place after the commit. May import {@code cli.common}; must not import
 * {@code cli}, {@code cli.till} or the client.
 */
package io.redeemdesk.cli.server;
