// node scripts/run-parallel.mjs typecheck lint format:check build: the npm scripts named, side by side; each one's
// output is printed whole when it ends (not interleaved), and the exit code is the first failure's. The checks are
// single-threaded (tsc, eslint, prettier, vite), so on two cores they take the time of the longest, not of all.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n---- npm run ${script}: exit ${code} after ${seconds} s ----\n${output}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
