package io.redeemdesk.arch;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.redeemdesk.bench.cli.AppLaunch;
import io.redeemdesk.bench.cli.BenchCommand;
import io.redeemdesk.cli.Main;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The product apart from its benchmarks: nothing outside {@code io.redeemdesk.bench} uses it, except the CLI's root
 * command registering the {@code bench} command group (and answering its {@code AppLaunch}), and the libraries only benchmarks need (embedded PostgreSQL,
 * JCodec) are used by no product class, so the build can keep them off the product's runtime class path.
 */
@AnalyzeClasses(packages = "io.redeemdesk", importOptions = ImportOption.DoNotIncludeTests.class)
class BenchTreeTest {
    private static final String BENCH = "io.redeemdesk.bench..";

    @ArchTest
    static final ArchRule theProductDoesNotUseTheBenchmarks = noClasses().that().resideOutsideOfPackage(BENCH)
            .and().doNotBelongToAnyOf(Main.class)
            .should().dependOnClassesThat().resideInAPackage(BENCH);

    @ArchTest
    static final ArchRule theRootCommandOnlyRegistersTheBenchGroup = noClasses().that().belongToAnyOf(Main.class)
            .should().dependOnClassesThat(resideInAPackage(BENCH).and(not(equivalentTo(BenchCommand.class)))
                    .and(not(equivalentTo(AppLaunch.class))));

    @ArchTest
    static final ArchRule theServerBenchmarkStaysOnTheServerSide = noClasses()
            .that().resideInAnyPackage("io.redeemdesk.bench.server..", "io.redeemdesk.bench.claims..",
                    "io.redeemdesk.bench.raw..")
            .should().dependOnClassesThat().resideInAnyPackage("io.redeemdesk.client..", "io.redeemdesk.cli..");

    @ArchTest
    static final ArchRule theClientBenchPartsStayOnTheClientSide = noClasses()
            .that().resideInAnyPackage("io.redeemdesk.bench.scan..", "io.redeemdesk.bench.manager..",
                    "io.redeemdesk.bench.ui..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.server..");

    @ArchTest
    static final ArchRule embeddedPostgresOnlyInBenchmarks = noClasses().that().resideOutsideOfPackage(BENCH)
            .should().dependOnClassesThat().resideInAPackage("io.zonky..");

    @ArchTest
    static final ArchRule noProductClassUsesJcodec = noClasses().should().dependOnClassesThat()
            .resideInAPackage("org.jcodec..");
}
