package io.redeemdesk.client.scan;

/**
 * Told once per code per cooldown that the camera read it. Called on the decoding thread: a view model hops to
 * its UI thread before touching properties, and does nothing slow here.
 */
@FunctionalInterface
public interface CodeListener {
    void decoded(DecodedCode code);
}
