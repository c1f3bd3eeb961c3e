package io.redeemdesk.cli.server;

import picocli.CommandLine.Command;

/** {@code server events}: shows and re-sends the events the service relays to webhooks. */
@Command(name = "events", mixinStandardHelpOptions = true,
        description = "Show events that are not delivered (or all since a moment) and send events again.",
        subcommands = {ListEventsCommand.class, ReplayEventsCommand.class})
final class EventsCommand {
}
