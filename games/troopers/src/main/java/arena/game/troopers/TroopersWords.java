package arena.game.troopers;

import arena.game.api.Phrases;

/** Troopers' words ({@code arena/game/troopers/outcome}) and the shared ones: summaries and verdict evidence. */
public final class TroopersWords {

    public static final Phrases WORDS = Phrases.of(TroopersWords.class, "troopers");

    private TroopersWords() {
    }
}
