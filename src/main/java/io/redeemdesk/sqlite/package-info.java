/**
 * The one SQLite core of the till and the service: opening a file with its pragmas ({@code SqliteFile}), the
 * driver's native library, the single writer with group commit ({@code SingleWriter}), the statement cache, the
 * reading helper ({@code SqliteReader}) and the till's migration runner. Must not import anything of
 * {@code client}, {@code server} or {@code config} (an ArchUnit rule).
 */
package io.redeemdesk.sqlite;
