-- Whether a worker may run anybody's code: its sandbox isolates, or unsafe-local was set on purpose. A
-- worker that may not (plain processes, because nothing isolates on its machine) is leased only jobs
-- whose code is all the admin's; the others wait for a worker that isolates.
alter table workers add column anyones_code boolean not null default false;
