package arena.platform.organize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.game.api.GameEngines;
import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

/**
 * The stages page's contest maps: an organizer adds a bomber map through the form and reads the game's refusal of a
 * broken one; the map is listed as secret to them and not at all to a contestant or to an organizer nobody named for the
 * contest, who cannot add one either.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class ContestMapPageIT {

    @Autowired
    MockMvc mvc;

    @Autowired
    UserRepository users;

    @Autowired
    ContestRepository contests;

    private ArenaUser account(String name, Role role) {
        return ArenaUser.of(users.save(new User(name, "{noop}unused", role)));
    }

    @Test
    void anOrganizerAddsAMapOnTheStagesPageAndAContestantDoesNotSeeIt() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser organizer = account("mp" + run + "o", Role.ORGANIZER);
        ArenaUser contestant = account("mp" + run + "c", Role.CONTESTANT);
        ArenaUser another = account("mp" + run + "x", Role.ORGANIZER);
        // a site's contest, as a game's default one: run by the organizer an admin named for it, not by every organizer
        Contest site = new Contest("maps-" + run, "bomber", "Map cup " + run, "");
        site.organizer(organizer.id(), true);
        Contest contest = contests.save(site);
        String page = "/contests/" + contest.getSlug() + "/stages";
        String form = "/contests/" + contest.getSlug() + "/contest-maps";
        String classic = GameEngines.load().get("bomber").info().map("classic").orElseThrow().data();

        assertThat(body(get(page), organizer)).contains("map-form", "Add the map");
        MvcResult broken = mvc.perform(post(form).param("id", "tiny").param("name", "Tiny").param("text", "1.2\n")
                .with(user(organizer)).with(csrf())).andReturn();
        assertThat(broken.getResponse().getRedirectedUrl()).isEqualTo(page + "#contest-maps");
        assertThat(broken.getFlashMap().get("mapError")).isEqualTo("INVALID_MAP: map tiny is 3x1; rated maps are 15x15");

        MvcResult added = mvc.perform(post(form).param("id", "arena-" + run).param("name", "Arena " + run)
                .param("text", classic).with(user(organizer)).with(csrf())).andReturn();
        assertThat(added.getFlashMap().get("mapError")).isNull();
        assertThat(body(get(page), organizer)).contains("Arena " + run + " (arena-" + run + ")",
                "secret until a stage that plays it is published");
        assertThat(body(get(page), contestant)).doesNotContain("arena-" + run, "map-form");
        assertThat(body(get(page), another)).doesNotContain("arena-" + run, "map-form");
        assertThat(mvc.perform(get("/contests/" + contest.getSlug() + "/contest-maps/arena-" + run).with(user(another)))
                .andReturn().getResponse().getStatus()).isEqualTo(404);
        assertThat(mvc.perform(post(form).param("id", "other-" + run).param("name", "Other").param("text", classic)
                .with(user(another)).with(csrf())).andReturn().getResponse().getStatus()).isEqualTo(403);

        MvcResult theirs = mvc.perform(post(form).param("id", "mine-" + run).param("name", "Mine").param("text", classic)
                .with(user(contestant)).with(csrf())).andReturn();
        assertThat(theirs.getResponse().getStatus()).isEqualTo(403);
        assertThat(body(get(page), organizer)).doesNotContain("mine-" + run);
    }

    private String body(org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder request,
            ArenaUser as) throws Exception {
        return mvc.perform(request.with(user(as))).andReturn().getResponse().getContentAsString();
    }
}
