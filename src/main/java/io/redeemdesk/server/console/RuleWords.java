package io.redeemdesk.server.console;

import io.redeemdesk.protocol.FieldRules;

import java.util.ArrayList;
import java.util.List;

/**
 * A refusal of the rules the command line and the API share ({@link FieldRules}) in the page's language: its
 * code names the sentence in {@code console/rule_<lang>.properties}, the field is named by its label on the page.
 */
public final class RuleWords {
    private RuleWords() {
    }

    /** The sentence for {@code problem} about the field labelled {@code field} (already in the page's language). */
    public static String of(PageContext page, FieldRules.Problem problem, String field) {
        List<Object> args = new ArrayList<>();
        args.add(field);
        args.addAll(problem.args());
        return page.t("rule." + problem.code(), args.toArray());
    }
}
