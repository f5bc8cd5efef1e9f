package arena.platform;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The platform's packages depend on each other one way only: a lower package that needs something of a higher one
 * owns a port (an interface) that the higher one implements, as {@code job.Artifacts} and {@code match.Submissions}
 * do. A package counts with its subpackages ({@code admin.review} is {@code admin}).
 */
class PackageCyclesTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("arena.platform");

    @Test
    void noPackageCycles() {
        slices().matching("arena.platform.(*)..").should().beFreeOfCycles().check(MAIN);
    }
}
