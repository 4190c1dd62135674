/* global window, location -- functions passed to page.evaluate run in the browser */
// Page speed in Chromium on the production build served by the server: FCP, LCP, CLS (web-vitals),
// time to interactive (see lib/browser.mjs) and navigation to the first chart drawn, median of N cold
// visits (a fresh browser context each: empty cache). The floor is bench/floor's bare React +
// react-router page, served by a static file server in this process,
// so it shows what Chromium on this loaded machine needs to paint any React app.
//   node bench/page.mjs [--runs 5]
//   node bench/page.mjs --runs 8 --against <web dist>   the dashboard of this build and of another build
//     (e.g. main's apps/web/dist copied aside), visit by visit in alternation with the floor, so load
//     drifting on a shared machine hits both builds alike
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root, startServer, signIn, client, median, ms, flag } from './lib/server.mjs';
import { launch, newPage, storedSession, timeToInteractive } from './lib/browser.mjs';

/** A model report URL of the demo tenant: its first model, first report, first sub-report. */
export async function modelReportPath(api) {
  const models = await api('GET', '/api/model');
  const model = models.items[0];
  if (!model) throw new Error('the demo tenant has no model');
  const reports = await api('GET', `/api/model/${model.id}/reports`);
  const types = await api('GET', `/api/model/${model.id}/reports/types?reportId=${reports[0].id}`);
  return {
    path: `/use-cases/${model.usecaseId}/models/${model.id}/reports/${reports[0].id}/${types[0].id}`,
    subReports: types,
  };
}

async function serveFloor() {
  const dist = path.join(root, '.tmp/bench-floor');
  if (!existsSync(path.join(dist, 'index.html'))) {
    const r = spawnSync(
      'npx',
      ['vite', 'build', 'bench/floor', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (r.status !== 0) throw new Error('building bench/floor failed');
  }
  const types = {
    '.js': 'text/javascript',
    '.html': 'text/html',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const srv = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file = path.join(dist, path.normalize(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || url.pathname === '/')
      file = path.join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  return { baseURL: `http://127.0.0.1:${srv.address().port}`, stop: () => srv.close() };
}

async function visit(browser, baseURL, url, { session, chart }) {
  const { context, page, problems } = await newPage(browser, baseURL, session);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const tti = await timeToInteractive(page);
    if (chart) await page.waitForFunction(() => window.__bench.chartAt !== null, null, { timeout: 30_000 });
    // LCP and CLS are final once the user interacts or the page hides; a key press ends LCP.
    await page.keyboard.press('Shift');
    await page.waitForTimeout(100);
    const r = await page.evaluate(() => ({
      ...window.__bench.vitals,
      chart: window.__bench.chartAt,
      path: location.pathname,
    }));
    if (r.path !== new URL(url, baseURL).pathname)
      throw new Error(`visiting ${url} ended on ${r.path} (signed out or redirected?)`);
    if (problems.length) throw new Error(`${url}: ${problems.join('; ')}`);
    return { FCP: r.FCP, LCP: r.LCP, CLS: r.CLS ?? 0, TTI: tti, chart: r.chart };
  } finally {
    await context.close();
  }
}

export async function benchPage({ runs = Number(flag('runs', 5)) } = {}) {
  const server = await startServer();
  const floor = await serveFloor();
  const browser = await launch();
  try {
    const tokens = await signIn(server, 'ada@acme-mutual.example');
    const session = storedSession(tokens);
    const report = await modelReportPath(client(server, tokens));
    const cases = [
      {
        name: 'floor (bare React + react-router)',
        base: floor.baseURL,
        url: '/',
        session: null,
        chart: false,
      },
      { name: '/signin', base: server.baseURL, url: '/signin', session: null, chart: false },
      { name: '/ (dashboard)', base: server.baseURL, url: '/', session, chart: true },
      { name: 'model report', base: server.baseURL, url: report.path, session, chart: true },
    ];
    const results = {};
    for (const c of cases) {
      const xs = [];
      for (let i = 0; i < runs; i++) xs.push(await visit(browser, c.base, c.url, c));
      const m = (k) => median(xs.map((x) => x[k]).filter((v) => v !== null && v !== undefined));
      results[c.name] = {
        FCP: m('FCP'),
        LCP: m('LCP'),
        CLS: m('CLS'),
        TTI: m('TTI'),
        chart: c.chart ? m('chart') : null,
      };
    }
    const f = results[cases[0].name];
    for (const [name, r] of Object.entries(results)) {
      console.log(
        `page ${name.padEnd(34)} FCP ${ms(r.FCP)} (${(r.FCP / f.FCP).toFixed(2)}x floor)  LCP ${ms(r.LCP)}  TTI ${ms(r.TTI)} (${(r.TTI / f.TTI).toFixed(2)}x floor)  CLS ${r.CLS.toFixed(3)}${r.chart !== null ? `  first chart ${ms(r.chart)}` : ''}  (median of ${runs})`,
      );
    }
    return results;
  } finally {
    await browser.close();
    floor.stop();
    await server.stop();
  }
}

/** The dashboard of this build against another build's, alternating visits (with the floor) so drift cancels. */
export async function benchAgainst({ runs = Number(flag('runs', 5)), against = flag('against', '') } = {}) {
  if (!existsSync(path.join(against, 'index.html')))
    throw new Error(`--against ${against}: no web build there`);
  const builds = {
    this: await startServer(),
    against: await startServer({ WEB_DIST: path.resolve(against) }),
  };
  const floor = await serveFloor();
  const browser = await launch();
  try {
    const sessions = {};
    for (const [name, server] of Object.entries(builds))
      sessions[name] = storedSession(await signIn(server, 'ada@acme-mutual.example'));
    const xs = { floor: [], this: [], against: [] };
    for (let i = 0; i < runs; i++) {
      xs.floor.push(await visit(browser, floor.baseURL, '/', { session: null, chart: false }));
      for (const name of i % 2 ? ['this', 'against'] : ['against', 'this'])
        xs[name].push(
          await visit(browser, builds[name].baseURL, '/', { session: sessions[name], chart: true }),
        );
    }
    const m = (name, k) => median(xs[name].map((x) => x[k]));
    const f = m('floor', 'FCP');
    console.log(`page floor (bare React + react-router)  FCP ${ms(f)}  (median of ${runs}, alternating)`);
    for (const name of ['against', 'this']) {
      console.log(
        `page / (dashboard, ${name === 'this' ? 'this build' : against}) FCP ${ms(m(name, 'FCP'))}  first chart ${ms(m(name, 'chart'))} (${(m(name, 'chart') / f).toFixed(2)}x floor)  CLS ${m(name, 'CLS').toFixed(3)}  visits ${xs[name].map((x) => Math.round(x.chart)).join(' ')}`,
      );
    }
  } finally {
    await browser.close();
    floor.stop();
    for (const server of Object.values(builds)) await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await (flag('against', '') ? benchAgainst() : benchPage());
