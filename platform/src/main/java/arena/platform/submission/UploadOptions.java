package arena.platform.submission;

/**
 * What an upload asks for besides its source (seed 000): a test submission is never rated, never the main
 * strategy and invisible to others, and plays the game's private test games once accepted; an inertia
 * reset makes the rating move quickly again once the submission is accepted.
 */
public record UploadOptions(boolean test, boolean resetInertia) {

    public static final UploadOptions NONE = new UploadOptions(false, false);

    /** @throws UploadException when both are asked: a test submission is never rated */
    public UploadOptions {
        if (test && resetInertia) {
            throw UploadException.badRequest("TEST_NOT_RATED",
                    "error.TEST_NOT_RATED");
        }
    }
}
