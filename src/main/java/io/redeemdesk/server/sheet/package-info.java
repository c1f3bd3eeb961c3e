/** Printable A4 voucher sheets: a QR code, the code in readable groups, name, value and expiry per voucher. */
package io.redeemdesk.server.sheet;
