package io.redeemdesk.arch;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The layering rules: client and server meet only through {@code protocol} (the configuration loader in
 * {@code config} is used by the CLI and the client, never by the server itself); the manager window never imports
 * the cashier's packages (what both use is in {@code client.text} and {@code client.ui}); only view packages touch
 * JavaFX, and only their {@code ui} rooms (and {@code client.app}) draw with {@code javafx.scene} or
 * {@code javafx.stage};
 * only the CLI prints; SLF4J is the only logging API; the service and the protocol keep no state in static fields.
 * The SQLite core ({@code sqlite}) imports nothing of the till, the service or the commands; the outbox
 * ({@code client.outbox}) and the manager's store read and write without the redeem engine.
 */
@AnalyzeClasses(packages = "io.redeemdesk", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {
    private static final String[] VIEW_PACKAGES = {"io.redeemdesk.client.cashier..", "io.redeemdesk.client.manager..",
            "io.redeemdesk.client.app..", "io.redeemdesk.client.ui..", "io.redeemdesk.bench.ui.."};

    @ArchTest
    static final ArchRule clientDoesNotUseServer = noClasses().that().resideInAPackage("io.redeemdesk.client..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.server..");

    @ArchTest
    static final ArchRule serverDoesNotUseClient = noClasses().that().resideInAPackage("io.redeemdesk.server..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.client..");

    @ArchTest
    static final ArchRule serverDoesNotUseClientConfiguration = noClasses().that()
            .resideInAPackage("io.redeemdesk.server..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.config..");

    @ArchTest
    static final ArchRule protocolStandsAlone = noClasses().that().resideInAPackage("io.redeemdesk.protocol..")
            .should().dependOnClassesThat().resideInAnyPackage("io.redeemdesk.client..", "io.redeemdesk.server..",
                    "io.redeemdesk.cli..");

    @ArchTest
    static final ArchRule sqliteCoreStandsAlone = noClasses().that().resideInAPackage("io.redeemdesk.sqlite..")
            .should().dependOnClassesThat().resideInAnyPackage("io.redeemdesk.client..", "io.redeemdesk.server..",
                    "io.redeemdesk.cli..", "io.redeemdesk.config..", "io.redeemdesk.bench..");

    @ArchTest
    static final ArchRule outboxAndManagerStoreDoNotUseTheEngine = noClasses().that()
            .resideInAnyPackage("io.redeemdesk.client.outbox..", "io.redeemdesk.client.manager.store..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.client.redeem..");

    @ArchTest
    static final ArchRule theManagerDoesNotUseTheCashier = noClasses().that()
            .resideInAPackage("io.redeemdesk.client.manager..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.client.cashier..")
            .because("shared words, formats and theme live in client.text and client.ui, which both windows use");

    @ArchTest
    static final ArchRule sharedTextAndThemeUseNeitherWindow = noClasses().that()
            .resideInAnyPackage("io.redeemdesk.client.text..", "io.redeemdesk.client.ui..")
            .should().dependOnClassesThat().resideInAnyPackage("io.redeemdesk.client.cashier..",
                    "io.redeemdesk.client.manager..", "io.redeemdesk.client.app..");

    @ArchTest
    static final ArchRule onlyViewsUseJavaFx = noClasses().that().resideOutsideOfPackages(VIEW_PACKAGES)
            .should().dependOnClassesThat().resideInAPackage("javafx..");

    @ArchTest
    static final ArchRule onlyUiRoomsDrawWindows = noClasses().that()
            .resideOutsideOfPackages("io.redeemdesk..ui..", "io.redeemdesk.client.app..", "io.redeemdesk.bench..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..");

    @ArchTest
    static final ArchRule viewModelsDrawNothing = noClasses().that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..");

    @ArchTest
    static final ArchRule onlyTheCliPrints = noClasses()
            .that().resideOutsideOfPackages("io.redeemdesk.cli..", "io.redeemdesk.bench.cli..")
            .should().accessField(System.class, "out").orShould().accessField(System.class, "err");

    @ArchTest
    static final ArchRule noStaticStateInTheService = fields().that().areStatic()
            .and().areDeclaredInClassesThat().resideInAnyPackage("io.redeemdesk.server..", "io.redeemdesk.protocol..")
            .should().beFinal()
            .because("no static singletons: state lives in instances that the composition root injects");

    @ArchTest
    static final ArchRule slf4jIsTheLoggingApi = noClasses().should().dependOnClassesThat()
            .resideInAnyPackage("java.util.logging..", "org.apache.log4j..", "org.apache.logging.log4j..",
                    "org.apache.commons.logging..")
            .orShould().dependOnClassesThat().resideInAPackage("ch.qos.logback..");
}
