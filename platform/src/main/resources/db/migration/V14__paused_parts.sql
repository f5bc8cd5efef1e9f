-- An organizer's pause of a running part: the wave being played ends, the next one waits for resume.
alter table stage_parts add column paused_at timestamptz;
