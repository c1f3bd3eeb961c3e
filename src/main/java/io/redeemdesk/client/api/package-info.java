/**
 * The till's HTTP client of the redemption service (OkHttp, certificate pins, problem parsing).
 * Must not import server, cli or any JavaFX package.
 */
package io.redeemdesk.client.api;
