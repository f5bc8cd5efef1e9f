package arena.sandbox.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * What a strategy or a compiler must never see, laid out as a site's worker has it: secrets in the
 * worker's environment (the build sets {@link #ENVIRONMENT} for the tests' JVM in sandbox/pom.xml), a
 * data folder with a secret file, and another secret file of the worker's; both files readable by
 * everybody, so only isolation keeps them out of reach. Also the submission that looks for them at
 * compile time: a Java annotation processor, which javac runs from the submission's own class path.
 */
public final class SiteSecrets implements AutoCloseable {

    /** Secrets of the site in the worker's environment, as docs/operators.md's configuration puts them there. */
    public static final List<String> ENVIRONMENT = List.of("ARENA_ADMIN_PASSWORD", "ARENA_WORKER_TOKEN",
            "ARENA_WORKER_CREDENTIAL");

    private final Path dataDir;
    private final Path canary;
    private final String dataSecret = "site-data-" + UUID.randomUUID();
    private final String canarySecret = "worker-file-" + UUID.randomUUID();

    public SiteSecrets() {
        try {
            dataDir = Files.createTempDirectory("arena-data-");
            Files.setPosixFilePermissions(dataDir, PosixFilePermissions.fromString("rwxr-xr-x"));
            Path secret = Files.writeString(dataDir.resolve("secret.txt"), dataSecret);
            Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rw-r--r--"));
            canary = Files.createTempFile("arena-worker-secret", ".txt");
            Files.writeString(canary, canarySecret);
            Files.setPosixFilePermissions(canary, PosixFilePermissions.fromString("rw-r--r--"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the test game tells a strategy to look for. */
    public Map<String, String> botEnvironment() {
        return Map.of("DATA_DIR", dataDir.toString(), "CANARY_PATH", canary.toString());
    }

    public Path canary() {
        return canary;
    }

    public String canarySecret() {
        return canarySecret;
    }

    /** Fails when {@code text} holds any secret of the site (the test's JVM must hold them, or it proves nothing). */
    public void assertNoneIn(String text) {
        assertNoEnvironmentSecretIn(text);
        assertThat(text).as("the site's data").doesNotContain(dataSecret);
        assertThat(text).as("the worker's secret file").doesNotContain(canarySecret);
    }

    /** Fails when {@code text} holds a secret of the worker's environment (the test's JVM must hold them). */
    public static void assertNoEnvironmentSecretIn(String text) {
        for (String name : ENVIRONMENT) {
            String value = System.getenv(name);
            assertThat(value).as("the build sets %s for the tests (sandbox/pom.xml)", name).isNotBlank();
            assertThat(text).as("the worker's %s", name).doesNotContain(value);
        }
    }

    /**
     * A Java submission whose compilation prints the compiler's environment and tries the site's files:
     * {@code Main.java}, and an annotation processor (compiled here) that javac finds on the class path.
     */
    public byte[] snoopingJavaSubmission() {
        String processor = """
                import java.nio.file.Files;
                import java.nio.file.Path;
                import java.util.Set;
                import javax.annotation.processing.AbstractProcessor;
                import javax.annotation.processing.ProcessingEnvironment;
                import javax.annotation.processing.RoundEnvironment;
                import javax.annotation.processing.SupportedAnnotationTypes;
                import javax.lang.model.SourceVersion;
                import javax.lang.model.element.TypeElement;

                @SupportedAnnotationTypes("*")
                public class Snoop extends AbstractProcessor {
                    @Override
                    public synchronized void init(ProcessingEnvironment environment) {
                        super.init(environment);
                        System.err.println("the processor ran");
                        System.getenv().forEach((key, value) -> System.err.println("env: " + key + "=" + value));
                        long parent = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(0L);
                        for (String path : new String[] {"DATA/secret.txt", "CANARY", "/proc/1/environ",
                                "/proc/" + parent + "/environ"}) {
                            try {
                                System.err.println("read " + path + ": " + new String(Files.readAllBytes(Path.of(path))));
                            } catch (Exception e) {
                                System.err.println("refused: " + path + ": " + e);
                            }
                        }
                    }

                    @Override
                    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
                        return false;
                    }

                    @Override
                    public SourceVersion getSupportedSourceVersion() {
                        return SourceVersion.latestSupported();
                    }
                }
                """.replace("DATA", dataDir.toString()).replace("CANARY", canary.toString());
        try {
            Path dir = Files.createTempDirectory("arena-snoop-");
            Files.writeString(dir.resolve("Snoop.java"), processor);
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            int status = javac.run(null, null, null, "--release", "17", "-d", dir.toString(), dir.resolve("Snoop.java").toString());
            assertThat(status).as("compiling the snooping processor").isZero();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
                entry(zip, "Main.java", """
                        public class Main {
                            public static void main(String[] args) {
                                System.out.println("hello");
                            }
                        }
                        """.getBytes(StandardCharsets.UTF_8));
                entry(zip, "Snoop.class", Files.readAllBytes(dir.resolve("Snoop.class")));
                entry(zip, "META-INF/services/javax.annotation.processing.Processor", "Snoop\n".getBytes(StandardCharsets.UTF_8));
            }
            Files.delete(dir.resolve("Snoop.java"));
            Files.delete(dir.resolve("Snoop.class"));
            Files.delete(dir);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void entry(ZipOutputStream zip, String name, byte[] content) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(content);
        zip.closeEntry();
    }

    @Override
    public void close() {
        try {
            Files.deleteIfExists(dataDir.resolve("secret.txt"));
            Files.deleteIfExists(dataDir);
            Files.deleteIfExists(canary);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
