-- A game an admin voided keeps who voided it (voided_by, the admin's name as it was then) apart from why
-- (reason_message, the admin's own words), so the sentence around them is said in the reader's language. Voids stored
-- before as one English sentence are split where they follow that sentence; others keep their text.
alter table matches add column voided_by varchar(32);
update matches
   set voided_by = substring(reason_message from '^voided by the admin ([^:]+): '),
       reason_message = regexp_replace(reason_message,
           '^voided by the admin [^:]+: (.*) \(the ratings it changed, and every change after it, were recomputed without it\)$',
           '\1')
 where reason_code = 'VOIDED_BY_ADMIN'
   and reason_message ~ '^voided by the admin [^:]+: .* \(the ratings it changed, and every change after it, were recomputed without it\)$';

-- What an admin action changed as a message key of the site's bundle and its arguments (JSON, an array), beside its
-- English text in detail: the audit log says it in the reader's language. Entries from before and settings changes
-- (their field-by-field difference) have no key and keep their text.
alter table admin_audit add column detail_key text;
alter table admin_audit add column detail_args text;
