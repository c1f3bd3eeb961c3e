package io.redeemdesk.testing;

import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs a test class on the second test thread, beside the classes that run one after another (see the surefire
 * configuration in pom.xml): for classes that mostly wait (on child JVMs or a database) or decode on their own. Its
 * tests run one after another, and no two classes so marked run at the same time: they share one lock, which also
 * makes JUnit keep each class's tests on one thread. Not for a {@code @ParameterizedClass}: JUnit refuses a lock on
 * its invocations.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock("io.redeemdesk.testing.BesideOthers")
public @interface BesideOthers {
}
