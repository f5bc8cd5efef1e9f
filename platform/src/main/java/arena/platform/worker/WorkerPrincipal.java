package arena.platform.worker;

/**
 * A remote worker signed in with its own credential ({@code ROLE_WORKER}): the worker API takes it with
 * {@code @AuthenticationPrincipal}, and binds the worker's leases, results and artifact reads to it.
 *
 * @param credentialId the credential's id, recorded with every lease it takes and every result it reports
 * @param name         the credential's name, as the admin's workers page lists it
 */
public record WorkerPrincipal(long credentialId, String name) {

    @Override
    public String toString() {
        return "worker credential " + credentialId + " (" + name + ")";
    }
}
