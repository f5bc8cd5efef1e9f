package arena.platform.storage;

import jakarta.annotation.PreDestroy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3ClientBuilder;
import software.amazon.awssdk.services.s3.S3Configuration;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;

/**
 * Blobs in an S3-compatible store, for a contest whose artifacts and replays should not fill the database. The
 * database keeps each blob's row (its id, kind, size and SHA-256: the ids other tables refer to) without the bytes;
 * the bytes are the object {@code <prefix><kind>/<id>}. Blobs stored in the database before the switch are still
 * read from there. A put that fails leaves no row (its transaction rolls back); a row whose commit fails after
 * its object was written leaves an unreferenced object, which is harmless.
 */
@Component
@ConditionalOnProperty(name = "arena.storage.type", havingValue = "s3")
class S3BlobStore implements BlobStore {

    private static final Logger log = LoggerFactory.getLogger(S3BlobStore.class);

    private final BlobRepository blobs;
    private final S3StorageProperties properties;
    private final S3Client s3;

    S3BlobStore(BlobRepository blobs, S3StorageProperties properties) {
        if (properties.bucket() == null || properties.bucket().isBlank()) {
            throw new IllegalStateException("arena.storage.type=s3 needs arena.storage.s3.bucket");
        }
        this.blobs = blobs;
        this.properties = properties;
        S3ClientBuilder builder = S3Client.builder().httpClient(UrlConnectionHttpClient.create())
                .region(Region.of(properties.region()))
                .forcePathStyle(properties.pathStyle())
                // plain uploads: the SDK's defaults (aws-chunked bodies with chunk signatures and a trailing CRC) are
                // stored verbatim by S3-compatible servers that do not decode them; our own SHA-256 checks the bytes
                .serviceConfiguration(S3Configuration.builder().chunkedEncodingEnabled(false).build())
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED);
        if (properties.endpoint() != null) {
            builder.endpointOverride(properties.endpoint());
        }
        if (properties.accessKey() != null && !properties.accessKey().isBlank()) {
            builder.credentialsProvider(StaticCredentialsProvider.create(
                    AwsBasicCredentials.create(properties.accessKey(), properties.secretKey())));
        }
        this.s3 = builder.build();
        log.info("blobs are stored in the S3-compatible store {} bucket {}", properties.endpoint() == null ? "AWS S3"
                : properties.endpoint(), properties.bucket());
    }

    @Override
    @Transactional
    public long put(String kind, byte[] data) {
        Blob blob = blobs.saveAndFlush(Blob.elsewhere(kind, data.length, DatabaseBlobStore.sha256(data)));
        s3.putObject(request -> request.bucket(properties.bucket()).key(key(blob)), RequestBody.fromBytes(data));
        return blob.getId();
    }

    @Override
    @Transactional(readOnly = true)
    public byte[] get(long id) {
        Blob blob = blobs.findById(id).orElseThrow(() -> new IllegalArgumentException("no blob " + id));
        if (blob.inDatabase()) {
            return blob.getData();
        }
        try {
            byte[] data = s3.getObjectAsBytes(request -> request.bucket(properties.bucket()).key(key(blob))).asByteArray();
            if (data.length != blob.getSize() || !DatabaseBlobStore.sha256(data).equals(blob.getSha256())) {
                throw new IllegalStateException("blob " + id + " in the S3-compatible store does not match its checksum");
            }
            return data;
        } catch (NoSuchKeyException e) {
            throw new IllegalStateException("blob " + id + " is missing from the S3-compatible store (" + key(blob) + ")", e);
        }
    }

    @Override
    @Transactional
    public void delete(long id) {
        blobs.findById(id).ifPresent(blob -> {
            blobs.delete(blob);
            if (!blob.inDatabase()) {
                s3.deleteObject(request -> request.bucket(properties.bucket()).key(key(blob)));
            }
        });
    }

    private String key(Blob blob) {
        return properties.prefix() + blob.getKind() + "/" + blob.getId();
    }

    @PreDestroy
    void close() {
        s3.close();
    }
}
