-- The container runtime a worker's strategies run under, as it says when it leases (runc, runsc for gVisor; null
-- without containers): shown beside its sandbox on the admin's workers page.
alter table workers add column runtime varchar(64);
