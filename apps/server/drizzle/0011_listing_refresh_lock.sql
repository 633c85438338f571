-- Two transactions changing the listing row of one design at once (a publication and a print
-- page's record, say) each deleted the row and inserted their own: the second insert failed on
-- the primary key. The refresh now locks the designs' rows first (FOR NO KEY UPDATE, in id
-- order; a publication already holds its design's row), so refreshes of one design take turns,
-- and each statement after the lock sees what the one before committed (READ COMMITTED).
CREATE OR REPLACE FUNCTION public_listing_refresh(design_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM contents WHERE id = ANY (design_ids) ORDER BY id FOR NO KEY UPDATE;
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
$$;
