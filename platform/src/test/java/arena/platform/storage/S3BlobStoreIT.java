package arena.platform.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.ContestService;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.SubmissionStatus;
import arena.testing.Eventually;
import arena.testing.Required;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;

/**
 * Blobs in a real S3-compatible server (s3rver): the site's sources, compiled artifacts and replays go there, the
 * database keeps only their rows, and a submission is compiled and played through it by the embedded worker.
 */
@SpringBootTest
@ActiveProfiles("test")
class S3BlobStoreIT {

    private static final String BUCKET = "arena-it";
    private static S3rver server;
    private static Path folder;

    @Autowired
    BlobStore store;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    SubmissionRepository submissionRows;

    @BeforeAll
    static void startTheServer() throws Exception {
        folder = Files.createTempDirectory("arena-s3");
        server = S3rver.start(folder.resolve("data"), BUCKET);
    }

    @AfterAll
    static void stopTheServer() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @DynamicPropertySource
    static void storage(DynamicPropertyRegistry registry) {
        registry.add("arena.storage.type", () -> "s3");
        registry.add("arena.storage.s3.endpoint", () -> server.endpoint().toString());
        registry.add("arena.storage.s3.bucket", () -> BUCKET);
        registry.add("arena.storage.s3.prefix", () -> "site-a/");
        registry.add("arena.storage.s3.access-key", () -> S3rver.ACCESS_KEY);
        registry.add("arena.storage.s3.secret-key", () -> S3rver.SECRET_KEY);
    }

    private S3Client client() {
        return S3Client.builder().httpClient(UrlConnectionHttpClient.create()).region(Region.US_EAST_1)
                .endpointOverride(server.endpoint()).forcePathStyle(true)
                .serviceConfiguration(software.amazon.awssdk.services.s3.S3Configuration.builder().chunkedEncodingEnabled(false).build())
                .requestChecksumCalculation(software.amazon.awssdk.core.checksums.RequestChecksumCalculation.WHEN_REQUIRED)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create(S3rver.ACCESS_KEY, S3rver.SECRET_KEY)))
                .build();
    }

    @Test
    void aBlobIsAnObjectOfTheBucketAndOnlyItsRowIsInTheDatabase() {
        assertThat(store).isInstanceOf(S3BlobStore.class);
        byte[] data = "a replay, say".getBytes(StandardCharsets.UTF_8);

        long id = store.put("replay", data);

        assertThat(store.get(id)).isEqualTo(data);
        assertThat(jdbc.queryForObject("select length(data) from blobs where id = ?", Integer.class, id)).isZero();
        assertThat(jdbc.queryForObject("select size from blobs where id = ?", Long.class, id)).isEqualTo(data.length);
        try (S3Client s3 = client()) {
            assertThat(s3.getObjectAsBytes(request -> request.bucket(BUCKET).key("site-a/replay/" + id)).asByteArray())
                    .isEqualTo(data);

            store.delete(id);

            assertThatThrownBy(() -> s3.headObject(request -> request.bucket(BUCKET).key("site-a/replay/" + id)))
                    .isInstanceOf(software.amazon.awssdk.services.s3.model.S3Exception.class);
        }
        assertThatThrownBy(() -> store.get(id)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anObjectChangedBehindTheSitesBackIsRefused() {
        long id = store.put("artifact", "compiled".getBytes(StandardCharsets.UTF_8));
        try (S3Client s3 = client()) {
            s3.putObject(request -> request.bucket(BUCKET).key("site-a/artifact/" + id),
                    software.amazon.awssdk.core.sync.RequestBody.fromString("tampered"));
        }
        assertThatThrownBy(() -> store.get(id)).isInstanceOf(IllegalStateException.class).hasMessageContaining("checksum");
        try (S3Client s3 = client()) {
            s3.deleteObject(request -> request.bucket(BUCKET).key("site-a/artifact/" + id));
        }
        assertThatThrownBy(() -> store.get(id)).isInstanceOf(IllegalStateException.class).hasMessageContaining("missing")
                .hasCauseInstanceOf(NoSuchKeyException.class);
    }

    @Test
    void aSubmissionIsCompiledAndPlayedWithItsBlobsInTheBucket() throws Exception {
        Required.tool("python3");
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm("s3-user", "seven-quiet-harbors"), Role.CONTESTANT));
        String bot = "import sys\nfor line in sys.stdin:\n    print('pong', flush=True)\n";
        Submission submission = submissions.submit(user, contests.get("ping"), "python", "main.py",
                bot.getBytes(StandardCharsets.UTF_8), null);

        Submission now = Eventually.await("submission " + submission.getId() + " ended", Duration.ofMinutes(3))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> submissionRows.findById(submission.getId()).orElseThrow(), found -> found.getStatus().ended());
        assertThat(now.getStatus()).isEqualTo(SubmissionStatus.ACCEPTED);

        // its source, its artifact and its acceptance games' replays: every byte of them is in the bucket
        List<String> kinds = jdbc.queryForList("select distinct kind from blobs where size > 0 and length(data) = 0", String.class);
        assertThat(kinds).hasSizeGreaterThanOrEqualTo(2);
        assertThat(jdbc.queryForObject("select count(*) from blobs where size > 0 and length(data) > 0", Long.class)).isZero();
    }
}
