package arena.platform.admin.crash;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;

/**
 * Prints the crash list's SQL as the site runs it, its arguments written in, for EXPLAIN ANALYZE
 * (crash-plans.sh compiles it beside the platform's classes: CrashQuery is package-private).
 *   page N       the list's page N, no filter
 *   BY T         a week's chart up to T (an instant) by reason or language, as the crash page loads it
 */
public final class CrashSql {

    public static void main(String[] args) {
        CrashQuery.Sql sql;
        if (args[0].equals("page")) {
            sql = CrashQuery.page(CrashFilter.NONE.page(Integer.parseInt(args[1])), CrashStore.PAGE_SIZE);
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
