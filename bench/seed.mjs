// Seeds the first domain with many rows straight through SQL: far faster than the API, and the
// same statements run on the embedded database (before the server opens it) and on a server.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const statements = (rows) => [
  `insert into branches (domain_id, name, phone, email, address, state, country)
   select d.id, 'Branch ' || lpad(g::text, 6, '0'), '08000000000', 'branch' || g || '@bench.example',
          g || ' Marina Road', 'Lagos', 'Nigeria'
   from domains d, generate_series(1, ${rows}) g`,
  `with made as (
     insert into identities (domain_id, username, email)
     select d.id, 'staff' || lpad(g::text, 6, '0'), 'staff' || g || '@bench.example'
     from domains d, generate_series(1, ${rows}) g
     returning domain_id, user_id)
   insert into users (domain_id, id, role_id, branch_id, activated)
   select m.domain_id, m.user_id, r.id, b.id, true
   from made m
   join roles r on r.domain_id = m.domain_id
   join branches b on b.domain_id = m.domain_id and b.name = 'Head office'`,
  // Suites at the head office, two room codes each.
  `with made as (
     insert into suites (domain_id, branch_id, category, price, utilities, views)
     select b.domain_id, b.id, 'Category ' || (g % 20), 100 + g % 500, '{Internet}',
            '{https://bench.example/view.png}'
     from branches b, generate_series(1, ${rows}) g
     where b.name = 'Head office'
     returning domain_id, branch_id, id)
   insert into suite_codes (domain_id, branch_id, code, suite_id)
   select domain_id, branch_id, 'R' || row_number() over () || letter, id
   from made, (values ('a'), ('b')) codes(letter)`,
  "analyze",
];

export async function seedPglite(dataDir, rows) {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  for (const sql of statements(rows)) await db.exec(sql);
  await db.close();
}

export async function seedPostgres(url, rows) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const sql of statements(rows)) await client.query(sql);
  await client.end();
}
