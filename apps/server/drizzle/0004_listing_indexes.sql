DROP INDEX "contents_org_type_idx";--> statement-breakpoint
CREATE INDEX "contents_org_updated_idx" ON "contents" USING btree ("org_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contents_org_type_updated_idx" ON "contents" USING btree ("org_id","type","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contents_public_window_idx" ON "contents" USING btree ("org_id","publish_end","publish_start") WHERE "contents"."published" = 1;