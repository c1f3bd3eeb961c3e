/**
 * The till's commands: the cashier app's options and launcher (with the in-process demo service, the one place
 * that wires client and server), {@code log}, {@code set-manager-pin}, {@code enroll}, {@code decode}.
 * May import {@code cli.common}; must not import {@code cli} or {@code cli.server}.
 */
package io.redeemdesk.cli.till;
