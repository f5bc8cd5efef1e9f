package arena.game.smartdog;

import arena.game.api.Phrases;

/** Smartdog's words ({@code arena/game/smartdog/outcome}) and the shared ones: summaries and verdict evidence. */
public final class SmartDogWords {

    public static final Phrases WORDS = Phrases.of(SmartDogWords.class, "smartdog");

    private SmartDogWords() {
    }
}
