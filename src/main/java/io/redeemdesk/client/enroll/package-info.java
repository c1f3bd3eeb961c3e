/**
 * Enrolling a till with the service: exchanging a one-time code for its token.
 * Must not import server, cli or JavaFX.
 */
package io.redeemdesk.client.enroll;
