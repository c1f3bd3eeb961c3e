package io.redeemdesk.client.scan;

/** A camera the picker can offer, by the name the operating system gives it. */
public record CameraDevice(String name) {
}
