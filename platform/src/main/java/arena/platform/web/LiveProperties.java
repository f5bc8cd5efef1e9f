package arena.platform.web;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Caps on open live-update streams. Every open stream reads the database twice a second, so the site
 * serves a bounded number of them, and one client (a user, or an address for visitors) a few.
 *
 * @param maxPerClient streams one client may hold open (a browser opens at most six connections per site)
 * @param maxTotal     streams the site instance holds open in all
 */
@ConfigurationProperties("arena.live")
public record LiveProperties(Integer maxPerClient, Integer maxTotal) {

    public LiveProperties {
        maxPerClient = maxPerClient == null ? 5 : maxPerClient;
        maxTotal = maxTotal == null ? 200 : maxTotal;
    }
}
