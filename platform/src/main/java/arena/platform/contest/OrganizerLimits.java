package arena.platform.contest;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * How far an organizer can go: every number an organizer sets has a ceiling here, so no contest or stage can ask
 * the site for unbounded work. Admins create contests without the count limit.
 *
 * @param contests     contests one organizer may own
 * @param stageTop     the most entrants a stage takes from the stage before it, and from the ladder's best
 * @param stageRepeats the most times a duel stage's round robin is played per part
 * @param stageWaves   the most waves a part of a wave stage plays
 */
@ConfigurationProperties("arena.organizers")
public record OrganizerLimits(Integer contests, Integer stageTop, Integer stageRepeats, Integer stageWaves) {

    public static final OrganizerLimits DEFAULTS = new OrganizerLimits(null, null, null, null);

    public OrganizerLimits {
        contests = contests == null ? 20 : contests;
        stageTop = stageTop == null ? 10_000 : stageTop;
        stageRepeats = stageRepeats == null ? 20 : stageRepeats;
        stageWaves = stageWaves == null ? 200 : stageWaves;
    }
}
