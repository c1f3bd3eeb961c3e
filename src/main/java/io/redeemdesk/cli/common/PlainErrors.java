package io.redeemdesk.cli.common;

import io.redeemdesk.config.ConfigException;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.net.BindException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How every command ends on an error: one plain sentence on stderr (what was wrong, what to do) and an exit status
 * of {@link Exits}; never a stack trace, unless the command line has {@code --debug}. A wrong command line is
 * answered by {@link #handleParseException}, an error while running by {@link #handleExecutionException}.
 */
public final class PlainErrors implements CommandLine.IParameterExceptionHandler, CommandLine.IExecutionExceptionHandler {
    public static final String DEBUG = "--debug";
    /** Picocli's words for a value its own converters refuse, which name a Java type. */
    private static final Pattern BUILT_IN_CONVERSION = Pattern.compile(
            "^Invalid value for (?:option|positional parameter) '([^']+)': (?:cannot convert )?'(.*)' (?:is not an? |to )");

    /** {@code commandLine} with these handlers ({@code cli.Main} declares {@code --debug} for every command). */
    public static CommandLine install(CommandLine commandLine) {
        PlainErrors errors = new PlainErrors();
        return commandLine.setParameterExceptionHandler(errors).setExecutionExceptionHandler(errors);
    }

    @Override
    public int handleParseException(ParameterException problem, String[] args) {
        CommandLine command = problem.getCommandLine();
        PrintWriter err = command.getErr();
        err.println(sentence(problem) + "; see '" + command.getCommandSpec().qualifiedName() + " --help'");
        if (problem instanceof UnmatchedArgumentException unmatched) {
            UnmatchedArgumentException.printSuggestions(unmatched, err);
        }
        if (command.getParent() == null) {
            command.usage(err);
        }
        if (Arrays.asList(args).contains(DEBUG)) {
            problem.printStackTrace(err);
        }
        err.flush();
        return Exits.USAGE;
    }

    private static String sentence(ParameterException problem) {
        ArgSpec arg = problem.getArgSpec();
        Matcher builtIn = BUILT_IN_CONVERSION.matcher(String.valueOf(problem.getMessage()));
        if (arg == null || arg.converters().length > 0 || !builtIn.find()) {
            return problem.getMessage();
        }
        return builtIn.group(1) + " '" + builtIn.group(2) + "' is " + expected(arg.type());
    }

    /** What a value of {@code type} looks like, in words. */
    private static String expected(Class<?> type) {
        if (type == int.class || type == Integer.class) {
            return "not a whole number";
        }
        if (type == long.class || type == Long.class) {
            return "not a whole number";
        }
        if (type == BigDecimal.class || type == double.class || type == Double.class) {
            return "not a number: write it like 20.00";
        }
        if (type.isEnum()) {
            return "not one of " + Arrays.toString(type.getEnumConstants());
        }
        if (type == Instant.class) {
            return "not a UTC time: write it like 2026-12-31T23:59:59Z";
        }
        if (type == Path.class) {
            return "not a file name";
        }
        return "not a value this option takes";
    }

    @Override
    public int handleExecutionException(Exception problem, CommandLine command, ParseResult parsed) {
        PrintWriter err = command.getErr();
        OperatorError plain = plain(problem);
        err.println(plain.getMessage());
        if (List.of(parsed.originalArgs().toArray(String[]::new)).contains(DEBUG)) {
            problem.printStackTrace(err);
        }
        err.flush();
        return plain.exit();
    }

    /** The plain sentence and exit status for {@code problem}. */
    static OperatorError plain(Throwable problem) {
        for (Throwable t = problem; t != null; t = t.getCause()) {
            if (t instanceof OperatorError known) {
                return known;
            }
            if (t instanceof ConfigException config) {
                return new OperatorError(Exits.CONFIG, config.getMessage());
            }
            if (t instanceof BindException) {
                return new OperatorError(Exits.UNAVAILABLE, "the address and port to listen on are taken or not "
                        + "this machine's: stop what uses the port or give another --port or --host");
            }
            if (t instanceof FileSystemException file) {
                return file(file);
            }
        }
        for (Throwable t = problem; t != null; t = t.getCause()) {
            if (t instanceof IOException io) {
                return new OperatorError(Exits.CANNOT_CREATE, "a file could not be read or written ("
                        + words(io.getMessage()) + "): check the path, the space left and the permissions");
            }
        }
        return new OperatorError(Exits.SOFTWARE, "the command failed unexpectedly (a fault in RedeemDesk, not in what "
                + "you typed): run it again with --debug and report what it prints");
    }

    private static OperatorError file(FileSystemException file) {
        String path = file.getFile();
        if (file instanceof NoSuchFileException) {
            return new OperatorError(Exits.NO_INPUT, path + " does not exist (or its folder does not): check the "
                    + "path, or create the folder first");
        }
        if (file instanceof AccessDeniedException) {
            return new OperatorError(Exits.CANNOT_CREATE, "no permission to use " + path
                    + ": choose a file you may read or write");
        }
        if (file instanceof FileAlreadyExistsException) {
            return new OperatorError(Exits.CANNOT_CREATE, path + " exists already: choose another file");
        }
        return new OperatorError(Exits.CANNOT_CREATE, "cannot use " + path + " (" + words(file.getReason())
                + "): check the path, the space left and the permissions");
    }

    /** A library's message without any type name that may lead it. */
    private static String words(String message) {
        if (message == null || message.isBlank()) {
            return "no reason given";
        }
        return message.replaceAll("([a-z]+\\.)+[A-Za-z]*(Exception|Error)(: )?", "").strip();
    }
}
