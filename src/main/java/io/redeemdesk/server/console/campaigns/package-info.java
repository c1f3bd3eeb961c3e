/**
 * The console's Campaigns pages ({@code /console/campaigns}, {@code /console/channels}): the campaigns with their
 * counts a page at a time, the create form, one campaign's page whose counts refresh from a JSON read every few
 * seconds, activate and end ({@link io.redeemdesk.server.campaign.CampaignAdmin}, logged with the actor
 * {@code console:<name>}), and the channels' tokens. Built on {@code server.console}; only the composition root
 * imports it.
 */
package io.redeemdesk.server.console.campaigns;
