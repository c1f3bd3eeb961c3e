package io.redeemdesk.server.console.vouchers;

/** One line of a voucher's timeline in the operator's language: when, what kind, what happened, details. */
public record TimelineRow(String time, String kind, String kindLabel, String text, String detail) {
}
