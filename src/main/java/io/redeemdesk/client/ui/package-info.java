/** What every window of the till shares: how it is placed and sized on the screen it opens on. */
package io.redeemdesk.client.ui;
