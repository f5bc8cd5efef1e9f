package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.game.api.StarterPack;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.GameCatalog;
import java.util.UUID;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;

/** The pages render for who may see them, and refuse the others with the right status. */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class PagesIT {

    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    GameCatalog catalog;

    private ArenaUser newUser(Role role) {
        return ArenaUser.of(accounts.register(new RegistrationForm("p" + UUID.randomUUID().toString().substring(0, 8),
                "seven-quiet-harbors"), role));
    }

    @Test
    void publicPagesRender() throws Exception {
        mvc.perform(get("/")).andExpect(status().isOk()).andExpect(content().string(Matchers.containsString("Racetrack")));
        mvc.perform(get("/contests/racetrack")).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("racetrack-python.zip")));
        mvc.perform(get("/contests/racetrack/maps")).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("T5")));
        mvc.perform(get("/contests/racetrack/packs/python")).andExpect(status().isOk())
                .andExpect(content().contentType("application/zip"));
        mvc.perform(get("/register")).andExpect(status().isOk());
        mvc.perform(get("/v3/api-docs")).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("/api/contests/{slug}/submissions")));
    }

    /**
     * Every game on the class path (the test engine ping too) is a contest whose page offers its starter
     * packs; its maps page exists when it has a solo format, and its replay viewer is served.
     */
    @Test
    void everyHostedGameHasItsPagesPacksAndViewer() throws Exception {
        assertThat(catalog.all()).extracting(engine -> engine.info().id())
                .contains("racetrack", "bomber", "smartdog", "troopers");
        for (GameEngine engine : catalog.all()) {
            EngineInfo info = engine.info();
            mvc.perform(get("/")).andExpect(status().isOk()).andExpect(content().string(Matchers.containsString(info.name())));
            mvc.perform(get("/contests/" + info.id())).andExpect(status().isOk());
            if (info.formats().stream().anyMatch(Format::solo)) {
                // the maps and their high scores: only for a game with a solo format
                mvc.perform(get("/contests/" + info.id() + "/maps")).andExpect(status().isOk());
            }
            for (StarterPack pack : info.packs()) {
                mvc.perform(get("/contests/" + info.id())).andExpect(content().string(Matchers.containsString(pack.fileName())));
                mvc.perform(get("/contests/" + info.id() + "/packs/" + pack.language())).andExpect(status().isOk())
                        .andExpect(content().contentType("application/zip"));
            }
            if (!info.id().equals("ping")) {
                // every real game ships its replay viewer (the test engine ping has none)
                mvc.perform(get("/games/" + info.id() + "/viewer.js")).andExpect(status().isOk())
                        .andExpect(content().string(Matchers.containsString("export function drawFrame")));
            }
        }
    }

    @Test
    void unknownThingsAreNotFoundWithAReason() throws Exception {
        mvc.perform(get("/contests/chess")).andExpect(status().isNotFound())
                .andExpect(content().string(Matchers.containsString("the contest chess does not exist")));
        mvc.perform(get("/api/matches/999999")).andExpect(status().isNotFound())
                .andExpect(content().string(Matchers.containsString("\"code\":\"NOT_FOUND\"")));
    }

    @Test
    void privatePagesAskForALogin() throws Exception {
        mvc.perform(get("/account")).andExpect(status().is3xxRedirection()).andExpect(redirectedUrl("/login"));
        mvc.perform(get("/contests/racetrack/games")).andExpect(status().is3xxRedirection());
    }

    @Test
    void onlyAdminsSeeTheAdminPage() throws Exception {
        mvc.perform(get("/admin").with(user(newUser(Role.CONTESTANT)))).andExpect(status().isForbidden());
        mvc.perform(get("/admin").with(user(newUser(Role.ADMIN)))).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("Failed jobs")));
    }

    @Test
    void someoneElsesSubmissionIsNotFound() throws Exception {
        mvc.perform(get("/submissions/1").with(user(newUser(Role.CONTESTANT)))).andExpect(status().isNotFound());
    }
}
