/**
 * The contract both sides share: requests, responses, verdicts, problem types, voucher codes.
 * Must not import client, server or cli.
 */
package io.redeemdesk.protocol;
