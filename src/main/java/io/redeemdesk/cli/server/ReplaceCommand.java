package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.ServerParts;
import io.redeemdesk.server.refund.Replacement;
import io.redeemdesk.server.refund.ReplacementOutcome;
import io.redeemdesk.server.refund.ReplacementRequest;
import io.redeemdesk.server.refund.VoucherReplacements;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.time.Instant;
import java.util.concurrent.Callable;

/**
 * {@code server replace}: refund by replacement, one new voucher of the same template for a use taken. Its
 * idempotency key is made from the code and the use, so running it again after a failure gives back the first
 * replacement instead of issuing a second one.
 */
@Command(name = "replace", mixinStandardHelpOptions = true,
        description = "Issue one new voucher of the same template for a used voucher (a refund), once per use; "
                + "the reason and who did it are logged.")
final class ReplaceCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--code", required = true, description = "the used voucher's code")
    String code;

    @Option(names = "--reason", required = true, description = "why (kept in both vouchers' history), 1-200 "
            + "characters")
    String reason;

    @Option(names = "--use", description = "the use of a pass to replace (default: its latest use)")
    Integer use;

    @Option(names = "--by", description = "who replaces (default: the OS user)")
    String by = System.getProperty("user.name", "admin");

    @Override
    public Integer call() throws Exception {
        String problem = ReplacementRequest.reasonProblem(reason);
        if (problem != null) {
            throw new OperatorError(Exits.DATA, "--reason: " + problem);
        }
        if (use != null && use < 1) {
            throw new OperatorError(Exits.USAGE, "--use " + use + " is not a use: give 1 or more");
        }
        try (ServerParts server = db.open()) {
            VoucherReplacements replacements = server.replacements();
            Integer which = use != null ? use : replacements.latestUse(code).orElse(null);
            String key = ReplacementRequest.keyFor(code, which == null ? 0 : which);
            return report(replacements.replace(new ReplacementRequest(code, which, reason, "admin:" + by, key)));
        }
    }

    private static int report(ReplacementOutcome outcome) {
        if (outcome instanceof ReplacementOutcome.Issued issued) {
            System.out.println((issued.replayed() ? "this replacement was issued before, by this command: " : "")
                    + describe(issued.replacement()));
            return 0;
        }
        System.err.println(refusal(outcome));
        return 1;
    }

    private static String refusal(ReplacementOutcome outcome) {
        if (outcome instanceof ReplacementOutcome.NotUsed notUsed) {
            return "Only a used voucher can be replaced; " + VoucherCode.mask(notUsed.code()) + " is "
                    + notUsed.status();
        }
        if (outcome instanceof ReplacementOutcome.UseNotTaken notTaken) {
            return "Only a use that was taken can be replaced; " + VoucherCode.mask(notTaken.code()) + " has "
                    + notTaken.usesTaken() + " of " + notTaken.usesTotal() + " uses taken, not use " + notTaken.use();
        }
        if (outcome instanceof ReplacementOutcome.AlreadyReplaced already) {
            return alreadyDone(already.existing());
        }
        if (outcome instanceof ReplacementOutcome.KeyReused reused) {
            return alreadyDone(reused.first()) + " with the reason \"" + reused.first().reason() + "\"";
        }
        return "no voucher has the code " + VoucherCode.mask(((ReplacementOutcome.UnknownCode) outcome).code());
    }

    private static String alreadyDone(Replacement r) {
        return "use " + r.use() + " of voucher " + VoucherCode.mask(r.replaces()) + " was already replaced by "
                + r.newCode() + " (" + r.actor() + ", " + Instant.ofEpochMilli(r.createdAt()) + ")";
    }

    private static String describe(Replacement r) {
        return "use " + r.use() + " of voucher " + VoucherCode.mask(r.replaces()) + " replaced by " + r.newCode()
                + " (template " + r.templateId()
                + (r.validUntil() == null ? "" : ", valid until " + Instant.ofEpochMilli(r.validUntil())) + ")";
    }
}
