package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.platform.account.AccountService;
import arena.platform.account.ApiTokenService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import arena.sandbox.build.SourceTree;
import com.jayway.jsonpath.JsonPath;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.RequestPostProcessor;
import org.springframework.test.web.servlet.request.MockMultipartHttpServletRequestBuilder;

/** Every refused upload gets a reason code and one clear sentence, on the API and on the page. */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.submission.rate-limit=3"})
class UploadIT {

    private static final String PASSWORD = "seven-quiet-harbors";

    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestRepository contests;
    @Autowired
    ApiTokenService tokens;

    String username;
    String token;

    @BeforeEach
    void setUp() {
        username = "u" + UUID.randomUUID().toString().substring(0, 8);
        accounts.register(new RegistrationForm(username, PASSWORD), Role.CONTESTANT);
        token = tokens.create(accounts.findUser(username).getId(), "test");
        if (contests.findBySlug("ping").isEmpty()) {
            contests.save(new Contest("ping", "ping", "Ping", ""));
        }
    }

    private RequestPostProcessor bearer() {
        return request -> {
            request.addHeader("Authorization", "Bearer " + token);
            return request;
        };
    }

    private MockMultipartHttpServletRequestBuilder upload() {
        return multipart("/api/contests/ping/submissions");
    }

    private static byte[] zip(String name, byte[] content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry(name));
            zip.write(content);
            zip.closeEntry();
        }
        return bytes.toByteArray();
    }

    private static byte[] zip(Map<String, String> texts) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        texts.forEach((name, text) -> files.put(name, text.getBytes(StandardCharsets.UTF_8)));
        return SourceTree.of(files).zip();
    }

    private void expectRefused(MockMultipartHttpServletRequestBuilder request, int status, String code, String text)
            throws Exception {
        mvc.perform(request.with(bearer()))
                .andExpect(status().is(status))
                .andExpect(jsonPath("$.code").value(code))
                .andExpect(jsonPath("$.detail").value(Matchers.containsString(text)));
    }

    @Test
    void acceptedUploadIsQueued() throws Exception {
        mvc.perform(upload().file(new MockMultipartFile("file", "main.py", "text/plain", "print(1)\n".getBytes()))
                        .param("language", "python").with(bearer()))
                .andExpect(status().isAccepted())
                .andExpect(jsonPath("$.status").value("QUEUED"))
                .andExpect(jsonPath("$.language").value("python"));
    }

    @Test
    void emptyUploadIsRefused() throws Exception {
        expectRefused(upload().param("language", "python"), 400, "EMPTY_UPLOAD", "nothing was uploaded");
        expectRefused(upload().file(new MockMultipartFile("file", "main.py", "text/plain", new byte[0])).param("language", "python"),
                400, "EMPTY_UPLOAD", "is empty");
        expectRefused(upload().param("language", "python").param("source", "   \n"), 400, "EMPTY_UPLOAD", "nothing was uploaded");
    }

    @Test
    void tooLargeUploadIsRefused() throws Exception {
        byte[] big = new byte[1024 * 1024 + 1];
        java.util.Arrays.fill(big, (byte) '#');
        expectRefused(upload().file(new MockMultipartFile("file", "main.py", "text/plain", big)).param("language", "python"),
                413, "TOO_LARGE", "the limit is 1,024 KiB");
    }

    @Test
    void zipSlipIsRefused() throws Exception {
        byte[] slip = zip("../../../etc/cron.d/evil", "x".getBytes());
        expectRefused(upload().file(new MockMultipartFile("file", "bot.zip", "application/zip", slip)).param("language", "python"),
                400, "BAD_ZIP", "unsafe");
    }

    @Test
    void zipBombIsRefused() throws Exception {
        byte[] bomb = zip("main.py", new byte[64 * 1024 * 1024]);
        expectRefused(upload().file(new MockMultipartFile("file", "bot.zip", "application/zip", bomb)).param("language", "python"),
                400, "BAD_ZIP", "unpacks to more than");
    }

    @Test
    void brokenZipIsRefused() throws Exception {
        byte[] broken = "PK\u0003\u0004 definitely not a zip".getBytes(StandardCharsets.ISO_8859_1);
        expectRefused(upload().file(new MockMultipartFile("file", "bot.zip", "application/zip", broken)).param("language", "python"),
                400, "BAD_ZIP", "the zip was refused");
    }

    /** The refusal and the zip reader's words inside it are in the reader's language: the API's and the form's. */
    @Test
    void aRefusedZipIsSaidInTheReadersLanguageThroughout() throws Exception {
        byte[] empty = zip(Map.of());
        mvc.perform(upload().file(new MockMultipartFile("file", "bot.zip", "application/zip", empty)).param("language", "python")
                        .header("Accept-Language", "ru").with(bearer()))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("BAD_ZIP"))
                .andExpect(jsonPath("$.detail").value("архив отклонён: в zip-архиве нет файлов"));
        mvc.perform(multipart("/contests/ping/submissions").file(new MockMultipartFile("file", "bot.zip", "application/zip", empty))
                        .param("language", "python").header("Accept-Language", "fa").with(csrf())
                        .with(user(ArenaUser.of(accounts.findUser(username)))))
                .andExpect(redirectedUrl("/contests/ping"))
                .andExpect(flash().attribute("uploadCode", "BAD_ZIP"))
                .andExpect(flash().attribute("uploadError", "فایل zip پذیرفته نشد: فایل zip هیچ فایلی ندارد"));
    }

    @Test
    void zipOfAFolderIsStoredAsItsFiles() throws Exception {
        byte[] folder = zip(Map.of("mybot/main.py", "import util\n", "mybot/util.py", "x = 1\n"));
        String answer = mvc.perform(upload().file(new MockMultipartFile("file", "bot.zip", "application/zip", folder))
                        .param("language", "python").with(bearer()))
                .andExpect(status().isAccepted()).andReturn().getResponse().getContentAsString();
        long id = ((Number) JsonPath.read(answer, "$.id")).longValue();
        byte[] stored = mvc.perform(get("/api/submissions/" + id + "/source").with(bearer()))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsByteArray();
        assertThat(SourceTree.unzip(stored, 1 << 20, 10).files()).containsOnlyKeys("main.py", "util.py");
    }

    @Test
    void zipOfFoldersOnlyIsRefusedWithTheFix() throws Exception {
        byte[] nested = zip(Map.of("mybot/src/main.py", "print(1)\n"));
        expectRefused(upload().file(new MockMultipartFile("file", "bot.zip", "application/zip", nested)).param("language", "python"),
                400, "BAD_ZIP", "zip the files themselves, or the one folder that holds them");
    }

    @Test
    void unknownLanguageIsRefused() throws Exception {
        expectRefused(upload().param("language", "cobol").param("source", "DISPLAY 'HI'."), 400, "UNKNOWN_LANGUAGE",
                "unknown language 'cobol'");
    }

    @Test
    void aFileOfAnotherLanguageIsRefused() throws Exception {
        expectRefused(upload().file(new MockMultipartFile("file", "main.py", "text/plain", "print(1)".getBytes()))
                .param("language", "java"), 400, "LANGUAGE_MISMATCH", "main.py is a Python 3 file");
    }

    @Test
    void aZipOfAnotherLanguageIsRefused() throws Exception {
        byte[] python = zip(Map.of("bot/main.py", "import util\n", "bot/util.py", "x = 1\n", "bot/README.md", "my bot\n"));
        expectRefused(upload().file(new MockMultipartFile("file", "bot.zip", "application/zip", python)).param("language", "java"),
                400, "LANGUAGE_MISMATCH", "the zip has no .java file but Python 3 files (main.py, util.py)");
        // a zip with the chosen language's files besides others is that language's (a Python helper script beside Java)
        byte[] java = zip(Map.of("Main.java", "class Main {}\n", "tools/plot.py", "print(1)\n"));
        mvc.perform(upload().file(new MockMultipartFile("file", "bot.zip", "application/zip", java)).param("language", "java")
                .with(bearer())).andExpect(status().isAccepted());
    }

    @Test
    void anUploadRefusedForItsLanguageDoesNotCountAgainstTheLimit() throws Exception {
        byte[] python = zip(Map.of("main.py", "print(1)\n"));
        for (int i = 0; i < 3; i++) {
            expectRefused(upload().file(new MockMultipartFile("file", "bot.zip", "application/zip", python))
                    .param("language", "cpp"), 400, "LANGUAGE_MISMATCH", "Python 3 files (main.py)");
            expectRefused(upload().file(new MockMultipartFile("file", "main.py", "text/plain", "print(1)".getBytes()))
                    .param("language", "cpp"), 400, "LANGUAGE_MISMATCH", "main.py is a Python 3 file");
        }
        for (int i = 0; i < 3; i++) {
            mvc.perform(upload().file(new MockMultipartFile("file", "bot.zip", "application/zip", python))
                    .param("language", "python").with(bearer())).andExpect(status().isAccepted());
        }
    }

    @Test
    void theFormOffersTheLanguageLastUsedInTheContest() throws Exception {
        ArenaUser me = ArenaUser.of(accounts.findUser(username));
        assertThat(page("/contests/ping", me)).doesNotContainPattern("<option [^>]*selected");
        mvc.perform(upload().param("language", "javascript").param("source", "console.log(1)").with(bearer()))
                .andExpect(status().isAccepted());
        assertThat(page("/contests/ping", me)).containsPattern("<option value=\"javascript\"[^>]* selected=\"selected\"")
                .containsOnlyOnce("selected=\"selected\"");
    }

    private String page(String path, ArenaUser viewer) throws Exception {
        return mvc.perform(get(path).with(user(viewer))).andExpect(status().isOk()).andReturn().getResponse()
                .getContentAsString();
    }

    @Test
    void aFourthSubmissionWithinFiveMinutesIsRefused() throws Exception {
        for (int i = 0; i < 3; i++) {
            mvc.perform(upload().param("language", "python").param("source", "print(" + i + ")").with(bearer()))
                    .andExpect(status().isAccepted());
        }
        expectRefused(upload().param("language", "python").param("source", "print(4)"), 429, "RATE_LIMITED",
                "at most 3 submissions per 5 minutes");
    }

    @Test
    void thePageShowsTheReasonNextToTheForm() throws Exception {
        mvc.perform(multipart("/contests/ping/submissions").param("language", "python").with(csrf())
                        .with(user(ArenaUser.of(accounts.findUser(username)))))
                .andExpect(status().is3xxRedirection())
                .andExpect(redirectedUrl("/contests/ping"))
                .andExpect(flash().attribute("uploadCode", "EMPTY_UPLOAD"));
    }

    @Test
    void uploadsNeedAnAccount() throws Exception {
        mvc.perform(upload().param("language", "python").param("source", "print(1)")).andExpect(status().isUnauthorized());
        mvc.perform(get("/contests/ping")).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("Log in to upload")));
    }

}
