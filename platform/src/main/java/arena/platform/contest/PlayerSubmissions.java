package arena.platform.contest;

import arena.platform.account.ArenaUser;
import org.springframework.ui.Model;

/**
 * What a contest's page shows of the signed-in player's own submissions. The submissions package fills it in
 * ({@code ContestPageSubmissions}): it stands above contests, so the contest page asks through this port.
 */
public interface PlayerSubmissions {

    /**
     * Adds the player's submissions of this contest to the page: {@code submissions} (newest first), {@code disabled},
     * {@code mainId} and {@code lastLanguage}.
     */
    void addTo(Model model, Contest contest, ArenaUser player);
}
