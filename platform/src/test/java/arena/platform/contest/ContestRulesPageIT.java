package arena.platform.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.MediaType;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

/**
 * An organizer sets their contest's language and their own text per language on its settings page; a visitor whose
 * browser asks for a language the site does not speak reads the contest and its rules page in the contest's
 * language, right to left for Persian, and {@code ?lang=en} gives the rules in English.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class ContestRulesPageIT {

    private static final String RIGHT_TO_LEFT = "<html[^>]*lang=\"fa\"[^>]*dir=\"rtl\"";
    private static final String LEFT_TO_RIGHT_EN = "<html[^>]*lang=\"en\"[^>]*dir=\"ltr\"";
    private static final String PERSIAN_TEXT = "به مسابقهٔ **پاییزی** خوش آمدید.\n\n<script>alert(1)</script>";

    @Autowired
    MockMvc mvc;
    @Autowired
    UserRepository users;
    @Autowired
    ContestService contests;
    @Autowired
    ContestTexts texts;

    /** A text of the rules page in its own language and direction. */
    private static String article(String id, String lang, String dir) {
        return "<article id=\"" + id + "\" class=\"markdown\" lang=\"" + lang + "\"\\s+dir=\"" + dir + "\"";
    }

    private static String body(MvcResult result) throws Exception {
        return result.getResponse().getContentAsString();
    }

    @Test
    void aContestInPersianOpensInPersianForABrowserInAnotherLanguageAndLangEnGivesTheEnglishRules() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser owner = ArenaUser.of(users.save(new User("rl" + run, "{noop}unused", Role.ORGANIZER)));
        String slug = "autumn-" + run;
        MvcResult created = mvc.perform(post("/api/contests").with(user(owner)).with(csrf())
                .contentType(MediaType.APPLICATION_JSON)
                .content("{\"game\":\"bomber\",\"slug\":\"" + slug + "\",\"name\":\"Autumn Cup\"}")).andReturn();
        assertThat(created.getResponse().getStatus()).as(body(created)).isEqualTo(201);

        // the organizer's page: the contest's language and a Persian text
        MvcResult saved = mvc.perform(post("/organize/contests/" + slug + "/edit").with(user(owner)).with(csrf())
                .param("name", "Autumn Cup").param("siteLanguage", "fa").param("text[fa]", PERSIAN_TEXT)
                .param("text[en]", "").param("text[ru]", "")).andReturn();
        assertThat(saved.getResponse().getRedirectedUrl()).as(body(saved)).isEqualTo("/organize/contests/" + slug + "/edit");
        Contest contest = contests.get(slug);
        assertThat(contest.getLanguage()).isEqualTo("fa");
        assertThat(texts.of(contest)).containsOnlyKeys("fa");
        assertThat(body(mvc.perform(get("/organize/contests/" + slug + "/edit").with(user(owner))).andReturn()))
                .contains("<option value=\"fa\" lang=\"fa\" selected=\"selected\">", "به مسابقهٔ **پاییزی** خوش آمدید.");
        assertThat(body(mvc.perform(get("/api/contests/" + slug + "/settings").with(user(owner))).andReturn()))
                .contains("\"siteLanguage\":\"fa\"", "\"texts\":{\"fa\":");

        // a German browser: the contest's page and its rules page in Persian, right to left
        String page = body(mvc.perform(get("/contests/" + slug).header("Accept-Language", "de-DE,de;q=0.9")).andReturn());
        assertThat(page).containsPattern(RIGHT_TO_LEFT).contains("id=\"rules-link\"", "قوانین کامل");
        String rules = body(mvc.perform(get("/contests/" + slug + "/rules").header("Accept-Language", "de")).andReturn());
        assertThat(rules).containsPattern(RIGHT_TO_LEFT)
                .contains("<h2>از طرف برگزارکنندگان</h2>", "<strong>پاییزی</strong>", "&lt;script&gt;alert(1)&lt;/script&gt;")
                .doesNotContain("<script>alert")
                // the game's rules in Persian, with links to read them in English
                .containsPattern(article("game-rules", "fa", "rtl"))
                .contains("<h2>هدف</h2>", "<table>", "id=\"rules-in-en\"", "href=\"/contests/" + slug + "/rules?read=en\"")
                // the starter packs, protocol and limits of the contest page
                .contains("id=\"contest-languages\"", "bomber-java.zip");

        // ?lang=en: the page and the game's rules in English; the organizer wrote no English, so theirs stays Persian
        String english = body(mvc.perform(get("/contests/" + slug + "/rules").param("lang", "en")
                .header("Accept-Language", "de")).andReturn());
        assertThat(english).containsPattern(LEFT_TO_RIGHT_EN).containsPattern(article("game-rules", "en", "ltr"))
                .containsPattern(article("organizer-text", "fa", "rtl"))
                .contains("<h2>Goal</h2>", "<strong>پاییزی</strong>", "id=\"rules-in-fa\"")
                .doesNotContain("<h2>هدف</h2>");

        // ?read=en: the game's rules in English on the Persian page
        String read = body(mvc.perform(get("/contests/" + slug + "/rules").param("read", "en")
                .header("Accept-Language", "de")).andReturn());
        assertThat(read).containsPattern(RIGHT_TO_LEFT).containsPattern(article("game-rules", "en", "ltr"))
                .contains("<h2>Goal</h2>", "id=\"rules-in-fa\"");

        assertThat(mvc.perform(get("/contests/no-such-" + run + "/rules")).andReturn().getResponse().getStatus())
                .isEqualTo(404);
    }

    @Test
    void anUnknownLanguageOrATooLongTextIsRefusedWithItsReason() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser owner = ArenaUser.of(users.save(new User("rb" + run, "{noop}unused", Role.ORGANIZER)));
        String slug = "bad-" + run;
        MvcResult refused = mvc.perform(post("/api/contests").with(user(owner)).with(csrf())
                .contentType(MediaType.APPLICATION_JSON)
                .content("{\"game\":\"bomber\",\"slug\":\"" + slug + "\",\"name\":\"Cup\",\"siteLanguage\":\"de\"}"))
                .andReturn();
        assertThat(refused.getResponse().getStatus()).isEqualTo(400);
        assertThat(body(refused)).contains("BAD_LANGUAGE");

        mvc.perform(post("/api/contests").with(user(owner)).with(csrf()).contentType(MediaType.APPLICATION_JSON)
                .content("{\"game\":\"bomber\",\"slug\":\"" + slug + "\",\"name\":\"Cup\"}")).andReturn();
        MvcResult tooLong = mvc.perform(post("/organize/contests/" + slug + "/edit").with(user(owner)).with(csrf())
                .param("name", "Cup").param("siteLanguage", "ru").param("text[ru]", "я".repeat(ContestTexts.MAX_LENGTH + 1)))
                .andReturn();
        assertThat(tooLong.getResponse().getStatus()).isEqualTo(200);
        assertThat(body(tooLong)).contains("id=\"text-ru-error\"", "INVALID_TEXT");
        assertThat(contests.get(slug).getLanguage()).isEqualTo("en");
    }
}
