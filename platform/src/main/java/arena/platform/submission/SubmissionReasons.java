package arena.platform.submission;

import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import arena.platform.i18n.OutcomeWords;
import arena.platform.match.Match;
import arena.platform.match.StoredPhrases;
import org.springframework.stereotype.Component;

/**
 * Why a submission was rejected, as a phrase: the site's sentence ({@code acceptance game 12 on m1: …}) around the
 * seat's verdict in the game's words, kept as a key and arguments beside the English text (V34) and said in the
 * reader's language. A reason stored before, or one without a key, is its English text.
 */
@Component
public class SubmissionReasons {

    static final String VERDICT = "submission.reason.verdict";
    static final String ACCEPTANCE = "submission.reason.acceptance";
    static final String ACCEPTANCE_ON = "submission.reason.acceptanceOn";

    private final OutcomeWords words;
    private final StoredPhrases phrases;

    SubmissionReasons(OutcomeWords words, StoredPhrases phrases) {
        this.words = words;
        this.phrases = phrases;
    }

    /** {@code acceptance game 12 on m1: TIME_LIMIT: …}; the game is null when no game shows the verdict. */
    Phrase acceptance(Match game, Verdict verdict) {
        return game == null ? acceptance(null, null, verdict) : acceptance(game.getId(), game.getMap(), verdict);
    }

    /** @param gameId the acceptance game that shows the verdict, or null; map its map, or null */
    Phrase acceptance(Long gameId, String map, Verdict verdict) {
        Object said = verdict.message().isEmpty() ? verdict.code().name()
                : words.phrase(VERDICT, verdict.code().name(), nested(verdict.phrase()));
        if (gameId == null) {
            return said instanceof Phrase phrase ? phrase : Phrase.english(verdict.code().name());
        }
        return map == null ? words.phrase(ACCEPTANCE, gameId, said) : words.phrase(ACCEPTANCE_ON, gameId, map, said);
    }

    /** Rejects it with the reason kept in words for every language. */
    void reject(Submission submission, ReasonCode code, Phrase reason, String log) {
        submission.rejected(code, reason.text(), StoredPhrases.key(reason), phrases.args(reason), log);
    }

    /** The reason in the reader's language; null when it has none. */
    public String say(Submission submission) {
        if (submission.getReasonMessage() == null && submission.getReasonKey() == null) {
            return null;
        }
        return phrases.say(phrases.read(submission.getReasonKey(), submission.getReasonArgs(),
                submission.getReasonMessage(), "submission=" + submission.getId()));
    }

    /** A phrase inside another: English-only text goes in as the text itself, which keeps no key to look up. */
    private static Object nested(Phrase phrase) {
        return phrase.key() == null ? phrase.text() : phrase;
    }
}
