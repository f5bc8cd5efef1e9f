package arena.platform.admin.crash;

import arena.platform.paging.Keyset;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Map;

/**
 * Prints the crash list's SQL as the site runs it, its arguments written in, for EXPLAIN ANALYZE
 * (crash-plans.sh compiles it beside the platform's classes: CrashQuery is package-private).
 *   page N       the list's page N by number (offset), no filter
 *   key N        a query for the key of page N's last row, as the page's "older" link writes it
 *   before K     the page older than the row with key K, as that link asks for it (keyset)
 *   BY T         a week's chart up to T (an instant) by reason or language, as the crash page loads it
 */
public final class CrashSql {

    public static void main(String[] args) {
        CrashQuery.Sql sql;
        if (args[0].equals("page")) {
            sql = CrashQuery.page(CrashFilter.NONE.page(Integer.parseInt(args[1])), null, CrashStore.PAGE_SIZE);
        } else if (args[0].equals("key")) {
            CrashQuery.Sql page = CrashQuery.page(CrashFilter.NONE.page(Integer.parseInt(args[1])), null, CrashStore.PAGE_SIZE);
            sql = new CrashQuery.Sql("select to_char(at at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') || '~' || kind"
                    + " || '~' || id from (" + page.sql() + ") p offset " + (CrashStore.PAGE_SIZE - 1) + " limit 1", page.args());
        } else if (args[0].equals("before")) {
            sql = CrashQuery.page(CrashFilter.NONE, Keyset.of(Map.of("before", args[1])), CrashStore.PAGE_SIZE);
        } else {
            Instant to = Instant.parse(args[1]);
            CrashFilter week = new CrashFilter(null, null, null, null, null, to.minus(Duration.ofDays(7)), to, 1);
            sql = CrashQuery.chart(week, args[0], "day");
        }
        StringBuilder out = new StringBuilder();
        int next = 0;
        for (char c : sql.sql().toCharArray()) {
            if (c != '?') {
                out.append(c);
                continue;
            }
            Object value = sql.args().get(next++);
            out.append(value instanceof Number ? value.toString()
                    : value instanceof OffsetDateTime ? "'" + value + "'::timestamptz"
                    : "'" + value.toString().replace("'", "''") + "'");
        }
        if (next != sql.args().size()) {
            throw new IllegalStateException(sql.args().size() - next + " arguments left over");
        }
        System.out.println(out + ";");
    }
}
