package io.redeemdesk.client.redeem;

/**
 * The till's own disk as the status bar shows it.
 *
 * @param writeFailing the outbox could not be written (a full disk): nothing can be redeemed until it can
 * @param full         that failure is a full disk
 * @param low          free space in the data folder is under the configured warning threshold
 * @param freeBytes    free space in the data folder at the last check
 */
public record DiskSpace(boolean writeFailing, boolean full, boolean low, long freeBytes) {
}
