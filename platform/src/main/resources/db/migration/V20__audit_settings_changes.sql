-- The audit log also records contest settings changes by organizers and admins (contest, sandbox, maps,
-- stages): their forms ask no reason, so an entry may have none; what changed, old -> new, is its detail.
alter table admin_audit alter column reason drop not null;
