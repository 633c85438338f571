-- Views and scans are counted per calendar day of the platform's zone (TIME_ZONE) from this
-- release on; before, per UTC day. The rows hold only a day and a count, not the instants, so
-- no row can be split between the two zone days it overlaps: the existing rows keep their day
-- (docs/decisions.md "Analytics by the shop's day"). In India a UTC day D is 05:30 on D to
-- 05:29 on D+1, so most of a shop's counts (its opening hours) already sit on their Indian day.
CREATE INDEX "stats_daily_day_idx" ON "stats_daily" USING btree ("day");