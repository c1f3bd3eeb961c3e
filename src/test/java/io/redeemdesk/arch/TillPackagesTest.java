package io.redeemdesk.arch;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.syntax.elements.ClassesShouldConjunction;
import io.redeemdesk.client.api.RedemptionApi;
import okhttp3.OkHttpClient;

import java.sql.SQLException;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * What the till's packages' {@code package-info.java} say they must not import, as rules (the rules every package
 * shares — client and server apart, JavaFX only in views, only the CLI imports the CLI — are in
 * {@link ArchitectureTest} and {@link ServerLayersTest}): the executors, the PIN hasher and the windows' shared
 * parts stand alone; the engine and the scanner know no screen; view models do not reach into their ui rooms; the
 * manager's storage knows neither JavaFX nor the manager's view models; the ui rooms run no SQL and the cashier's
 * views do not touch the engine's storage; {@code config} does not import the server; the till builds one OkHttp
 * client and derives the others from it.
 */
@AnalyzeClasses(packages = "io.redeemdesk", importOptions = ImportOption.DoNotIncludeTests.class)
class TillPackagesTest {
    private static final String[] SCREENS = {"io.redeemdesk.client.cashier..", "io.redeemdesk.client.manager..",
            "io.redeemdesk.client.app..", "io.redeemdesk.client.ui.."};

    @ArchTest
    static final ArchRule executorsStandAlone = standsAlone("io.redeemdesk.client.exec..").orShould()
            .dependOnClassesThat().resideInAPackage("javafx..");

    @ArchTest
    static final ArchRule thePinHasherStandsAlone = standsAlone("io.redeemdesk.client.pin..").orShould()
            .dependOnClassesThat().resideInAPackage("javafx..");

    @ArchTest
    static final ArchRule theWindowsSharedPartsStandAlone = standsAlone("io.redeemdesk.client.ui..");

    @ArchTest
    static final ArchRule theEngineAndTheScannerKnowNoScreen = noClasses()
            .that().resideInAnyPackage("io.redeemdesk.client.redeem..", "io.redeemdesk.client.outbox..",
                    "io.redeemdesk.client.scan..")
            .should().dependOnClassesThat().resideInAnyPackage(SCREENS);

    @ArchTest
    static final ArchRule viewModelsDoNotReachIntoTheirUiRooms = noClasses()
            .that().resideInAnyPackage("io.redeemdesk.client.cashier", "io.redeemdesk.client.manager")
            .should().dependOnClassesThat().resideInAnyPackage("io.redeemdesk.client.cashier.ui..",
                    "io.redeemdesk.client.manager.ui..");

    @ArchTest
    static final ArchRule theManagerStoreKnowsNoViewModelOrJavaFx = noClasses()
            .that().resideInAPackage("io.redeemdesk.client.manager.store..")
            .should().dependOnClassesThat().resideInAnyPackage("io.redeemdesk.client.manager",
                    "io.redeemdesk.client.manager.ui..", "javafx..");

    @ArchTest
    static final ArchRule uiRoomsRunNoSql = noClasses().that().resideInAPackage("io.redeemdesk.client..ui..")
            .should().dependOnClassesThat(resideInAPackage("java.sql..").and(not(equivalentTo(SQLException.class))));

    @ArchTest
    static final ArchRule cashierViewsDoNotTouchTheEngineStorage = noClasses()
            .that().resideInAPackage("io.redeemdesk.client.cashier.ui..")
            .should().dependOnClassesThat().resideInAnyPackage("io.redeemdesk.client.redeem..",
                    "io.redeemdesk.client.outbox..");

    @ArchTest
    static final ArchRule configurationDoesNotImportTheServer = noClasses()
            .that().resideInAPackage("io.redeemdesk.config..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.server..");

    @ArchTest
    static final ArchRule oneOkHttpConfiguration = noClasses()
            .that().resideInAnyPackage("io.redeemdesk.client..", "io.redeemdesk.cli..")
            .and().doNotBelongToAnyOf(RedemptionApi.class)
            .should().callConstructor(OkHttpClient.Builder.class).orShould().callConstructor(OkHttpClient.class)
            .because("the till builds one base client (RedemptionApi.baseClient) and derives every other with "
                    + "newBuilder()");

    /** No class of {@code pkg} uses another RedeemDesk package. */
    private static ClassesShouldConjunction standsAlone(String pkg) {
        return noClasses().that().resideInAPackage(pkg)
                .should().dependOnClassesThat(resideInAnyPackage("io.redeemdesk..").and(resideOutsideOfPackage(pkg)));
    }
}
