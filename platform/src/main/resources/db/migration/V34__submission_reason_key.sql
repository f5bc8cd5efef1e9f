-- A submission's reason in words for every language: the message key of the site's sentence (acceptance game 12 on
-- m1: ...) and its arguments (JSON, with the seat's verdict as a nested {key, args, text} phrase), beside the English
-- text in reason_message. Submissions rejected before keep their English reason.
alter table submissions add column reason_key text;
alter table submissions add column reason_args text;
