package arena.platform.stage;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;

/**
 * What an organizer does to one stage from its page or the API (start a part, pause, resume, re-run, publish): the
 * stage is one the organizer can see, and the action checks the rest.
 */
@FunctionalInterface
interface StageAction {

    void apply(Contest contest, Stage visible, ArenaUser by);
}
