package io.redeemdesk.cli.server;

import picocli.CommandLine;

import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/** Reads a moment as an ISO-8601 instant ({@code 2026-12-01T08:00:00Z}) or as a duration ago ({@code 2h}). */
final class InstantConverter implements CommandLine.ITypeConverter<Instant> {
    private final Clock clock = Clock.systemUTC();

    @Override
    public Instant convert(String value) {
        try {
            return Instant.parse(value.strip());
        } catch (DateTimeParseException notAnInstant) {
            try {
                return clock.instant().minus(new DurationConverter().convert(value));
            } catch (CommandLine.TypeConversionException notADuration) {
                throw new CommandLine.TypeConversionException("'" + value + "' is not a moment: write a UTC time "
                        + "such as 2026-12-01T08:00:00Z, or how long ago, such as 2h or 30m");
            }
        }
    }
}
