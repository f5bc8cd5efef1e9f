-- Every admin action, written in the transaction that does it: who, when, what, on which object, and why.
-- The admin's name is kept as it was then, so the record survives a rename.
create table admin_audit (
    id          bigserial primary key,
    at          timestamptz  not null default now(),
    admin_id    bigint       not null references users (id),
    admin_name  varchar(32)  not null,
    action      varchar(32)  not null,
    object_type varchar(16)  not null,
    object_ref  varchar(64)  not null,
    reason      text         not null,
    detail      text
);
create index admin_audit_at on admin_audit (id desc);
create index admin_audit_object on admin_audit (object_type, object_ref);

-- A strategy an admin took out of play: no new sandbox, round or custom game picks it; can be re-enabled.
alter table submissions add column disabled boolean not null default false;

-- A drained worker finishes what it runs and is leased nothing new.
alter table workers add column drained boolean not null default false;

-- A rated game an admin had played again: the new game, and the one it replaces (voided "re-run").
create table match_reruns (
    match_id bigint primary key references matches (id),
    rerun_of bigint not null unique references matches (id)
);
