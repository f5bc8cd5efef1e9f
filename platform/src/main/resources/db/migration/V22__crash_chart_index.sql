-- The crash chart counts a span's failed seats by reason or language (and filters them by player): with these
-- columns in the failed seats' index it reads that small index alone instead of fetching each failed seat from
-- the whole seats table, 1.3 s for a week's chart in the load benchmark (docs/benchmarks.md, "Pages under load").
drop index match_seats_failed;
create index match_seats_failed on match_seats (match_id) include (verdict, submission_id, user_id)
    where verdict <> 'OK';
