/**
 * The command line's root: {@code Main} (the {@code redeemdesk} command tree, the cashier app when no command is
 * named), the lean parser that opens the window fast, {@code ServerMain}, the launcher's JVM options and the
 * {@code bench} slot the benchmarks fill at run time. Imports {@code cli.till}, {@code cli.server} and
 * {@code cli.common}; nothing imports it (client, server, config and the sub-packages must not).
 */
package io.redeemdesk.cli;
