package io.redeemdesk.server.http;

import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import io.javalin.router.JavalinDefaultRoutingApi;
import io.redeemdesk.protocol.ProblemType;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The service's routes, path by path. A GET route answers HEAD with the same handler (the same token, checks and
 * status; the server sends no body), and every other method on a known path is answered 405
 * {@code method-not-allowed} with an {@code Allow} header listing the methods the path takes. Unknown paths stay
 * 404 {@code not-found}.
 */
public final class RouteTable {
    /** The methods a known path answers, with its handler or with 405. */
    private static final List<HandlerType> METHODS = List.of(HandlerType.GET, HandlerType.HEAD, HandlerType.POST,
            HandlerType.PUT, HandlerType.PATCH, HandlerType.DELETE, HandlerType.OPTIONS);

    private final Map<String, Map<HandlerType, Handler>> routes = new LinkedHashMap<>();

    /** {@code GET path}, and {@code HEAD path} with the same handler. */
    public RouteTable get(String path, Handler handler) {
        return add(path, HandlerType.GET, handler).add(path, HandlerType.HEAD, handler);
    }

    public RouteTable post(String path, Handler handler) {
        return add(path, HandlerType.POST, handler);
    }

    public RouteTable delete(String path, Handler handler) {
        return add(path, HandlerType.DELETE, handler);
    }

    private RouteTable add(String path, HandlerType method, Handler handler) {
        if (routes.computeIfAbsent(path, p -> new LinkedHashMap<>()).putIfAbsent(method, handler) != null) {
            throw new IllegalStateException(method + " " + path + " is routed twice");
        }
        return this;
    }

    /** The methods {@code path} takes, as the {@code Allow} header lists them. */
    public String allowed(String path) {
        return routes.get(path).keySet().stream().map(HandlerType::name).collect(Collectors.joining(", "));
    }

    /** Registers every route, and a 405 answer for each other method of a known path. */
    public void register(JavalinDefaultRoutingApi router, ProblemWriter problems) {
        routes.forEach((path, handlers) -> {
            String allow = allowed(path);
            for (HandlerType method : METHODS) {
                Handler handler = handlers.get(method);
                router.addHttpHandler(method, path, handler != null ? handler
                        : ctx -> notAllowed(ctx, problems, allow));
            }
        });
    }

    private static void notAllowed(Context ctx, ProblemWriter problems, String allow) {
        ctx.header("Allow", allow);
        problems.write(ctx, ProblemType.METHOD_NOT_ALLOWED, 405, ctx.method().name() + " is not allowed on "
                + ctx.path() + "; it takes " + allow);
    }
}
