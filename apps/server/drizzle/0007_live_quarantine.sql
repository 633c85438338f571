CREATE TABLE "live_quarantine" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"user_id" integer,
	"update" "bytea" NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_documents" ADD COLUMN "admitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_updates" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "live_quarantine" ADD CONSTRAINT "live_quarantine_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_quarantine" ADD CONSTRAINT "live_quarantine_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_quarantine_content_id_idx" ON "live_quarantine" USING btree ("content_id");--> statement-breakpoint
ALTER TABLE "live_updates" ADD CONSTRAINT "live_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;