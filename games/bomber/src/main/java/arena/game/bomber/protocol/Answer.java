package arena.game.bomber.protocol;

import arena.game.api.Phrase;
import arena.game.bomber.rules.Action;

/**
 * A strategy's answer to one {@code tick} request, normalised: an invalid answer is a {@code WAIT} for
 * this tick only (spec §10, D-B23), and says why.
 *
 * @param action  the command to execute
 * @param problem why the answer was not valid ({@code outcome.bomber.answer.*}), or {@code null}
 * @param debug   the optional debug text, cut to 256 characters, or {@code null}
 */
public record Answer(Action action, Phrase problem, String debug) {

    public static Answer valid(Action action, String debug) {
        return new Answer(action, null, debug);
    }

    public static Answer invalid(Phrase why, String debug) {
        return new Answer(Action.WAIT, why, debug);
    }

    /** Why the answer was not valid, in English, or {@code null}. */
    public String invalid() {
        return problem == null ? null : problem.text();
    }

    public boolean isValid() {
        return problem == null;
    }
}
