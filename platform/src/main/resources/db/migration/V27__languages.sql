-- The site in English, Russian and Persian. An account keeps its reader's language, time zone and digits (null:
-- not chosen, the browser decides); a contest opens in its organizer's language for a first visitor; an organizer
-- may add the contest's own text per language (plain text or Markdown, rendered without HTML).
alter table users add column language varchar(8);
alter table users add column time_zone varchar(64);
alter table users add column native_digits boolean not null default false;

alter table contests add column language varchar(8) not null default 'en';

create table contest_texts (
    contest_id bigint      not null references contests (id) on delete cascade,
    language   varchar(8)  not null,
    body       text        not null,
    primary key (contest_id, language)
);
