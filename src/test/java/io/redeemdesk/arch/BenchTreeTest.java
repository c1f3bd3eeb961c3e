package io.redeemdesk.arch;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The product apart from its benchmarks: nothing outside {@code io.redeemdesk.bench} uses it (the CLI finds the
 * {@code bench} group by name at run time, {@code cli.BenchSlot}), and the libraries only benchmarks need (embedded
 * PostgreSQL, JCodec) are used by no product class, so the build keeps them and the bench jar off the product's
 * runtime class path. The bench classes come from {@code target/bench-classes} (the build's
 * {@code additionalClasspathElements}).
 */
@AnalyzeClasses(packages = "io.redeemdesk", importOptions = ImportOption.DoNotIncludeTests.class)
class BenchTreeTest {
    private static final String BENCH = "io.redeemdesk.bench..";

    @ArchTest
    static final ArchRule theProductDoesNotUseTheBenchmarks = noClasses().that().resideOutsideOfPackage(BENCH)
            .should().dependOnClassesThat().resideInAPackage(BENCH);

    /** The bench classes are on the analysed class path: ArchUnit fails a rule whose "that" matches nothing. */
    @ArchTest
    static final ArchRule theBenchmarksAreAnalysed = classes().that().resideInAPackage("io.redeemdesk.bench.cli")
            .should().haveSimpleNameNotEndingWith("Test");

    @ArchTest
    static final ArchRule theServerBenchmarkStaysOnTheServerSide = noClasses()
            .that().resideInAPackage("io.redeemdesk.bench.server..")
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
