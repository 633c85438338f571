-- Issue 32: the city listing as a table of its own (public_listing), organisations' analytics
-- added up per day (stats_org_daily), and a trigram index for title search. Both tables are
-- kept by triggers, in the transaction of every write that changes them, whichever code path
-- writes (docs/decisions.md "The city listing as a table of its own").
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "public_listing" (
	"content_id" integer PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"publish_start" date,
	"publish_end" date
);
--> statement-breakpoint
CREATE TABLE "stats_org_daily" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_org_daily_org_id_day_kind_pk" PRIMARY KEY("org_id","day","kind")
);
--> statement-breakpoint
ALTER TABLE "public_listing" ADD CONSTRAINT "public_listing_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_listing" ADD CONSTRAINT "public_listing_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_org_daily" ADD CONSTRAINT "stats_org_daily_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_listing_city_idx" ON "public_listing" USING btree ("city","created_at" DESC NULLS FIRST,"page_id" DESC NULLS FIRST,"publish_end","publish_start");--> statement-breakpoint
CREATE INDEX "contents_title_trgm_idx" ON "contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- The listing's rows of some designs, worked out again from contents, orgs and pages: a row
-- while the design is published (1) and its organisation not offline (0), naming the page
-- record the listing shows — the design's 'app' record over a print page's, then the oldest
-- (the listing's former `not exists (better record)` rule). The publication days are asked
-- at read time: they depend on today.
CREATE FUNCTION public_listing_refresh(design_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public_listing WHERE content_id = ANY (design_ids);
  INSERT INTO public_listing (content_id, page_id, city, created_at, publish_start, publish_end)
  SELECT c.id, shown.id, lower(o.city), shown.created_at, c.publish_start, c.publish_end
  FROM contents c
  JOIN orgs o ON o.id = c.org_id
  CROSS JOIN LATERAL (
    SELECT p.id, p.created_at FROM pages p
    WHERE p.content_id = c.id
    ORDER BY (p.channel = 'app') DESC, p.id
    LIMIT 1
  ) AS shown
  WHERE c.id = ANY (design_ids) AND c.published = 1 AND o.status <> 0;
END
$$;--> statement-breakpoint
CREATE FUNCTION public_listing_on_contents() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_listing_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A design's deletion needs nothing: its row goes with it (ON DELETE CASCADE).
CREATE TRIGGER public_listing_contents AFTER INSERT OR UPDATE OF published, publish_start, publish_end, org_id
ON contents FOR EACH ROW EXECUTE FUNCTION public_listing_on_contents();--> statement-breakpoint
CREATE FUNCTION public_listing_on_pages() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public_listing_refresh(ARRAY[NEW.content_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public_listing_refresh(ARRAY[OLD.content_id]);
  ELSE
    PERFORM public_listing_refresh(ARRAY[OLD.content_id, NEW.content_id]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER public_listing_pages AFTER INSERT OR DELETE OR UPDATE OF content_id, channel, created_at
ON pages FOR EACH ROW EXECUTE FUNCTION public_listing_on_pages();--> statement-breakpoint
CREATE FUNCTION public_listing_on_orgs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_listing_refresh(ARRAY(SELECT id FROM contents WHERE org_id = NEW.id AND published = 1));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER public_listing_orgs AFTER UPDATE OF city, status
ON orgs FOR EACH ROW EXECUTE FUNCTION public_listing_on_orgs();--> statement-breakpoint
SELECT public_listing_refresh(ARRAY(SELECT id FROM contents WHERE published = 1));--> statement-breakpoint
-- stats_org_daily: every change of stats_daily's counts is added to its page record's
-- organisation. Statement triggers with transition tables: the counters' flush writes up to
-- 1 000 rows a statement, added up in one grouped statement here.
CREATE FUNCTION stats_org_daily_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_org_daily (org_id, day, kind, count)
  SELECT c.org_id, n.day, n.kind, sum(n.count)
  FROM inserted n
  JOIN pages p ON p.id = n.page_id
  JOIN contents c ON c.id = p.content_id
  GROUP BY c.org_id, n.day, n.kind
  ON CONFLICT (org_id, day, kind) DO UPDATE SET count = stats_org_daily.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_org_daily_insert AFTER INSERT ON stats_daily
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION stats_org_daily_on_insert();--> statement-breakpoint
CREATE FUNCTION stats_org_daily_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_org_daily (org_id, day, kind, count)
  SELECT c.org_id, n.day, n.kind, sum(n.count)
  FROM (
    SELECT page_id, day, kind, count FROM after_rows
    UNION ALL
    SELECT page_id, day, kind, -count FROM before_rows
  ) AS n
  JOIN pages p ON p.id = n.page_id
  JOIN contents c ON c.id = p.content_id
  GROUP BY c.org_id, n.day, n.kind
  ON CONFLICT (org_id, day, kind) DO UPDATE SET count = stats_org_daily.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_org_daily_update AFTER UPDATE ON stats_daily
REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
FOR EACH STATEMENT EXECUTE FUNCTION stats_org_daily_on_update();--> statement-breakpoint
-- A deleted stats row whose page record and design still exist is taken off here; rows that go
-- with their page record or design were taken off before it (the two triggers below), when
-- the record's organisation could still be found.
CREATE FUNCTION stats_org_daily_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_org_daily s SET count = s.count - gone.count
  FROM (
    SELECT c.org_id, d.day, d.kind, sum(d.count) AS count
    FROM deleted d
    JOIN pages p ON p.id = d.page_id
    JOIN contents c ON c.id = p.content_id
    GROUP BY c.org_id, d.day, d.kind
  ) AS gone
  WHERE s.org_id = gone.org_id AND s.day = gone.day AND s.kind = gone.kind;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_org_daily_delete AFTER DELETE ON stats_daily
REFERENCING OLD TABLE AS deleted
FOR EACH STATEMENT EXECUTE FUNCTION stats_org_daily_on_delete();--> statement-breakpoint
-- Before a page record goes (and its stats rows with it), while its design can be found. When
-- the design itself is being deleted it is no longer visible here, and the design's trigger
-- below has taken its counts off already.
CREATE FUNCTION stats_org_daily_on_page_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_org_daily s SET count = s.count - gone.count
  FROM (
    SELECT c.org_id, d.day, d.kind, sum(d.count) AS count
    FROM stats_daily d
    JOIN contents c ON c.id = OLD.content_id
    WHERE d.page_id = OLD.id
    GROUP BY c.org_id, d.day, d.kind
  ) AS gone
  WHERE s.org_id = gone.org_id AND s.day = gone.day AND s.kind = gone.kind;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_org_daily_page_delete BEFORE DELETE ON pages
FOR EACH ROW EXECUTE FUNCTION stats_org_daily_on_page_delete();--> statement-breakpoint
CREATE FUNCTION stats_org_daily_on_design_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_org_daily s SET count = s.count - gone.count
  FROM (
    SELECT d.day, d.kind, sum(d.count) AS count
    FROM stats_daily d
    JOIN pages p ON p.id = d.page_id
    WHERE p.content_id = OLD.id
    GROUP BY d.day, d.kind
  ) AS gone
  WHERE s.org_id = OLD.org_id AND s.day = gone.day AND s.kind = gone.kind;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_org_daily_design_delete BEFORE DELETE ON contents
FOR EACH ROW EXECUTE FUNCTION stats_org_daily_on_design_delete();--> statement-breakpoint
-- A design moved to another organisation takes its counts along.
CREATE FUNCTION stats_org_daily_on_design_move() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_org_daily s SET count = s.count - moved.count
  FROM (
    SELECT d.day, d.kind, sum(d.count) AS count
    FROM stats_daily d JOIN pages p ON p.id = d.page_id
    WHERE p.content_id = NEW.id
    GROUP BY d.day, d.kind
  ) AS moved
  WHERE s.org_id = OLD.org_id AND s.day = moved.day AND s.kind = moved.kind;
  INSERT INTO stats_org_daily (org_id, day, kind, count)
  SELECT NEW.org_id, d.day, d.kind, sum(d.count)
  FROM stats_daily d JOIN pages p ON p.id = d.page_id
  WHERE p.content_id = NEW.id
  GROUP BY d.day, d.kind
  ON CONFLICT (org_id, day, kind) DO UPDATE SET count = stats_org_daily.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stats_org_daily_design_move AFTER UPDATE OF org_id ON contents
FOR EACH ROW WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id)
EXECUTE FUNCTION stats_org_daily_on_design_move();--> statement-breakpoint
INSERT INTO stats_org_daily (org_id, day, kind, count)
SELECT c.org_id, d.day, d.kind, sum(d.count)
FROM stats_daily d
JOIN pages p ON p.id = d.page_id
JOIN contents c ON c.id = p.content_id
GROUP BY c.org_id, d.day, d.kind;
