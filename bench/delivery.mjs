#!/usr/bin/env node
// Delivery benchmark (figures, never pass/fail): what Chromium receives on the way to each screen and how soon it
// is usable. Bytes are summed as the browser receives them (CDP Network.loadingFinished encodedDataLength:
// compressed bodies plus headers) before login, at the dashboard with its charts drawn, and at the first open of
// /orders and /customers from the menu; times are taken in the page (sign-in click, splash, first usable screen).
// Then cold loads of /dashboard and /orders while signed in give LCP and CLS (PerformanceObserver).
//
// Usage: node bench/delivery.mjs [--url http://127.0.0.1:8080] [--loads 7] [--json file]
// Without --url it starts the built app (scripts/start.mjs --no-build) on a throw-away PGlite folder and
// BENCH_PORT (default 18290), and stops it afterwards. Needs a build and Debian's chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const loads = Number(arg('loads', '7'));
const jsonOut = arg('json', null);
const EMAIL = 'admin@demo.storedesk.test';
const PASSWORD = 'storedesk-demo';

/** Starts the built app on its own port and data folder unless --url names a running one. */
async function startApp() {
  const url = arg('url', null);
  if (url) return { base: url.replace(/\/$/, ''), stop: async () => undefined };
  const port = process.env.BENCH_PORT ?? '18290';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storedesk-delivery-'));
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--no-build'], {
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: path.join(dataDir, 'pglite'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
      LOOKUP_RATE_LIMIT_PER_ADDRESS: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/remotes.json`)).ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the app did not start within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    stop: async () => {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// In the page from its first script: layout shifts (CLS by session windows, as web-vitals counts them), LCP, and
// the first frame at which each watched condition held (epoch ms, so it survives the SPA's route changes).
/* global PerformanceObserver, Node, Element, requestAnimationFrame -- PAGE_PROBE runs in the page */
const PAGE_PROBE = () => {
  const probe = { shifts: [], lcp: 0, marks: {}, watches: {} };
  window.__probe = probe;
  const now = () => performance.timeOrigin + performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      // What moved most, to tell which part of the page to fix.
      const node = entry.sources
        .map((source) => source.node)
        .find((candidate) => candidate && candidate.nodeType === Node.ELEMENT_NODE);
      const what = node ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 2).join('.')}` : '?';
      probe.shifts.push({ t: entry.startTime, value: entry.value, what });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && /sign in|log ?in/i.test(button.textContent ?? '')) probe.marks.signIn = now();
    },
    true,
  );
  const watches = {
    splash: () => probe.marks.signIn && document.querySelector('.sd-splash'),
    menu: () => document.querySelector('[aria-label="Main menu"]'),
    // The dashboard is usable once its figures are on screen (menu, header and the four tiles with values).
    dashboard: () =>
      document.querySelector('[aria-label="Main menu"]') &&
      document.querySelectorAll('.ant-statistic-content-value').length >= 4,
    charts: () => document.querySelectorAll('canvas').length >= 6,
    orders: () =>
      document.querySelector('[aria-label="Main menu"]') && document.querySelector('table tbody tr a'),
  };
  const tick = () => {
    for (const [name, test] of Object.entries(watches)) {
      if (!probe.marks[name] && test()) probe.marks[name] = now();
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  probe.cls = () => {
    let worst = 0;
    let windowValue = 0;
    let first = 0;
    let last = 0;
    for (const shift of probe.shifts) {
      if (windowValue && shift.t - last < 1000 && shift.t - first < 5000) {
        windowValue += shift.value;
      } else {
        windowValue = shift.value;
        first = shift.t;
      }
      last = shift.t;
      worst = Math.max(worst, windowValue);
    }
    return worst;
  };
  /** The element behind the most layout shift, with its share. */
  probe.mostShifted = () => {
    const byWhat = {};
    for (const shift of probe.shifts) byWhat[shift.what] = (byWhat[shift.what] ?? 0) + shift.value;
    const [what, value] = Object.entries(byWhat).sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
    return `${what} ${value.toFixed(3)}`;
  };
};

/** Counts what the page receives over CDP, by kind, from the moment it is attached. */
async function attachMeter(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const received = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      url: response.url,
      type,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
      status: response.status,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request && !request.url.startsWith('data:')) received.push({ ...request, bytes: encodedDataLength });
  });
  let mark = 0;
  return {
    /** What arrived since the previous step. */
    step() {
      const items = received.slice(mark);
      mark = received.length;
      return items;
    },
  };
}

async function settle(page, quietMs = 800, timeout = 30_000) {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
  await page.waitForTimeout(quietMs);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const kindOf = (item) => {
  if (item.type === 'Script') return 'js';
  if (item.type === 'Fetch' || item.type === 'XHR') return item.url.includes('/api/') ? 'api' : 'json';
  if (item.type === 'Document') return 'html';
  return item.type.toLowerCase();
};
function summarize(items) {
  const byKind = {};
  for (const item of items) byKind[kindOf(item)] = (byKind[kindOf(item)] ?? 0) + item.bytes;
  const total = items.reduce((sum, item) => sum + item.bytes, 0);
  const largest = [...items]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, Number(process.env.DELIVERY_TOP ?? 4));
  return { total, files: items.length, byKind, largest };
}
function printStep(label, summary, cumulative) {
  const kinds = Object.entries(summary.byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
    .join(', ');
  console.log(
    `${label.padEnd(34)} ${kb(summary.total).padStart(10)} in ${String(summary.files).padStart(3)} responses` +
      `  (total ${kb(cumulative)})  ${kinds}`,
  );
  for (const item of summary.largest) {
    const name = new URL(item.url).pathname;
    console.log(`${''.padEnd(36)}${kb(item.bytes).padStart(10)}  ${item.encoding || 'identity'}  ${name}`);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function journey(browser, base) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1400, height: 900 } });
  await context.addInitScript(PAGE_PROBE);
  const page = await context.newPage();
  const meter = await attachMeter(page);
  const steps = {};
  let cumulative = 0;
  const record = (label, key) => {
    const summary = summarize(meter.step());
    cumulative += summary.total;
    steps[key] = { ...summary, cumulative };
    printStep(label, summary, cumulative);
  };

  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).waitFor();
  await settle(page);
  record('before login (/login)', 'beforeLogin');

  await page.getByLabel(/e-?mail/i).fill(EMAIL);
  await page.getByRole('button', { name: /continue|next/i }).click();
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in|log ?in/i }).click();
  await page.waitForURL('**/dashboard');
  await page.waitForFunction(() => window.__probe.marks.dashboard, null, { timeout: 60_000 });
  await page
    .waitForFunction(() => window.__probe.marks.charts, null, { timeout: 60_000 })
    .catch(() => {
      console.log('  (the charts were not drawn within 60 s)');
    });
  await settle(page);
  const marks = await page.evaluate(() => window.__probe.marks);
  const cls = await page.evaluate(() => window.__probe.cls());
  record('+ dashboard with charts', 'dashboard');

  const menu = page.getByRole('menu', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Bookings & Sales' }).click();
  await page.waitForURL('**/orders');
  await page.locator('table tbody tr a').first().waitFor({ timeout: 60_000 });
  await settle(page);
  record('+ first open of /orders', 'orders');

  await menu.getByRole('link', { name: 'Customers', exact: true }).click();
  await page.waitForURL('**/customers');
  await page.locator('table tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
  await settle(page);
  record('+ first open of /customers', 'customers');

  const since = (from, to) => (marks[from] && marks[to] ? Math.round(marks[to] - marks[from]) : null);
  const times = {
    signInToSplash: since('signIn', 'splash'),
    signInToMenu: since('signIn', 'menu'),
    signInToUsable: since('signIn', 'dashboard'),
    splashToUsable: since('splash', 'dashboard'),
    signInToCharts: since('signIn', 'charts'),
    clsAfterSignIn: cls,
  };
  const ms = (value) => (value === null ? '-' : `${value} ms`);
  console.log(
    `sign in -> splash ${ms(times.signInToSplash)}, menu ${ms(times.signInToMenu)}, usable dashboard ` +
      `${ms(times.signInToUsable)} (splash -> usable ${ms(times.splashToUsable)}), charts drawn ` +
      `${ms(times.signInToCharts)}; CLS ${cls.toFixed(3)}`,
  );
  const storageState = await context.storageState();
  await context.close();
  return { steps, times, storageState };
}

/** Cold loads (empty HTTP cache) of a route while signed in: LCP, CLS, time to usable, bytes. */
async function coldLoads(
  browser,
  base,
  storageState,
  route,
  ready,
  count,
  viewport = { width: 1400, height: 900 },
) {
  const runs = [];
  for (let i = 0; i < count; i += 1) {
    const context = await browser.newContext({ baseURL: base, viewport, storageState });
    await context.addInitScript(PAGE_PROBE);
    const page = await context.newPage();
    const meter = await attachMeter(page);
    await page.goto(route);
    await page.waitForFunction((name) => window.__probe.marks[name], ready, { timeout: 60_000 });
    if (route === '/dashboard') {
      await page
        .waitForFunction(() => window.__probe.marks.charts, null, { timeout: 60_000 })
        .catch(() => {});
    }
    await settle(page, 1500);
    const result = await page.evaluate((name) => {
      const probe = window.__probe;
      // The first paint is the splash (index.html's own markup).
      const splash = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return {
        lcp: probe.lcp,
        cls: probe.cls(),
        mostShifted: probe.mostShifted(),
        splash,
        usable: probe.marks[name] - performance.timeOrigin,
        charts: probe.marks.charts ? probe.marks.charts - performance.timeOrigin : null,
      };
    }, ready);
    runs.push({ ...result, bytes: summarize(meter.step()).total });
    await context.close();
  }
  const summary = {
    viewport,
    lcp: median(runs.map((run) => run.lcp)),
    usable: median(runs.map((run) => run.usable)),
    splashToUsable: median(runs.map((run) => run.usable - run.splash)),
    clsMedian: median(runs.map((run) => run.cls)),
    clsMax: Math.max(...runs.map((run) => run.cls)),
    clsOver: runs.filter((run) => run.cls >= 0.1).length,
    mostShifted: runs.reduce((worst, run) => (run.cls > worst.cls ? run : worst), runs[0]).mostShifted,
    bytes: median(runs.map((run) => run.bytes)),
    runs,
  };
  console.log(
    `cold ${route} ${viewport.width}x${viewport.height}`.padEnd(27) +
      ` n=${count}  LCP ${Math.round(summary.lcp)} ms  usable ${Math.round(summary.usable)} ms` +
      ` (splash -> usable ${Math.round(summary.splashToUsable)} ms)` +
      `  CLS median ${summary.clsMedian.toFixed(3)} max ${summary.clsMax.toFixed(3)} (>= 0.1 in ${summary.clsOver})` +
      `  ${kb(summary.bytes)}`,
  );
  if (summary.clsMax > 0) console.log(`${''.padEnd(28)}most shifted: ${summary.mostShifted}`);
  return summary;
}

const app = await startApp();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
try {
  console.log(`\nStoredesk delivery at ${app.base} (bytes as Chromium receives them)`);
  const result = await journey(browser, app.base);
  result.cold = {
    dashboard: await coldLoads(browser, app.base, result.storageState, '/dashboard', 'dashboard', loads),
    // Below antd's lg breakpoint the dashboard's cards stack, so a chart of another height than its placeholder
    // moves everything under it.
    dashboardNarrow: await coldLoads(
      browser,
      app.base,
      result.storageState,
      '/dashboard',
      'dashboard',
      loads,
      {
        width: 900,
        height: 900,
      },
    ),
    orders: await coldLoads(browser, app.base, result.storageState, '/orders', 'orders', loads),
  };
  result.loadAverage = os.loadavg();
  console.log(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (2 cores shared)`,
  );
  delete result.storageState;
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
  await app.stop();
}
