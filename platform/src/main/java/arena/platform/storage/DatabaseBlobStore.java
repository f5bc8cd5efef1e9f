package arena.platform.storage;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** The default store: every blob's bytes in its row of {@code blobs}. */
@Component
@ConditionalOnProperty(name = "arena.storage.type", havingValue = "database", matchIfMissing = true)
class DatabaseBlobStore implements BlobStore {

    private final BlobRepository blobs;

    DatabaseBlobStore(BlobRepository blobs) {
        this.blobs = blobs;
    }

    @Override
    @Transactional
    public long put(String kind, byte[] data) {
        return blobs.save(new Blob(kind, data, sha256(data))).getId();
    }

    @Override
    @Transactional(readOnly = true)
    public byte[] get(long id) {
        Blob blob = blobs.findById(id).orElseThrow(() -> new IllegalArgumentException("no blob " + id));
        if (!blob.inDatabase()) {
            throw new IllegalStateException("blob " + id + " is kept in the S3-compatible store: set arena.storage.type=s3");
        }
        return blob.getData();
    }

    @Override
    @Transactional
    public void delete(long id) {
        blobs.deleteById(id);
    }

    static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
