/**
 * Everything that only measures RedeemDesk or fabricates load for it: the {@code bench …} commands and what they drive.
 * It may use any product package; no product package may import it (only the CLI root registers {@code bench}).
 */
package io.redeemdesk.bench;
