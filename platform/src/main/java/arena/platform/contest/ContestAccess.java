package arena.platform.contest;

import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.web.ArenaException;

/**
 * Who runs a contest: admins all of them, an organizer the ones they created. The default contest of a game has no
 * owner and stays open to every organizer, as before contests could be created.
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
        return user.role() == Role.ORGANIZER && (contest.getOwnerId() == null || contest.getOwnerId() == user.id());
    }

    public static void require(Contest contest, ArenaUser user) {
        if (!runs(contest, user)) {
            throw ArenaException.forbidden("only the organizer who created " + contest.getName()
                    + " and admins run it");
        }
    }
}
