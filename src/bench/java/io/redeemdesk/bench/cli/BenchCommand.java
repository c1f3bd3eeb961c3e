package io.redeemdesk.bench.cli;

import picocli.CommandLine.Command;

/** {@code bench}: the benchmarks each part of RedeemDesk is measured with; every one prints a JSON line last. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Run a benchmark; each prints human-readable lines, then one JSON line last.",
        subcommands = {ServerBenchCommand.class, BenchClaimsCommand.class, BenchClientCommand.class,
                BenchLogCommand.class, BenchScanCommand.class, BenchDecodeCommand.class, BenchDecodeQualityCommand.class, StartupBenchCommand.class,
                EventsBenchCommand.class, ConsoleBenchCommand.class})
public final class BenchCommand {
}
