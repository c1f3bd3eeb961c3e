package io.redeemdesk.server.http;

/**
 * The credential an endpoint needs, named in the title of its 401 {@code unauthorized} answer, so a client that
 * sent the wrong kind (a channel token to an admin endpoint) reads which one was wanted.
 */
public enum TokenKind {
    TERMINAL("terminal token"), CHANNEL("channel token"), ADMIN("admin token"), ENROLLMENT("enrollment code");

    private final String noun;

    TokenKind(String noun) {
        this.noun = noun;
    }

    /** The 401's title, e.g. "Missing or invalid admin token". */
    public String title() {
        return "Missing or invalid " + noun;
    }
}
