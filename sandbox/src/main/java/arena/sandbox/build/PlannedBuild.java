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

    /** What a sandbox does with a planned submission: builds it. */
    @FunctionalInterface
    public interface Builder {

        BuildResult build(PlannedBuild planned) throws InterruptedException;
    }

    /**
     * Plans the submission and hands it to {@code builder}; one that cannot be planned fails with the sentence for the
     * user and is not built.
     */
    public static BuildResult planThen(BuildRequest request, BuildLimits limits, Builder builder) throws InterruptedException {
        PlannedBuild planned;
        try {
            planned = of(request, limits);
        } catch (BuildException e) {
            return BuildResult.failed(e.getMessage(), e.phrase());
        }
        return builder.build(planned);
    }
}
