// `npm run bench:web:promocodes [-- --web-port=3334 --backend-port=4334]`: the promo-code shop's first-load JS against
// the bare reference page (bench/bare: Next 16 with the same next-intl provider and messages, nothing else), both
// production builds (`next build` when sources changed), the app with a fresh reference backend. Bar (issue 25):
//   `/promocodes` first-load JS <= the bare page's + 20 kB: every script transferred until the network is idle
//   (compressed, Chromium, empty cache), the page's own and whatever its code fetched on its own. What loads on an
//   action (the purchase's calls and screens on "Pay", the payment widget) is not part of it.
// The bare app and the app are started one after the other on the same web port. Figures and verdict:
// bench/results/promocodes-js.json.
import { join } from 'node:path';
import { measureFirstLoad } from './bench-first-load.mjs';
import { assertFree, bar, createChildren, freshDatabase, option, serverEnv, waitFor, writeResults } from './bench-kit.mjs';
import { buildBareIfNeeded } from './bench-servers.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const BAR_KB = 20;
const kb = (n) => `${n.toFixed(1)} kB`;

const ports = { web: Number(option('web-port', '3334')), backend: Number(option('backend-port', '4334')) };
const web = `http://localhost:${ports.web}`;
const backend = `http://localhost:${ports.backend}`;
const database = '.data/bench-promocodes-js.sqlite';
const root = process.cwd();
const bin = (name) => join(root, 'node_modules', '.bin', name);

for (const port of Object.values(ports)) await assertFree(port);
buildIfNeeded(root);
buildBareIfNeeded();
const env = serverEnv(ports, database);
const warm = async (url) => {
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers: { 'accept-language': 'ru' } })).arrayBuffer();
};

let met = false;
const bareChildren = createChildren();
let bare;
try {
  bareChildren.start(bin('next'), ['start', '-p', String(ports.web)], { cwd: join(root, 'bench', 'bare'), env });
  await waitFor(`${web}/ru`);
  await warm(`${web}/ru`);
  [bare] = await measureFirstLoad([{ label: 'bare page', url: `${web}/ru` }]);
} finally {
  bareChildren.stopAll();
}
// The port is free again once the bare server has gone.
await new Promise((resolve) => setTimeout(resolve, 1_000));
await assertFree(ports.web);

freshDatabase(database);
const children = createChildren();
try {
  children.start(bin('tsx'), ['backend/main.ts'], { cwd: root, env });
  await waitFor(`${backend}/health`);
  children.start(bin('next'), ['start', '-p', String(ports.web)], { cwd: root, env });
  await waitFor(`${web}/promocodes`);
  await warm(`${web}/promocodes`);
  const packs = ((await (await fetch(`${backend}/api/party/packs`)).json()).data ?? []).map((p) => p.id);
  const five = packs[1];
  const rows = [
    bare,
    ...(await measureFirstLoad([
      { label: '/promocodes (ru)', url: `${web}/promocodes` },
      { label: `/promocodes/${five} (ru, preselected)`, url: `${web}/promocodes/${five}` },
      { label: `/en/promocodes/${five}`, url: `${web}/en/promocodes/${five}`, locale: 'en-GB' },
      { label: '/fr/promocodes/999 (unknown id)', url: `${web}/fr/promocodes/999`, locale: 'fr-FR' },
    ])),
  ];
  // For scale, not the bar: what the first touch of the form loads (react-hook-form, the zod schema, the calls).
  const [touched] = await measureFirstLoad([
    {
      label: `/promocodes/${five} + first touch of the form`,
      url: `${web}/promocodes/${five}`,
      settle: async (page) => {
        await page.getByRole('textbox').first().focus();
        await page.locator('form[data-ready]').waitFor({ timeout: 30_000 });
      },
    },
  ]);
  const shopRows = rows.slice(1).map((r) => ({ ...r, overKB: r.scriptKB - bare.scriptKB, pass: r.scriptKB - bare.scriptKB <= BAR_KB }));
  console.log('\nFirst-load JS (compressed bytes transferred, empty cache, until the network is idle)');
  console.log(`  ${'bare page'.padEnd(36)} ${kb(bare.scriptKB).padStart(9)}`);
  for (const r of shopRows) {
    console.log(
      `  ${r.label.padEnd(36)} ${kb(r.scriptKB).padStart(9)}   (+${kb(r.overKB)} over bare: ${r.pass ? 'PASS' : 'MISS'}; the page's own ${kb(r.pageScriptKB)}, fetched after ${kb(r.laterScriptKB)})`,
    );
  }
  console.log(`  ${touched.label.padEnd(36)} ${kb(touched.scriptKB).padStart(9)}   (the form's code on the first touch: ${kb(touched.laterScriptKB)})`);
  met = writeResults('promocodes-js', {
    parameters: { ports },
    figures: { bare, rows: shopRows, firstTouch: touched },
    bars: shopRows.map((r) => bar(`${r.label} first-load JS over the bare page (kB)`, r.overKB, BAR_KB)),
  });
} finally {
  children.stopAll();
}
process.exit(met ? 0 : 1);
