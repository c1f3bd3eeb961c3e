package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.server.sheet.SheetVoucher;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The order every issuing command follows, and what it prints: the files are written beside their targets first
 * (a failure there issues nothing), then the vouchers are committed as one batch, then the files are moved into
 * place. A file that cannot be placed after the commit strands nothing: the batch id and the {@code server export}
 * line that writes it again are printed.
 */
final class Issuing {
    /** The database step: empty when committed, else the sentence saying why nothing was. */
    @FunctionalInterface
    interface Commit {
        Optional<String> commit() throws SQLException;
    }

    /** How many of the characters a sheet shows as '?' its notice names. */
    private static final int NAMED = 10;

    private Issuing() {
    }

    /** Writes, commits, places; {@code issued} names what was issued ("3 vouchers of gift"); the exit status. */
    static int issue(BatchFiles files, List<SheetVoucher> vouchers, String batchId, String issued, Commit commit)
            throws SQLException {
        if (!write(files, vouchers, "nothing was issued")) {
            return Exits.CANNOT_CREATE;
        }
        Optional<String> refused = commit.commit();
        if (refused.isPresent()) {
            System.err.println(refused.get());
            return 1;
        }
        System.out.println(issued + " issued as batch " + batchId);
        return place(files, vouchers.size(), batchId);
    }

    /** Writes the files of an already committed batch again, and places them; the exit status. */
    static int export(BatchFiles files, List<SheetVoucher> vouchers, String batchId) {
        if (!write(files, vouchers, "nothing was written")) {
            return Exits.CANNOT_CREATE;
        }
        return place(files, vouchers.size(), batchId);
    }

    private static boolean write(BatchFiles files, List<SheetVoucher> vouchers, String nothing) {
        Set<String> unshown;
        try {
            unshown = files.write(vouchers);
        } catch (IOException e) {
            System.err.println(nothing + ": writing " + String.join(" and ", files.targets().stream()
                    .map(Object::toString).toList()) + " failed (" + BatchFiles.reason(e) + ")");
            return false;
        }
        if (!unshown.isEmpty()) {
            System.err.println(notice(unshown, files.hasFallbackFont()));
        }
        return true;
    }

    /** The note for characters a sheet shows as '?': which (the first ten), and what to do. */
    static String notice(Set<String> unshown, boolean hadFallbackFont) {
        String them = unshown.size() == 1 ? "it" : "them";
        String more = unshown.size() > NAMED ? " and " + (unshown.size() - NAMED) + " more characters" : "";
        return "note: the sheet shows " + String.join(" ", unshown.stream().limit(NAMED).toList()) + more
                + " as '?': " + (hadFallbackFont ? "neither Helvetica nor the font used has " + them
                : "no font with Chinese glyphs was found") + "; give a font that has " + them + " with --font FILE.ttf";
    }

    private static int place(BatchFiles files, int count, String batchId) {
        Map<Path, String> problems = files.place();
        if (files.csv() != null && !problems.containsKey(files.csv())) {
            System.out.println("codes written to " + files.csv());
        }
        if (files.pdf() != null && !problems.containsKey(files.pdf())) {
            System.out.println("sheet of " + count + " vouchers written to " + files.pdf());
        }
        problems.forEach((file, why) -> System.err.println(file + " could not be put in place (" + why + "); the "
                + "vouchers of batch " + batchId + " are in the database: write it again with 'redeemdesk server "
                + "export --batch " + batchId + (file.equals(files.csv()) ? " --out" : " --pdf") + " FILE'"));
        return problems.isEmpty() ? 0 : Exits.CANNOT_CREATE;
    }
}
