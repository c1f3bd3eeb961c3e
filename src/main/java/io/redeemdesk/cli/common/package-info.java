/**
 * What every command shares: the exit statuses ({@code Exits}), plain one-sentence errors ({@code PlainErrors},
 * {@code OperatorError}), the UTF-8 console and the build's identity. Must not import {@code cli},
 * {@code cli.till} or {@code cli.server}, nor the client or the server.
 */
package io.redeemdesk.cli.common;
