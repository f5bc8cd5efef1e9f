package arena.sandbox.build;

/** A submission that cannot be built, for a reason the user can fix; the message is for the user. */
public class BuildException extends RuntimeException {

    public BuildException(String message) {
        super(message);
    }
}
