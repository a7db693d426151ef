// wasm_bench.mjs: bench/run.sh section web, the WebAssembly build in Node against the native build
// and against JavaScript peers from npm, in one run:
//   - top1465 at limit 2: build/sudoku (native) against the package's sudoku.count in Node, and
//     the JavaScript solver @algorithm.ts/sudoku (its first solution only: it cannot count);
//   - queens 12 and pentominoes 6x10: build/dlx -c against the package's Problem.count, both as
//     they count by default (the classes of the problem's symmetries searched once each) and with
//     the plain search of the whole tree (-plain: --symmetry=off --memo=off, count({ symmetry: false, memo: false })), as
//     the peers search; and the npm peers dancing-links (findAll) and dlx (solve_sparse_matrix; it has no secondary items,
//     so each secondary item gets an option of its own, which keeps the count: Knuth's slack);
//   - the sizes, gzipped, of the wasm (inside engine.js as base64), engine.js, the package and the
//     page's worker; and the page's time to first solve in chromium (when playwright-core is in
//     web/node_modules), from the page's navigation to the solved board of SUDOGOB's sample.
// Every contender runs in a child process of its own, the contenders alternating in each round
// (BENCH_RUNS rounds, default 3), timed in CPU time (user + system) around the search alone (the
// load is reported apart; the wall time is printed beside it), and
// each one's count is checked against the known count; the medians and ratios are printed with
// MET or MISSED against the goals (wasm at least 0.5x native, at least 5x the dlx peers,
// faster than the sudoku peer). The dlx peers list: dancing-links' findAll builds an array per
// solution, and so does dlx's solve_sparse_matrix; so their goal is judged against wasm-dlx-list
// (Problem.solutions(), every solution kept as an array: by the problem's symmetry classes, as it
// lists by default, and the plain search's listing, wasm-dlx-list-plain), and the ratio to our
// count (which lists nothing) is printed beside it. Peers are installed outside the project:
//   npm install --prefix /tmp/npm-peers dancing-links@4.3.10 dlx@0.2.1 @algorithm.ts/sudoku@4.0.3
//   node web/bench/wasm_bench.mjs BUILD [NPM_PEERS_DIR]      (default /tmp/npm-peers)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '..', '..');

// ---- one measurement, in a child: node wasm_bench.mjs --run CONTENDER FILE BUILD PEERS --------
if (process.argv[2] === '--run') {
  const [contender, file, build, peers] = process.argv.slice(3);
  const text = fs.readFileSync(file, 'utf8');
  const loadStart = performance.now();
  const answer = await (await import(path.join(here, 'contenders.mjs'))).run(contender, text, build, peers);
  answer.loadMs = answer.loadMs ?? performance.now() - loadStart - answer.ms;
  console.log(JSON.stringify(answer));
  process.exit(0);
}

const build = path.resolve(process.argv[2] || 'build');
const peers = path.resolve(process.argv[3] || process.env.NPM_PEERS || '/tmp/npm-peers');
const rounds = Number(process.env.BENCH_RUNS || 3);
const peerTimeoutSeconds = Number(process.env.WASM_BENCH_PEER_TIMEOUT || 120);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wasm-bench-'));
let failed = false;

function version(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(peers, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}
const peerVersions = {
  'dancing-links': version('dancing-links'),
  dlx: version('dlx'),
  '@algorithm.ts/sudoku': version('@algorithm.ts/sudoku'),
};

// The workloads, each with its known count (from its file's comments or the OEIS).
const top1465 = path.join(work, 'top1465.txt');
fs.writeFileSync(top1465, zlib.gunzipSync(fs.readFileSync(path.join(root, 'puzzles', 'sudoku', 'top1465.txt.gz'))));
const queens12 = path.join(work, 'queens-12.dlx');
fs.writeFileSync(queens12, spawnSync(path.join(build, 'puzzles', 'queens'), ['12'], { encoding: 'utf8' }).stdout);
const pentominoes = path.join(root, 'puzzles', 'exact-cover', 'pentominoes-6x10.dlx');
const top1465Counts = zlib.gunzipSync(fs.readFileSync(path.join(root, 'puzzles', 'sudoku', 'counts', 'top1465.counts.gz'))).toString();
const knownTop1465 = top1465Counts.trim().split('\n').reduce((sum, line) => sum + Math.min(2, Number(line.split(':')[1])), 0);
const workloads = [
  { name: 'top1465 limit 2', file: top1465, known: knownTop1465, contenders: ['native-sudoku', 'wasm-sudoku', 'peer-algorithm-sudoku'] },
  { name: 'queens 12', file: queens12, known: 14200, contenders: ['native-dlx', 'wasm-dlx', 'native-dlx-plain', 'wasm-dlx-plain', 'wasm-dlx-list', 'wasm-dlx-list-plain', 'peer-dancing-links', 'peer-dlx'] },
  { name: 'pentominoes 6x10', file: pentominoes, known: 9356, contenders: ['native-dlx', 'wasm-dlx', 'native-dlx-plain', 'wasm-dlx-plain', 'wasm-dlx-list', 'wasm-dlx-list-plain', 'peer-dancing-links', 'peer-dlx'] },
];

function measureOnce(contender, file) {
  // The timeout is CPU time (ulimit -t, SIGXCPU), as the measure is: a wall-clock one, at a load of
  // 10, stopped peers after a tenth of it. The wall-clock one only guards against a hang.
  const child = spawnSync('/bin/sh', ['-c', `ulimit -t ${peerTimeoutSeconds} && exec "$0" "$@"`, process.execPath,
    new URL(import.meta.url).pathname, '--run', contender, file, build, peers], {
    encoding: 'utf8',
    timeout: peerTimeoutSeconds * 50 * 1000,
    maxBuffer: 1 << 26,
  });
  if ((child.error && child.error.code === 'ETIMEDOUT') || child.signal === 'SIGXCPU' || child.signal === 'SIGKILL')
    return { timedOut: true };
  const line = child.stdout.trim().split('\n').pop();
  try {
    return JSON.parse(line);
  } catch {
    return { error: (child.stderr || child.stdout).trim().split('\n').slice(-2).join(' ') };
  }
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () => os.loadavg().map((v) => v.toFixed(2)).join(' ');

console.log(`load ${load()}; ${rounds} rounds, contenders alternating; Node ${process.version}; peers in ${peers}:`);
for (const [name, v] of Object.entries(peerVersions)) console.log(`  ${name} ${v ?? 'not installed'}`);
const results = {};
for (const workload of workloads) {
  const times = Object.fromEntries(workload.contenders.map((c) => [c, []]));
  const wallTimes = Object.fromEntries(workload.contenders.map((c) => [c, []]));
  const coldTimes = Object.fromEntries(workload.contenders.map((c) => [c, []]));
  const notes = {};
  for (let round = 0; round < rounds; round++)
    for (const contender of workload.contenders) {
      if (notes[contender]) continue; // a peer missing, timed out or wrong: not run again
      if (contender.startsWith('peer-') && !peerVersions[contender === 'peer-algorithm-sudoku' ? '@algorithm.ts/sudoku' : contender.slice(5)]) {
        notes[contender] = 'peer not installed';
        continue;
      }
      const answer = measureOnce(contender, workload.file);
      if (answer.timedOut) notes[contender] = `over ${peerTimeoutSeconds} s CPU`;
      else if (answer.error) notes[contender] = `failed: ${answer.error}`;
      else if (answer.count !== workload.known) {
        notes[contender] = `WRONG count ${answer.count} (known ${workload.known})`;
        if (!contender.startsWith('peer-')) failed = true;
      } else {
        times[contender].push(answer.ms);
        if (answer.wallMs !== undefined) wallTimes[contender].push(answer.wallMs);
        if (answer.coldMs !== undefined) coldTimes[contender].push(answer.coldMs);
      }
    }
  console.log(`\n${workload.name} (known count ${workload.known}), CPU time of the search, median of ${rounds} (the last of up to 8 searches in the process, 3 s at most; the first, with compilation or JIT warm-up, and the wall time, in parentheses); load ${load()}`);
  const medians = {};
  for (const contender of workload.contenders) {
    medians[contender] = times[contender].length ? median(times[contender]) : null;
    const wall = wallTimes[contender].length ? `wall ${median(wallTimes[contender]).toFixed(1)} ms` : '';
    const first = coldTimes[contender].length ? `first ${median(coldTimes[contender]).toFixed(1)} ms` : '';
    const cold = first || wall ? ` (${[first, wall].filter(Boolean).join(', ')})` : '';
    const shown = medians[contender] === null ? notes[contender] : `${medians[contender].toFixed(1)} ms${cold}`;
    console.log(`  ${contender.padEnd(24)} ${shown}`);
  }
  results[workload.name] = { medians, notes };
}

// The goals: wasm/native speed at least 0.5 (native time / wasm time); peers at least 5x slower
// than the wasm build (peer time / wasm time), the sudoku peer slower at all.
console.log('\ngoal                                          wasm ms   other ms  ratio  verdict');
function goal(label, wasm, other, atLeast, note) {
  const ratio = wasm && other ? other / wasm : null;
  let verdict = ratio === null ? 'n/a' : ratio >= atLeast ? 'MET' : 'MISSED';
  // A peer stopped at the timeout: its ratio is at least the timeout's.
  if (ratio === null && wasm && note && note.startsWith('over')) {
    const lowest = (peerTimeoutSeconds * 1000) / wasm;
    verdict = lowest >= atLeast ? 'MET' : `n/a (ratio above ${lowest.toFixed(2)})`;
  }
  const otherShown = other ? other.toFixed(1) : note || '';
  console.log(`${label.padEnd(44)} ${wasm ? wasm.toFixed(1).padStart(8) : '     n/a'} ${String(otherShown).padStart(10)} ${ratio ? ratio.toFixed(2).padStart(6) : '   n/a'}  ${verdict} (>= ${atLeast})`);
}
for (const [name, native, peersList] of [
  ['top1465 limit 2', 'native-sudoku', [['peer-algorithm-sudoku', 1]]],
  ['queens 12', 'native-dlx', [['peer-dancing-links', 5], ['peer-dlx', 5]]],
  ['pentominoes 6x10', 'native-dlx', [['peer-dancing-links', 5], ['peer-dlx', 5]]],
]) {
  const { medians, notes } = results[name];
  const wasm = medians[native.replace('native', 'wasm')];
  const wasmList = medians['wasm-dlx-list'];
  goal(`${name}: wasm speed / native`, wasm, medians[native], 0.5, notes[native]);
  if (medians[`${native}-plain`] !== undefined)
    goal(`${name}: the same, plain search`, medians['wasm-dlx-plain'], medians[`${native}-plain`], 0.5, notes[`${native}-plain`]);
  for (const [peer, atLeast] of peersList) {
    if (peer === 'peer-algorithm-sudoku') {
      goal(`${name}: ${peer} / wasm`, wasm, medians[peer], atLeast, notes[peer]);
      continue;
    }
    goal(`${name}: ${peer} / wasm listing (alike)`, wasmList, medians[peer], atLeast, notes[peer]);
    goal(`${name}: ${peer} / wasm listing, plain search`, medians['wasm-dlx-list-plain'], medians[peer], atLeast, notes[peer]);
    goal(`${name}: ${peer} / wasm count`, wasm, medians[peer], atLeast, notes[peer]);
    goal(`${name}: ${peer} / wasm count, plain search`, medians['wasm-dlx-plain'], medians[peer], atLeast, notes[peer]);
  }
}

// Sizes, gzipped at level 9.
const gz = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const engineJs = fs.readFileSync(path.join(build, 'web', 'package', 'engine.js'));
const wasmBase64 = /data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)/.exec(engineJs.toString('latin1'));
const wasmBytes = wasmBase64 ? Buffer.from(wasmBase64[1], 'base64') : Buffer.alloc(0);
const packageJs = fs.readFileSync(path.join(build, 'web', 'package', 'dlx.js'));
const worker = fs.readFileSync(path.join(build, 'web', 'page', 'worker-source.js'));
const commandWasm = fs.readFileSync(path.join(build, 'wasm', 'node', 'sudoku.wasm'));
console.log('\nsizes (bytes, raw and gzipped)');
for (const [label, bytes] of [
  ['engine wasm (dlx + sudoku front end)', wasmBytes],
  ['engine.js (the wasm inside, base64)', engineJs],
  ['dlx.js (the package)', packageJs],
  ['engine JavaScript without the wasm', Buffer.from(engineJs.toString('latin1').replace(wasmBase64 ? wasmBase64[1] : '', ''))],
  ['sudoku command wasm (for the page)', commandWasm],
  ['page worker-source.js (both, base64)', worker],
])
  console.log(`  ${label.padEnd(40)} ${String(bytes.length).padStart(8)} ${String(gz(bytes)).padStart(8)}`);

// Time to first solve of the page, in chromium.
try {
  const require = createRequire(path.join(root, 'web', 'package.json'));
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const sudogob = fs.readFileSync(path.join(root, 'puzzles', 'judges', 'sudogob.in'), 'utf8');
  const times = [];
  for (let round = 0; round < rounds; round++) {
    const started = Date.now();
    await page.goto(`file://${path.join(build, 'web', 'page', 'index.html')}`);
    await page.fill('#puzzle', sudogob);
    await page.click('#solve');
    await page.waitForSelector('#board .cell', { timeout: 60000 });
    times.push(Date.now() - started);
  }
  await browser.close();
  console.log(`\npage time to first solve (file://, load, engine ready, SUDOGOB solved and drawn): median ${median(times)} ms of ${times.join(', ')}; load ${load()}`);
} catch (error) {
  console.log(`\npage time to first solve: not measured (${String(error.message).split('\n')[0]})`);
}
fs.rmSync(work, { recursive: true });
process.exit(failed ? 1 : 0);
