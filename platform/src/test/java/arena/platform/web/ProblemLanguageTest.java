package arena.platform.web;

import arena.platform.i18n.TestMessages;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.game.api.Phrases;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.i18n.OutcomeWords;
import arena.platform.i18n.SiteLocaleResolver;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.context.support.ResourceBundleMessageSource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.LocaleResolver;

/**
 * A refusal of the REST API is a ProblemDetail whose {@code detail} is in the request's language (Accept-Language,
 * through the site's LocaleResolver) and whose {@code code} never changes.
 */
class ProblemLanguageTest {

    private MockMvc mvc;

    @RestController
    static class Refusing {
        @GetMapping("/api/matches/{id}")
        void match(@PathVariable long id) {
            throw ArenaException.notFound("error.NOT_FOUND.match", id);
        }

        @GetMapping("/api/too-many")
        void tooMany() {
            throw new ArenaException(org.springframework.http.HttpStatus.CONFLICT, "STAGE_DONE", "error.STAGE_DONE", "Final", 1);
        }
    }

    @BeforeEach
    void setUp() {
        ResourceBundleMessageSource messages = TestMessages.of("messages", "errors", "viewers");
        mvc = MockMvcBuilders.standaloneSetup(new Refusing())
                .setControllerAdvice(new ApiErrorAdvice(new RequestLimits(1 << 20, 1 << 20, 1 << 16),
                        new ErrorSentences(messages, new StaticListableBeanFactory().getBeanProvider(LocaleResolver.class),
                        new OutcomeWords(Phrases.of(getClass().getClassLoader(), List.of()), messages))))
                .setLocaleResolver(new SiteLocaleResolver(slug -> Optional.empty(), (user, language) -> { }))
                .build();
    }

    @Test
    void russianDetailSameCode() throws Exception {
        mvc.perform(get("/api/matches/12345").header("Accept-Language", "ru-RU,ru;q=0.9,en;q=0.5"))
                .andExpect(status().isNotFound())
                .andExpect(jsonPath("$.code").value("NOT_FOUND"))
                .andExpect(jsonPath("$.detail").value("игры 12345 нет"));
    }

    @Test
    void persianDetailSameCode() throws Exception {
        mvc.perform(get("/api/matches/12345").header("Accept-Language", "fa"))
                .andExpect(status().isNotFound())
                .andExpect(jsonPath("$.code").value("NOT_FOUND"))
                .andExpect(jsonPath("$.detail").value("بازی 12345 وجود ندارد"));
    }

    @Test
    void englishWithoutAcceptLanguage() throws Exception {
        mvc.perform(get("/api/matches/12345"))
                .andExpect(jsonPath("$.code").value("NOT_FOUND"))
                .andExpect(jsonPath("$.detail").value("match 12345 does not exist"));
    }

    @Test
    void englishPluralInTheSentence() throws Exception {
        mvc.perform(get("/api/too-many").header("Accept-Language", "en"))
                .andExpect(jsonPath("$.code").value("STAGE_DONE"))
                .andExpect(jsonPath("$.detail").value("Final has played all its 1 part"));
    }

    @Test
    void getMessageStaysEnglishForLogs() {
        org.assertj.core.api.Assertions.assertThat(ArenaException.notFound("error.NOT_FOUND.match", 12345L).getMessage())
                .isEqualTo("match 12345 does not exist");
    }
}
