/* global window, document -- functions passed to page.evaluate run in the browser */
// Interactions in Chromium on the production build: input to next paint (pointerdown/keydown to the
// second animation frame after the app handled the click/input; see lib/browser.mjs) for opening the
// feedback dialog, switching a report's sub-report, toggling a chart series, and sorting and filtering
// a 10,000-user table (500 rows a page, virtualized); for the table also input to the new rows shown (the server answers the sort
// and filter). Median and p95 over N repetitions each. Floor: a click on a bare button on about:blank.
//   node bench/interactions.mjs [--runs 20] [--users 10000]
import { startServer, signIn, client, median, quantile, ms, flag } from './lib/server.mjs';
import { launch, newPage, storedSession } from './lib/browser.mjs';
import { modelReportPath } from './page.mjs';

/** Adds `count` users to the signed-in admin's tenant through POST /api/user, 8 at a time. */
async function seedUsers(api, count) {
  const existing = await api('GET', '/api/user?pageSize=1');
  let next = existing.total;
  const target = count;
  if (next >= target) return existing.total;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= target) return;
      const n = String(i).padStart(5, '0');
      await api('POST', '/api/user', {
        email: `bench-${n}@acme-mutual.example`,
        name: `Bench User ${n}`,
        roleName: 'user',
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return (await api('GET', '/api/user?pageSize=1')).total;
}

const inputs = (page) => page.evaluate(() => window.__bench.inputs.length);

/** Runs `act` and returns its input-to-next-paint time from the page's probe. */
async function timed(page, act) {
  const before = await inputs(page);
  await act();
  await page.waitForFunction((n) => window.__bench.inputs.length > n, before, { timeout: 15_000 });
  return page.evaluate(() => window.__bench.inputs.at(-1));
}

/** Time from the last input to the table showing the server's answer (aria-busy gone). */
const settled = async (page) => {
  await page.waitForFunction(() => !document.querySelector('table[aria-busy]'), null, {
    timeout: 30_000,
    polling: 'raf',
  });
  return page.evaluate(() => performance.now() - window.__bench.t0);
};

function summary(name, xs) {
  const r = { median: median(xs), p95: quantile(xs, 0.95), n: xs.length };
  return [name, r];
}

export async function benchInteractions({
  runs = Number(flag('runs', 20)),
  users = Number(flag('users', 10_000)),
} = {}) {
  const server = await startServer();
  const browser = await launch();
  const rows = [];
  try {
    const tokens = await signIn(server, 'ada@acme-mutual.example');
    const api = client(server, tokens);
    const t0 = performance.now();
    const total = await seedUsers(api, users);
    console.log(
      `interactions: ${total} users in the tenant (seeded through the API in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    const report = await modelReportPath(api);
    const { page, problems } = await newPage(browser, server.baseURL, storedSession(tokens));

    // Floor: the same probe around a plain button with no framework, on a page of the same origin.
    await page.route('**/bench-floor', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>floor</title><button id="floor">0</button>',
      }),
    );
    await page.goto('/bench-floor');
    await page.evaluate(() => {
      const button = document.getElementById('floor');
      button.onclick = () => (button.textContent = String(Number(button.textContent) + 1));
    });
    const floor = [];
    for (let i = 0; i < runs; i++) floor.push(await timed(page, () => page.click('#floor')));
    rows.push(summary('floor: bare button click', floor));

    await page.goto(report.path);
    await page.locator('.js-plotly-plot, svg.main-svg').first().waitFor({ timeout: 30_000 });
    const feedback = [];
    for (let i = 0; i < runs; i++) {
      feedback.push(
        await timed(page, () => page.getByRole('button', { name: 'Share your Feedback' }).click()),
      );
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    rows.push(summary('open the feedback dialog', feedback));

    const series = [];
    const toggle = page.locator('.rl-chart__legend button').nth(1);
    if ((await toggle.count()) > 0) {
      for (let i = 0; i < runs; i++) series.push(await timed(page, () => toggle.click()));
      rows.push(summary('toggle a chart series', series));
    } else {
      console.log('interactions: the model report shows no series legend; series toggle not measured');
    }

    const tabs = page.getByRole('tab');
    const tabCount = await tabs.count();
    const switching = [];
    for (let i = 0; i < runs && tabCount > 1; i++)
      switching.push(await timed(page, () => tabs.nth((i + 1) % tabCount).click()));
    if (switching.length) rows.push(summary('switch the sub-report', switching));

    await page.goto('/settings/user-management');
    await page.getByLabel('Search users').waitFor({ timeout: 30_000 });
    await page.locator('table.data-table').waitFor({ timeout: 30_000 });
    // The longest page the screen offers, so the table renders through its virtualizer.
    try {
      await page.getByRole('button', { name: /Rows per page/ }).click({ timeout: 10_000 });
      await page.getByRole('option', { name: '500', exact: true }).click({ timeout: 10_000 });
      await settled(page);
    } catch (error) {
      console.log(
        `interactions: could not pick 500 rows a page (${error.message.split('\n')[0]}); measuring the default page`,
      );
      await page.keyboard.press('Escape');
    }
    const sortPaint = [];
    const sortRows = [];
    const nameSort = page.locator('th button.users__sort').first();
    for (let i = 0; i < runs; i++) {
      sortPaint.push(await timed(page, () => nameSort.click()));
      sortRows.push(await settled(page));
    }
    rows.push(summary(`sort ${total} users: to next paint`, sortPaint));
    rows.push(summary(`sort ${total} users: to rows shown`, sortRows));
    const search = page.getByLabel('Search users');
    const filterPaint = [];
    const filterRows = [];
    for (let i = 0; i < runs; i++) {
      await search.fill('');
      await settled(page);
      await search.focus();
      filterPaint.push(await timed(page, () => page.keyboard.type(String(i % 10))));
      filterRows.push(await settled(page));
    }
    rows.push(summary(`filter ${total} users: to next paint`, filterPaint));
    rows.push(summary(`filter ${total} users: to rows shown`, filterRows));
    if (problems.length) throw new Error(problems.join('; '));

    const f = rows[0][1].median;
    for (const [name, r] of rows)
      console.log(
        `interactions ${name.padEnd(34)} median ${ms(r.median)} (${(r.median / f).toFixed(1)}x floor)  p95 ${ms(r.p95)}  n=${r.n}`,
      );
    return Object.fromEntries(rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchInteractions();
