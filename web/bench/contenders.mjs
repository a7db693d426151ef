// contenders.mjs: the contenders of web/bench/wasm_bench.mjs, each run(text, build, peers) in a
// child process of its own and answering { count, ms, wallMs, coldMs, loadMs }: ms is the CPU time
// (user + system, process.cpuUsage) of the search alone, the last of up to eight in the process
// (coldMs the first; wallMs its wall-clock time; for a native command, ms is the CPU time of its
// whole run, from build/bench/maxrss: it starts in a millisecond and needs no warm-up), count the
// solutions found (for the
// sudoku workload, the sum over the puzzles of the counts capped at 2; for the sudoku peer, which
// finds one solution and cannot count, the puzzles it solved, capped as the known counts are).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

// Knuth's format, as the peers need it: items (primary first) and options as item indices.
function parseKnuth(text) {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('|'));
  const [primaryPart, secondaryPart = ''] = lines[0].split(/\s\|\s|\s\|$/);
  const primary = primaryPart.split(/\s+/).filter(Boolean);
  const secondary = secondaryPart.split(/\s+/).filter(Boolean);
  const index = new Map([...primary, ...secondary].map((name, k) => [name, k]));
  const options = lines.slice(1).map((line) => line.split(/\s+/).map((name) => index.get(name)));
  return { primary: primary.length, secondary: secondary.length, options };
}

// A native command's CPU time (user + system, from build/bench/maxrss) and wall time.
function timeNative(command, args, text) {
  const file = path.join(os.tmpdir(), `wasm-bench-input-${process.pid}`);
  const line = path.join(os.tmpdir(), `wasm-bench-rusage-${process.pid}`);
  fs.writeFileSync(file, text);
  fs.rmSync(line, { force: true });
  const maxrss = path.join(path.dirname(command), 'bench', 'maxrss');
  const run = spawnSync(maxrss, [command, ...args, file], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env: { ...process.env, MAXRSS_OUTPUT: line },
  });
  fs.rmSync(file);
  if (run.status !== 0) throw new Error(run.stderr);
  const rusage = fs.readFileSync(line, 'utf8');
  fs.rmSync(line);
  const ms = 1000 * Number(/cpu_seconds=([0-9.]+)/.exec(rusage)[1]);
  const wallMs = 1000 * Number(/ seconds=([0-9.]+)/.exec(rusage)[1]);
  return { out: run.stdout, ms, wallMs };
}

export async function run(contender, text, build, peers) {
  const peer = createRequire(path.join(peers, 'package.json'));
  if (contender === 'native-sudoku') {
    const { out, ms, wallMs } = timeNative(path.join(build, 'sudoku'), ['--limit=2'], text);
    const count = out.split('\n').filter((l) => /^(\d{1,8}|at least \d+)$/.test(l)).reduce((s, l) => s + Number(l.replace('at least ', '')), 0);
    return { count, ms, wallMs, loadMs: 0 };
  }
  if (contender === 'native-dlx' || contender === 'native-dlx-plain') {
    const args = contender === 'native-dlx' ? ['-c'] : ['-c', '--symmetry=off', '--memo=off'];
    const { out, ms, wallMs } = timeNative(path.join(build, 'dlx'), args, text);
    return { count: Number(out.trim().split('\n').pop()), ms, wallMs, loadMs: 0 };
  }
  const loadStarted = performance.now();
  const search = await searchOf(contender, text, peers, peer, build);
  const loadMs = performance.now() - loadStarted;
  // Up to eight times, each with its own problem, until 3 s are spent: the first run pays the
  // compilation of the wasm (V8 compiles each function at its first call, then again, optimised,
  // once it is hot, which takes a few runs) or the JIT's warm-up; the last run is timed. Four runs
  // were not enough for queens 12 counted with symmetry: its 2nd to 6th counts in one process took
  // 24 to 29 ms, then 13 ms from the 7th on (the finder's functions tiering up late), and the
  // wasm/native ratio moved from 0.43 to 0.59 between two runs of the bench with the same code.
  const times = [];
  let count, wallMs;
  while (times.length < 8 && times.reduce((sum, t) => sum + t, 0) < 3000) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    count = search();
    const cpu = process.cpuUsage(cpuStarted);
    wallMs = performance.now() - started;
    times.push((cpu.user + cpu.system) / 1000);
  }
  return { count, ms: times[times.length - 1], wallMs, coldMs: times[0], loadMs };
}

// A function that searches the workload once and returns its count, everything loaded before.
async function searchOf(contender, text, peers, peer, build) {
  if (contender.startsWith('wasm-')) {
    const { Problem, sudoku } = await import(path.join(build, 'web', 'package', 'dlx.js'));
    if (contender === 'wasm-sudoku')
      return () => sudoku.counts(text, { limit: 2 }).reduce((s, a) => s + Number(a.count), 0);
    if (contender === 'wasm-dlx-list' || contender === 'wasm-dlx-list-plain')
      // Like the dancing-links peer's findAll: every solution as an array, kept; as solutions()
      // lists by default (by the problem's symmetry classes), or the plain search's listing.
      return () => {
        const problem = Problem.fromKnuth(text);
        const symmetry = contender === 'wasm-dlx-list' ? 'auto' : false;
        const solutions = [...problem.solutions({ symmetry })];
        problem.close();
        return solutions.length;
      };
    // wasm-dlx counts as count() runs by default (the classes of the problem's symmetries searched
    // once each), wasm-dlx-plain searches the whole tree (symmetry: false), as the peers do.
    const symmetry = contender === 'wasm-dlx' ? 'auto' : false;
    const memo = symmetry;
    return () => {
      const problem = Problem.fromKnuth(text);
      const count = Number(problem.count({ symmetry, memo }).count);
      problem.close();
      return count;
    };
  }
  if (contender === 'peer-algorithm-sudoku') {
    const { SudokuSolver, createSudokuBoardData } = peer('@algorithm.ts/sudoku');
    const puzzles = text.split('\n').filter((l) => /^[.0-9]{81}/.test(l)).map((l) =>
      Array.from(l.slice(0, 81), (c) => (c === '.' || c === '0' ? -1 : Number(c) - 1)));
    // Every puzzle of top1465 has exactly one solution (its counts file): a solved one counts 1.
    return () => {
      const solver = new SudokuSolver({ childMatrixWidth: 3 });
      const solution = createSudokuBoardData(9);
      let count = 0;
      for (const puzzle of puzzles) if (solver.solve(puzzle, solution)) count++;
      return count;
    };
  }
  const problem = parseKnuth(text);
  if (contender === 'peer-dancing-links') {
    // An ES module only: imported by its file, from the peers' folder.
    const { DancingLinks } = await import(path.join(peers, 'node_modules', 'dancing-links', 'built', 'lib', 'index.js'));
    return () => {
      const solver = new DancingLinks().createSolver({ primaryColumns: problem.primary, secondaryColumns: problem.secondary });
      for (const [k, option] of problem.options.entries())
        solver.addSparseConstraint(k, {
          primary: option.filter((i) => i < problem.primary),
          secondary: option.filter((i) => i >= problem.primary).map((i) => i - problem.primary),
        });
      return solver.findAll().length;
    };
  }
  if (contender === 'peer-dlx') {
    const dlx = peer('dlx');
    // No secondary items in this peer: each becomes primary with a one-item option of its own,
    // which keeps the count (Knuth's slack options).
    const sparse = [...problem.options];
    for (let k = problem.primary; k < problem.primary + problem.secondary; k++) sparse.push([k]);
    return () => dlx.solve_sparse_matrix(sparse).length;
  }
  throw new Error(`unknown contender ${contender}`);
}
