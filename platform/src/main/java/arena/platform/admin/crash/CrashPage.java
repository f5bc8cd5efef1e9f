package arena.platform.admin.crash;

import java.util.List;

/** One page of the crash list, newest first; {@code next} says whether another page follows. */
public record CrashPage(int page, int size, boolean next, List<CrashRow> rows) {
}
