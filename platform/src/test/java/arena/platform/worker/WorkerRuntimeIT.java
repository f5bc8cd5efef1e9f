package arena.platform.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.platform.account.ArenaUser;
import arena.platform.account.UserRepository;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.json.JsonMapper;

/**
 * A worker says which container runtime its strategies run under when it leases (runc, or runsc for gVisor), and the
 * admin's workers page shows it beside its sandbox; a worker without containers has none, and a worker that does not
 * say (an older jar) keeps what it said last.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.worker.token=" + WorkerRuntimeIT.TOKEN})
class WorkerRuntimeIT {

    static final String TOKEN = "runtime-deployment-token-5c1e";

    @Autowired
    MockMvc mvc;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    UserRepository users;

    private final String name = "gv-" + UUID.randomUUID().toString().substring(0, 6);

    private String join() throws Exception {
        MvcResult joined = mvc.perform(post("/api/worker/join").param("name", name)
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + TOKEN)).andReturn();
        assertThat(joined.getResponse().getStatus()).as(joined.getResponse().getContentAsString()).isEqualTo(201);
        return JsonMapper.builder().build().readTree(joined.getResponse().getContentAsString()).get("credential").asString();
    }

    private void lease(String credential, String sandbox, String runtime) throws Exception {
        var request = post("/api/worker/lease").param("worker", name).param("anyonesCode", "true")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + credential);
        if (sandbox != null) {
            request.param("sandbox", sandbox);
        }
        if (runtime != null) {
            request.param("runtime", runtime);
        }
        assertThat(mvc.perform(request).andReturn().getResponse().getStatus()).isIn(200, 204);
    }

    /** This worker's row of the admin's workers page. */
    private String row() throws Exception {
        ArenaUser admin = ArenaUser.of(users.findByUsername("admin").orElseThrow());
        String page = mvc.perform(get("/admin/workers").with(user(admin))).andReturn().getResponse()
                .getContentAsString(StandardCharsets.UTF_8);
        int start = page.indexOf("data-worker=\"" + name + "\"");
        assertThat(start).as("the worker's row").isNotNegative();
        return page.substring(start, page.indexOf("</tr>", start));
    }

    @Test
    void theWorkersPageShowsTheRuntimeBesideTheSandbox() throws Exception {
        // other tests' work would be leased by this test's worker
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        String credential = join();

        lease(credential, "Docker containers (engine 20.10, runtime runsc)", "runsc");
        assertThat(row()).contains("Docker containers (engine 20.10, runtime runsc)").contains("<td class=\"runtime\">runsc</td>");
        assertThat(jdbc.queryForObject("select runtime from workers where id = ?", String.class, name)).isEqualTo("runsc");

        // an older worker says nothing of either: what it said last stays
        lease(credential, null, null);
        assertThat(row()).contains("<td class=\"runtime\">runsc</td>");

        // the same name now runs local processes: no containers, no runtime
        lease(credential, "isolated local processes (bubblewrap)", null);
        assertThat(row()).contains("isolated local processes").contains("none (no containers)").doesNotContain("runsc");
    }
}
