package arena.testing;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.api.Outcome;
import org.junit.jupiter.api.Test;

/**
 * What every game's summary words must be, shared by the game modules through the test jar of games/api: a game's
 * test extends this with its engine and one short game of its own ({@link SummaryLanguages} holds the checks).
 */
public abstract class SummaryLanguagesCheck {

    /** The engine whose summaries are checked. */
    protected abstract GameEngine engine();

    /** A short game played to its end. */
    protected abstract Outcome aFinishedGame() throws InterruptedException;

    /** The names the summary may quote as they are: players, map ids, seat labels. */
    protected String[] namesQuoted() {
        return new String[0];
    }

    @Test
    void everySummaryKeyIsInRussianAndPersianWithTheSameArguments() {
        SummaryLanguages.assertBundlesInStep(engine().getClass(), engine().info().id());
    }

    @Test
    void aFinishedGameIsSaidInRussianAndPersian() throws InterruptedException {
        Outcome outcome = aFinishedGame();

        assertThat(outcome.summaryPhrase().text()).isEqualTo(outcome.summary());
        SummaryLanguages.assertSaidWithoutEnglish(engine().getClass(), engine().info().id(), outcome.summaryPhrase(),
                namesQuoted());
    }
}
