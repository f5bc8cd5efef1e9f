package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.platform.i18n.OutcomeWords;
import arena.platform.i18n.SiteLanguage;
import arena.platform.i18n.TestMessages;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.ResourceBundleMessageSource;
import tools.jackson.databind.json.JsonMapper;

/**
 * A void by an admin is said in the reader's language around the admin's own words, and so is a game not played around
 * what the infrastructure said; older reasons stay as stored, and the English text is the one logs always had.
 */
class VoidReasonsTest {

    private final OutcomeWords words = new OutcomeWords(Phrases.of(getClass().getClassLoader(), List.of()), messages());
    private final VoidReasons voids = new VoidReasons(messages(), words, new StoredPhrases(words, JsonMapper.builder().build()));

    private static ResourceBundleMessageSource messages() {
        return TestMessages.of("messages", "errors");
    }

    @AfterEach
    void reset() {
        LocaleContextHolder.resetLocaleContext();
    }

    @Test
    void theAdminsWordsInTheReadersSentence() {
        LocaleContextHolder.setLocale(Locale.forLanguageTag("ru"));
        assertThat(voids.say("ann", "два аккаунта, одна стратегия")).isEqualTo("аннулирована администратором ann: "
                + "два аккаунта, одна стратегия (рейтинги, которые она изменила, и все изменения после неё пересчитаны без неё)");
        LocaleContextHolder.setLocale(Locale.forLanguageTag("fa-u-nu-arabext"));
        assertThat(voids.say("ann", "it's {0} cheating")).startsWith("باطل‌شده توسط مدیر ann: it's {0} cheating (");
        LocaleContextHolder.setLocale(Locale.ENGLISH);
        assertThat(voids.say("ann", "cheating")).isEqualTo("voided by the admin ann: cheating (the ratings it changed, "
                + "and every change after it, were recomputed without it)");
    }

    /** Rows from before V31 that did not follow the sentence, and every other reason, keep their text. */
    @Test
    void aReasonWithoutAnAdminIsItsOwnText() {
        LocaleContextHolder.setLocale(Locale.forLanguageTag("ru"));
        assertThat(voids.say(null, "voided by the admin bob: old words")).isEqualTo("voided by the admin bob: old words");
    }

    @Test
    void aGameOfADisabledAccountIsNotPlayedInTheReadersLanguage() {
        Match match = notPlayed(ReasonCode.ACCOUNT_DISABLED, voids.accountDisabled("bob"));
        assertThat(match.getReasonMessage()).isEqualTo("not played: the account bob of a player in it is disabled");
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        assertThat(voids.say(match)).isEqualTo("игра не состоялась: учётная запись bob одного из её игроков отключена");
        LocaleContextHolder.setLocale(SiteLanguage.FA.locale(false));
        assertThat(voids.say(match)).isEqualTo("انجام نشد: حساب bob، متعلق به یکی از بازیکنان این بازی، غیرفعال است");
    }

    @Test
    void anInfrastructureFaultKeepsItsOwnWords() {
        Match match = notPlayed(ReasonCode.INFRA_ERROR, voids.infraFault("the docker daemon is unreachable"));
        assertThat(match.getReasonMessage()).isEqualTo("the match could not be played because of an infrastructure fault, "
                + "not a bot's: the docker daemon is unreachable");
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        assertThat(voids.say(match)).isEqualTo("игру не удалось провести из-за сбоя инфраструктуры, стратегии не виноваты: "
                + "the docker daemon is unreachable");
        LocaleContextHolder.setLocale(Locale.ENGLISH);
        assertThat(voids.say(match)).isEqualTo(match.getReasonMessage());
    }

    @Test
    void aGameNotPlayedBeforeKeepsItsEnglish() {
        Match match = new Match(1L, MatchKind.RATED, "2p", null, 7, "{}", null, null);
        match.voided(ReasonCode.INFRA_ERROR.name(), "the match could not be played: old words", Instant.now());
        LocaleContextHolder.setLocale(SiteLanguage.FA.locale(false));
        assertThat(voids.say(match)).isEqualTo("the match could not be played: old words");
    }

    private Match notPlayed(ReasonCode code, Phrase why) {
        Match match = new Match(1L, MatchKind.RATED, "2p", null, 7, "{}", null, null);
        voids.notPlayed(match, code.name(), why);
        return match;
    }
}
