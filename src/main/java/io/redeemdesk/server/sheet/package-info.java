/**
 * Printable A4 voucher sheets: a QR code, the code in readable groups, name, value and expiry per voucher.
 * May import {@code protocol}, PDFBox and ZXing; must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.sheet;
