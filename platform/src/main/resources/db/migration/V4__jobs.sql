-- The job queue: workers lease with FOR UPDATE SKIP LOCKED; an expired lease is requeued (bounded).
create table jobs (
    id               bigserial primary key,
    kind             varchar(16) not null,
    ref_id           bigint      not null,
    state            varchar(16) not null,
    priority         int         not null default 0,
    attempts         int         not null default 0,
    max_attempts     int         not null,
    lease_token      varchar(36),
    leased_by        varchar(64),
    lease_expires_at timestamptz,
    not_before       timestamptz not null default now(),
    last_error       text,
    created_at       timestamptz not null default now(),
    updated_at       timestamptz not null default now(),
    finished_at      timestamptz
);
create index jobs_queued on jobs (priority desc, id) where state = 'QUEUED';
create index jobs_leased on jobs (lease_expires_at) where state = 'LEASED';
create index jobs_ref on jobs (kind, ref_id);

create table workers (
    id           varchar(64) primary key,
    last_seen_at timestamptz not null,
    jobs_done    bigint      not null default 0,
    jobs_failed  bigint      not null default 0
);
