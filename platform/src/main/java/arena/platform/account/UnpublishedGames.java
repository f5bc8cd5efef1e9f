package arena.platform.account;

import java.util.Collection;
import java.util.Set;

/**
 * Which games belong to a stage whose results are not published yet, so the account page leaves them out as the
 * contests' own pages do. The match package answers ({@code StageSecrecy}); it stands above accounts.
 */
public interface UnpublishedGames {

    /** The ids among these of games of stages not published yet. */
    Set<Long> unpublished(Collection<Long> matchIds);
}
