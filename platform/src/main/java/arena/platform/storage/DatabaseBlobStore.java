package arena.platform.storage;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

@Component
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
        return blobs.findById(id).map(Blob::getData)
                .orElseThrow(() -> new IllegalArgumentException("no blob " + id));
    }

    @Override
    @Transactional
    public void delete(long id) {
        blobs.deleteById(id);
    }

    private static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
