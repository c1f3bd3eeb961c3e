package io.redeemdesk.server.console.tills;

/** A new enrollment code, shown once: for which till and store, until when, and its QR as a data URI. */
public record EnrollmentShown(String code, String terminal, String store, String expires, String qr) {
}
