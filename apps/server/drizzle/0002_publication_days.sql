-- Publication ranges become calendar days. Rows written before were instants at the start and
-- end of their days in Asia/Kolkata (the zone the server ran in), so each keeps its days.
ALTER TABLE "contents" ALTER COLUMN "publish_start" SET DATA TYPE date USING ("publish_start" AT TIME ZONE 'Asia/Kolkata')::date;--> statement-breakpoint
ALTER TABLE "contents" ALTER COLUMN "publish_end" SET DATA TYPE date USING ("publish_end" AT TIME ZONE 'Asia/Kolkata')::date;
