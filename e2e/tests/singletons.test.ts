import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser, login, newPage } from './helpers';

const browser = useBrowser();

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'zustand',
  'dayjs',
  '@tanstack/react-query',
  '@storedesk/shared',
];

test('exactly one copy of each shared singleton is loaded with the host and the bookings remote', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  await page.locator('canvas').first().waitFor({ timeout: 60_000 });
  // The Module Federation runtime records every provided copy of a shared package and whether it was loaded.
  const loaded = await page.evaluate((names) => {
    type Entry = { loaded?: boolean; from?: string; useIn?: string[]; lib?: unknown };
    const share =
      (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const result: Record<string, string[]> = {};
    for (const name of names) {
      const copies = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [version, entry] of Object.entries(packages[name] ?? {})) {
            if (entry.loaded || entry.lib) copies.add(`${entry.from}@${version}`);
          }
        }
      }
      result[name] = [...copies];
    }
    return result;
  }, SINGLETONS);
  for (const name of SINGLETONS) {
    assert.equal(loaded[name].length, 1, `${name}: ${JSON.stringify(loaded[name])}`);
  }
  await context.close();
});
