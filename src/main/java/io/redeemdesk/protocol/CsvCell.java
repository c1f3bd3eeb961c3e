package io.redeemdesk.protocol;

/**
 * The one rule for a text cell in every CSV RedeemDesk writes, the till's ({@code log --csv}, the manager's
 * export) and the service's ({@code server issue}, {@code campaign-sheet}, {@code export}): a text that starts
 * with {@code =}, {@code +}, {@code -}, {@code @}, tab, CR or NUL, which Excel and LibreOffice would run as a
 * formula (OWASP "CSV Injection"), gets a leading single quote; then RFC 4180 quoting: a field holding a comma,
 * quote, CR or LF is quoted and its quotes doubled. Numbers are written by the callers as they are, never guarded.
 */
public final class CsvCell {
    /** First characters that make a spreadsheet read a cell as a formula. */
    private static final String FORMULA_STARTS = "=+-@\t\r\0";

    private CsvCell() {
    }

    /** A text cell, guarded and quoted as needed: the form to write between the commas; "" for null. */
    public static String text(String cell) {
        return quoted(guarded(cell));
    }

    /** A text a spreadsheet would take for a formula gets a leading single quote; other text is left alone. */
    public static String guarded(String cell) {
        if (cell == null || cell.isEmpty() || FORMULA_STARTS.indexOf(cell.charAt(0)) < 0) {
            return cell;
        }
        return "'" + cell;
    }

    /** RFC 4180 section 2: quote a field holding a comma, quote, CR or LF, and double its quotes; "" for null. */
    public static String quoted(String field) {
        if (field == null) {
            return "";
        }
        if (field.indexOf(',') < 0 && field.indexOf('"') < 0 && field.indexOf('\r') < 0 && field.indexOf('\n') < 0) {
            return field;
        }
        return '"' + field.replace("\"", "\"\"") + '"';
    }
}
