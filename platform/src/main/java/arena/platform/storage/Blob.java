package arena.platform.storage;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "blobs")
class Blob {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String kind;

    @Column(nullable = false)
    private long size;

    @Column(nullable = false)
    private String sha256;

    @Column(nullable = false)
    private byte[] data;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt = Instant.now();

    protected Blob() {
    }

    Blob(String kind, byte[] data, String sha256) {
        this.kind = kind;
        this.data = data;
        this.size = data.length;
        this.sha256 = sha256;
    }

    /** A blob whose bytes are kept elsewhere (an S3-compatible store): here only its id, size and checksum. */
    static Blob elsewhere(String kind, long size, String sha256) {
        Blob blob = new Blob(kind, new byte[0], sha256);
        blob.size = size;
        return blob;
    }

    /** Whether the bytes are in this row (always so for an empty blob), not in another store. */
    boolean inDatabase() {
        return data.length == size;
    }

    Long getId() {
        return id;
    }

    String getKind() {
        return kind;
    }

    long getSize() {
        return size;
    }

    String getSha256() {
        return sha256;
    }

    byte[] getData() {
        return data;
    }
}
