/** JavaFX parts of the manager view: how its window fits the till's screen, how wide a column must be. */
package io.redeemdesk.client.manager.ui;
