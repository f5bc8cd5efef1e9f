create table submissions (
    id               bigserial primary key,
    contest_id       bigint       not null references contests (id),
    user_id          bigint       not null references users (id),
    language         varchar(16)  not null,
    source_name      varchar(200) not null,
    source_blob_id   bigint       not null references blobs (id),
    artifact_blob_id bigint references blobs (id),
    entry            varchar(200),
    status           varchar(16)  not null,
    reason_code      varchar(24),
    reason_message   text,
    compile_log      text,
    created_at       timestamptz  not null,
    updated_at       timestamptz  not null,
    accepted_at      timestamptz
);
create index submissions_user_created on submissions (user_id, created_at);
create index submissions_contest_status on submissions (contest_id, status);

-- A user in a contest, with the strategy that plays for them.
create table entrants (
    contest_id         bigint not null references contests (id),
    user_id            bigint not null references users (id),
    main_submission_id bigint references submissions (id),
    primary key (contest_id, user_id)
);
