-- A finished game's summary in words for every language: the message key of the game's bundle and its arguments
-- (JSON: strings, numbers, nested {key, args, text} phrases and lists), beside the English text in summary.
-- Games finished before, or reported by an old worker, have no key and keep their English summary.
alter table matches add column summary_key text;
alter table matches add column summary_args text;
