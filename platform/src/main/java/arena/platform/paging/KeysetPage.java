package arena.platform.paging;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/**
 * One page of a list shown newest first, read by {@link Keyset}, with the keys of the pages beside it.
 *
 * @param older the key of the older page ({@code before=}), {@code null} when none follows
 * @param newer the key of the newer page ({@code after=}), {@code null} when this one is the newest
 */
public record KeysetPage<T>(List<T> rows, String older, String newer) {

    public KeysetPage {
        rows = List.copyOf(rows);
    }

    /**
     * The page from the rows a query read in {@link Keyset#direction()}'s order, up to {@code size + 1} of them (the
     * one past the page says that more follow).
     *
     * @param keyset where the page is, {@code null} for the newest page
     * @param key    a row's key, as a link before or after it names it
     */
    public static <T> KeysetPage<T> of(List<T> read, int size, Keyset keyset, Function<T, Keyset> key) {
        boolean more = read.size() > size;
        List<T> rows = new ArrayList<>(more ? read.subList(0, size) : read);
        boolean newerPage = keyset != null && !keyset.older();
        if (newerPage) {
            Collections.reverse(rows);
        }
        // a page by key has the key's row on its other side
        boolean older = newerPage ? !rows.isEmpty() : more;
        boolean newer = newerPage ? more : keyset != null;
        return new KeysetPage<>(rows, older ? key.apply(rows.get(rows.size() - 1)).text() : null,
                newer && !rows.isEmpty() ? key.apply(rows.get(0)).text() : null);
    }
}
