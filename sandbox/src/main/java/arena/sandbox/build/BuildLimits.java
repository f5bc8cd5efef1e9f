package arena.sandbox.build;

/**
 * Size limits of builds.
 *
 * @param maxSourceBytes   unpacked size of a submission
 * @param maxFiles         files in a submission
 * @param maxArtifactBytes size of a compiled artifact (zipped)
 * @param logBytes         the first and the last this many bytes of a compile log are kept
 */
public record BuildLimits(long maxSourceBytes, int maxFiles, long maxArtifactBytes, int logBytes) {

    public static final BuildLimits DEFAULT = new BuildLimits(8L << 20, 500, 64L << 20, 32 * 1024);
}
