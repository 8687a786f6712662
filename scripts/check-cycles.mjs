#!/usr/bin/env node
// No import circles in the workspace, counting `import type` too: eslint's import/no-cycle skips type-only
// imports, and every circle we had was type-only. Reads each file's imports with the TypeScript scanner
// (no type checking, so it stays fast) and follows relative paths; packages import @storedesk/shared only,
// and shared never imports an app, so a circle can only be inside one package.
// Usage: node scripts/check-cycles.mjs [root]   (exit 1 and the circles listed when there is one)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.data', '.git', 'drizzle']);
const SOURCE = /\.(ts|tsx|mts|cts)$/;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'];
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec.replace(/\.(js|mjs|cjs)$/, ''));
  for (const suffix of CANDIDATES) {
    const file = base + suffix;
    if (SOURCE.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const graph = new Map();
for (const file of sources(root)) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
  const targets = importedFiles
    .map((f) => f.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(file, spec))
    .filter(Boolean);
  graph.set(file, targets);
}

// Tarjan's strongly connected components: any component of two or more files (or a file importing itself) is a circle.
let index = 0;
const info = new Map();
const stack = [];
const circles = [];
function visit(start) {
  // Iterative, so a deep import chain cannot overflow the call stack.
  const work = [[start, 0]];
  info.set(start, { index, low: index++, onStack: true });
  stack.push(start);
  while (work.length) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const edges = graph.get(node) ?? [];
    if (i < edges.length) {
      frame[1]++;
      const next = edges[i];
      if (!info.has(next)) {
        info.set(next, { index, low: index++, onStack: true });
        stack.push(next);
        work.push([next, 0]);
      } else if (info.get(next).onStack) {
        info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
      }
      continue;
    }
    work.pop();
    const own = info.get(node);
    if (work.length) {
      const parent = info.get(work[work.length - 1][0]);
      parent.low = Math.min(parent.low, own.low);
    }
    if (own.low === own.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        info.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.includes(node)) circles.push(component);
    }
  }
}
for (const file of graph.keys()) if (!info.has(file)) visit(file);

if (circles.length) {
  console.error(`Import circles (type imports count too), ${circles.length}:`);
  for (const circle of circles) console.error(`  ${circle.map((f) => path.relative(root, f)).join(' <-> ')}`);
  process.exit(1);
}
console.log(`No import circles in ${graph.size} files.`);
