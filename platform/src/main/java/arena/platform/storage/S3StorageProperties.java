package arena.platform.storage;

import java.net.URI;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The S3-compatible store ({@code arena.storage.type=s3}): AWS S3, MinIO or any server that speaks its API.
 *
 * @param endpoint  the server, e.g. {@code http://minio:9000}; empty for AWS S3 itself
 * @param region    the region the requests are signed for (MinIO takes any)
 * @param bucket    the bucket; it must exist
 * @param prefix    put before every object's key, so one bucket can serve several sites
 * @param accessKey the access key
 * @param secretKey the secret key
 * @param pathStyle bucket in the path instead of the host name, as MinIO and most other servers want
 */
@ConfigurationProperties("arena.storage.s3")
record S3StorageProperties(URI endpoint, String region, String bucket, String prefix, String accessKey, String secretKey,
        Boolean pathStyle) {

    S3StorageProperties {
        region = region == null || region.isBlank() ? "us-east-1" : region;
        prefix = prefix == null ? "" : prefix;
        pathStyle = pathStyle == null || pathStyle;
    }
}
