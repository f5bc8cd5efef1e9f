package arena.platform.ladder;

import java.net.URI;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The ladder settings' addresses from when the ladder was called "the sandbox" ({@code .../contests/{slug}/sandbox})
 * lead to the new ones for good. 308 keeps the method and the body, so an old form post or API PUT still lands.
 */
@RestController
class OldLadderAddresses {

    @RequestMapping(path = "/organize/contests/{slug}/sandbox", method = {RequestMethod.GET, RequestMethod.POST})
    ResponseEntity<Void> organizerPage(@PathVariable String slug) {
        return moved("/organize/contests/{slug}/ladder", slug);
    }

    @RequestMapping(path = "/admin/contests/{slug}/sandbox", method = {RequestMethod.GET, RequestMethod.POST})
    ResponseEntity<Void> adminPage(@PathVariable String slug) {
        return moved("/admin/contests/{slug}/ladder", slug);
    }

    @RequestMapping(path = "/api/contests/{slug}/sandbox", method = {RequestMethod.GET, RequestMethod.PUT})
    ResponseEntity<Void> api(@PathVariable String slug) {
        return moved("/api/contests/{slug}/ladder", slug);
    }

    private static ResponseEntity<Void> moved(String template, Object... values) {
        URI to = UriComponentsBuilder.fromPath(template).buildAndExpand(values).encode().toUri();
        return ResponseEntity.status(HttpStatus.PERMANENT_REDIRECT).location(to).build();
    }
}
