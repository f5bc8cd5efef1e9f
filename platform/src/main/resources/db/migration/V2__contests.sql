create table contests (
    id          bigserial primary key,
    slug        varchar(64)  not null unique,
    game        varchar(32)  not null,
    name        varchar(128) not null,
    description text         not null default '',
    created_at  timestamptz  not null default now()
);

-- Sources, compiled artifacts and replays: one storage interface, kept in the database by default.
create table blobs (
    id         bigserial primary key,
    kind       varchar(16) not null,
    size       bigint      not null,
    sha256     varchar(64) not null,
    data       bytea       not null,
    created_at timestamptz not null default now()
);
