package io.redeemdesk.server.console;

import io.javalin.http.Context;
import io.redeemdesk.server.http.Utf8Bodies;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code GET /console/assets/{name}}: the console's style sheet, script and images, read from the jar
 * ({@code console/assets/} on the class path). Only plain file names of the known kinds; anything else is 404.
 */
public final class Assets implements ConsolePage {
    public static final String PATH = "/console/assets/{name}";
    private static final Pattern NAME = Pattern.compile("[a-z0-9-]+\\.(css|js|svg|png)");
    private static final Map<String, String> TYPES = Map.of("css", "text/css; charset=utf-8",
            "js", "text/javascript; charset=utf-8", "svg", "image/svg+xml", "png", "image/png");

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.raw(PATH, this::serve);
    }

    private void serve(Context ctx) throws IOException {
        String name = ctx.pathParam("name");
        InputStream in = NAME.matcher(name).matches()
                ? Assets.class.getClassLoader().getResourceAsStream("console/assets/" + name) : null;
        if (in == null) {
            SecurityHeaders.page(ctx);
            Utf8Bodies.write(ctx, 404, "text/plain", "No such file.");
            return;
        }
        try (in) {
            SecurityHeaders.asset(ctx);
            ctx.status(200);
            ctx.contentType(TYPES.get(name.substring(name.lastIndexOf('.') + 1)));
            ctx.result(in.readAllBytes());
        }
    }
}
