package arena.sandbox.worker;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The worker reports a game's progress when it moved on, and only then. */
class GameProgressTest {

    @Test
    void aTurnIsHandedOutOnceUntilTheGameMovesOn() {
        GameProgress progress = new GameProgress();
        assertThat(progress.current()).isNull();
        assertThat(progress.unreported()).isNull();
        progress.at(3, 300);
        assertThat(progress.unreported()).isEqualTo(new GameProgress.Turn(3, 300));
        assertThat(progress.unreported()).isNull();
        assertThat(progress.current()).isEqualTo(new GameProgress.Turn(3, 300));
        progress.at(4, 300);
        assertThat(progress.unreported()).isEqualTo(new GameProgress.Turn(4, 300));
    }

    @Test
    void whatAnEngineSaysIsKeptWithinBounds() {
        GameProgress progress = new GameProgress();
        progress.at(-1, 0);
        assertThat(progress.current()).isEqualTo(new GameProgress.Turn(0, 1));
        progress.at(301, 300);
        assertThat(progress.current()).isEqualTo(new GameProgress.Turn(300, 300));
    }
}
