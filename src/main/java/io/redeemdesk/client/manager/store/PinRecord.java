package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.pin.PinHash;

/** The stored manager PIN: its hash (never the PIN itself) and when it was set (epoch millis). */
public record PinRecord(PinHash hash, long setAt) {
}
