-- Every attempt of a job that failed for the infrastructure's sake (a worker's failure report, a lease that expired):
-- the admin's crash list shows them as INFRA_ERROR beside the failed seats and rejected submissions, so an
-- overloaded or broken worker shows even when the retry then succeeded. The contest is kept for the list's filter.
create table infra_faults (
    id         bigserial primary key,
    at         timestamptz  not null,
    job_id     bigint       not null,
    kind       varchar(16)  not null,
    ref_id     bigint       not null,
    contest_id bigint,
    worker     varchar(64),
    reason     text         not null
);
create index infra_faults_at on infra_faults (at desc, id desc);
