-- Actions counted by rate limits whose own records may be removed later (custom games are pruned).
create table rate_events (
    id      bigserial primary key,
    user_id bigint      not null references users (id) on delete cascade,
    action  varchar(32) not null,
    at      timestamptz not null default now()
);
create index rate_events_user_action_at on rate_events (user_id, action, at);
