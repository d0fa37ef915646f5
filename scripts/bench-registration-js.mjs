// `npm run bench:web:registration [-- --web-port=3332 --backend-port=4332]`: the registration modal's cost to the
// page it opens on, against the production build (`next build` when sources changed, as `npm start` does) and a
// fresh reference backend. Bar (issue 21):
//   `/reg/{id}` first-load JS <= `/`'s + 15 kB: the page's own scripts (the document's script tags); the modal's
//   code loads when it opens, not with the page.
// Also reported: what opening costs (the scripts the page's code fetches once the modal is open: the dialog,
// forms, API client and schemas; in ru, where an account is required, the auth modal first).
// Figures and verdict: bench/results/registration-js.json.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { measureFirstLoad } from './bench-first-load.mjs';
import { assertFree, bar, createChildren, freshDatabase, option, serverEnv, waitFor, writeResults } from './bench-kit.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const BAR_KB = 15;
const kb = (n) => `${n.toFixed(1)} kB`;

/** The seed's open showcase games (backend/seed/seed-registration.ts: the last public games inserted, ru first, then fr, en). */
function showcase(database) {
  const db = new Database(database, { readonly: true, fileMustExist: true });
  try {
    const [ru, fr, en] = db.prepare('SELECT id FROM games WHERE is_private = 0 ORDER BY id DESC LIMIT 8').pluck().all().reverse();
    return { ru, fr, en };
  } finally {
    db.close();
  }
}

const ports = { web: Number(option('web-port', '3332')), backend: Number(option('backend-port', '4332')) };
const web = `http://localhost:${ports.web}`;
const database = '.data/bench-registration-js.sqlite';
const root = process.cwd();
const bin = (name) => join(root, 'node_modules', '.bin', name);

for (const port of Object.values(ports)) await assertFree(port);
buildIfNeeded(root);
freshDatabase(database);
const env = serverEnv(ports, database);
const children = createChildren();
children.start(bin('tsx'), ['backend/main.ts'], { cwd: root, env });
await waitFor(`http://localhost:${ports.backend}/health`);
children.start(bin('next'), ['start', '-p', String(ports.web)], { cwd: root, env });
await waitFor(`${web}/`);
// Warm the server up: the first renders compile and load modules.
for (let i = 0; i < 5; i++) await (await fetch(`${web}/`, { headers: { 'accept-language': 'ru' } })).arrayBuffer();

let met = false;
try {
  const games = showcase(database);
  const modalOpen = (name) => async (page) => page.getByRole('dialog', { name }).waitFor({ timeout: 60_000 });
  const rows = await measureFirstLoad([
    { label: '/ (ru)', url: `${web}/` },
    { label: `/reg/${games.ru} (ru, anonymous)`, url: `${web}/reg/${games.ru}`, settle: modalOpen('Вход') },
    { label: '/en', url: `${web}/en`, locale: 'en-GB' },
    { label: `/en/reg/${games.en} (guest)`, url: `${web}/en/reg/${games.en}`, locale: 'en-GB', settle: modalOpen('Game registration') },
  ]);
  const [home, reg, homeEn, regEn] = rows;
  const pairs = [
    { language: 'ru', home, reg },
    { language: 'en', home: homeEn, reg: regEn },
  ].map(({ language, home: h, reg: r }) => {
    const over = r.pageScriptKB - h.pageScriptKB;
    return { language, homePageKB: h.pageScriptKB, regPageKB: r.pageScriptKB, overKB: over, openingKB: r.laterScriptKB, pass: over <= BAR_KB };
  });
  console.log("\nFirst-load JS (compressed bytes transferred, empty cache): the page's scripts, and what the page fetched after");
  for (const r of rows)
    console.log(`  ${r.label.padEnd(30)} page ${kb(r.pageScriptKB).padStart(9)}   later ${kb(r.laterScriptKB).padStart(9)}   all scripts ${kb(r.scriptKB)}`);
  for (const p of pairs) {
    console.log(
      `  bar (${p.language}): /reg page <= home + ${BAR_KB} kB: ${kb(p.overKB)} over -> ${p.pass ? 'PASS' : 'MISS'}; the modal's code on opening: ${kb(p.openingKB)}`,
    );
  }
  met = writeResults('registration-js', {
    parameters: { ports },
    figures: { pairs, rows },
    bars: pairs.map((p) => bar(`/reg page JS over / (${p.language}, kB)`, p.overKB, BAR_KB)),
  });
} finally {
  children.stopAll();
}
process.exit(met ? 0 : 1);
