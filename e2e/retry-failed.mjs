// A browser test that failed is run once more (its whole file, on the same app) before the run counts it as failed:
// a loaded CI machine must not throw away a stop for one timing. What passed only on the second try is named in
// the output and in the suite's summary line, so a flaky test stays visible and gets fixed; one that fails twice
// still fails.
import { readFileSync } from 'node:fs';

/** Every result line of a TAP file (subtests too, as `# pass` counts them), as `indent|name` and passed. */
export function tapResults(tap) {
  return [...tap.matchAll(/^( *)(not )?ok \d+ - (.*)$/gm)].map((match) => ({
    key: `${match[1].length}|${match[3].trim()}`,
    passed: !match[2],
  }));
}

/** A result key's test name. */
export const nameOf = (key) =>
  key
    .slice(key.indexOf('|') + 1)
    .replace(/\\#/g, '#')
    .replace(/\\\\/g, '\\');

/** The test files whose source holds one of the names (a test's title is written in the file that declares it). */
export function filesDeclaring(names, files) {
  return files.filter((file) => {
    const source = readFileSync(file, 'utf8');
    return names.some((name) => source.includes(name.slice(0, 60)));
  });
}

/** The counts after a retry: the first run's, with the failed tests that passed on the second try moved over. */
export function afterRetry(first, second) {
  const failedFirst = first.filter((r) => !r.passed).map((r) => r.key);
  const passedSecond = new Set(second.filter((r) => r.passed).map((r) => r.key));
  const recovered = failedFirst.filter((key) => passedSecond.has(key));
  return {
    passed: first.filter((r) => r.passed).length + recovered.length,
    failed: failedFirst.length - recovered.length,
    recovered: recovered.map(nameOf),
  };
}
