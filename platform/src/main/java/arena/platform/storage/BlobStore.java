package arena.platform.storage;

/**
 * Sources, compiled artifacts and replays. One interface so a large contest can move them to a
 * folder or an S3-compatible store; kept in PostgreSQL by default.
 */
public interface BlobStore {

    /** Stores the bytes and returns their id. */
    long put(String kind, byte[] data);

    /** @throws IllegalArgumentException for an unknown id */
    byte[] get(long id);

    void delete(long id);
}
