package arena.platform.comparison;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param maxGames     the most games one comparison may ask for, unless the contest's ladder settings say otherwise
 *                     (contest_sandboxes.comparison_games)
 * @param defaultGames the games of a comparison that names no number
 */
@ConfigurationProperties("arena.comparison")
public record ComparisonProperties(Integer maxGames, Integer defaultGames) {

    public ComparisonProperties {
        maxGames = maxGames == null ? 200 : maxGames;
        defaultGames = defaultGames == null ? 40 : defaultGames;
    }
}
