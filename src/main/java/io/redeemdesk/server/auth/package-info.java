/**
 * Who calls the service: till tokens, admin tokens, enrollment codes.
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.auth;
