/**
 * The console's Templates page ({@code /console/templates}): the templates a page at a time and the form that
 * creates one under the same {@link io.redeemdesk.server.admin.TemplateRules} as {@code server create-template} and
 * {@code POST /v1/admin/templates}. Built on {@code server.console}; only the composition root imports it.
 */
package io.redeemdesk.server.console.templates;
