package arena.platform.admin.crash;

import java.util.List;

/**
 * One page of the crash list, newest first. The links to the pages beside it name their place by key
 * ({@code before=older}, {@code after=newer}; see {@code Keyset}), so that every page costs the same.
 *
 * @param page  its number when it was asked for by number (from 1), {@code null} when by key
 * @param next  whether older rows follow
 * @param older the key of the older page ({@code before=}), {@code null} when none follows
 * @param newer the key of the newer page ({@code after=}), {@code null} when this one is the newest
 */
public record CrashPage(Integer page, int size, boolean next, String older, String newer, List<CrashRow> rows) {
}
