-- Each remote worker's own credential. A worker runs strangers' code, so what it holds must open one worker's door
-- only: whose leases and results are whose, and a revoked credential stops that worker alone. Only a SHA-256 of each
-- secret is kept (32 random bytes, shown once). An admin makes a credential on the workers page, or a join token that
-- a worker exchanges for a credential of its own when it first starts.
create table worker_join_tokens (
    id          bigserial primary key,
    name        varchar(64) not null,
    secret_hash char(64)    not null unique,
    -- the site's configured token (arena.worker.token): a deployment's workers join with it, any number of them,
    -- until the setting changes (its row is then revoked) or an admin revokes it
    configured  boolean     not null default false,
    -- the admin who made it; null for the configured token
    created_by  bigint references users (id),
    created_at  timestamptz not null default now(),
    -- null: never expires (the configured token)
    expires_at  timestamptz,
    -- workers it may still let in; null: any number (the configured token)
    uses_left   int,
    used        int         not null default 0,
    revoked_at  timestamptz
);

create table worker_credentials (
    id            bigserial primary key,
    name          varchar(64) not null,
    secret_hash   char(64)    not null unique,
    -- the admin who made it, or the join token a worker exchanged for it
    created_by    bigint references users (id),
    join_token_id bigint references worker_join_tokens (id),
    created_at    timestamptz not null default now(),
    last_seen_at  timestamptz,
    revoked_at    timestamptz
);

-- The credential that holds a job's lease, kept when the job is done: who reported its result. Null for the site's own
-- (embedded) worker.
alter table jobs add column leased_by_credential bigint references worker_credentials (id);
create index jobs_held_by_credential on jobs (leased_by_credential) where state = 'LEASED';
-- The credential a worker name was last used with; null for the site's own worker.
alter table workers add column credential_id bigint references worker_credentials (id);
-- The credential of a failed attempt's worker.
alter table infra_faults add column credential_id bigint;
