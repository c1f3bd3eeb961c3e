package io.redeemdesk.arch;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

/**
 * The service's layers: {@code server.http} and {@code server.console} (the doors; the console places its routes
 * in the route table of {@code server.http}) → the services ({@code redeem}, {@code sale},
 * {@code campaign}, {@code admin}, {@code events}, {@code auth}, {@code limits}, {@code ops}, {@code batch},
 * {@code sheet}, {@code refund}) → {@code server.db}, never back; only the composition root
 * ({@code io.redeemdesk.server} itself) sees every layer, and no server package sees it. Among the services, what
 * their {@code package-info.java} allows: {@code events} only the database, {@code batch} the database and the
 * sheets, {@code sheet} nothing of the service, {@code campaign} not {@code admin}, {@code refund} none of the
 * other features. Nothing but the CLI and its benches imports {@code cli}.
 */
@AnalyzeClasses(packages = "io.redeemdesk", importOptions = ImportOption.DoNotIncludeTests.class)
class ServerLayersTest {
    private static final String ROOT = "io.redeemdesk.server";
    private static final String HTTP = "io.redeemdesk.server.http..";
    private static final String CONSOLE = "io.redeemdesk.server.console..";
    private static final String DB = "io.redeemdesk.server.db..";
    private static final String[] SERVICES = {"io.redeemdesk.server.redeem..", "io.redeemdesk.server.sale..",
            "io.redeemdesk.server.campaign..", "io.redeemdesk.server.admin..", "io.redeemdesk.server.events..",
            "io.redeemdesk.server.auth..", "io.redeemdesk.server.limits..", "io.redeemdesk.server.ops..",
            "io.redeemdesk.server.batch..", "io.redeemdesk.server.sheet..", "io.redeemdesk.server.refund.."};

    @ArchTest
    static final ArchRule httpThenServicesThenDatabase = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("Root").definedBy(ROOT)
            .layer("Http").definedBy(HTTP)
            .layer("Console").definedBy(CONSOLE)
            .layer("Services").definedBy(SERVICES)
            .layer("Db").definedBy(DB)
            .whereLayer("Root").mayNotBeAccessedByAnyLayer()
            .whereLayer("Http").mayOnlyBeAccessedByLayers("Root", "Console")
            .whereLayer("Console").mayOnlyBeAccessedByLayers("Root")
            .whereLayer("Services").mayOnlyBeAccessedByLayers("Root", "Http", "Console")
            .whereLayer("Db").mayNotAccessAnyLayer();

    @ArchTest
    static final ArchRule everyServerPackageIsInALayer = classes().that().resideInAPackage("io.redeemdesk.server..")
            .should().resideInAPackage(ROOT).orShould().resideInAnyPackage(HTTP, CONSOLE, DB)
            .orShould().resideInAnyPackage(SERVICES)
            .because("a new server package is placed in a layer here before it is used");

    @ArchTest
    static final ArchRule eventsUseOnlyTheDatabase = noClasses()
            .that().resideInAPackage("io.redeemdesk.server.events..")
            .should().dependOnClassesThat(resideInAPackage("io.redeemdesk.server..")
                    .and(resideOutsideOfPackages("io.redeemdesk.server.events..", DB)));

    @ArchTest
    static final ArchRule batchesUseTheDatabaseAndTheSheets = noClasses()
            .that().resideInAPackage("io.redeemdesk.server.batch..")
            .should().dependOnClassesThat(resideInAPackage("io.redeemdesk.server..")
                    .and(resideOutsideOfPackages("io.redeemdesk.server.batch..", DB, "io.redeemdesk.server.sheet..")));

    @ArchTest
    static final ArchRule sheetsUseOnlyTheProtocol = noClasses()
            .that().resideInAPackage("io.redeemdesk.server.sheet..")
            .should().dependOnClassesThat(resideInAPackage("io.redeemdesk..")
                    .and(resideOutsideOfPackages("io.redeemdesk.server.sheet..", "io.redeemdesk.protocol..")));

    @ArchTest
    static final ArchRule campaignsDoNotUseTheVoucherAdmin = noClasses()
            .that().resideInAPackage("io.redeemdesk.server.campaign..")
            .should().dependOnClassesThat().resideInAnyPackage("io.redeemdesk.server.admin..",
                    "io.redeemdesk.server.sale..", "io.redeemdesk.server.limits..", "io.redeemdesk.server.ops..");

    @ArchTest
    static final ArchRule refundsDoNotUseTheOtherFeatures = noClasses()
            .that().resideInAPackage("io.redeemdesk.server.refund..")
            .should().dependOnClassesThat().resideInAnyPackage("io.redeemdesk.server.admin..",
                    "io.redeemdesk.server.sale..", "io.redeemdesk.server.campaign..", "io.redeemdesk.server.limits..",
                    "io.redeemdesk.server.ops..", "io.redeemdesk.server.auth..");

    @ArchTest
    static final ArchRule onlyTheCliImportsTheCli = noClasses()
            .that().resideOutsideOfPackages("io.redeemdesk.cli..", "io.redeemdesk.bench..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.cli..");
}
