/**
 * {@code bench claims}: article 001's flood of customers claiming a limited campaign stock, over real HTTP
 * against N service nodes, against the same claim transactions in plain JDBC on the same database.
 * May import {@code server..}, {@code protocol}, the shared raw-JDBC frame ({@code bench.raw}) and the server
 * bench's {@code KeyedDelivery}; never {@code client..}, {@code cli} or JavaFX.
 */
package io.redeemdesk.bench.claims;
