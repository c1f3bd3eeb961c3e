/**
 * Reading codes: the keyboard-wedge detector, code parsing, cameras and the decoding loop.
 * Must not import server, cli, JavaFX or the screens.
 */
package io.redeemdesk.client.scan;
