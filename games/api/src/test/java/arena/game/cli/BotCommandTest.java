package arena.game.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BotCommandTest {

    @Test
    void botCommandsAreSplitWithoutAShell() {
        assertThat(BotCommand.split("python3 -u main.py")).containsExactly("python3", "-u", "main.py");
        assertThat(BotCommand.split("java -cp 'my dir' Main")).containsExactly("java", "-cp", "my dir", "Main");
        assertThat(BotCommand.split("./bot \"a b\" c\\ d $HOME")).containsExactly("./bot", "a b", "c d", "$HOME");
        assertThat(BotCommand.split("  x  ''  ")).containsExactly("x", "");
        assertThatThrownBy(() -> BotCommand.split("bot 'open")).hasMessageContaining("unclosed '");
    }
}
