package arena.platform.admin.crash;

import java.util.ArrayList;
import java.util.List;

/**
 * The SQL of the crash list: failed seats (a verdict other than OK) and rejected submissions as one list,
 * each narrowed by the filter inside its own branch so that the database can use its indexes there. The
 * worker of a seat is the one that played its match, of a submission the one that compiled it (the last
 * lease of their job). Values are always bound as parameters.
 */
final class CrashQuery {

    /**
     * Columns of both branches: kind, id, at, contest, game, reason, language, username, worker, match, seat, turn,
     * message. The first {@code %s} is the worker column, the second the join that finds it (see {@link #WORKER}).
     */
    private static final String SEATS = """
            select 'SEAT' as kind, s.id as id, m.finished_at as at, c.slug as contest, c.game as game,
                s.verdict as reason, coalesce(sub.language, 'built-in') as language, u.username as username,
                %s as worker, m.id as match_id, s.seat as seat, s.verdict_turn as turn, s.verdict_message as message
            from match_seats s
            join matches m on m.id = s.match_id
            join contests c on c.id = m.contest_id
            left join submissions sub on sub.id = s.submission_id
            left join users u on u.id = s.user_id%s
            where s.verdict is not null and s.verdict <> 'OK' and m.finished_at is not null""";

    private static final String SUBMISSIONS = """
            select 'SUBMISSION' as kind, sub.id as id, sub.updated_at as at, c.slug as contest, c.game as game,
                sub.reason_code as reason, sub.language as language, u.username as username,
                %s as worker, null::bigint as match_id, null::int as seat, null::int as turn,
                sub.reason_message as message
            from submissions sub
            join contests c on c.id = sub.contest_id
            join users u on u.id = sub.user_id%s
            where sub.status = 'REJECTED'""";

    /** The worker of a job, looked up per row: its last lease ({@code %s} is the job's kind, then its id). */
    private static final String WORKER = """

            left join lateral (select j.leased_by as worker from jobs j where j.kind = '%s' and j.ref_id = %s
                order by j.id desc limit 1) w on true""";

    /** SQL and its parameters, in order. */
    record Sql(String sql, List<Object> args) {
    }

    private CrashQuery() {
    }

    /** Both branches, filtered, as one relation ({@code crashes}) to select from, each row with its worker. */
    static Sql crashes(CrashFilter filter) {
        return crashes(filter, true);
    }

    /**
     * Both branches, filtered; with each row's worker, or (when nothing reads or filters on it) without it, which
     * saves a lookup in the jobs per row.
     */
    private static Sql crashes(CrashFilter filter, boolean workers) {
        List<Object> args = new ArrayList<>();
        String seats = seats(workers) + where(filter, args, "m.finished_at", "s.verdict", true);
        String submissions = submissions(workers) + where(filter, args, "sub.updated_at", "sub.reason_code", false);
        return new Sql("(" + seats + "\nunion all\n" + submissions + ") crashes", args);
    }

    private static String seats(boolean workers) {
        return workers ? SEATS.formatted("w.worker", WORKER.formatted("MATCH", "m.id")) : SEATS.formatted("null::text", "");
    }

    private static String submissions(boolean workers) {
        return workers ? SUBMISSIONS.formatted("w.worker", WORKER.formatted("COMPILE", "sub.id"))
                : SUBMISSIONS.formatted("null::text", "");
    }

    /**
     * One page, newest first; one row more than the page, which says whether a next page exists. Each branch
     * takes only its own newest rows up to the end of the page, in the order of an index (a match's finish, a
     * rejection's time), so the database reads as far as the page reaches instead of every crash ever recorded
     * (and looks up the worker of those rows only).
     */
    static Sql page(CrashFilter filter, int size) {
        List<Object> args = new ArrayList<>();
        long reach = (long) (filter.page() - 1) * size + size + 1;
        String seats = seats(true) + where(filter, args, "m.finished_at", "s.verdict", true)
                + "\norder by m.finished_at desc, s.id desc limit ?";
        args.add(reach);
        String submissions = submissions(true) + where(filter, args, "sub.updated_at", "sub.reason_code", false)
                + "\norder by sub.updated_at desc, sub.id desc limit ?";
        args.add(reach);
        args.add(size + 1);
        args.add((long) (filter.page() - 1) * size);
        return new Sql("select * from ((" + seats + ")\nunion all\n(" + submissions + ")) crashes"
                + "\norder by at desc, kind, id desc limit ? offset ?", args);
    }

    /**
     * Crashes per time bucket and per value of a column ({@code reason} or {@code language}). Workers are looked up
     * only when the filter names one.
     *
     * @param unit {@code hour} or {@code day}
     */
    static Sql chart(CrashFilter filter, String by, String unit) {
        if (!by.equals("reason") && !by.equals("language")) {
            throw new IllegalArgumentException("crashes are charted by reason or language, not " + by);
        }
        if (!unit.equals("hour") && !unit.equals("day")) {
            throw new IllegalArgumentException("buckets are an hour or a day, not " + unit);
        }
        Sql crashes = crashes(filter, filter.worker() != null);
        return new Sql("select date_trunc('" + unit + "', at at time zone 'UTC') as bucket, " + by + " as key, count(*) as count"
                + " from " + crashes.sql() + "\ngroup by 1, 2 order by 1, 2", crashes.args());
    }

    private static String where(CrashFilter filter, List<Object> args, String at, String reason, boolean seats) {
        StringBuilder where = new StringBuilder();
        if (filter.contest() != null) {
            where.append(" and c.slug = ?");
            args.add(filter.contest());
        }
        if (filter.reason() != null) {
            where.append(" and ").append(reason).append(" = ?");
            args.add(filter.reason());
        }
        if (filter.language() != null) {
            if (filter.language().equals(CrashFilter.BUILT_IN)) {
                // the site's bots have no submission; a rejected submission always has a language
                where.append(seats ? " and s.submission_id is null" : " and false");
            } else {
                where.append(" and sub.language = ?");
                args.add(filter.language());
            }
        }
        if (filter.user() != null) {
            where.append(" and u.username = ?");
            args.add(filter.user());
        }
        if (filter.worker() != null) {
            where.append(" and w.worker = ?");
            args.add(filter.worker());
        }
        if (filter.from() != null) {
            where.append(" and ").append(at).append(" >= ?");
            args.add(filter.from().atOffset(java.time.ZoneOffset.UTC));
        }
        if (filter.to() != null) {
            where.append(" and ").append(at).append(" < ?");
            args.add(filter.to().atOffset(java.time.ZoneOffset.UTC));
        }
        return where.toString();
    }
}
