package arena.platform.organize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;

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
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.AbstractMockHttpServletRequestBuilder;

/**
 * An organizer creates a contest through the API and the page, and runs it alone: another organizer can neither
 * change it nor add a stage; the contest takes only its languages; every change of its settings is in the audit
 * log with what changed, old -> new.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class ContestOrganizingIT {

    @Autowired
    MockMvc mvc;

    @Autowired
    UserRepository users;

    private ArenaUser account(String name, Role role) {
        User saved = users.save(new User(name, "{noop}unused", role));
        return ArenaUser.of(saved);
    }

    private MvcResult perform(AbstractMockHttpServletRequestBuilder<?> request, ArenaUser as) throws Exception {
        return mvc.perform(request.with(user(as)).with(csrf())).andReturn();
    }

    private MvcResult json(AbstractMockHttpServletRequestBuilder<?> request, ArenaUser as, String body) throws Exception {
        return perform(request.contentType(MediaType.APPLICATION_JSON).content(body), as);
    }

    /**
     * The contestants' own languages of 2013 and 2020: a contest takes C#, Pascal and Go; its page and the API list
     * each with its libraries, the upload form offers these only, an upload in one of them is queued, one in a
     * language the contest does not take is refused as before.
     */
    @Test
    void aContestTakesCsharpPascalAndGoAndListsTheLibrariesOfEach() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser owner = account("cl" + run + "a", Role.ORGANIZER);
        ArenaUser contestant = account("cl" + run + "c", Role.CONTESTANT);
        String slug = "langs-" + run;
        MvcResult created = json(post("/api/contests"), owner, """
                {"game":"bomber","slug":"%s","name":"Old Languages Cup","languages":["csharp","pascal","go"]}"""
                .formatted(slug));
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(201);

        String api = mvc.perform(get("/api/contests/" + slug)).andReturn().getResponse().getContentAsString();
        assertThat(api).contains("{\"id\":\"csharp\",\"name\":\"C# (Mono 6.8)\",\"extension\":\"cs\",\"libraries\":"
                        + "[\"System.Core (LINQ)\",", "{\"id\":\"pascal\",", "{\"id\":\"go\",")
                .doesNotContain("{\"id\":\"python\"");
        String page = perform(get("/contests/" + slug), contestant).getResponse().getContentAsString();
        assertThat(page).contains("id=\"language-csharp\"", "System.Core (LINQ)", "id=\"language-pascal\"",
                        "Free Pascal 3.2", "id=\"language-go\"", "Go 1.19", "standard library")
                .contains("<option value=\"go\"").doesNotContain("<option value=\"java\"");

        MvcResult queued = perform(multipart("/api/contests/" + slug + "/submissions")
                .file(new MockMultipartFile("file", "main.go", "text/plain", "package main\nfunc main() {}\n".getBytes()))
                .param("language", "go"), contestant);
        assertThat(queued.getResponse().getStatus()).as(queued.getResponse().getContentAsString()).isEqualTo(202);
        MvcResult refused = perform(multipart("/api/contests/" + slug + "/submissions")
                .file(new MockMultipartFile("file", "strategy.py", "text/plain", "print(1)".getBytes()))
                .param("language", "python"), contestant);
        assertThat(refused.getResponse().getContentAsString()).contains("LANGUAGE_NOT_ALLOWED");
        MvcResult unknown = perform(multipart("/api/contests/" + slug + "/submissions")
                .file(new MockMultipartFile("file", "bot.f", "text/plain", "end".getBytes()))
                .param("language", "fortran"), contestant);
        assertThat(unknown.getResponse().getContentAsString()).contains("UNKNOWN_LANGUAGE").contains("csharp", "pascal", "go");
    }

    @Test
    void anOrganizerCreatesAndAloneRunsAContest() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser owner = account("co" + run + "a", Role.ORGANIZER);
        ArenaUser other = account("co" + run + "b", Role.ORGANIZER);
        ArenaUser contestant = account("co" + run + "c", Role.CONTESTANT);
        String slug = "cup-" + run;

        MvcResult created = json(post("/api/contests"), owner, """
                {"game":"bomber","slug":"%s","name":"Winter Cup","description":"Three weeks of bombs",
                 "ladderOpensAt":"2026-12-01T00:00:00Z","ladderClosesAt":"2026-12-20T00:00:00Z",
                 "languages":["java"],"submissionLimit":5,"submissionWindowSeconds":600}""".formatted(slug));
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(201);
        assertThat(created.getResponse().getContentAsString()).contains("\"ownerId\":" + owner.id(),
                "\"submissionWindowSeconds\":600", "\"ladderOpensAt\":\"2026-12-01T00:00:00Z\"");
        assertThat(json(post("/api/contests"), other, """
                {"game":"bomber","slug":"%s","name":"Copy"}""".formatted(slug)).getResponse().getStatus()).isEqualTo(409);
        assertThat(json(post("/api/contests"), contestant, """
                {"game":"bomber","slug":"c%s","name":"Mine"}""".formatted(slug)).getResponse().getStatus()).isEqualTo(403);

        // everyone sees it; only its owner changes it or adds stages
        assertThat(mvc.perform(get("/api/contests/" + slug)).andReturn().getResponse().getContentAsString())
                .contains("Winter Cup");
        String change = """
                {"name":"Winter Cup 2026","description":"","languages":["java","python"]}""";
        assertThat(json(put("/api/contests/" + slug), other, change).getResponse().getStatus()).isEqualTo(403);
        assertThat(json(post("/api/contests/" + slug + "/stages"), other, """
                {"name":"Round 1","kind":"WAVES","format":"4p","top":8}""").getResponse().getStatus()).isEqualTo(403);
        MvcResult changed = json(put("/api/contests/" + slug), owner, """
                {"name":"Winter Cup 2026","description":"","languages":["java"]}""");
        assertThat(changed.getResponse().getStatus()).as(changed.getResponse().getContentAsString()).isEqualTo(200);
        assertThat(changed.getResponse().getContentAsString()).contains("Winter Cup 2026");
        assertThat(perform(get("/api/contests/" + slug + "/settings"), other).getResponse().getStatus()).isEqualTo(403);

        // every settings change is in the audit log: who, when, what changed from what to what (and the ladder's
        // fields are still read under their names from when it was called the sandbox)
        assertThat(json(put("/api/contests/" + slug), owner, """
                {"name":"Winter Cup 2026","description":"","languages":["java"],"moveMillis":500,
                 "sandboxGamesPerHour":2}""").getResponse().getStatus()).isEqualTo(200);
        MvcResult stage = json(post("/api/contests/" + slug + "/stages"), owner, """
                {"name":"Round 1","kind":"WAVES","format":"4p","top":8}""");
        assertThat(stage.getResponse().getStatus()).as(stage.getResponse().getContentAsString()).isEqualTo(200);
        // the stages page's form names the ladder's best non-qualifiers as the API does
        MvcResult fromPage = perform(post("/contests/" + slug + "/stages").param("name", "Round 2").param("kind", "WAVES")
                .param("format", "4p").param("top", "8").param("ladderBest", "3"), owner);
        assertThat(fromPage.getResponse().getRedirectedUrl()).contains("#stage-");
        assertThat(perform(get("/api/contests/" + slug + "/stages"), owner).getResponse().getContentAsString())
                .contains("\"name\":\"Round 2\"", "\"ladderBest\":3");
        ArenaUser admin = account("co" + run + "d", Role.ADMIN);
        assertThat(perform(get("/api/admin/audit"), owner).getResponse().getStatus()).isEqualTo(403);
        String log = perform(get("/api/admin/audit").param("type", "contest").param("ref", slug), admin).getResponse()
                .getContentAsString();
        assertThat(log).contains("\"adminName\":\"" + owner.username() + "\"", "\"action\":\"CREATE_CONTEST\"",
                "game: bomber; name: Winter Cup; description: Three weeks of bombs",
                "name: Winter Cup -> Winter Cup 2026; description: Three weeks of bombs -> ; ladderOpensAt:"
                        + " 2026-12-01T00:00:00Z -> —",
                "\"detail\":\"moveMillis: — -> 500\"",
                "\"action\":\"CHANGE_SANDBOX\"", "gamesPerPlayerHour: site default (1.0) -> 2.0");
        String page = perform(get("/admin/audit"), admin).getResponse().getContentAsString();
        assertThat(page).contains("CREATE_STAGE", "contest: " + slug + "; name: Round 1; kind: WAVES; format: 4p",
                "CHANGE_CONTEST", "moveMillis: — -&gt; 500", "href=\"/contests/" + slug + "\"");

        // a language the contest does not take is refused with the reason
        MvcResult refused = perform(multipart("/api/contests/" + slug + "/submissions")
                .file(new MockMultipartFile("file", "strategy.py", "text/plain", "print(1)".getBytes()))
                .param("language", "python"), contestant);
        assertThat(refused.getResponse().getStatus()).isEqualTo(400);
        assertThat(refused.getResponse().getContentAsString()).contains("LANGUAGE_NOT_ALLOWED");

        // the page lists the organizer's contests and creates one through a form
        assertThat(perform(get("/organize/contests"), owner).getResponse().getContentAsString())
                .contains("Winter Cup 2026", "contest-form");
        assertThat(perform(get("/organize/contests"), other).getResponse().getContentAsString())
                .doesNotContain("Winter Cup 2026");
        MvcResult form = perform(post("/organize/contests").param("game", "racetrack").param("slug", "t-" + slug)
                .param("name", "Track Cup").param("opensAt", "2026-12-01T10:00").param("language", "python"), other);
        assertThat(form.getResponse().getRedirectedUrl()).isEqualTo("/contests/t-" + slug);
        assertThat(mvc.perform(get("/api/contests/t-" + slug)).andReturn().getResponse().getContentAsString())
                .contains("Track Cup");

        // the game's own points as stage points only where a seat's score is points: not racetrack's times
        MvcResult ownPoints = json(post("/api/contests/t-" + slug + "/stages"), other, """
                {"name":"Tracks","kind":"ONE_GAME_PER_MAP","format":"solo","tiePolicy":"GAME","top":10}""");
        assertThat(ownPoints.getResponse().getStatus()).isEqualTo(400);
        assertThat(ownPoints.getResponse().getContentAsString()).contains("INVALID_TIE_POLICY", "higher score is better");
    }
}
