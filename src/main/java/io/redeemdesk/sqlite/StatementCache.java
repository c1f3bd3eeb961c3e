package io.redeemdesk.sqlite;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Keeps a connection's prepared statements between uses. sqlite-jdbc compiles the SQL again on every
 * {@code prepareStatement}, compiling one costs about as much as running it, and the writer thread runs a dozen
 * small statements per redemption (the till's drain a handful per action), so compiling was a large share of the
 * busiest thread's time. {@code close()} on a statement from this cache clears its parameters and returns it; a
 * statement asked for while the cached one is still open is a fresh one. At most {@link #KEPT} idle statements are
 * kept, the least recently returned closed first (the manager's log builds its queries from filters, the relay
 * its {@code IN} lists by size). For one thread at a time: the writer thread, or a reader under its lock.
 */
final class StatementCache implements InvocationHandler {
    static final int KEPT = 256;

    private final Connection target;
    private final Map<String, PreparedStatement> idle = new LinkedHashMap<>();

    private StatementCache(Connection target) {
        this.target = target;
    }

    static Connection wrap(Connection connection) {
        return (Connection) Proxy.newProxyInstance(StatementCache.class.getClassLoader(),
                new Class<?>[] {Connection.class}, new StatementCache(connection));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getName().equals("prepareStatement") && args != null && args.length == 1) {
            String sql = (String) args[0];
            PreparedStatement cached = idle.remove(sql);
            return lent(sql, cached != null ? cached : target.prepareStatement(sql));
        }
        if (method.getName().equals("close")) {
            for (PreparedStatement statement : idle.values()) {
                statement.close();
            }
            idle.clear();
        }
        return call(target, method, args);
    }

    private PreparedStatement lent(String sql, PreparedStatement statement) {
        return (PreparedStatement) Proxy.newProxyInstance(StatementCache.class.getClassLoader(),
                new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
                    if (method.getName().equals("close") && (args == null || args.length == 0)) {
                        giveBack(sql, statement);
                        return null;
                    }
                    return call(statement, method, args);
                });
    }

    private void giveBack(String sql, PreparedStatement statement) throws SQLException {
        if (idle.containsKey(sql)) {
            statement.close();
            return;
        }
        statement.clearParameters();
        idle.put(sql, statement);
        if (idle.size() > KEPT) {
            Iterator<PreparedStatement> eldest = idle.values().iterator();
            PreparedStatement dropped = eldest.next();
            eldest.remove();
            dropped.close();
        }
    }

    private static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
