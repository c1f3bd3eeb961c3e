package io.redeemdesk.server.console;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.javalin.http.Context;
import io.redeemdesk.server.http.Utf8Bodies;

import java.util.Map;

/**
 * The console's templates, compiled to classes at build time (jte, {@code src/main/jte}): rendered from the jar,
 * HTML-escaped, never compiled at run time. One engine for the node.
 */
public final class Templates {
    private final TemplateEngine engine;

    public Templates(TemplateEngine engine) {
        this.engine = engine;
    }

    /** The engine over the precompiled templates on the class path. */
    public static Templates precompiled() {
        return new Templates(TemplateEngine.createPrecompiled(ContentType.Html));
    }

    /** {@code template} rendered with {@code params}. */
    public String render(String template, Map<String, Object> params) {
        StringOutput out = new StringOutput(4096);
        engine.render(template, params, out);
        return out.toString();
    }

    /** {@code status} with {@code template} rendered as a UTF-8 HTML page. */
    public void write(Context ctx, int status, String template, Map<String, Object> params) {
        Utf8Bodies.write(ctx, status, "text/html", render(template, params));
    }
}
