/**
 * {@code bench console}: a database filled with a million vouchers and a million redemptions straight through
 * JDBC, one node on it, and every page of the operator's console timed over HTTP as a signed-in operator.
 */
package io.redeemdesk.bench.console;
