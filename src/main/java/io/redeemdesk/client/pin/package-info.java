/**
 * The one PIN hasher (PBKDF2) of the till, for manager and cashier PINs.
 * Must not import any other io.redeemdesk package or JavaFX.
 */
package io.redeemdesk.client.pin;
