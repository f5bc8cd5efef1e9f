package arena.platform.organize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.game.api.TimeBounds;
import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.ladder.ContestLadderService;
import arena.platform.ladder.LadderSetup;
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
import org.springframework.test.web.servlet.request.AbstractMockHttpServletRequestBuilder;

/**
 * An organizer edits their contest on its page (the creation form, filled in), and its ladder on the ladder settings
 * page; a refused form comes back as sent with the field marked and its range beside it. The description the
 * organizer wrote is what the contest page and the home page show, as text.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class ContestEditPageIT {

    @Autowired
    MockMvc mvc;
    @Autowired
    UserRepository users;
    @Autowired
    ContestService contests;
    @Autowired
    ContestLadderService ladders;
    @Autowired
    GameCatalog catalog;

    private ArenaUser account(String name, Role role) {
        return ArenaUser.of(users.save(new User(name, "{noop}unused", role)));
    }

    private MvcResult perform(AbstractMockHttpServletRequestBuilder<?> request, ArenaUser as) throws Exception {
        return mvc.perform(request.with(user(as)).with(csrf())).andReturn();
    }

    private static String body(MvcResult result) throws Exception {
        return result.getResponse().getContentAsString();
    }

    private String create(ArenaUser owner, String slug, String description) throws Exception {
        MvcResult created = perform(post("/api/contests").contentType(MediaType.APPLICATION_JSON).content("""
                {"game":"bomber","slug":"%s","name":"Spring Cup","description":%s}""".formatted(slug,
                tools.jackson.databind.json.JsonMapper.builder().build().writeValueAsString(description))), owner);
        assertThat(created.getResponse().getStatus()).as(body(created)).isEqualTo(201);
        return slug;
    }

    @Test
    void theContestPageAndTheHomePageShowTheOrganizersDescriptionAsText() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser owner = account("ed" + run + "o", Role.ORGANIZER);
        String slug = create(owner, "text-" + run, "Bombs <b>away</b> <script>alert(1)</script>\nin spring.\n\n"
                + "Second paragraph: prizes.");

        String page = body(mvc.perform(get("/contests/" + slug)).andReturn());
        assertThat(page).contains("<p>Bombs &lt;b&gt;away&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;\nin spring.</p>",
                "<p>Second paragraph: prizes.</p>").doesNotContain("<script>alert", "<b>away")
                .doesNotContain(catalog.info("bomber").summary());
        String home = body(mvc.perform(get("/")).andReturn());
        assertThat(home).contains("Bombs &lt;b&gt;away&lt;/b&gt;").doesNotContain("Second paragraph", "<script>alert");
    }

    @Test
    void anOrganizerEditsTheirContestAndARefusedFormComesBackFilledInWithTheFieldMarked() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser owner = account("ed" + run + "a", Role.ORGANIZER);
        ArenaUser other = account("ed" + run + "b", Role.ORGANIZER);
        ArenaUser contestant = account("ed" + run + "c", Role.CONTESTANT);
        String slug = create(owner, "edit-" + run, "Old words.");

        // the creation form, filled in with the contest's settings; for its organizer only
        String edit = body(perform(get("/organize/contests/" + slug + "/edit"), owner));
        assertThat(edit).contains("id=\"contest-form\"", "value=\"Spring Cup\"", ">Old words.</textarea>",
                "id=\"gamesPerPlayerHour\"", "name=\"format\"", "id=\"options\"");
        // the ladder's formats by their names in the page's language (the browser's: ?lang would be kept in the account)
        assertThat(body(perform(get("/organize/contests/" + slug + "/edit").header("Accept-Language", "ru"), owner)))
                .contains("<span>2 игрока</span>", "<span>4 игрока</span>");
        assertThat(perform(get("/organize/contests/" + slug + "/edit"), other).getResponse().getStatus()).isEqualTo(403);
        assertThat(perform(get("/organize/contests/" + slug + "/edit"), contestant).getResponse().getStatus()).isEqualTo(403);
        assertThat(perform(post("/organize/contests/" + slug + "/edit").param("name", "Taken"), other)
                .getResponse().getStatus()).isEqualTo(403);

        // a move limit out of the game's range: the form comes back as sent, the field marked, the range beside it
        TimeBounds bounds = catalog.engine("bomber").timeBounds();
        long tooLong = bounds.maxMove().toMillis() + 1;
        MvcResult refused = perform(post("/organize/contests/" + slug + "/edit").param("name", "New Name")
                .param("description", "New words.").param("moveMillis", String.valueOf(tooLong))
                .param("submissionLimit", "5").param("submissionWindowSeconds", "600"), owner);
        assertThat(refused.getResponse().getStatus()).isEqualTo(200);
        assertThat(body(refused)).contains("value=\"New Name\"", ">New words.</textarea>", "value=\"5\"", "value=\"600\"",
                "id=\"moveMillis\" name=\"moveMillis\" type=\"number\" value=\"" + tooLong + "\" aria-invalid=\"true\"",
                "id=\"moveMillis-error\"", "INVALID_LIMIT", "the move limit must be between " + bounds.minMove().toMillis()
                        + " and " + bounds.maxMove().toMillis() + " ms",
                "allowed: " + bounds.minMove().toMillis() + "–" + bounds.maxMove().toMillis())
                .contains("id=\"name\" name=\"name\" required maxlength=\"128\" value=\"New Name\" aria-invalid=\"false\"");
        assertThat(contests.get(slug).getName()).isEqualTo("Spring Cup");

        // text where a number goes is refused on its own field too
        assertThat(body(perform(post("/organize/contests/" + slug + "/edit").param("name", "New Name")
                .param("gamesPerPlayerHour", "many"), owner))).contains("id=\"gamesPerPlayerHour-error\"", "INVALID_NUMBER");

        // saved: the settings, the ladder's pace, formats and options with them
        MvcResult saved = perform(post("/organize/contests/" + slug + "/edit").param("name", "New Name")
                .param("description", "New words.").param("moveMillis", String.valueOf(bounds.maxMove().toMillis()))
                .param("gamesPerPlayerHour", "2").param("format", "2p").param("options", "maxTicks=300"), owner);
        assertThat(saved.getResponse().getRedirectedUrl()).isEqualTo("/organize/contests/" + slug + "/edit");
        Contest contest = contests.get(slug);
        assertThat(contest.getName()).isEqualTo("New Name");
        assertThat(contest.getDescription()).isEqualTo("New words.");
        LadderSetup setup = ladders.setup(contest).orElseThrow();
        assertThat(setup.gamesPerPlayerHour()).isEqualTo(2.0);
        assertThat(setup.options()).containsEntry("maxTicks", "300");
        assertThat(setup.formats()).extracting(format -> format.id()).containsExactly("2p");
        assertThat(body(perform(get("/organize/contests/" + slug + "/edit"), owner))).contains("value=\"2\"",
                "maxTicks=300</textarea>", "value=\"2p\" checked");
    }

    @Test
    void theSandboxSettingsPageIsOpenToTheContestsOrganizersOnly() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser owner = account("sb" + run + "a", Role.ORGANIZER);
        ArenaUser other = account("sb" + run + "b", Role.ORGANIZER);
        String slug = create(owner, "box-" + run, "");

        assertThat(body(perform(get("/organize/contests/" + slug + "/ladder"), owner))).contains("id=\"ladder-form\"");
        assertThat(perform(get("/organize/contests/" + slug + "/ladder"), other).getResponse().getStatus()).isEqualTo(403);
        MvcResult frozen = perform(post("/organize/contests/" + slug + "/ladder").param("frozen", "true"), owner);
        assertThat(frozen.getResponse().getRedirectedUrl()).isEqualTo("/organize/contests/" + slug + "/ladder");
        assertThat(ladders.setup(contests.get(slug)).orElseThrow().frozen()).isTrue();
        perform(post("/organize/contests/" + slug + "/ladder").param("frozen", "false"), other);
        assertThat(ladders.setup(contests.get(slug)).orElseThrow().frozen()).isTrue();
    }

    @Test
    void aRefusedNewContestComesBackFilledIn() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser owner = account("nc" + run + "a", Role.ORGANIZER);
        MvcResult refused = perform(post("/organize/contests").param("game", "bomber").param("slug", "Not A Slug")
                .param("name", "Autumn Cup").param("description", "Leaves.").param("language", "python")
                .param("submissionLimit", "0").param("submissionWindowSeconds", "60"), owner);
        assertThat(refused.getResponse().getStatus()).isEqualTo(200);
        assertThat(body(refused)).contains("value=\"Autumn Cup\"", ">Leaves.</textarea>", "value=\"python\" checked",
                "id=\"slug-error\"", "INVALID_SLUG", "<option value=\"bomber\" selected=\"selected\">");
        MvcResult rate = perform(post("/organize/contests").param("game", "bomber").param("slug", "autumn-" + run)
                .param("name", "Autumn Cup").param("submissionLimit", "0").param("submissionWindowSeconds", "60"), owner);
        assertThat(body(rate)).contains("id=\"submissionLimit-error\"", "allows 1 to 1,000", "allowed: 1–1000");
    }
}
