package arena.platform.admin.crash;

import arena.platform.paging.Keyset;
import java.util.ArrayList;
import java.util.List;

/**
 * The SQL of the crash list: failed seats (a verdict other than OK), rejected submissions and the attempts the
 * infrastructure failed ({@code INFRA}, reason {@code INFRA_ERROR}, language {@value #INFRASTRUCTURE}) as one list,
 * each narrowed by the filter inside its own branch so that the database can use its indexes there. The worker of
 * a seat is the one that played its match, of a submission the one that compiled it (the last lease of their job),
 * of an infrastructure fault the one that held the attempt. Values are always bound as parameters.
 */
final class CrashQuery {

    /**
     * Where each branch's rows come from, and what keeps them: the list selects its columns from these, the chart and
     * the counts only the three they count by ({@link #counted}), so that the database can answer those from the
     * indexes alone. The {@code %s} is the join that finds the worker (see {@link #WORKER}), or nothing.
     */
    private static final String SEATS_FROM = """
            from match_seats s
            join matches m on m.id = s.match_id
            join contests c on c.id = m.contest_id
            left join submissions sub on sub.id = s.submission_id
            left join users u on u.id = s.user_id%s
            where s.crash_copies > 0 and m.finished_at is not null""";

    private static final String SUBMISSIONS_FROM = """
            from submissions sub
            join contests c on c.id = sub.contest_id
            join users u on u.id = sub.user_id%s
            where sub.status = 'REJECTED'""";

    private static final String INFRA_FROM = """
            from infra_faults f
            left join contests c on c.id = f.contest_id
            where true""";

    /**
     * Columns of every branch: kind, id, at, contest, game, reason, language, username, worker, match, seat, turn,
     * message, seats, message_key, message_args (a seat's evidence or a submission's reason as a phrase, {@code
     * SeatVerdicts}). The first {@code %s} is the worker column, the second the join that finds it.
     * The seats of one submission that failed alike in one match (an acceptance game plays a strategy against copies
     * of itself) are one row, its first seat's, with their number in {@code seats}: the game's result stored that
     * number on the first seat and 0 on the other copies ({@code crash_copies}, see {@code CrashCopies}). In one match
     * the copies share their time, contest, language, user and worker, so every filter keeps all of them or none.
     */
    private static final String SEATS = """
            select 'SEAT' as kind, s.id as id, m.finished_at as at, c.slug as contest, c.game as game,
                s.verdict as reason, coalesce(sub.language, 'built-in') as language, u.username as username,
                %s as worker, m.id as match_id, s.seat as seat, s.verdict_turn as turn, s.verdict_message as message,
                s.crash_copies as seats, s.verdict_key as message_key, s.verdict_args as message_args
            """ + SEATS_FROM;

    private static final String SUBMISSIONS = """
            select 'SUBMISSION' as kind, sub.id as id, sub.updated_at as at, c.slug as contest, c.game as game,
                sub.reason_code as reason, sub.language as language, u.username as username,
                %s as worker, null::bigint as match_id, null::int as seat, null::int as turn,
                sub.reason_message as message, 1 as seats, sub.reason_key as message_key, sub.reason_args as message_args
            """ + SUBMISSIONS_FROM;

    /** What the list calls the language of an infrastructure fault (no strategy's), as {@link #INFRA} writes it. */
    static final String INFRASTRUCTURE = "infrastructure";

    /** Attempts the infrastructure failed: a match's carries the match, a compile's only its message. */
    private static final String INFRA = """
            select 'INFRA' as kind, f.id as id, f.at as at, c.slug as contest, c.game as game,
                'INFRA_ERROR' as reason, 'infrastructure' as language, null::text as username,
                f.worker as worker, case when f.kind = 'MATCH' then f.ref_id end as match_id, null::int as seat,
                null::int as turn,
                case when f.kind = 'COMPILE' then 'compile of submission ' || f.ref_id || ': ' else '' end || f.reason as message,
                1 as seats, null::text as message_key, null::text as message_args
            """ + INFRA_FROM;

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
        List<Object> args = new ArrayList<>();
        String seats = seats() + where(filter, args, Branch.SEATS);
        String submissions = submissions() + where(filter, args, Branch.SUBMISSIONS);
        String infra = INFRA + where(filter, args, Branch.INFRA);
        return new Sql("(" + seats + "\nunion all\n" + submissions + "\nunion all\n" + infra + ") crashes", args);
    }

    /**
     * What the chart and the counts count: each branch's time, reason and language (as the list shows them), filtered
     * as the list is, as one relation ({@code crashes}). The list's other columns are left out, because the database
     * keeps a union's columns even where nothing reads them, and reading them took every crashed seat's row from the
     * table (2.6 s for a week's chart at 1,000,000 games) where the index of crashed seats holds what is counted.
     * Workers are looked up only when the filter names one.
     */
    private static Sql counted(CrashFilter filter) {
        boolean workers = filter.worker() != null;
        List<Object> args = new ArrayList<>();
        String seats = Branch.SEATS.counted() + SEATS_FROM.formatted(workers ? WORKER.formatted("MATCH", "m.id") : "")
                + where(filter, args, Branch.SEATS);
        String submissions = Branch.SUBMISSIONS.counted()
                + SUBMISSIONS_FROM.formatted(workers ? WORKER.formatted("COMPILE", "sub.id") : "")
                + where(filter, args, Branch.SUBMISSIONS);
        String infra = Branch.INFRA.counted() + INFRA_FROM + where(filter, args, Branch.INFRA);
        return new Sql("(" + seats + "\nunion all\n" + submissions + "\nunion all\n" + infra + ") crashes", args);
    }

    private static String seats() {
        return SEATS.formatted("w.worker", WORKER.formatted("MATCH", "m.id"));
    }

    private static String submissions() {
        return SUBMISSIONS.formatted("w.worker", WORKER.formatted("COMPILE", "sub.id"));
    }

    /**
     * One page, newest first; one row more than the page, which says whether another page follows (older, or with
     * {@code after=} newer). Each branch takes only its own rows up to the end of the page, in the order of an index
     * (a match's finish, a rejection's time), so the database reads as far as the page reaches instead of every
     * crash ever recorded (and looks up the worker of those rows only). A page by number reaches from the newest
     * row, so a deep one reads every row before it; a page by key ({@link Keyset}) starts each branch at the key,
     * so every page costs the same. A newer page comes oldest first: the caller turns it round.
     *
     * @param keyset where the page is, or {@code null} for the filter's page number
     */
    static Sql page(CrashFilter filter, Keyset keyset, int size) {
        List<Object> args = new ArrayList<>();
        long skipped = keyset == null ? (long) (filter.page() - 1) * size : 0;
        long reach = skipped + size + 1;
        String direction = keyset == null ? "desc" : keyset.direction();
        String seats = seats() + where(filter, args, Branch.SEATS) + from(keyset, Branch.SEATS, args)
                + "\norder by m.finished_at " + direction + ", s.id " + direction + " limit ?";
        args.add(reach);
        String submissions = submissions() + where(filter, args, Branch.SUBMISSIONS)
                + from(keyset, Branch.SUBMISSIONS, args)
                + "\norder by sub.updated_at " + direction + ", sub.id " + direction + " limit ?";
        args.add(reach);
        String infra = INFRA + where(filter, args, Branch.INFRA) + from(keyset, Branch.INFRA, args)
                + "\norder by f.at " + direction + ", f.id " + direction + " limit ?";
        args.add(reach);
        args.add(size + 1);
        args.add(skipped);
        String kinds = direction.equals("desc") ? "kind" : "kind desc";
        return new Sql("select * from ((" + seats + ")\nunion all\n(" + submissions + ")\nunion all\n(" + infra
                + ")) crashes\norder by at " + direction + ", " + kinds + ", id " + direction + " limit ? offset ?", args);
    }

    private static String from(Keyset keyset, Branch branch, List<Object> args) {
        return keyset == null ? "" : " and " + keyset.where(branch.at(), branch.kind(), branch.id(), args);
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
        Sql crashes = counted(filter);
        return new Sql("select date_trunc('" + unit + "', at at time zone 'UTC') as bucket, " + by + " as key, count(*) as count"
                + " from " + crashes.sql() + "\ngroup by 1, 2 order by 1, 2", crashes.args());
    }

    /**
     * Crashes per reason and language, the most frequent first: the list's rows counted (the admin dashboard's
     * table). Workers are looked up only when the filter names one.
     */
    static Sql counts(CrashFilter filter) {
        Sql crashes = counted(filter);
        return new Sql("select reason, language, count(*) as count from " + crashes.sql()
                + "\ngroup by reason, language order by count desc, reason, language", crashes.args());
    }

    /**
     * The columns a branch filters on.
     *
     * @param kind     the kind of its rows ({@code kind} of the list), the key's kind for {@link Keyset}
     * @param id       its rows' id column
     * @param builtIn  the condition for the site's own bots ({@link CrashFilter#BUILT_IN})
     * @param language the language column, or {@code null} where the language is a constant ({@code infra})
     * @param user     the user column, or {@code null} where no user is to blame
     * @param shownLanguage the language as the list shows it (the site's bots as {@code built-in})
     */
    private record Branch(String kind, String id, String at, String reason, String builtIn, String language,
            String user, String worker, String shownLanguage) {
        static final Branch SEATS = new Branch("SEAT", "s.id", "m.finished_at", "s.verdict", "s.submission_id is null",
                "sub.language", "u.username", "w.worker", "coalesce(sub.language, 'built-in')");
        // a rejected submission always has a language, and the site's bots are never rejected
        static final Branch SUBMISSIONS = new Branch("SUBMISSION", "sub.id", "sub.updated_at", "sub.reason_code", "false",
                "sub.language", "u.username", "w.worker", "sub.language");
        static final Branch INFRA = new Branch("INFRA", "f.id", "f.at", "'INFRA_ERROR'", "false", null, null, "f.worker",
                "'" + INFRASTRUCTURE + "'");

        /** The select list of {@link #counted}: the columns the chart and the counts group by. */
        String counted() {
            return "select " + at + " as at, " + reason + " as reason, " + shownLanguage + " as language\n";
        }
    }

    private static String where(CrashFilter filter, List<Object> args, Branch branch) {
        StringBuilder where = new StringBuilder();
        if (filter.contest() != null) {
            where.append(" and c.slug = ?");
            args.add(filter.contest());
        }
        if (filter.reason() != null) {
            where.append(" and ").append(branch.reason()).append(" = ?");
            args.add(filter.reason());
        }
        if (filter.language() != null) {
            if (filter.language().equals(CrashFilter.BUILT_IN)) {
                where.append(" and ").append(branch.builtIn());
            } else if (branch.language() == null) {
                where.append(filter.language().equals(INFRASTRUCTURE) ? "" : " and false");
            } else {
                where.append(" and ").append(branch.language()).append(" = ?");
                args.add(filter.language());
            }
        }
        if (filter.user() != null) {
            if (branch.user() == null) {
                where.append(" and false");
            } else {
                where.append(" and ").append(branch.user()).append(" = ?");
                args.add(filter.user());
            }
        }
        if (filter.worker() != null) {
            where.append(" and ").append(branch.worker()).append(" = ?");
            args.add(filter.worker());
        }
        if (filter.from() != null) {
            where.append(" and ").append(branch.at()).append(" >= ?");
            args.add(filter.from().atOffset(java.time.ZoneOffset.UTC));
        }
        if (filter.to() != null) {
            where.append(" and ").append(branch.at()).append(" < ?");
            args.add(filter.to().atOffset(java.time.ZoneOffset.UTC));
        }
        return where.toString();
    }
}
