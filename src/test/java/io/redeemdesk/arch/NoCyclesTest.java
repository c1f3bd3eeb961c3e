package io.redeemdesk.arch;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * No package cycles: among the top-level rooms ({@code io.redeemdesk.(*)..}), and among the packages of the
 * service, of the client, of the command line and of the benchmarks, each package (the root {@code server},
 * {@code client} and {@code cli} included) a slice of its own.
 */
@AnalyzeClasses(packages = "io.redeemdesk", importOptions = ImportOption.DoNotIncludeTests.class)
class NoCyclesTest {
    @ArchTest
    static final ArchRule topLevelRoomsAreFreeOfCycles = slices().matching("io.redeemdesk.(*)..")
            .should().beFreeOfCycles();

    @ArchTest
    static final ArchRule serverPackagesAreFreeOfCycles = slices().assignedFrom(eachPackageUnder("io.redeemdesk.server"))
            .should().beFreeOfCycles();

    @ArchTest
    static final ArchRule cliPackagesAreFreeOfCycles = slices().assignedFrom(eachPackageUnder("io.redeemdesk.cli"))
            .should().beFreeOfCycles();

    @ArchTest
    static final ArchRule benchPackagesAreFreeOfCycles = slices().assignedFrom(eachPackageUnder("io.redeemdesk.bench"))
            .should().beFreeOfCycles();

    @ArchTest
    static final ArchRule clientPackagesAreFreeOfCycles = slices().assignedFrom(eachPackageUnder("io.redeemdesk.client"))
            .should().beFreeOfCycles();

    /** Every package at or below {@code root} a slice of its own; classes elsewhere belong to none. */
    private static SliceAssignment eachPackageUnder(String root) {
        return new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
                String pkg = javaClass.getPackageName();
                return pkg.equals(root) || pkg.startsWith(root + ".") ? SliceIdentifier.of(pkg)
                        : SliceIdentifier.ignore();
            }

            @Override
            public String getDescription() {
                return "each package of " + root;
            }
        };
    }
}
