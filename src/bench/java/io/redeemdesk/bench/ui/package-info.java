/**
 * The JavaFX window {@code bench scan} types scanner bursts into: the real cashier view on a measuring stage.
 * The only bench package that may import JavaFX; never {@code server..}.
 */
package io.redeemdesk.bench.ui;
