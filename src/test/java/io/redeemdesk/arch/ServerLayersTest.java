package io.redeemdesk.arch;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The service's layers: {@code server.http} (the door) → the services ({@code redeem}, {@code sale},
 * {@code campaign}, {@code admin}, {@code events}, {@code auth}, {@code limits}, {@code ops} …) → {@code server.db},
 * never back; only the composition root ({@code io.redeemdesk.server} itself) sees every layer. Nothing but the CLI
 * and its benches imports {@code cli}.
 */
@AnalyzeClasses(packages = "io.redeemdesk", importOptions = ImportOption.DoNotIncludeTests.class)
class ServerLayersTest {
    @ArchTest
    static final ArchRule theDatabaseLayerImportsNoOtherServerPackage = noClasses()
            .that().resideInAPackage("io.redeemdesk.server.db..")
            .should().dependOnClassesThat(resideInAPackage("io.redeemdesk.server..")
                    .and(resideOutsideOfPackage("io.redeemdesk.server.db..")));

    @ArchTest
    static final ArchRule onlyTheRootImportsTheHttpDoor = noClasses()
            .that().resideInAPackage("io.redeemdesk.server..")
            .and().resideOutsideOfPackages("io.redeemdesk.server", "io.redeemdesk.server.http..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.server.http..");

    @ArchTest
    static final ArchRule servicesDoNotImportTheRoot = noClasses()
            .that().resideInAPackage("io.redeemdesk.server.(*)..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.server");

    @ArchTest
    static final ArchRule onlyTheCliImportsTheCli = noClasses()
            .that().resideOutsideOfPackages("io.redeemdesk.cli..", "io.redeemdesk.bench..")
            .should().dependOnClassesThat().resideInAPackage("io.redeemdesk.cli..");
}
