// Runs test suites side by side on a fixed number of cores (used by test-all.mjs). A task says how many cores it
// keeps busy (its weight) and may wait for another task (`after`); tasks start in list order as cores free up, a
// lighter one going ahead of a heavier one that does not fit yet. A task's output goes to its own file and is
// printed whole when it ends, so two suites never interleave their lines.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';

/** Runs a command with its output sent to `log`; answers its exit code (1 when it could not start). */
export function runCommand(cmd, args, { cwd, env = {}, log }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env } });
    child.stdout.on('data', (chunk) => log(chunk));
    child.stderr.on('data', (chunk) => log(chunk));
    child.on('error', (error) => {
      log(`${cmd} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
    // A process it started and left running (a server) would hold the output open: 'close' would never come.
    child.on('exit', (code) =>
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        resolve(code ?? 1);
      }, 5000).unref(),
    );
  });
}

/**
 * Runs every task; answers a Map of task name -> {passed, failed, seconds}. `run(log, results)` answers
 * {passed, failed}; a task that throws counts as one failure.
 */
export async function runPool(tasks, { cores, logDir }) {
  const results = new Map();
  const waiting = [...tasks];
  let free = cores;

  return new Promise((resolveAll) => {
    const startReady = () => {
      for (const task of [...waiting]) {
        const weight = Math.min(task.weight ?? 1, cores);
        if (weight > free) continue;
        if (task.after && !results.has(task.after)) continue;
        waiting.splice(waiting.indexOf(task), 1);
        free -= weight;
        void start(task).then(() => {
          free += weight;
          if (results.size === tasks.length) resolveAll(results);
          else startReady();
        });
      }
    };

    const start = async (task) => {
      const file = path.join(logDir, `${task.name.replace(/\W+/g, '-')}.log`);
      const stream = createWriteStream(file);
      const log = (chunk) => stream.write(chunk);
      const began = Date.now();
      console.log(`--- ${task.name} started`);
      let result;
      try {
        result = await task.run(log, results);
      } catch (error) {
        log(`\n${error?.stack ?? error}\n`);
        result = { passed: 0, failed: 1 };
      }
      await new Promise((done) => stream.end(done));
      const seconds = Math.round((Date.now() - began) / 1000);
      console.log(`\n=== ${task.name} (${seconds} s)`);
      process.stdout.write(readFileSync(file));
      results.set(task.name, { ...result, seconds });
    };

    startReady();
  });
}
