package arena.sandbox.build;

import java.util.List;
import java.util.Optional;

/** The languages strategies can be written in. */
public final class Languages {

    private static final List<Language> ALL =
            List.of(new JavaLanguage(), new PythonLanguage(), new CppLanguage(), new JavaScriptLanguage(),
                    new CSharpLanguage(), new PascalLanguage(), new GoLanguage());

    private Languages() {
    }

    public static List<Language> all() {
        return ALL;
    }

    public static Optional<Language> find(String id) {
        return ALL.stream().filter(language -> language.id().equals(id)).findFirst();
    }

    /** @throws IllegalArgumentException for an unknown id */
    public static Language get(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("unknown language: " + id));
    }
}
