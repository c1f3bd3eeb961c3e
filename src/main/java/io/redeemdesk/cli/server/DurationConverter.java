package io.redeemdesk.cli.server;

import picocli.CommandLine;

import java.time.Duration;

/** Reads durations the way operators write them: {@code 250ms}, {@code 30s}, {@code 2m}, {@code 1h}. */
final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
        String text = value.strip().toLowerCase(java.util.Locale.ROOT);
        try {
            if (text.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(text.substring(0, text.length() - 2)));
            }
            long amount = Long.parseLong(text.substring(0, text.length() - 1));
            switch (text.charAt(text.length() - 1)) {
                case 's':
                    return Duration.ofSeconds(amount);
                case 'm':
                    return Duration.ofMinutes(amount);
                case 'h':
                    return Duration.ofHours(amount);
                default:
                    break;
            }
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            // falls through to the explanation below
        }
        throw new CommandLine.TypeConversionException("'" + value
                + "' is not a duration: write a number with ms, s, m or h, such as 2m");
    }
}
