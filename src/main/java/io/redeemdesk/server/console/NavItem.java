package io.redeemdesk.server.console;

/**
 * One entry of the header's navigation, in the order shown: every page of the console. A page answers at its
 * path (and below it); its label is the message {@code nav.<name>}.
 */
public enum NavItem {
    OVERVIEW("/console"),
    TEMPLATES("/console/templates"),
    BATCHES("/console/batches"),
    CAMPAIGNS("/console/campaigns"),
    VOUCHERS("/console/vouchers"),
    TILLS("/console/tills"),
    EVENTS("/console/events"),
    RECONCILE("/console/reconcile");

    private final String path;

    NavItem(String path) {
        this.path = path;
    }

    public String path() {
        return path;
    }

    /** The message key of the entry's label. */
    public String labelKey() {
        return "nav." + name().toLowerCase(java.util.Locale.ROOT);
    }

    /** True when {@code requestPath} is this entry's page or one below it. */
    public boolean covers(String requestPath) {
        return this == OVERVIEW ? path.equals(requestPath) : requestPath.equals(path)
                || requestPath.startsWith(path + "/");
    }
}
