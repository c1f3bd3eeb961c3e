package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.server.admin.IssueCsv;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.sheet.SheetFont;
import io.redeemdesk.server.sheet.SheetVoucher;
import io.redeemdesk.server.sheet.VoucherSheet;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The files of one batch (the {@code code,name,value} CSV and the A4 sheet), written so that nothing is committed
 * that the operator does not get: {@link #check} looks at every target and the font before the database is
 * touched and opens a temporary file beside each target; {@link #write} fills them; the caller commits; then
 * {@link #place} moves them into place. An existing target is refused unless {@code --force} was given.
 */
final class BatchFiles implements AutoCloseable {
    /** Why the files cannot be written: one sentence for the operator and the exit status. */
    static final class Refused extends Exception {
        private final int exit;

        Refused(String message, int exit) {
            super(message);
            this.exit = exit;
        }

        int exit() {
            return exit;
        }
    }

    private final StagedFile csv;
    private final StagedFile pdf;
    private final SheetFont font;
    private final boolean force;
    private final FileOpener opener;

    private BatchFiles(StagedFile csv, StagedFile pdf, SheetFont font, boolean force, FileOpener opener) {
        this.csv = csv;
        this.pdf = pdf;
        this.font = font;
        this.force = force;
        this.opener = opener;
    }

    /**
     * Checks {@code csvTarget} and {@code pdfTarget} (either may be null, not both): the folder exists and takes a
     * new file, the file does not exist yet (or {@code force}); and the font loads when a sheet is asked for.
     */
    static BatchFiles check(Path csvTarget, Path pdfTarget, Path fontFile, boolean force, FileOpener opener)
            throws Refused {
        Path csvPath = csvTarget == null ? null : csvTarget.toAbsolutePath().normalize();
        Path pdfPath = pdfTarget == null ? null : pdfTarget.toAbsolutePath().normalize();
        if (csvPath != null && csvPath.equals(pdfPath)) {
            throw new Refused("--out and --pdf name the same file " + csvPath + "; give two files", Exits.USAGE);
        }
        if (fontFile != null && pdfPath == null) {
            throw new Refused("--font is for the sheet: give --pdf FILE too, or leave --font out", Exits.USAGE);
        }
        checkTarget(csvPath, force);
        checkTarget(pdfPath, force);
        SheetFont font = null;
        if (pdfPath != null) {
            try {
                font = SheetFont.find(fontFile);
            } catch (SheetFont.Unusable e) {
                throw new Refused(e.getMessage(), e.missing() ? Exits.NO_INPUT : Exits.DATA);
            }
        }
        StagedFile csv = stage(csvPath);
        try {
            return new BatchFiles(csv, stage(pdfPath), font, force, opener);
        } catch (Refused e) {
            closeQuietly(csv);
            throw e;
        }
    }

    /**
     * Writes the CSV and the sheet to their temporary files; returns the characters the sheet shows as '?'. A
     * failure (a disk that fills) leaves the targets as they were.
     */
    Set<String> write(List<SheetVoucher> vouchers) throws IOException {
        if (csv != null) {
            try (Writer out = new OutputStreamWriter(opener.open(csv.temp()), StandardCharsets.UTF_8)) {
                IssueCsv.write(vouchers.stream().map(v -> new IssuedVoucher(v.code(), v.name(), v.valueCents(),
                        v.currency())).toList(), out);
            }
        }
        if (pdf == null) {
            return Set.of();
        }
        try (OutputStream out = opener.open(pdf.temp())) {
            return new VoucherSheet(font).write(vouchers, out);
        }
    }

    /** Moves the written files into place; each target that could not be placed, with why (empty: all are). */
    Map<Path, String> place() {
        Map<Path, String> problems = new LinkedHashMap<>();
        for (StagedFile file : staged()) {
            try {
                file.place(force);
            } catch (IOException e) {
                problems.put(file.target(), reason(e));
            }
        }
        return problems;
    }

    /** The targets, CSV first. */
    List<Path> targets() {
        return staged().stream().map(StagedFile::target).toList();
    }

    Path csv() {
        return csv == null ? null : csv.target();
    }

    Path pdf() {
        return pdf == null ? null : pdf.target();
    }

    /** Whether a fallback font for what Helvetica cannot show was found. */
    boolean hasFallbackFont() {
        return font != null && font.fallback().isPresent();
    }

    /** Deletes the temporary files not placed. */
    @Override
    public void close() {
        staged().forEach(BatchFiles::closeQuietly);
    }

    /** What went wrong with a file, in plain words (no exception type). */
    static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "the file or its folder does not exist";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "a file of that name appeared meanwhile";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? "an input/output error" : e.getMessage();
    }

    private List<StagedFile> staged() {
        List<StagedFile> files = new ArrayList<>(2);
        if (csv != null) {
            files.add(csv);
        }
        if (pdf != null) {
            files.add(pdf);
        }
        return files;
    }

    private static void checkTarget(Path target, boolean force) throws Refused {
        if (target == null) {
            return;
        }
        Path folder = target.getParent();
        if (!Files.isDirectory(folder)) {
            throw new Refused("cannot write " + target + ": the folder " + folder + " does not exist; create it "
                    + "first or choose another file", Exits.CANNOT_CREATE);
        }
        if (Files.isDirectory(target)) {
            throw new Refused("cannot write " + target + ": it is a folder; give a file name", Exits.CANNOT_CREATE);
        }
        if (Files.exists(target) && !force) {
            throw new Refused(target + " already exists; choose another file, or give --force to replace it",
                    Exits.CANNOT_CREATE);
        }
    }

    private static StagedFile stage(Path target) throws Refused {
        if (target == null) {
            return null;
        }
        try {
            return StagedFile.beside(target);
        } catch (IOException e) {
            throw new Refused("cannot write " + target + ": the folder " + target.getParent() + " takes no new file ("
                    + reason(e) + ")", Exits.CANNOT_CREATE);
        }
    }

    private static void closeQuietly(StagedFile file) {
        if (file == null) {
            return;
        }
        try {
            file.close();
        } catch (IOException e) {
            System.err.println("note: the temporary file " + file.temp() + " could not be removed (" + reason(e)
                    + "); delete it by hand");
        }
    }
}
