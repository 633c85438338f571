// The data of the scale benches (plans.mjs, http.mjs): 500 organisations in 50 cities, one big
// organisation in Kannur with a tenth of the designs, a third of the designs published and
// active today with their 'app' page record (every fifth also a print page), 13 days of views
// and scans per page record.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../public/lib.mjs';

export const ORGS = 500;
export const CITIES = 50;

/** A campaign document of a realistic size (~1.5 KB), so the heap pages weigh what they would. */
export const campaign = JSON.stringify({
  version: 'v1',
  pages: [
    {
      width: 800,
      height: 1131,
      shapes: Array.from({ length: 12 }, (_, i) => ({
        id: `shape-${i}`,
        type: i % 3 ? 'text' : 'rect',
        x: i * 40,
        y: i * 60,
        text: 'Fresh fish every morning, 20% off this week',
        fill: '#1b5e20',
      })),
    },
  ],
});

export const day = (offset) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function migrate(client) {
  const dir = join(ROOT, 'apps/server/drizzle');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    for (const statement of readFileSync(join(dir, file), 'utf8').split(
      '--> statement-breakpoint',
    )) {
      if (statement.trim()) await client.query(statement);
    }
  }
}

export async function seed(client, designs) {
  await client.query('truncate stats_daily, pages, contents, orgs restart identity cascade');
  await client.query(
    `insert into orgs (name, city, status)
     select case when g = 1 then 'Bench Hypermarket' else 'Shop ' || g end,
       case when g = 1 then 'Kannur' else 'City ' || (g % ${CITIES}) end, 1
     from generate_series(1, ${ORGS}) g`,
  );
  const big = Math.floor(designs / 10);
  // Titles mix English, Malayalam and Hindi words, so a search reads realistic text.
  const title = `(array['Offer','ഓണം ഓഫർ','दिवाली सेल','Fresh fish','Member card'])[1 + g % 5] || ' ' || g`;
  const published = 'g % 3 = 0';
  await client.query(
    `insert into contents (org_id, title, content, type, published, publish_start, publish_end,
       updated_at)
     select case when g <= ${big} then 1 else 2 + (g % ${ORGS - 1}) end, ${title}, $1,
       case when g % 4 = 0 then 'restaurant_menu' else 'promotion_coupon' end,
       case when ${published} then 1 else 0 end,
       case when ${published} then $2::date end, case when ${published} then $3::date end,
       now() - g * interval '1 second'
     from generate_series(1, ${designs}) g`,
    [campaign, day(-5), day(20)],
  );
  await client.query(
    `insert into pages (content_id, title, channel, publisher_id, publisher_name, created_at)
     select c.id, c.title, 'app', c.org_id, 'bench', c.updated_at from contents c
     where c.published = 1`,
  );
  await client.query(
    `insert into pages (content_id, title, channel, publisher_id, publisher_name, created_at)
     select c.id, 'A5 flyer', 'A5', c.org_id, 'bench', c.updated_at + interval '1 second'
     from contents c where c.published = 1 and c.id % 5 = 0`,
  );
  await client.query(
    `insert into stats_daily (page_id, day, kind, count)
     select p.id, $1::date - d, k, 1 + (p.id + d) % 7
     from pages p, generate_series(0, 12) d, unnest(array['view','qr']) k`,
    [day(0)],
  );
  // Vacuumed as well as analysed: the seed's trigger upkeep leaves dead rows behind, and an
  // autovacuum starting in the middle of the measurements would be measured with them.
  await client.query('vacuum analyze');
  // The seed's writes flushed now, not by a checkpoint in the middle of the measurements.
  await client.query('checkpoint');
  return big;
}
