package io.redeemdesk.acceptance;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One operator mistake on the command line and what the docs promise for it: the exit status and words of the one
 * sentence that answers it. {@link #check} also fails on any sign of a stack trace or a Java type in what was
 * printed ("Exception", "java.", "org.", a tab-indented "at" frame).
 */
record Mistake(String what, int exit, String words, List<String> args) {
    /** What an answer to an operator must never contain. */
    static final List<String> NOT_FOR_OPERATORS = List.of("Exception", "java.", "org.", "\tat ");

    static Mistake of(String what, int exit, String words, String... args) {
        return new Mistake(what, exit, words, List.of(args));
    }

    /** Runs it and checks the answer; returns the run for further checks. */
    Jar.Run check(Jar jar) {
        return check(jar.run(args.toArray(String[]::new)));
    }

    Jar.Run check(Jar.Run run) {
        String printed = run.out() + run.err();
        assertThat(run.exit()).as(what + ": " + printed).isEqualTo(exit);
        assertThat(run.err()).as(what).contains(words);
        plain(what, run);
        return run;
    }

    /** No trace, no Java or library type, in anything {@code run} printed. */
    static void plain(String what, Jar.Run run) {
        for (String sign : NOT_FOR_OPERATORS) {
            assertThat(run.out() + run.err()).as(what + " printed '" + sign + "'").doesNotContain(sign);
        }
    }
}
