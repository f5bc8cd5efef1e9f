create table users (
    id            bigserial primary key,
    username      varchar(32)  not null,
    password_hash varchar(100) not null,
    role          varchar(16)  not null,
    enabled       boolean      not null default true,
    created_at    timestamptz  not null default now()
);
create unique index users_username_key on users (lower(username));

-- Personal API tokens: only a SHA-256 of the token is stored.
create table api_tokens (
    id           bigserial primary key,
    user_id      bigint      not null references users (id) on delete cascade,
    name         varchar(64) not null,
    token_hash   varchar(64) not null unique,
    created_at   timestamptz not null default now(),
    last_used_at timestamptz
);
