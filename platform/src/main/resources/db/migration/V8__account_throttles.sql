-- Login attempts per account ('account:<name in lower case>') and per address ('address:<IPv4, or IPv6 /64>'),
-- shared by every site instance. Counted before the password is checked; forgotten after the lock time.
create table login_attempts (
    key      varchar(80) primary key,
    failures int         not null,
    last_at  timestamptz not null
);
create index login_attempts_last_at on login_attempts (last_at);

-- New accounts per address, for the registration limit.
create table registrations (
    id      bigserial primary key,
    address varchar(64) not null,
    at      timestamptz not null
);
create index registrations_address_at on registrations (address, at);
