/* global window, document, location, requestAnimationFrame, addEventListener, MutationObserver -- functions passed to page.evaluate / addInitScript run in the browser */
// Debian Chromium through playwright-core, plus the in-page probes the page and interaction benchmarks
// read: web-vitals (FCP, LCP, CLS), long tasks (for time to interactive), the first chart drawn, and
// input-to-next-paint for clicks and typing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './server.mjs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

const webVitals = readFileSync(path.join(root, 'node_modules/web-vitals/dist/web-vitals.iife.js'), 'utf8');

// Runs before any page script. Playwright injects it over CDP, so the server's CSP (no inline scripts)
// does not apply to it.
function probes() {
  const w = window;
  w.__bench = { vitals: {}, longTasks: [], chartAt: null, inputs: [], t0: null };
  const b = w.__bench;
  const report = (m) => (b.vitals[m.name] = m.value);
  w.webVitals.onFCP(report, { reportAllChanges: true });
  w.webVitals.onLCP(report, { reportAllChanges: true });
  w.webVitals.onCLS(report, { reportAllChanges: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.longTasks.push([e.startTime, e.startTime + e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // A chart with data: Plotly's drawing, or the dashboard's SVG status chart once it holds a bar (it has
  // none while its data is missing; its placeholder is not an SVG).
  const chartSeen = () => {
    if (
      b.chartAt === null &&
      document.querySelector('.js-plotly-plot, svg.main-svg, svg.rl-svg-chart rect.rl-svg-chart__bar')
    )
      b.chartAt = performance.now();
  };
  new MutationObserver(chartSeen).observe(document, { childList: true, subtree: true });
  // Input to next paint: from pointerdown/keydown (capture, before the app sees it) to the second
  // animation frame after the click/input event. Both are caught in the capture phase on window, since
  // react-aria stops the propagation of the clicks it handles; the frames still come after the app's
  // handlers, which run synchronously in the same event dispatch.
  const start = () => (b.t0 = performance.now());
  const settle = () => {
    const t0 = b.t0 ?? performance.now();
    requestAnimationFrame(() => requestAnimationFrame(() => b.inputs.push(performance.now() - t0)));
  };
  addEventListener('pointerdown', start, true);
  addEventListener('keydown', start, true);
  addEventListener('click', settle, true);
  addEventListener('input', settle, true);
}

/** A fresh context (empty cache) with the probes, optionally signed in by writing the session keys. */
export async function newPage(browser, baseURL, session = null) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: `${webVitals}\n;window.webVitals = webVitals;` });
  await context.addInitScript(probes);
  if (session) {
    await context.addInitScript((s) => {
      if (location.origin && !sessionStorage.getItem('access_token'))
        for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
    }, session);
  }
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  return { context, page, problems };
}

/** The session keys the web app reads from sessionStorage (SPEC §3), from an /sso/token answer. */
export function storedSession(tokens) {
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    id_token: tokens.id_token,
    tenantId: tokens.tenantId,
    expires_in: String(tokens.expires_in),
    token_type: tokens.token_type,
    isAuthenticated: 'true',
  };
}

/**
 * Time to interactive, approximated: the end of the last long task (> 50 ms) before the first 2 s
 * window with none, counted from navigation start, and never earlier than FCP or DOMContentLoaded.
 * Waits (up to 20 s) for such a window after the load event.
 */
export async function timeToInteractive(page, quietMs = 2000) {
  await page.waitForLoadState('load');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const s = await page.evaluate(() => ({
      now: performance.now(),
      tasks: window.__bench.longTasks,
      fcp: window.__bench.vitals.FCP ?? 0,
      dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0,
    }));
    const lastEnd = s.tasks.reduce((m, [, end]) => Math.max(m, end), 0);
    if (s.now - Math.max(lastEnd, s.dcl) >= quietMs || Date.now() > deadline)
      return Math.max(lastEnd, s.fcp, s.dcl);
    await page.waitForTimeout(250);
  }
}
