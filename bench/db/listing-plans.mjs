// Query plans of the public listing by city and publication window, and of an organisation's
// design list, on PostgreSQL with a large organisation: 10 000 designs in one organisation
// plus 500 smaller ones (60 designs each) across 50 cities. Prints EXPLAIN (ANALYZE, BUFFERS) of each query.
// Usage: npm run build -w @nibble/server && node bench/db/listing-plans.mjs
//          [--server apps/server/dist/main.js] [--keep]
// The server build given migrates a fresh database on BENCH_PG_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), so a build from before a migration shows the
// plans before it. --keep leaves the database for more EXPLAINs (its URL is printed).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { ROOT, stopChild, waitFor } from '../public/lib.mjs';
import { freshDatabase } from '../reliability/lib.mjs';
import { campaign, day } from '../scale/seed.mjs';

const argv = process.argv.slice(2);
const serverArg = argv.indexOf('--server');
const SERVER = resolve(
  serverArg >= 0 ? argv[serverArg + 1] : join(ROOT, 'apps/server/dist/main.js'),
);
const KEEP = argv.includes('--keep');
export const BIG_ORG_DESIGNS = 10_000;

/** Migrates `url` with the server build (start, wait for health, stop). */
async function migrateWith(url) {
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '3439',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'nibble-plans-')),
      DATABASE_URL: url,
      ADMIN_PASSWORD: 'bench-admin-password',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor('http://127.0.0.1:3439/api/v1/health', child);
  } finally {
    await stopChild(child);
  }
}

async function seed(client) {
  // The big organisation: 10 000 designs in Kannur; 300 published and active, 2 000 published
  // in the past, the rest drafts. Each published design has its 'app' page record.
  await client.query(`insert into orgs (name, city) values ('Bench Hypermarket', 'Kannur')`);
  await client.query(
    `insert into contents (org_id, title, content, type, published, publish_start, publish_end,
       updated_at)
     select o.id, 'Offer ' || g, $1,
       case when g % 4 = 0 then 'restaurant_menu' else 'promotion_coupon' end,
       case when g <= 2300 then 1 else 0 end,
       case when g <= 300 then $2::date when g <= 2300 then $3::date end,
       case when g <= 300 then $4::date when g <= 2300 then $5::date end,
       now() - g * interval '1 minute'
     from orgs o, generate_series(1, ${BIG_ORG_DESIGNS}) g where o.name = 'Bench Hypermarket'`,
    [campaign, day(-2), day(-60), day(20), day(-30)],
  );
  // 500 more organisations, 10 in each of 50 cities, 60 designs each, a third of them
  // published: the big organisation holds a quarter of the table.
  await client.query(
    `insert into orgs (name, city) select 'Shop ' || g, 'City ' || (g % 50) from generate_series(1, 500) g`,
  );
  await client.query(
    `insert into contents (org_id, title, content, type, published, publish_start, publish_end)
     select o.id, 'Offer ' || g, $1, 'promotion_coupon',
       case when g % 3 = 0 then 1 else 0 end,
       case when g % 3 = 0 then $2::date end, case when g % 3 = 0 then $3::date end
     from orgs o, generate_series(1, 60) g where o.name like 'Shop %'`,
    [campaign, day(-1), day(10)],
  );
  await client.query(
    `insert into pages (content_id, title, channel, publisher_id, publisher_name)
     select c.id, c.title, 'app', c.org_id, 'bench' from contents c where c.published = 1`,
  );
  await client.query('analyze');
}

// The public listing of a city: modules/public/service.ts listCityContents
// (on-public-side.ts onPublicSideSql).
const PUBLIC_LISTING = `select p.id, p.content_id, p.channel, p.title, p.preview, p.code_type,
    c.title, c.preview, c.type, c.publish_start, c.publish_end, o.name, o.city
  from pages p join contents c on c.id = p.content_id join orgs o on o.id = c.org_id
  where lower(o.city) = $1 and c.published = 1 and o.status <> 0
    and c.publish_start <= $2 and c.publish_end >= $2
  order by p.created_at desc, p.id desc`;

const QUERIES = {
  'public listing, Kannur (the 10 000-design organisation)': [PUBLIC_LISTING, 'kannur', day(0)],
  'public listing, a city of 10 small organisations': [PUBLIC_LISTING, 'city 7', day(0)],
  // modules/contents/service.ts listDesigns
  // The organisation id is a bind parameter, as the app sends it (so the plan is made for it).
  'design list, 10 000 designs': [
    'select * from contents where org_id = $1 order by updated_at desc, id desc',
    'big org',
  ],
  'design list of one type, 10 000 designs': [
    `select * from contents where org_id = $1 and type = $2
     order by updated_at desc, id desc`,
    'big org',
    'restaurant_menu',
  ],
};

const database = await freshDatabase('nibble_plans');
try {
  await migrateWith(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await seed(client);
    const { rows: indexes } = await client.query(
      `select indexname from pg_indexes where tablename in ('orgs', 'contents', 'pages') order by 1`,
    );
    console.log(`indexes: ${indexes.map((r) => r.indexname).join(', ')}\n`);
    const { rows: big } = await client.query(
      `select id from orgs where name = 'Bench Hypermarket'`,
    );
    const explain = async (name, text, params) => {
      // Once to warm the cache, then the plan that is printed.
      await client.query(text, params);
      const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
      console.log(
        `### ${name}\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`,
      );
    };
    const paramsOf = (given) => given.flat().map((p) => (p === 'big org' ? big[0].id : p));
    for (const [name, [text, ...given]] of Object.entries(QUERIES)) {
      await explain(name, text, paramsOf(given));
    }
    // PostgreSQL's default random_page_cost (4) prices a disk that seeks; on SSD storage, or
    // with the table in memory, 1.1 is the usual setting (docs/operations.md).
    await client.query('set random_page_cost = 1.1');
    const [text, ...given] = QUERIES['design list, 10 000 designs'];
    await explain('design list, 10 000 designs, random_page_cost = 1.1', text, paramsOf(given));
  } finally {
    await client.end();
  }
} finally {
  if (KEEP) console.log(`kept: ${database.url}`);
  else await database.drop();
}
