package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.campaign.ClaimSettings;

import java.net.BindException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;

/**
 * The service's start as an operator sees it: a host that is no address of this machine is named as such (exit
 * 78) before anything starts, a port another program holds as such (exit 69), a database that cannot be used by
 * {@link DatabaseErrors}.
 */
final class ListenAddress {
    private ListenAddress() {
    }

    /** Refuses a host that does not resolve, or resolves to an address no interface of this machine has. */
    static void check(String host, String source) {
        String refusal = "service.host " + host + " (from " + source + ") is not a name or address of this "
                + "machine: give 127.0.0.1, 0.0.0.0 (every interface) or one of this machine's addresses";
        try {
            InetAddress address = InetAddress.getByName(host);
            if (!address.isAnyLocalAddress() && !address.isLoopbackAddress()
                    && NetworkInterface.getByInetAddress(address) == null) {
                throw new OperatorError(Exits.CONFIG, refusal);
            }
        } catch (UnknownHostException | SocketException e) {
            throw new OperatorError(Exits.CONFIG, refusal, e);
        }
    }

    /** Starts the node; a taken port or an unusable database ends in a plain sentence. */
    static RedemptionServer start(ServerOptions options, ClaimSettings claims) {
        try {
            return RedemptionServer.start(options, claims);
        } catch (RuntimeException e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof BindException) {
                    throw new OperatorError(Exits.UNAVAILABLE, "port " + options.port() + " on " + options.host()
                            + " is in use by another program: stop it, or give another --port (0 picks a free one)",
                            e);
                }
            }
            throw DatabaseErrors.describe(options.jdbcUrl(), e);
        }
    }
}
