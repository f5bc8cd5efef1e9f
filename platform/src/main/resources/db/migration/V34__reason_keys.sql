-- Reasons in words for every language: the message key of the site's sentence and its arguments (JSON: strings,
-- numbers, nested {key, args, text} phrases), beside the English text in reason_message. A submission's rejection
-- (acceptance game 12 on m1: ..., with the seat's verdict nested), its hold, and why a game was not played (a disabled
-- account, an infrastructure fault, whose own words stay as they are). Rows from before keep their English reason.
alter table submissions add column reason_key text;
alter table submissions add column reason_args text;
alter table matches add column reason_key text;
alter table matches add column reason_args text;
