package arena.platform.contest;

import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.error.ArenaException;

/**
 * Who runs a contest (its settings, maps, ladder and stages, and what is secret until published): admins all of
 * them, an organizer the ones they created and the ones an admin named them for. The default contest of a game has
 * no owner: it is the admins', and the organizers they name for it.
 */
public final class ContestAccess {

    private ContestAccess() {
    }

    public static boolean runs(Contest contest, ArenaUser user) {
        if (user == null) {
            return false;
        }
        if (user.role() == Role.ADMIN) {
            return true;
        }
        return user.role() == Role.ORGANIZER && (contest.getOwnerId() != null && contest.getOwnerId() == user.id()
                || contest.getOrganizerIds().contains(user.id()));
    }

    /**
     * Whether the user created this contest or an admin named them for it: the contests that are theirs, as "Your
     * contests" lists them. An admin runs every contest, but only these are theirs.
     */
    public static boolean ownOrNamed(Contest contest, ArenaUser user) {
        return user != null && (contest.getOwnerId() != null && contest.getOwnerId() == user.id()
                || contest.getOrganizerIds().contains(user.id()));
    }

    public static void require(Contest contest, ArenaUser user) {
        if (!runs(contest, user)) {
            throw ArenaException.forbidden(contest.getOwnerId() == null
                    ? "error.FORBIDDEN.siteContest" : "error.FORBIDDEN.contest", contest.getName());
        }
    }
}
