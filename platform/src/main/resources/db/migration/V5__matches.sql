create table matches (
    id             bigserial primary key,
    contest_id     bigint      not null references contests (id),
    kind           varchar(16) not null,
    submission_id  bigint references submissions (id),
    created_by     bigint references users (id),
    format         varchar(32) not null,
    map            varchar(64),
    seed           bigint      not null,
    options        text        not null default '{}',
    status         varchar(16) not null,
    summary        text,
    turns          int,
    reason_code    varchar(24),
    reason_message text,
    replay_blob_id bigint references blobs (id),
    wall_millis    bigint,
    created_at     timestamptz not null,
    finished_at    timestamptz
);
create index matches_submission on matches (submission_id);
create index matches_contest_kind on matches (contest_id, kind, created_at);

create table match_seats (
    id              bigserial primary key,
    match_id        bigint      not null references matches (id) on delete cascade,
    seat            int         not null,
    submission_id   bigint references submissions (id),
    bot             varchar(32),
    user_id         bigint references users (id),
    name            varchar(64) not null,
    place           int,
    team            int,
    score_num       bigint,
    score_den       bigint,
    score_display   varchar(40),
    status          varchar(32),
    verdict         varchar(24),
    verdict_turn    int,
    verdict_message text,
    details         text,
    log             text,
    last_input      text,
    cpu_millis      bigint,
    peak_memory_mb  bigint,
    unique (match_id, seat)
);
create index match_seats_submission on match_seats (submission_id);
create index match_seats_user on match_seats (user_id);
