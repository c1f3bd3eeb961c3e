/**
 * The console's Reconcile page: runs the reconciliation and lists each finding in plain words with its voucher
 * linked. Built on {@code server.console} and {@code server.admin}; imports no other page.
 */
package io.redeemdesk.server.console.reconcile;
