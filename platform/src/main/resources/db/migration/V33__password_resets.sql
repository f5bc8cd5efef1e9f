-- Accounts: an optional e-mail address (for password-reset mail; not unique, so that no form ever tells whether an
-- address is in use), and the credentials version, raised by every password change or reset: a session or a
-- signed-in request made under an older version is signed out, as a ban signs one out.
alter table users add column email varchar(254);
alter table users add column credentials_version int not null default 0;
create index users_email on users (lower(email));

-- Password-reset links: the selector finds the row, the verifier proves the link; only the verifier's SHA-256 is
-- kept. A link works once (its row is deleted when used) until it expires. issued_by is the admin who made it, null
-- for one sent by mail.
create table password_resets (
    selector      varchar(32) primary key,
    user_id       bigint      not null references users (id) on delete cascade,
    verifier_hash varchar(64) not null,
    created_at    timestamptz not null,
    expires_at    timestamptz not null,
    issued_by     bigint references users (id) on delete set null
);
create index password_resets_user on password_resets (user_id);
create index password_resets_expires on password_resets (expires_at);
