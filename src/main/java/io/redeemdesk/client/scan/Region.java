package io.redeemdesk.client.scan;

/** A rectangle of a frame in pixels. */
public record Region(int left, int top, int width, int height) {
}
