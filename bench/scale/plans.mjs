// Listings at 1 000, 10 000 and 100 000 designs (issue 32): EXPLAIN (ANALYZE, BUFFERS) of every
// listing query as the app sends it, at 100 000 designs across 500 organisations, and p50/p95
// of each query's time in the database at the three sizes.
// Usage: node bench/scale/plans.mjs [--sizes 1000,10000,100000] [--runs 40] [--keep]
// It creates a database of its own (nibble_scale_…) on BENCH_PG_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), applies the migrations of apps/server/drizzle
// in order, and drops the database at the end (--keep leaves it and prints its URL).
//
// The data: 500 organisations in 50 cities (10 per city). One big organisation (in Kannur)
// holds a tenth of the designs; the others share the rest. A third of the designs are
// published and active today, each with its 'app' page record; every fifth published one also
// has a print page. stats_daily holds 13 days of views and scans for every page record (about
// 1 000 000 rows at 100 000 designs).
// Every query of a size runs `--runs` times after one warm-up; times are PostgreSQL's own
// (EXPLAIN ANALYZE's execution time is not used for them: the client's round trip is).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freshDatabase } from '../reliability/lib.mjs';
import { day, migrate, seed } from './seed.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
};
const SIZES = option('--sizes', '1000,10000,100000').split(',').map(Number);
const RUNS = Number(option('--runs', '40'));
const KEEP = argv.includes('--keep');
const PAGE = 25;

// The listing queries as the server sends them (drizzle's SQL, columns shortened):
// modules/public/service.ts listCityContentsPage, modules/contents/service.ts listDesigns,
// modules/analytics/service.ts perDay (an organisation's).
const CITY = `select p.id, p.content_id, p.channel, p.title, p.preview, p.code_type, c.title,
    c.preview, c.type, c.publish_start, c.publish_end, o.name, o.city, p.created_at::text
  from public_listing l join pages p on p.id = l.page_id join contents c on c.id = l.content_id
    join orgs o on o.id = c.org_id
  where l.city = $1 and l.publish_start <= $2 and l.publish_end >= $2
    AFTER
  order by l.created_at desc, l.page_id desc limit $3`;
const DESIGNS = `select *, updated_at::text as at from contents
  where org_id = $1 FILTER AFTER order by updated_at desc, id desc limit $2`;

const ANALYTICS = `select day, sum(case when kind = 'view' then count else 0 end),
    sum(case when kind = 'view' then 0 else count end)
  from stats_org_daily where org_id = $2 and day >= $1 group by day`;

function queries(bigOrg, cursors) {
  const after = (table, column, at, id) =>
    `and (${table}.${column}, ${table}.id) < ('${at}'::timestamptz, ${id}::integer)`;
  const city = (name, afterSql, limit) => [CITY.replace('AFTER', afterSql), [name, day(0), limit]];
  const designs = (filter, afterSql, limit) => [
    DESIGNS.replace('FILTER', filter).replace('AFTER', afterSql),
    [bigOrg, limit],
  ];
  return {
    'city, first page (Kannur, the big organisation)': city('kannur', '', PAGE + 1),
    'city, first page (a city of 10 shops)': city('city 7', '', PAGE + 1),
    'city, a page deep in (cursor)': city(
      'city 7',
      `and (l.created_at, l.page_id) < ('${cursors.city.at}'::timestamptz, ${cursors.city.id}::integer)`,
      PAGE + 1,
    ),
    'city, unpaged (capped at 500)': city('city 7', '', 500),
    'designs of the big organisation, first page': designs('', '', PAGE + 1),
    'designs, a page deep in (cursor)': designs(
      '',
      after('contents', 'updated_at', cursors.designs.at, cursors.designs.id),
      PAGE + 1,
    ),
    'designs of one type, first page': designs(`and type = 'restaurant_menu'`, '', PAGE + 1),
    'designs, title search (ഓണം)': designs(`and title ilike '%ഓണം%'`, '', PAGE + 1),
    'designs, title search with no match': designs(`and title ilike '%zzzz%'`, '', PAGE + 1),
    'designs, unpaged (capped at 500)': designs('', '', 500),
    // The API has no analytics of one design (spec and routes): an organisation's are what
    // the product shows, read from stats_org_daily (migration 0009).
    'analytics of the big organisation (30 days)': [ANALYTICS, [day(-29), bigOrg]],
    'analytics of a shop (30 days)': [ANALYTICS, [day(-29), 7]],
    // The analytics' two other figures (analytics/service.ts orgAnalytics).
    'analytics of the big organisation: designs by state': [
      'select published, count(*) from contents where org_id = $1 group by published',
      [bigOrg],
    ],
    'analytics of the big organisation: active designs': [
      `select count(*) from contents
       where published = 1 and publish_start <= $1 and publish_end >= $1 and org_id = $2`,
      [day(0), bigOrg],
    ],
  };
}

/** Where the listings' middle pages start: the 40th percentile row of each order. */
async function cursorsOf(client, bigOrg) {
  const city = await client.query(
    `select p.created_at::text as at, p.id from pages p join contents c on c.id = p.content_id
     join orgs o on o.id = c.org_id where lower(o.city) = 'city 7' and p.channel = 'app'
     order by p.created_at desc, p.id desc offset (select count(*) * 4 / 10 from pages p
       join contents c on c.id = p.content_id join orgs o on o.id = c.org_id
       where lower(o.city) = 'city 7' and p.channel = 'app') limit 1`,
  );
  const designs = await client.query(
    `select updated_at::text as at, id from contents where org_id = $1
     order by updated_at desc, id desc offset (select count(*) * 4 / 10 from contents
       where org_id = $1) limit 1`,
    [bigOrg],
  );
  return { city: city.rows[0], designs: designs.rows[0] };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const database = await freshDatabase('nibble_scale');
const table = {};
try {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await migrate(client);
    for (const size of SIZES) {
      const started = performance.now();
      const bigOrg = 1;
      await seed(client, size);
      const counts = await client.query(
        `select (select count(*) from contents) designs, (select count(*) from pages) pages,
           (select count(*) from stats_daily) stats`,
      );
      console.log(
        `## ${size} designs: ${JSON.stringify(counts.rows[0])}, seeded in ${Math.round(performance.now() - started)} ms`,
      );
      const all = queries(bigOrg, await cursorsOf(client, bigOrg));
      for (const [name, [text, params]] of Object.entries(all)) {
        await client.query(text, params);
        const times = [];
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          await client.query(text, params);
          times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        table[name] ??= {};
        table[name][size] =
          `${percentile(times, 0.5).toFixed(2)} / ${percentile(times, 0.95).toFixed(2)}`;
        if (size === Math.max(...SIZES)) {
          const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
          console.log(
            `### ${name}\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`,
          );
        }
      }
    }
    console.log(`\n| query | ${SIZES.map((s) => `${s} p50 / p95 ms`).join(' | ')} |`);
    console.log(`| --- | ${SIZES.map(() => '---').join(' | ')} |`);
    for (const [name, bySize] of Object.entries(table)) {
      console.log(`| ${name} | ${SIZES.map((s) => bySize[s] ?? '').join(' | ')} |`);
    }
  } finally {
    await client.end();
  }
} finally {
  if (KEEP) console.log(`kept: ${database.url}`);
  else await database.drop();
}
