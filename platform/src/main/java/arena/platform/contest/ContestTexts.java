package arena.platform.contest;

import arena.platform.i18n.SiteLanguage;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * The organizer's own text of a contest per language (table {@code contest_texts}), shown on its rules page: plain
 * text or Markdown, at most {@link #MAX_LENGTH} characters. Kept apart from {@link Contest} so that listing contests
 * never reads them.
 */
@Repository
public class ContestTexts {

    /** As long as a description may be. */
    public static final int MAX_LENGTH = 20_000;

    private final JdbcTemplate jdbc;

    ContestTexts(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The contest's texts by language, in the site's order of languages. */
    @Transactional(readOnly = true)
    public Map<String, String> of(Contest contest) {
        Map<String, String> stored = new LinkedHashMap<>();
        jdbc.query("select language, body from contest_texts where contest_id = ?",
                (row, n) -> new Text(row.getString(1), row.getString(2)), contest.getId())
                .forEach(text -> stored.put(text.language(), text.body()));
        Map<String, String> ordered = new LinkedHashMap<>();
        for (SiteLanguage language : SiteLanguage.all()) {
            if (stored.containsKey(language.tag())) {
                ordered.put(language.tag(), stored.get(language.tag()));
            }
        }
        return ordered;
    }

    /** The text in the first of these languages the organizer wrote one in. */
    @Transactional(readOnly = true)
    public Optional<Text> firstOf(Contest contest, String... languages) {
        Map<String, String> texts = of(contest);
        for (String language : languages) {
            if (language != null && texts.containsKey(language)) {
                return Optional.of(new Text(language, texts.get(language)));
            }
        }
        return Optional.empty();
    }

    /** Sets the text in a language; a blank text removes it. The caller checked the language and the length. */
    @Transactional
    public void put(Contest contest, String language, String body) {
        if (body == null || body.isBlank()) {
            jdbc.update("delete from contest_texts where contest_id = ? and language = ?", contest.getId(), language);
        } else {
            jdbc.update("insert into contest_texts (contest_id, language, body) values (?, ?, ?)"
                    + " on conflict (contest_id, language) do update set body = excluded.body", contest.getId(), language,
                    body.strip());
        }
    }

    /** A text and the language it is written in. */
    public record Text(String language, String body) {
    }
}
