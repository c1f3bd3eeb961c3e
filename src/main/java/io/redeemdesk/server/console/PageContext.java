package io.redeemdesk.server.console;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What every template gets as {@code page}: who is signed in (empty name on the sign-in page), their role and
 * CSRF token, the words of their language, and the request's path and query for links (navigation, the language
 * switch, the next page of a list).
 */
public final class PageContext {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private final String operator;
    private final Role role;
    private final String csrf;
    private final Messages messages;
    private final String path;
    private final Map<String, List<String>> query;
    private final ZoneId zone;

    /** One entry of the navigation as shown: its path, label, and whether it is the page shown. */
    public record Nav(String path, String label, boolean current) {
    }

    public PageContext(String operator, Role role, String csrf, Messages messages, String path,
                       Map<String, List<String>> query, ZoneId zone) {
        this.operator = operator;
        this.role = role;
        this.csrf = csrf;
        this.messages = messages;
        this.path = path;
        this.query = query;
        this.zone = zone;
    }

    public String operator() {
        return operator;
    }

    public Role role() {
        return role;
    }

    public boolean signedIn() {
        return operator != null;
    }

    /** The token every form posts as its hidden field {@code csrf} (see the {@code console/csrf.jte} tag). */
    public String csrf() {
        return csrf;
    }

    /** The {@code lang} of the page: {@code en} or {@code zh}. */
    public String lang() {
        return messages.language().tag();
    }

    public Messages messages() {
        return messages;
    }

    /** The text of {@code key} in the page's language, {@code {0}}… filled with {@code args}. */
    public String t(String key, Object... args) {
        return messages.text(key, args);
    }

    /** True when the signed-in operator's role grants {@code permission} (to show or hide a button). */
    public boolean can(Permission permission) {
        return role != null && role.permits(permission);
    }

    public String path() {
        return path;
    }

    public List<Nav> nav() {
        return Arrays.stream(NavItem.values())
                .map(item -> new Nav(item.path(), t(item.labelKey()), item.covers(path))).toList();
    }

    /** The switch to the other language, back to this page. */
    public String languageLink() {
        return LanguageSwitch.PATH + "?to=" + messages.language().other().tag() + "&back="
                + encode(pathAndQuery(Map.of()));
    }

    /** This page with the query's {@code after} set to {@code cursor}: the next page of a keyset list. */
    public String nextLink(String cursor) {
        return pathAndQuery(Map.of(Keyset.AFTER, cursor));
    }

    /** A query parameter of the request, or "" (to keep a filter's value in its form). */
    public String query(String name) {
        List<String> values = query.get(name);
        return values == null || values.isEmpty() ? "" : values.get(0);
    }

    /** An instant (epoch milliseconds) as the service's local date and time; "" for null. */
    public String time(Long epochMillis) {
        return epochMillis == null ? "" : TIME.format(Instant.ofEpochMilli(epochMillis).atZone(zone));
    }

    private String pathAndQuery(Map<String, String> replaced) {
        String rest = query.entrySet().stream().filter(e -> !replaced.containsKey(e.getKey()))
                .flatMap(e -> e.getValue().stream().map(v -> encode(e.getKey()) + "=" + encode(v)))
                .collect(Collectors.joining("&"));
        String added = replaced.entrySet().stream().map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
        String all = rest.isEmpty() ? added : added.isEmpty() ? rest : rest + "&" + added;
        return all.isEmpty() ? path : path + "?" + all;
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
