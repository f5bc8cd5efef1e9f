package arena.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ArgumentsTest {

    @Test
    void commandPositionalsAndOptionsInAnyOrder() {
        Arguments arguments = Arguments.parse("submit", "--language", "python", "ping", "bot/", "--wait");
        assertThat(arguments.command()).isEqualTo("submit");
        assertThat(arguments.positionals()).containsExactly("ping", "bot/");
        assertThat(arguments.option("language")).contains("python");
        assertThat(arguments.flag("wait")).isTrue();
        assertThat(arguments.flag("help")).isFalse();
    }

    @Test
    void equalsFormAndShortOptions() {
        Arguments arguments = Arguments.parse("replay", "42", "-o", "out.json", "--map=m1");
        assertThat(arguments.option("output")).contains("out.json");
        assertThat(arguments.option("map")).contains("m1");
    }

    @Test
    void opponentsAreCommaSeparatedAndRepeatable() {
        Arguments arguments = Arguments.parse("custom", "bomber", "--opponents", "quickstart, idle", "--opponents=bot:random");
        assertThat(arguments.list("opponents")).containsExactly("quickstart", "idle", "bot:random");
        assertThat(arguments.list("map")).isEmpty();
    }

    @Test
    void aLoneDashIsStdinAndDoubleDashEndsOptions() {
        Arguments arguments = Arguments.parse("submit", "ping", "-", "--", "--odd-name");
        assertThat(arguments.positionals()).containsExactly("ping", "-", "--odd-name");
    }

    @Test
    void unknownOptionIsAUsageError() {
        assertThatThrownBy(() -> Arguments.parse("games", "--colour", "red"))
                .isInstanceOf(UsageException.class).hasMessageContaining("unknown option --colour");
        assertThatThrownBy(() -> Arguments.parse("games", "-x")).isInstanceOf(UsageException.class);
    }

    @Test
    void optionWithoutItsValueIsAUsageError() {
        assertThatThrownBy(() -> Arguments.parse("submit", "ping", "main.py", "--language"))
                .isInstanceOf(UsageException.class).hasMessageContaining("--language needs a value");
        assertThatThrownBy(() -> Arguments.parse("submit", "--wait=yes"))
                .isInstanceOf(UsageException.class).hasMessageContaining("takes no value");
    }

    @Test
    void aCommandRefusesExtraArgumentsAndOptionsOfOthers() {
        assertThatThrownBy(() -> Arguments.parse("games", "ping", "extra").allow(1))
                .isInstanceOf(UsageException.class).hasMessageContaining("too many arguments");
        assertThatThrownBy(() -> Arguments.parse("contests", "--map", "m1").allow(0))
                .isInstanceOf(UsageException.class).hasMessageContaining("contests takes no option --map");
        assertThatThrownBy(() -> Arguments.parse("replay").positional(0, "a game id"))
                .isInstanceOf(UsageException.class).hasMessage("replay needs a game id");
    }

    @Test
    void durations() {
        assertThat(Durations.parse("90s").toSeconds()).isEqualTo(90);
        assertThat(Durations.parse("30m").toMinutes()).isEqualTo(30);
        assertThat(Durations.parse("2h").toHours()).isEqualTo(2);
        assertThat(Durations.parse("45").toSeconds()).isEqualTo(45);
        assertThatThrownBy(() -> Durations.parse("soon")).isInstanceOf(UsageException.class);
    }
}
