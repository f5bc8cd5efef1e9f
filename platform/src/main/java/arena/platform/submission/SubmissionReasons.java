package arena.platform.submission;

import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import arena.platform.i18n.OutcomeWords;
import arena.platform.match.Match;
import arena.platform.match.StoredPhrases;
import arena.platform.match.VoidReasons;
import arena.sandbox.build.BuildResult;
import java.time.Instant;
import org.springframework.stereotype.Component;

/**
 * Why a submission was rejected or is held, as a phrase: the site's sentence ({@code acceptance game 12 on m1: …}) around
 * the seat's verdict in the game's words, or around a void game's own reason, kept as a key and arguments beside the
 * English text (V34) and said in the reader's language. What the infrastructure said stays as it said it; a reason
 * stored before, or one without a key, is its English text.
 */
@Component
public class SubmissionReasons {

    static final String VERDICT = "submission.reason.verdict";
    static final String ACCEPTANCE = "submission.reason.acceptance";
    static final String ACCEPTANCE_ON = "submission.reason.acceptanceOn";
    static final String ACCOUNT_DISABLED = "submission.reason.accountDisabled";
    static final String NOT_COMPILED = "submission.reason.notCompiled";
    static final String NOT_PLAYED = "submission.reason.notPlayed";
    static final String COMPILE_FAILED = "submission.reason.compileFailed";

    private final OutcomeWords words;
    private final StoredPhrases phrases;
    private final VoidReasons voids;

    SubmissionReasons(OutcomeWords words, StoredPhrases phrases, VoidReasons voids) {
        this.words = words;
        this.phrases = phrases;
        this.voids = voids;
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

    /** {@code the account bob is disabled}: why its compilation or games are refused. */
    Phrase accountDisabled(String username) {
        return words.phrase(ACCOUNT_DISABLED, username);
    }

    /** {@code not compiled: the account bob is disabled}. */
    Phrase notCompiled(Phrase why) {
        return words.phrase(NOT_COMPILED, nested(why));
    }

    /** {@code acceptance game 12 was not played: …}, with why the game was not played. */
    Phrase notPlayed(Match game) {
        return words.phrase(NOT_PLAYED, game.getId(), nested(voids.whyNotPlayed(game)));
    }

    /** {@code acceptance game 12: …}: the infrastructure voided one of its games, with the game's own reason. */
    Phrase voided(Match game) {
        return words.phrase(ACCEPTANCE, game.getId(), nested(voids.phrase(game)));
    }

    /** {@code the compilation failed: …}; {@code reason} is the infrastructure's own words. */
    Phrase compileFailed(String reason) {
        return words.phrase(COMPILE_FAILED, reason);
    }

    /**
     * Why it did not compile: Arena's words when the sandbox wrote the sentence ({@code compilation took longer than
     * 60 s}), the compiler's line as the compiler printed it, and an old worker's message as it sent it. The English
     * text is the message.
     */
    Phrase compileError(BuildResult result) {
        Phrase words = result.phrase();
        return words == null || words.key() == null ? Phrase.english(result.message())
                : new Phrase(words.key(), words.args(), result.message());
    }

    /** Rejects it with the reason kept in words for every language. */
    void reject(Submission submission, ReasonCode code, Phrase reason, String log) {
        submission.rejected(code, reason.text(), StoredPhrases.key(reason), phrases.args(reason), log);
    }

    /** Holds it for another try, with the reason kept in words for every language. */
    void hold(Submission submission, Phrase why, Instant retryAt) {
        submission.held(why.text(), StoredPhrases.key(why), phrases.args(why), retryAt);
    }

    /** Why one of its games is void, in the reader's language (null when it is not). */
    public String say(Match game) {
        return voids.say(game);
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
