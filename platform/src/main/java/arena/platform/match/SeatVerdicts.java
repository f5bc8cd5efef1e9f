package arena.platform.match;

import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import java.util.Arrays;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * A seat's verdict evidence in the reader's language ({@code the process exited with code 3}): the message key and
 * arguments stored with the seat, said with the shared and the game's words; the stored English text where there is
 * no key (seats from before, old workers) or a word is missing. Every page that shows evidence reads it here.
 */
@Component("verdicts")
public class SeatVerdicts {

    private final StoredPhrases phrases;

    SeatVerdicts(StoredPhrases phrases) {
        this.phrases = phrases;
    }

    /** The evidence in the page's language; null for a seat without a verdict yet. */
    public String say(MatchSeat seat) {
        return seat.getVerdict() == null ? seat.getVerdictMessage() : phrases.say(phrase(seat));
    }

    /** Evidence read straight from the columns (the crash list's query): in the page's language, else the English. */
    public String say(String key, String argsJson, String english) {
        return phrases.say(phrases.read(key, argsJson, english, "verdict"));
    }

    /**
     * A seat's status in the page's language where it is a word the games share ({@code ALIVE}, {@code CRASHED}:
     * {@code outcome.status.*}); a code ({@code OK}, racetrack's {@code NO_ANSWER}) stays as it is.
     */
    public String status(String status) {
        if (status == null) {
            return null;
        }
        return phrases.say(new Phrase("outcome.status." + status, List.of(), status));
    }

    /** Whether a status is a reason code, whose explanation the page gives as its title. */
    public boolean reasonCode(String status) {
        return status != null && Arrays.stream(ReasonCode.values()).anyMatch(code -> code.name().equals(status));
    }

    /** The verdict as the engine gave it: code, turn and evidence with its key and arguments. */
    Verdict verdict(MatchSeat seat) {
        return Verdict.of(ReasonCode.valueOf(seat.getVerdict()), seat.getVerdictTurn(), phrase(seat));
    }

    private Phrase phrase(MatchSeat seat) {
        return phrases.read(seat.getVerdictKey(), seat.getVerdictArgs(), seat.getVerdictMessage(),
                "match seat " + seat.getId());
    }

    /** The key to store with the seat: null for English-only evidence. */
    String key(Verdict verdict) {
        return StoredPhrases.key(verdict.phrase());
    }

    /** The arguments to store with the seat (a JSON array), or null. */
    String args(Verdict verdict) {
        return phrases.args(verdict.phrase());
    }
}
