package arena.platform.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README and the documents it leads to, as a reader follows them: every relative link reaches a file of the
 * repository (and, with {@code #anchor}, one of its headings), and the README's commands are the ones CI runs.
 */
class DocumentationTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Set<String> NOT_DOCUMENTS = Set.of("target", "node_modules", ".git");
    private static final Pattern FENCE = Pattern.compile("(?ms)^\\s*```.*?^\\s*```\\s*$");
    private static final Pattern CODE = Pattern.compile("`[^`\\n]*`");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6}\\s+(.+?)\\s*#*\\s*$");

    @Test
    void everyRelativeLinkReachesAFileAndItsHeading() throws IOException {
        List<String> broken = new ArrayList<>();
        List<Path> documents = documents();
        assertThat(documents).as("the documents under " + ROOT).contains(ROOT.resolve("README.md"),
                ROOT.resolve("docs/operators.md"));
        for (Path document : documents) {
            for (String link : links(read(document))) {
                String problem = problem(document, link);
                if (problem != null) {
                    broken.add(ROOT.relativize(document) + ": (" + link + ") " + problem);
                }
            }
        }
        assertThat(broken).as("broken links").isEmpty();
    }

    @Test
    void theReadmesTestCommandIsWhatCiRuns() {
        String readme = read(ROOT.resolve("README.md"));
        String tests = readme.substring(readme.indexOf("## Run the tests"));
        String command = firstCodeBlock(tests);
        List<String> ciCommands = read(ROOT.resolve(".ci/run")).lines().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();

        assertThat(command).isEqualTo("mvn verify");
        assertThat(ciCommands.get(ciCommands.size() - 1)).as(".ci/run ends with the README's test command")
                .isEqualTo(command);
    }

    @Test
    void aBrokenLinkAndAMissingHeadingAreFound() {
        Path readme = ROOT.resolve("README.md");

        assertThat(problem(readme, "docs/operators.md#sandboxes")).isNull();
        assertThat(problem(readme, "docs/no-such-page.md")).isEqualTo("no such file");
        assertThat(problem(readme, "docs/operators.md#no-such-heading")).isEqualTo("no such heading");
        assertThat(links("a [link](x.md), `[code](y.md)` and\n```\n[fenced](z.md)\n```\n![image](p.png)"))
                .containsExactly("x.md", "p.png");
    }

    @Test
    void headingsAreAnchoredAsGitHubDoes() {
        assertThat(anchors("# For admins\n## Ratings review, jobs and workers, the audit log\n## Object storage (S3)\n"
                + "## A game's shape\n## Object storage (S3)\n"))
                .contains("for-admins", "ratings-review-jobs-and-workers-the-audit-log", "object-storage-s3",
                        "a-games-shape", "object-storage-s3-1");
    }

    /** Why the link leads nowhere, or {@code null} when it reaches its file (and heading). */
    private static String problem(Path document, String link) {
        if (link.matches("(?i)[a-z][a-z0-9+.-]*:.*")) {
            return null; // http(s), mailto: outside the repository
        }
        int hash = link.indexOf('#');
        String file = hash < 0 ? link : link.substring(0, hash);
        Path target = file.isEmpty() ? document : document.getParent().resolve(file).normalize();
        if (!target.startsWith(ROOT) || !Files.exists(target)) {
            return "no such file";
        }
        if (hash >= 0 && target.toString().endsWith(".md") && !anchors(read(target)).contains(link.substring(hash + 1))) {
            return "no such heading";
        }
        return null;
    }

    private static List<String> links(String markdown) {
        String text = CODE.matcher(FENCE.matcher(markdown).replaceAll("")).replaceAll("");
        List<String> links = new ArrayList<>();
        Matcher matcher = LINK.matcher(text);
        while (matcher.find()) {
            links.add(matcher.group(1));
        }
        return links;
    }

    /** GitHub's anchors: the heading in lower case, without punctuation, spaces as hyphens; repeats numbered. */
    private static Set<String> anchors(String markdown) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        Matcher matcher = HEADING.matcher(FENCE.matcher(markdown).replaceAll(""));
        while (matcher.find()) {
            String anchor = matcher.group(1).replace("`", "").toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N}\\p{Mn}\\p{Pc} -]", "").replace(' ', '-');
            int repeats = seen.merge(anchor, 1, Integer::sum) - 1;
            anchors.add(repeats == 0 ? anchor : anchor + "-" + repeats);
        }
        return anchors;
    }

    private static String firstCodeBlock(String markdown) {
        Matcher fence = FENCE.matcher(markdown);
        assertThat(fence.find()).as("a code block").isTrue();
        return fence.group().strip().replaceAll("^```\\w*|```$", "").strip();
    }

    private static List<Path> documents() throws IOException {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(file -> file.toString().endsWith(".md"))
                    .filter(file -> {
                        for (Path part : ROOT.relativize(file)) {
                            if (NOT_DOCUMENTS.contains(part.toString())) {
                                return false;
                            }
                        }
                        return true;
                    })
                    .sorted().toList();
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
