package arena.platform.admin.crash;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The crash list's "older" and "newer" links name their page by the key of the row beside it (before=, after=), not
 * by number: following them from the first page to the last and back shows every row once, in the order the pages
 * by number show them, rows of one time included.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class CrashPagesByKeyIT {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    JdbcTemplate jdbc;

    @Test
    void olderAndNewerLinksWalkEveryRowOnceInTheListsOrder() throws Exception {
        String worker = "kw-" + UUID.randomUUID().toString().substring(0, 8);
        // 130 faults at 33 times, up to four at one time (to the microsecond), ids not in time order
        Instant base = Instant.parse("2026-01-01T00:00:00.000001Z");
        for (int i = 0; i < 130; i++) {
            jdbc.update("insert into infra_faults (at, job_id, kind, ref_id, worker, reason) values (?, 0, 'MATCH', ?, ?, ?)",
                    Timestamp.from(base.plusSeconds((i * 7 % 130) / 4)), 1_000_000 + i, worker, "fault " + i);
        }
        ArenaUser admin = ArenaUser.of(accounts.register(new RegistrationForm("kwa" + worker.substring(3),
                "seven-quiet-harbors"), Role.ADMIN));

        List<Long> byNumber = new ArrayList<>();
        for (int page = 1; page <= 3; page++) {
            ids(api(admin, get("/api/admin/crashes").param("worker", worker).param("page", Integer.toString(page))), byNumber);
        }
        assertThat(byNumber).hasSize(130).doesNotHaveDuplicates();
        // a page by number links to newer rows unless it is the first: page 2's newer key leads back to page 1
        JsonNode first = api(admin, get("/api/admin/crashes").param("worker", worker).param("page", "1"));
        JsonNode second = api(admin, get("/api/admin/crashes").param("worker", worker).param("page", "2"));
        assertThat(first.get("newer").isNull()).isTrue();
        assertThat(api(admin, get("/api/admin/crashes").param("worker", worker).param("after", second.get("newer").asString()))
                .get("rows")).isEqualTo(first.get("rows"));

        List<JsonNode> pages = new ArrayList<>();
        JsonNode page = api(admin, get("/api/admin/crashes").param("worker", worker));
        pages.add(page);
        while (page.get("older").isString()) {
            page = api(admin, get("/api/admin/crashes").param("worker", worker).param("before", page.get("older").asString()));
            pages.add(page);
        }
        List<Long> byKey = new ArrayList<>();
        pages.forEach(shown -> ids(shown, byKey));
        assertThat(byKey).isEqualTo(byNumber);
        assertThat(pages).hasSize(3);
        assertThat(pages.get(0).get("newer").isNull()).isTrue();
        assertThat(pages.get(2).get("next").asBoolean()).isFalse();
        assertThat(pages.get(1).get("page").isNull()).isTrue();

        // back from the last page: the same pages, newest rows first on each
        JsonNode newer = api(admin, get("/api/admin/crashes").param("worker", worker).param("after", pages.get(2).get("newer").asString()));
        assertThat(newer.get("rows")).isEqualTo(pages.get(1).get("rows"));
        newer = api(admin, get("/api/admin/crashes").param("worker", worker).param("after", newer.get("newer").asString()));
        assertThat(newer.get("rows")).isEqualTo(pages.get(0).get("rows"));
        assertThat(newer.get("newer").isNull()).isTrue();
        assertThat(newer.get("older").asString()).isEqualTo(pages.get(0).get("older").asString());

        // the page's own links carry the keys
        String html = mvc.perform(get("/admin/crashes").param("worker", worker).param("before", pages.get(0).get("older").asString())
                .with(user(admin))).andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        assertThat(html).contains("id=\"previous-page\"").contains("after=").contains("id=\"next-page\"").contains("before=")
                .contains("Crashes before ").doesNotContain("page=");

        assertThat(mvc.perform(get("/api/admin/crashes").param("before", "2026-01-01T00:00:00Z~SEAT;1").with(user(admin)))
                .andReturn().getResponse().getStatus()).isEqualTo(400);
    }

    private JsonNode api(ArenaUser admin, MockHttpServletRequestBuilder request) throws Exception {
        return JSON.readTree(mvc.perform(request.with(user(admin))).andExpect(status().isOk()).andReturn().getResponse()
                .getContentAsString());
    }

    private static void ids(JsonNode page, List<Long> ids) {
        page.get("rows").forEach(row -> ids.add(row.get("id").asLong()));
    }
}
