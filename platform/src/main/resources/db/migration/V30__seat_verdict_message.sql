-- A seat's verdict evidence in words for every language: the message key of the shared or the game's bundle and its
-- arguments (JSON: strings, numbers, nested {key, args, text} phrases and lists), beside the English text in
-- verdict_message. Seats finished before, or reported by an old worker, have no key and keep their English evidence.
alter table match_seats add column verdict_key text;
alter table match_seats add column verdict_args text;
