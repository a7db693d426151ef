// stop_phases.test.mjs: the JavaScript package's timeout honoured in every phase of a count, not
// only among the nodes of a search: while the engine looks for symmetry classes among 200,000
// options alike (one item, each option covering it), count({ timeout }) returns within half a
// second of its deadline and says it timed out; and that problem's default count is exact, within
// a few seconds.
//   node web/tests/stop_phases.test.mjs [BUILD]
import path from 'node:path';
import { check, summary } from './lib.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const build = path.resolve(root, process.argv[2] || 'build');
const { Problem } = await import(path.join(build, 'web', 'package', 'dlx.js'));

const optionsAlike = 200000;
const text = 'a\n' + 'a\n'.repeat(optionsAlike);

for (const symmetry of [true, undefined]) {
  const problem = Problem.fromKnuth(text);
  const timeout = 0.2;
  const started = performance.now();
  const answer = problem.count({ timeout, symmetry });
  const late = (performance.now() - started) / 1000 - timeout;
  // ON spends its whole budget, about a second, in vain; automatic symmetry may end first, as its
  // budget is in proportion to the plain search, of milliseconds.
  const honest = answer.complete ? answer.count === BigInt(optionsAlike) && symmetry !== true
    : answer.stoppedBy === 'timeout';
  check(honest && late < 0.5,
    `count({ timeout: ${timeout}, symmetry: ${symmetry} }) on ${optionsAlike} options alike ` +
      `returns within 0.5 s of its deadline (${late.toFixed(3)} s late)`,
    `complete ${answer.complete}, stopped by ${answer.stoppedBy}`);
  problem.close();
}

const problem = Problem.fromKnuth(text);
const started = performance.now();
const answer = problem.count();
const spent = (performance.now() - started) / 1000;
check(answer.complete && answer.count === BigInt(optionsAlike) && spent < 5,
  `count() of ${optionsAlike} options alike: exact in ${spent.toFixed(3)} s`,
  `count ${answer.count}, complete ${answer.complete}`);
problem.close();

summary('stop phases (JavaScript)');
