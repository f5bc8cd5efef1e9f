package arena.client;

/** The client's version, from the jar's manifest ("dev" when run from classes). */
final class Version {

    private Version() {
    }

    static String get() {
        String version = Version.class.getPackage().getImplementationVersion();
        return version != null ? version : "dev";
    }
}
