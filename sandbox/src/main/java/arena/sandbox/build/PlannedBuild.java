package arena.sandbox.build;

/**
 * A submission read within the limits and planned by its language: what every sandbox does before it
 * compiles.
 */
public record PlannedBuild(Language language, SourceTree sources, Language.BuildPlan plan) {

    /** @throws BuildException with a sentence for the user: an unsafe or oversized zip, no entry point */
    public static PlannedBuild of(BuildRequest request, BuildLimits limits) {
        Language language = Languages.get(request.language());
        SourceTree sources = SourceTree.unzip(request.sources(), limits.maxSourceBytes(), limits.maxFiles());
        return new PlannedBuild(language, sources, language.plan(sources));
    }
}
