package arena.platform.comparison;

import arena.game.api.EngineInfo;
import arena.game.api.TiePolicy;

/**
 * What a comparison compares per game: what the game's stage standings rank by. A game whose points table awards the
 * game's own score ({@link TiePolicy#GAME}, sharif) compares scores (higher is better); every other game compares
 * places (lower is better), as its standings and its ratings do.
 */
public enum Measure {
    PLACE,
    SCORE;

    static Measure of(EngineInfo info) {
        return info.stageScoring().table().tiePolicy() == TiePolicy.GAME ? SCORE : PLACE;
    }
}
