package io.redeemdesk.cli.common;

import picocli.CommandLine;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * Standard output and error in UTF-8 whatever the console's default charset ({@code LANG=C}, a Western Windows
 * code page, {@code -Dfile.encoding=ISO-8859-1}): a Chinese voucher name, cashier folder or decoded text comes
 * out as its UTF-8 bytes, never as {@code ?}. Set once, first thing in {@code cli.Main.main}; picocli's own writers
 * (usage, errors) are pointed at the same streams.
 */
public final class Utf8Console {
    private Utf8Console() {
    }

    public static void install() {
        System.setOut(stream(FileDescriptor.out));
        System.setErr(stream(FileDescriptor.err));
    }

    /** The command line with its usage and error writers in UTF-8. */
    public static CommandLine writers(CommandLine commandLine) {
        commandLine.setOut(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        commandLine.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        return commandLine;
    }

    private static PrintStream stream(FileDescriptor fd) {
        return new PrintStream(new BufferedOutputStream(new FileOutputStream(fd), 1 << 13), true,
                StandardCharsets.UTF_8);
    }
}
