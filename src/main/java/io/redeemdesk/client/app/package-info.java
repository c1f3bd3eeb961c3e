/**
 * The desktop app's composition root: the JavaFX Application and ClientContext that wire the cashier screen.
 * Must not import server or cli; the only non-ui client package that may use javafx.scene and javafx.stage.
 */
package io.redeemdesk.client.app;
