/**
 * The store manager view's models, actions and PIN gate, and ManagerContext, the window's composition root.
 * Must not import javafx.scene, javafx.stage, its ui room, server or cli.
 */
package io.redeemdesk.client.manager;
