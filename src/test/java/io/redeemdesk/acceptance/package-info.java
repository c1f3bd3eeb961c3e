/**
 * The acceptance suite: the built {@code target/redeemdesk.jar} run as child processes exactly as
 * {@code docs/operations.md} says, driven only through its command line and plain HTTP
 * ({@code java.net.http.HttpClient}); no class of the project on the client side. Runs after {@code package}
 * (maven-failsafe, phase integration-test); {@code DocumentedCommandsTest} then checks that every documented command
 * and endpoint was run by a journey ({@link io.redeemdesk.acceptance.Executed}).
 */
package io.redeemdesk.acceptance;
