/**
 * The cashier screen's view models, words, sounds and PINs: tested without a toolkit.
 * Must not import javafx.scene, javafx.stage, its ui room, server or cli.
 */
package io.redeemdesk.client.cashier;
