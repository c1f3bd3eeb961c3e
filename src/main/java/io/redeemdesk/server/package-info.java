/**
 * The redemption service's composition root: ServerParts (the services over one database, wired once for a node
 * and for the admin commands), RedemptionServer (one node, with NodeParts, what it keeps of its own) and its options.
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server;
