package io.redeemdesk.server.console.reconcile;

/**
 * One finding as the page shows it: its kind in plain words, what was found, and the voucher code to link to its
 * look-up page (null when the finding is not about one voucher).
 */
public record Finding(String kind, String found, String code) {
}
