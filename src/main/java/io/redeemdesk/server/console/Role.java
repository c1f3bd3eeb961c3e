package io.redeemdesk.server.console;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * An operator's role and what it may do: a viewer only looks; marketing runs templates, batches and campaigns;
 * support revokes and replaces vouchers and runs the reconciliation; an admin may do everything (only an admin
 * enables or disables tills, creates enrollment codes and replays events).
 */
public enum Role {
    ADMIN(EnumSet.allOf(Permission.class)),
    MARKETING(EnumSet.of(Permission.VIEW, Permission.TEMPLATES, Permission.CAMPAIGNS)),
    SUPPORT(EnumSet.of(Permission.VIEW, Permission.VOUCHERS, Permission.RECONCILE)),
    VIEWER(EnumSet.of(Permission.VIEW));

    private final Set<Permission> permissions;

    Role(Set<Permission> permissions) {
        this.permissions = permissions;
    }

    public boolean permits(Permission permission) {
        return permissions.contains(permission);
    }

    /** The role's name as stored and typed: {@code admin}, {@code marketing}, {@code support}, {@code viewer}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The role named {@code key} (any case), or empty when there is none. */
    public static Optional<Role> parse(String key) {
        for (Role role : values()) {
            if (role.key().equalsIgnoreCase(key == null ? "" : key.trim())) {
                return Optional.of(role);
            }
        }
        return Optional.empty();
    }
}
