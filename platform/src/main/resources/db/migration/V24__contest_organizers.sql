-- Organizers an admin names for one contest, besides the organizer who created it. A contest nobody created (a game's
-- default contest) is run by the admins and by the organizers named here only: before, every organizer ran it, and
-- could read another's secret maps there, start or publish another's stage, rename the site's contest.
create table contest_organizers (
    contest_id bigint not null references contests (id),
    user_id    bigint not null references users (id),
    primary key (contest_id, user_id)
);
create index contest_organizers_user on contest_organizers (user_id);
