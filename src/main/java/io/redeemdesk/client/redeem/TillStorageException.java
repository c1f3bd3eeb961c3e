package io.redeemdesk.client.redeem;

import java.sql.SQLException;

/**
 * A scan the till could not record because its own disk refused the write. {@link #answerKept()} tells the
 * two cases apart: nothing was sent (nothing was redeemed), or the service answered and the answer waits in
 * memory until it can be stored. The message is plain words, never a Java type.
 */
public final class TillStorageException extends SQLException {
    private final boolean diskFull;
    private final boolean answerKept;

    public TillStorageException(Throwable cause, boolean answerKept) {
        super(LocalWriteFailure.describe(cause), cause);
        this.diskFull = LocalWriteFailure.diskFull(cause);
        this.answerKept = answerKept;
    }

    /** The disk (or the outbox file) is full, as opposed to another write error. */
    public boolean diskFull() {
        return diskFull;
    }

    /** The request reached the service and its answer is kept until the outbox takes it. */
    public boolean answerKept() {
        return answerKept;
    }
}
