package arena.platform.contest;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.sandbox.build.Language;
import arena.sandbox.build.Languages;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * The English of what the games and toolchains say about themselves is theirs: the messages that translate it
 * ({@link GameTexts}) hold the same English, so a changed summary, format or library line shows up here first, and
 * every one of them has its Russian and Persian.
 */
class GameTextsTest {

    private static Properties bundle(String suffix) throws IOException {
        Properties messages = new Properties();
        try (var in = GameTextsTest.class.getResourceAsStream("/messages" + suffix + ".properties")) {
            messages.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return messages;
    }

    @Test
    void everyGamesSummaryAndFormatIsTranslatedFromItsOwnEnglish() throws IOException {
        Properties en = bundle("");
        Properties ru = bundle("_ru");
        Properties fa = bundle("_fa");
        int games = 0;
        for (GameEngine engine : ServiceLoader.load(GameEngine.class)) {
            var info = engine.info();
            if (info.id().equals("ping")) {
                continue; // the tests' own game
            }
            games++;
            String summary = "game." + info.id() + ".summary";
            assertThat(en.getProperty(summary)).as(summary).isEqualTo(info.summary());
            assertThat(ru.getProperty(summary)).as(summary + " in Russian").isNotBlank();
            assertThat(fa.getProperty(summary)).as(summary + " in Persian").isNotBlank();
            for (Format format : info.formats()) {
                String key = "format." + info.id() + "." + format.id();
                assertThat(en.getProperty(key)).as(key).isEqualTo(format.name());
                assertThat(ru.getProperty(key)).as(key + " in Russian").isNotBlank();
                assertThat(fa.getProperty(key)).as(key + " in Persian").isNotBlank();
            }
        }
        assertThat(games).isEqualTo(5);
    }

    @Test
    void aLanguagesLibraryLineIsTranslatedFromItsOwnEnglish() throws IOException {
        Properties en = bundle("");
        for (Language language : Languages.all()) {
            String key = "contest.libraries." + language.id();
            if (en.containsKey(key)) {
                assertThat(en.getProperty(key)).as(key).isEqualTo(String.join(", ", language.libraries()));
                assertThat(bundle("_ru").getProperty(key)).isNotBlank();
                assertThat(bundle("_fa").getProperty(key)).isNotBlank();
            }
        }
        assertThat(en).containsKeys("contest.libraries.java", "contest.libraries.go");
    }
}
