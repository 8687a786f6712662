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
  // The Module Federation runtime records every provided copy of a shared package and whether it was loaded;
  // a copy is one module instance (`lib`), whichever build's code it came from and whichever build loaded it.
  // antd is shared module by module ('antd/es/button', ...; shared/src/mf/shared-deps.cjs): each of those
  // modules that is loaded must have exactly one copy.
  const copies = await page.evaluate((names) => {
    type Entry = { loaded?: boolean; from?: string; lib?: unknown };
    const share =
      (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const instances = new Map<string, Set<unknown>>();
    const labels = new Map<string, string[]>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [key, versions] of Object.entries(packages)) {
          if (!names.some((name) => key === name || key.startsWith(`${name}/es/`))) continue;
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded && !entry.lib) continue;
            if (!instances.has(key)) instances.set(key, new Set());
            instances.get(key)?.add(entry.lib ?? entry);
            labels.set(key, [...(labels.get(key) ?? []), `${entry.from}@${version}`]);
          }
        }
      }
    }
    return names.map((name) => {
      const keys = [...instances.keys()].filter((key) => key === name || key.startsWith(`${name}/es/`));
      return {
        name,
        keys: keys.length,
        copies: keys.map((key) => ({ key, count: instances.get(key)?.size ?? 0, from: labels.get(key) })),
      };
    });
  }, SINGLETONS);
  for (const { name, keys, copies: perKey } of copies) {
    assert.ok(keys > 0, `${name} is not loaded`);
    for (const { key, count, from } of perKey) assert.equal(count, 1, `${key}: ${JSON.stringify(from)}`);
  }
  await context.close();
});
