/**
 * {@code bench console}: a database filled with a million vouchers and a million redemptions straight through
 * JDBC, one node on it, and every page of the operator's console timed over HTTP as a signed-in operator. It
 * does not import the console's classes: it sees the pages only as HTTP, as a browser does.
 */
package io.redeemdesk.bench.console;
