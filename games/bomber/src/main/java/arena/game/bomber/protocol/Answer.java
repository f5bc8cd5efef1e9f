package arena.game.bomber.protocol;

import arena.game.bomber.rules.Action;

/**
 * A strategy's answer to one {@code tick} request, normalised: an invalid answer is a {@code WAIT} for
 * this tick only (spec §10, D-B23), and says why.
 *
 * @param action  the command to execute
 * @param invalid why the answer was not valid, or {@code null}
 * @param debug   the optional debug text, cut to 256 characters, or {@code null}
 */
public record Answer(Action action, String invalid, String debug) {

    public static Answer valid(Action action, String debug) {
        return new Answer(action, null, debug);
    }

    public static Answer invalid(String why, String debug) {
        return new Answer(Action.WAIT, why, debug);
    }

    public boolean isValid() {
        return invalid == null;
    }
}
