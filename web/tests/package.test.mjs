// package.test.mjs: the JavaScript package (build/web/package, made by make wasm) under Node,
// against independent answers: the known count written in each bundled exact-cover example, a
// brute force written here (every subset of the options) on random problems with colors and
// bounds, the counts and solutions of puzzles/sudoku/mixed-counts.txt, and the native commands'
// own words (build/sudoku, build/dlx) for ratings, steps, shapes, hints, killer puzzles and error
// messages; the packing puzzles (polyform) against the counts their files cite and build/polyform's
// drawings and messages.
//   node web/tests/package.test.mjs [BUILD]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { check, summary, thrownMessage } from './lib.mjs';

const zlibText = (file) => zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').replace(/\r/g, '');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const build = path.resolve(root, process.argv[2] || 'build');
const { Problem, sudoku, polyform, version } = await import(path.join(build, 'web', 'package', 'dlx.js'));
const dlxHeader = fs.readFileSync(path.join(root, 'dlx', 'dlx.h'), 'utf8');
check(dlxHeader.includes(`#define DLX_VERSION "${version}"`), `version ${version} is dlx.h's`);
// The package numbers the statuses from the library (dlx_status_count, dlx_status_name), which
// names each as dlx.h's constant without DLX_, in lower case.
const { engine } = (await import(path.join(build, 'web', 'package', 'dlx.js'))).default;
const statusNames = Array.from({ length: engine._dlx_status_count() },
  (_, status) => engine.UTF8ToString(engine._dlx_status_name(status)));
check(statusNames[0] === 'ok' && statusNames[4] === 'stopped_by_request' &&
  statusNames.every((name) => /^[a-z_]+$/.test(name) && new RegExp(`^ *DLX_${name.toUpperCase()}\\b`, 'm').test(dlxHeader)) &&
  new Set(statusNames).size === statusNames.length, 'the engine names every status as dlx.h does', statusNames.join(' '));

// ---- exact cover ----------------------------------------------------------------------------

// The known counts of the examples that the native dlx counts in well under a second.
const quick = ['bicoverings-5', 'colors', 'dominoes-6x6', 'langford-7', 'langford-8', 'latin-4',
  'queens-8', 'sudoku-4x4', 'two-per-line-rooks-6', 'pentominoes-3x20'];
for (const name of quick) {
  const text = fs.readFileSync(path.join(root, 'puzzles', 'exact-cover', `${name}.dlx`), 'utf8');
  const known = BigInt(/Known count: (\d+)/.exec(text)[1]);
  const problem = Problem.fromKnuth(text);
  const answer = problem.count();
  check(answer.count === known && answer.complete && answer.stoppedBy === null,
    `${name}: count ${known}`, `${answer.count}, complete ${answer.complete}`);
  if (known <= 7000n) {
    const seen = new Set();
    let covers = true;
    for (const solution of problem.solutions()) {
      seen.add([...solution].sort((a, b) => a - b).join(' '));
      covers &&= isCover(problem, solution);
    }
    check(BigInt(seen.size) === known && covers && problem.lastStatus.complete,
      `${name}: solutions() lists ${known} distinct covers`, `${seen.size}, covers ${covers}`);
  }
  const again = Problem.fromKnuth(problem.toKnuth());
  check(again.count().count === known, `${name}: toKnuth reads back as the same problem`);
  check(sameProblem(again, problem) && again.toKnuth() === problem.toKnuth(),
    `${name}: toKnuth keeps the items, bounds, options and costs, and writes them again the same`);
  problem.close();
  again.close();
}

// Whether two problems have the same items in order, bounds, options in order (their items and
// colors: their text without the cost tokens) and costs.
function sameProblem(one, other) {
  const entries = (problem, id) => problem.optionText(id).split(' ').filter((token) => !token.startsWith('|')).join(' ');
  if (one.items.join('\n') !== other.items.join('\n') || one.primaryCount !== other.primaryCount ||
    one.optionCount !== other.optionCount)
    return false;
  for (let item = 0; item < one.primaryCount; item++)
    if (one.bounds(item).join() !== other.bounds(item).join()) return false;
  for (let id = 0; id < one.optionCount; id++)
    if (entries(one, id) !== entries(other, id) || one.optionCost(id) !== other.optionCost(id)) return false;
  return true;
}

// Whether a solution (option ids) covers every primary item within its bounds, and every
// secondary item at most once or always with one color: checked from the options' text.
function isCover(problem, solution) {
  const uses = new Map();
  const colors = new Map();
  for (const id of solution)
    for (const token of problem.optionText(id).split(' ')) {
      if (token.startsWith('|')) continue; // a cost (DLX5's |n)
      const [item, color] = token.split(':');
      uses.set(item, (uses.get(item) || 0) + 1);
      if (color !== undefined) {
        if (colors.has(item) && colors.get(item) !== color) return false;
        colors.set(item, color);
      } else if (colors.has(item)) return false;
    }
  const items = problem.items;
  for (let item = 0; item < items.length; item++) {
    const count = uses.get(items[item]) || 0;
    if (item < problem.primaryCount) {
      const [lower, upper] = problem.bounds(item);
      if (count < lower || count > upper) return false;
    } else if (count > 1 && !colors.has(items[item])) return false;
  }
  return true;
}

// Random problems with colors and bounds against a brute force over every subset of options.
let seed = 20261125;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
let agreed = 0;
const trials = 300;
for (let trial = 0; trial < trials; trial++) {
  const primary = 1 + random(5);
  const secondary = random(3);
  const problem = new Problem(primary, secondary);
  if (trial % 3 === 0) problem.setBounds(random(primary), random(2), 1 + random(2));
  const options = [];
  for (let k = 0, n = 1 + random(12); k < n; k++) {
    const items = [...new Set(Array.from({ length: 1 + random(3) }, () => random(primary + secondary)))];
    if (!items.some((item) => item < primary)) items.push(random(primary));
    const entries = items.map((item) => (item >= primary && random(2) ? [item, ['red', 'blue'][random(2)]] : item));
    options.push(entries);
    problem.addOption(entries);
  }
  let brute = 0;
  for (let subset = 0; subset < 1 << options.length; subset++) {
    const chosen = options.map((_, k) => k).filter((k) => subset & (1 << k));
    if (isCover(problem, chosen)) brute++;
  }
  const listed = [...problem.solutions()];
  // solve({restarts}): a cover exactly when there is one, the same for the same seed.
  const restartSeed = [0, 1, 2n ** 64n - 1n][trial % 3];
  const restarted = problem.solve({ restarts: restartSeed });
  const restartsAgree = restarted === null ? brute === 0
    : isCover(problem, restarted) && problem.solve({ restarts: restartSeed }).join() === restarted.join();
  const written = Problem.fromKnuth(problem.toKnuth());
  if (problem.count().count === BigInt(brute) && listed.length === brute && listed.every((s) => isCover(problem, s)) &&
    restartsAgree && sameProblem(written, problem) && written.count().count === BigInt(brute))
    agreed++;
  written.close();
  problem.close();
}
check(agreed === trials, `${trials} random problems with colors and bounds agree with a brute force (solve with restarts too), and read back from toKnuth as the same problem`, `${agreed} agreed`);

// Costs: random problems with colors and costs; the k cheapest against every subset of options
// sorted by cost (the costs must be the k smallest, each a distinct cover costing what it says).
let cheapestAgreed = 0;
for (let trial = 0; trial < trials; trial++) {
  const primary = 1 + random(4);
  const secondary = random(3);
  const problem = new Problem(primary, secondary);
  const options = [];
  const costs = [];
  for (let k = 0, n = 1 + random(11); k < n; k++) {
    const items = [...new Set(Array.from({ length: 1 + random(3) }, () => random(primary + secondary)))];
    if (!items.some((item) => item < primary)) items.push(random(primary));
    const entries = items.map((item) => (item >= primary && random(2) ? [item, ['red', 'blue'][random(2)]] : item));
    costs.push(random(21));
    options.push(entries);
    problem.addOption(entries, { cost: costs[k] });
  }
  const all = [];
  for (let subset = 0; subset < 1 << options.length; subset++) {
    const chosen = options.map((_, k) => k).filter((k) => subset & (1 << k));
    if (isCover(problem, chosen)) all.push(chosen.reduce((sum, k) => sum + costs[k], 0));
  }
  all.sort((a, b) => a - b);
  const k = 1 + random(5);
  const answer = problem.solveCheapest({ k });
  const distinct = new Set(answer.solutions.map((s) => [...s.options].sort((a, b) => a - b).join(' ')));
  const again = Problem.fromKnuth(problem.toKnuth()).solveCheapest({ k });
  if (answer.complete && answer.stoppedBy === null &&
    answer.solutions.map((s) => Number(s.cost)).join() === all.slice(0, k).join() &&
    distinct.size === answer.solutions.length &&
    answer.solutions.every((s) => isCover(problem, s.options) && s.cost === BigInt(s.options.reduce((sum, o) => sum + costs[o], 0))) &&
    again.solutions.map((s) => s.cost).join() === answer.solutions.map((s) => s.cost).join() &&
    costs.every((cost, o) => problem.optionCost(o) === cost))
    cheapestAgreed++;
  problem.close();
}
check(cheapestAgreed === trials, `${trials} random problems with costs: solveCheapest gives the k cheapest of a brute force`, `${cheapestAgreed} agreed`);
const board = new Problem(Array.from({ length: 16 }, (_, cell) => `c${cell}`));
for (let cell = 0; cell < 16; cell++) {
  if (cell % 4 < 3) board.addOption([`c${cell}`, `c${cell + 1}`], { cost: (7 * cell) % 13 });
  if (cell < 12) board.addOption([`c${cell}`, `c${cell + 4}`], { cost: (5 * cell + 3) % 11 });
}
const proven = board.solveCheapest();
const cut = board.solveCheapest({ maxNodes: 2 });
check(proven.complete && !cut.complete && cut.stoppedBy === 'node limit' && cut.nodes === 2n &&
  cut.solutions.every((s) => s.cost >= proven.solutions[0].cost && isCover(board, s.options)),
'solveCheapest({maxNodes: 2}) says the best found is not proven');
const withPreselected = board.solveCheapest({ k: 3, preselected: [1] });
check(withPreselected.solutions.every((s) => s.options[0] === 1 && isCover(board, s.options)), 'solveCheapest({preselected}) keeps the preselected option first');
for (const [what, body] of [['a negative cost', () => board.addOption(['c0'], { cost: -1 })],
  ['a cost of 2^32', () => board.addOption(['c0'], { cost: 2 ** 32 })],
  ['k 0', () => board.solveCheapest({ k: 0 })], ['an unknown option', () => board.optionCost(99)]]) {
  const refused = thrownMessage(body);
  check(refused !== '', `${what} is refused`, refused);
}
const boundedCost = new Problem(['a']);
boundedCost.addOption(['a'], { cost: 2 });
boundedCost.setBounds('a', 0, 2);
const boundsRefused = thrownMessage(() => boundedCost.solveCheapest());
check(/bounds/.test(boundsRefused), 'solveCheapest refuses items with bounds', boundsRefused);
board.close();

// The count with symmetry: the same known counts, on at once, off, and left to the library (which
// uses it on queens 11, a search long enough); fewer nodes where it is used.
for (const name of ['langford-8', 'latin-4', 'dominoes-6x6', 'queens-8']) {
  const text = fs.readFileSync(path.join(root, 'puzzles', 'exact-cover', `${name}.dlx`), 'utf8');
  const known = BigInt(/Known count: (\d+)/.exec(text)[1]);
  const problem = Problem.fromKnuth(text);
  const counts = [true, false, 'auto'].map((symmetry) => problem.count({ symmetry }).count);
  check(counts.every((count) => count === known), `${name}: count ${known} with symmetry on, off and auto`, counts.join(' '));
  problem.close();
}
{
  const rows = Array.from({ length: 11 }, (_, r) => `r${r}`);
  const columns = rows.map((_, c) => `c${c}`);
  const diagonals = Array.from({ length: 21 }, (_, d) => [`a${d}`, `b${d}`]).flat();
  const queens11 = new Problem([...rows, ...columns], diagonals);
  for (let r = 0; r < 11; r++)
    for (let c = 0; c < 11; c++) queens11.addOption([`r${r}`, `c${c}`, `a${r + c}`, `b${r - c + 10}`]);
  // The listing by classes (symmetry left to the library: 11 queens are past its trial), and the
  // plain one: the same 2680 distinct covers.
  for (const symmetry of ['auto', true, false]) {
    const seen = new Set();
    let covers = true;
    for (const solution of queens11.solutions({ symmetry })) {
      seen.add([...solution].sort((a, b) => a - b).join(' '));
      covers &&= isCover(queens11, solution);
    }
    check(seen.size === 2680 && covers && queens11.lastStatus.complete,
      `queens 11: solutions({ symmetry: ${symmetry} }) lists 2680 distinct covers`, `${seen.size}, covers ${covers}`);
  }
  const plain = queens11.count({ symmetry: false });
  const automatic = queens11.count();
  check(plain.count === 2680n && automatic.count === 2680n && automatic.nodes < plain.nodes,
    'queens 11: 2680 (OEIS A000170), in fewer nodes with symmetry left to the library',
    `${plain.count} in ${plain.nodes} nodes, ${automatic.count} in ${automatic.nodes}`);
  const refused = thrownMessage(() => queens11.count({ symmetry: 'on' }));
  check(/symmetry must be/.test(refused), "count({ symmetry: 'on' }) is refused", refused);
  queens11.close();
}

// Weighted branching (dlx --weighted): the first 12 of the forum's 375 hardest puzzles, built here
// as exact cover, each with the one solution of its counts file (counted by tdoku's solver) and in
// fewer nodes in all than without weights; the listing gives that solution; the small examples
// list the same solutions; a value other than true or false, or memo: true beside it, is refused.
{
  const puzzles = fs.readFileSync(path.join(root, 'puzzles', 'sudoku', 'forum-hardest-1106.txt'), 'utf8')
    .split('\n').filter((line) => line.trim() && !line.startsWith('#')).slice(0, 12);
  const counts = new Map(zlibText(path.join(root, 'puzzles', 'sudoku', 'counts', 'forum-hardest-1106.counts.gz'))
    .split('\n').filter(Boolean).map((line) => line.split(':').slice(0, 2)));
  let plainNodes = 0n, weightedNodes = 0n, answered = true;
  for (const puzzle of puzzles) {
    const units = ['r', 'c', 'b'].flatMap((u) => Array.from({ length: 81 }, (_, k) => `${u}${Math.floor(k / 9)}${k % 9 + 1}`));
    const grid = new Problem([...Array.from({ length: 81 }, (_, cell) => `p${cell}`), ...units]);
    for (let cell = 0; cell < 81; cell++) {
      const row = Math.floor(cell / 9), column = cell % 9, box = Math.floor(row / 3) * 3 + Math.floor(column / 3);
      for (let digit = 1; digit <= 9; digit++) {
        if (/[1-9]/.test(puzzle[cell]) && Number(puzzle[cell]) !== digit) continue;
        grid.addOption([`p${cell}`, `r${row}${digit}`, `c${column}${digit}`, `b${box}${digit}`]);
      }
    }
    const plain = grid.count({ limit: 2 });
    const weighted = grid.count({ limit: 2, weighted: true });
    const listed = [...grid.solutions({ weighted: true })];
    answered &&= plain.count === 1n && weighted.count === 1n && weighted.complete &&
      counts.get(puzzle) === '1' && listed.length === 1 && isCover(grid, listed[0]);
    plainNodes += plain.nodes;
    weightedNodes += weighted.nodes;
    grid.close();
  }
  check(answered, 'weighted: the 12 hardest puzzles have the one solution of their counts file');
  check(weightedNodes * 4n < plainNodes * 3n, 'weighted: fewer nodes in all on the 12 hardest puzzles',
    `${weightedNodes} against ${plainNodes}`);
  for (const name of ['queens-8', 'langford-7', 'colors', 'pentominoes-3x20']) {
    const problem = Problem.fromKnuth(fs.readFileSync(path.join(root, 'puzzles', 'exact-cover', `${name}.dlx`), 'utf8'));
    const listing = (weighted) => [...problem.solutions({ weighted })].map((s) => [...s].sort((a, b) => a - b).join(' ')).sort().join('|');
    check(listing(true) === listing(false) && problem.count({ weighted: true }).count === problem.count().count,
      `weighted: ${name} lists and counts the same solutions`);
    problem.close();
  }
  const small = Problem.fromKnuth('a b\na\nb\n');
  const refusedValue = thrownMessage(() => small.count({ weighted: 'yes' }));
  check(/weighted must be true or false/.test(refusedValue), "count({ weighted: 'yes' }) is refused", refusedValue);
  const refusedMemo = thrownMessage(() => small.count({ weighted: true, memo: true }));
  check(/do not go together/.test(refusedMemo), 'count({ weighted: true, memo: true }) is refused', refusedMemo);
  small.close();
}

// The memo, left to the library by default: the domino tilings of a 6x50 board, past 2^64, counted
// exactly, against a transfer-matrix count over column profiles written here in BigInt.
{
  const width = 6, length = 50;
  const cell = (r, c) => `${r},${c}`;
  const items = [];
  for (let c = 0; c < length; c++) for (let r = 0; r < width; r++) items.push(cell(r, c));
  const board = new Problem(items);
  for (let c = 0; c < length; c++)
    for (let r = 0; r < width; r++) {
      if (r + 1 < width) board.addOption([cell(r, c), cell(r + 1, c)]);
      if (c + 1 < length) board.addOption([cell(r, c), cell(r, c + 1)]);
    }
  let profiles = new Map([[0, 1n]]); // cells of the next column already covered -> ways
  for (let c = 0; c < length; c++) {
    const following = new Map();
    const fill = (row, covered, next, ways) => {
      if (row === width) {
        if (c + 1 < length || next === 0) following.set(next, (following.get(next) || 0n) + ways);
        return;
      }
      if (covered & (1 << row)) return fill(row + 1, covered, next, ways);
      fill(row + 1, covered, next | (1 << row), ways); // a domino into the next column
      if (row + 1 < width && !(covered & (2 << row))) fill(row + 2, covered, next, ways);
    };
    for (const [covered, ways] of profiles) fill(0, covered, 0, ways);
    profiles = following;
  }
  const expected = profiles.get(0);
  const automatic = board.count();
  check(expected > 2n ** 64n && automatic.count === expected && automatic.complete,
    'dominoes 6x50: count() left to the library is exact past 2^64 (the memo)',
    `${automatic.count}, expected ${expected}`);
  const plain = board.count({ memo: false, maxNodes: 100000 });
  check(!plain.complete && plain.stoppedBy === 'node limit' && plain.count < expected,
    'dominoes 6x50: count({ memo: false }) is the plain search, cut short honestly',
    `${plain.count}, ${plain.stoppedBy}`);
  check(board.count({ memo: true }).count === expected, 'dominoes 6x50: count({ memo: true })');
  const refused = thrownMessage(() => board.count({ memo: 'on' }));
  check(/memo must be/.test(refused), "count({ memo: 'on' }) is refused", refused);
  board.close();
}

// Limits, timeouts and solve are honest.
const queens14 = Problem.fromKnuth(fs.readFileSync(path.join(root, 'puzzles', 'exact-cover', 'queens-14.dlx'), 'utf8'));
const limited = queens14.count({ limit: 10 });
check(limited.count === 10n && !limited.complete && limited.stoppedBy === 'solution limit', 'count({limit: 10}) says it stopped at the limit');
const timed = queens14.count({ timeout: 0.05 });
check(!timed.complete && timed.stoppedBy === 'timeout' && timed.count < 365596n, `count({timeout: 0.05}) says it timed out (${timed.count} so far)`);
const noded = queens14.count({ maxNodes: 1000 });
check(!noded.complete && noded.stoppedBy === 'node limit', 'count({maxNodes: 1000}) says it stopped at the node limit');
const listedTen = [...queens14.solutions({ limit: 10 })];
check(listedTen.length === 10 && queens14.lastStatus.stoppedBy === 'solution limit', 'solutions({limit: 10}) lists 10 and says it was cut');
const first = queens14.solve();
check(first.length === 14 && isCover(queens14, first), 'solve() gives a cover');
const iteration = queens14.solutions();
iteration.next();
const during = queens14.count({ limit: 3 }).count;
const busy = thrownMessage(() => queens14.setBounds(0, 1, 1));
iteration.return();
check(during === 3n && busy !== '' && queens14.count({ limit: 3 }).count === 3n && thrownMessage(() => queens14.setBounds(0, 1, 1)) === '',
  'a search during a listing runs on a copy, a change throws until the listing ends', busy);
{
  // The listing reads solutions in batches from a buffer of 16,384 words: a longer solution grows it.
  const names = Array.from({ length: 20000 }, (_, k) => `i${k}`);
  const chain = new Problem(names);
  for (const name of names) chain.addOption([name]);
  const listed = [...chain.solutions()];
  check(listed.length === 1 && listed[0].length === 20000 && new Set(listed[0]).size === 20000 &&
    chain.lastStatus.complete, 'a solution of 20,000 options is listed whole', `${listed.length} solutions`);
  chain.close();
}
let progressReports = 0;
queens14.count({ limit: 2000, progressInterval: 1024, onProgress: () => progressReports++ });
check(progressReports > 0, `onProgress is called (${progressReports} reports)`);
const impossible = new Problem(['a', 'b'], []);
impossible.addOption(['a']);
check(impossible.solve() === null && impossible.count().count === 0n, 'solve() is null without solution');
check(impossible.solve({ restarts: 5 }) === null && impossible.solve({ restarts: true }) === null, 'solve({restarts}) is null without solution');

// Restarts where the plain search has a heavy tail: the empty 56x56 sudoku (boxes of 7 rows and 8
// columns), written here, gives no solution in 200,000 plain nodes, and one at once with restarts.
{
  const n = 56;
  const names = [];
  for (const kind of ['c', 'r', 'k', 'b']) for (let k = 0; k < n; k++) for (let d = 0; d < n; d++) names.push(`${kind}${k}_${d}`);
  const grid = new Problem(names);
  const placements = [];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      for (let d = 0; d < n; d++) {
        const box = Math.floor(r / 7) * (n / 8) + Math.floor(c / 8);
        grid.addOption([`c${r}_${c}`, `r${r}_${d}`, `k${c}_${d}`, `b${box}_${d}`]);
        placements.push([r, c, d, box]);
      }
  const plainStopped = thrownMessage(() => grid.solve({ maxNodes: 200000 }));
  const solution = grid.solve({ restarts: 2 });
  const seen = new Set();
  for (const option of solution || []) {
    const [r, c, d, box] = placements[option];
    for (const key of [`c${r},${c}`, `r${r},${d}`, `k${c},${d}`, `b${box},${d}`]) seen.add(key);
  }
  check(/node limit/.test(plainStopped) && solution !== null && solution.length === n * n && seen.size === 4 * n * n,
    'solve({restarts: 2}) fills the empty 56x56 the plain search does not', plainStopped);
  const refused = thrownMessage(() => grid.solve({ restarts: -1 }));
  check(/restarts must be/.test(refused), 'solve({restarts: -1}) is refused', refused);
  grid.close();
}

// Errors: the library's message, as the native dlx prints it after its file name.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dlx-web-'));
for (const [name, text] of [['unknown-item', 'a b\na c\n'], ['bad-bounds', '0|a b\na b\n'], ['color-on-primary', 'a | x\na:red x\n'], ['empty', '']]) {
  fs.writeFileSync(path.join(work, 'case.dlx'), text);
  const native = spawnSync(path.join(build, 'dlx'), ['case.dlx'], { cwd: work, encoding: 'utf8' });
  const match = /^dlx: case\.dlx:(\d+):(\d+): (.*)$/m.exec(native.stderr);
  const message = thrownMessage(() => Problem.fromKnuth(text));
  check(match && message === `line ${match[1]}, column ${match[2]}: ${match[3]}`, `fromKnuth ${name}: the library's message`, `${message} / ${native.stderr.trim()}`);
}
for (const [what, body] of [['unknown item', () => new Problem(['a']).addOption(['b'])], ['repeated item', () => new Problem(['a']).addOption(['a', 'a'])], ['bounds on a secondary item', () => new Problem(['a'], ['x']).setBounds('x', 1, 2)]]) {
  const message = thrownMessage(body);
  check(message !== '', `${what} throws: ${message}`);
}

// Numbers of items: named i0, i1, ... over the primary then the secondary ones (queens 4 so: 2
// solutions, OEIS A000170); a count out of range or a spec neither number nor list throws at
// once (2**31 items were once 2**31 names made before the engine refused them).
const queens4 = new Problem(8, 14n);
for (let row = 0; row < 4; row++)
  for (let column = 0; column < 4; column++)
    queens4.addOption([`i${row}`, `i${4 + column}`, `i${8 + row + column}`, `i${15 + row - column + 3}`]);
check(queens4.count().count === 2n, 'new Problem(8, 14n) names its items i0 to i21: queens 4 has 2 solutions');
for (const [what, args] of [['-1', [-1]], ['1.5', [1.5]], ['true', [true]], ['{}', [{}]], ['null', [null]], ['2**31', [2 ** 31]], ['2**29 and 2**29 + 1', [2 ** 29, 2 ** 29 + 1]]]) {
  const started = Date.now();
  const message = thrownMessage(() => new Problem(...args));
  check(message !== '' && Date.now() - started < 2000, `new Problem(${what}) throws at once: ${message}`);
}

// ---- sudoku ---------------------------------------------------------------------------------

const mixed = fs.readFileSync(path.join(root, 'puzzles', 'sudoku', 'mixed-counts.txt'), 'utf8').trim().split('\n')
  .filter((line) => /^[.0-9]{81}:/.test(line)).map((line) => line.split(':'));
const counted = sudoku.counts(mixed.map(([puzzle]) => puzzle).join('\n') + '\n');
check(counted.length === mixed.length && counted.every((answer, k) => answer.count === BigInt(mixed[k][1]) && answer.complete),
  `sudoku.counts: the known counts of ${mixed.length} puzzles of mixed-counts.txt`);
const unique = mixed.filter(([, count]) => count === '1');
const solved = sudoku.solveAll(unique.map(([puzzle]) => puzzle).join('\n') + '\n');
check(solved.every((answer, k) => answer.solution.trim() === unique[k][2] && answer.count === 1n), `sudoku.solveAll: the known solutions of ${unique.length} puzzles`);
check(sudoku.solve(`${unique[0][0]}\n`).trim() === unique[0][2], 'sudoku.solve: the known solution of one puzzle');
const several = mixed.find(([, count]) => Number(count) > 5);
const atLeast = sudoku.count(`${several[0]}\n`, { limit: 2 });
check(atLeast.count === 2n && !atLeast.complete, 'sudoku.count with a limit says the count is partial');
const none = mixed.find(([, count]) => count === '0');
check(sudoku.solve(`${none[0]}\n`) === null && sudoku.count(`${none[0]}\n`).count === 0n, 'sudoku.solve is null for a puzzle without solution');
const two = thrownMessage(() => sudoku.count(`${unique[0][0]}\n${unique[1][0]}\n`));
check(/holds 2 puzzles/.test(two), 'sudoku.count refuses a text of two puzzles', two);
// The first of these is the empty grid, which no search counts out: the refusal comes before any.
const emptyGrid = '.'.repeat(81);
for (const name of ['count', 'solve']) {
  const three = thrownMessage(() => sudoku[name](`${emptyGrid}\n1${'.'.repeat(80)}\n${emptyGrid}\n`, { maxNodes: 1000000 }));
  check(three.startsWith(`the text holds 3 puzzles; sudoku.${name} answers one`), `sudoku.${name} refuses a text of three puzzles`, three);
}

for (const [size, variant] of [['9', ''], ['16', ''], ['6', 'x']]) {
  const puzzles = sudoku.generate({ size, variant, seed: 7, count: 2 });
  const nativeCounts = puzzles.map((p) => JSON.parse(spawnSync(path.join(build, 'sudoku'), ['-f', 'json'], { input: p.puzzle, encoding: 'utf8' }).stdout.split('\n')[0]));
  check(puzzles.length === 2 && nativeCounts.every((answer) => answer.solutions === 1 && !answer.limit_reached),
    `sudoku.generate ${size}x${size}${variant ? ` ${variant}` : ''}: unique by build/sudoku`);
}
// A seed is 0 to 2^64 - 1, as --seed takes it: the native command's puzzle for the largest, and
// the ones beyond refused (they once wrapped, silently, to 2^64 - 1).
const largestSeed = spawnSync(path.join(build, 'sudoku'), ['--generate=1', '--size=4', '--seed=18446744073709551615'], { encoding: 'utf8' }).stdout;
check(sudoku.generate({ size: 4, seed: 2n ** 64n - 1n })[0].puzzle === largestSeed && sudoku.generate({ size: 4, seed: '18446744073709551615' })[0].puzzle === largestSeed,
  'sudoku.generate: seed 2^64 - 1 (BigInt or text) makes the native command\'s puzzle', largestSeed);
const booleanLimit = thrownMessage(() => queens4.count({ limit: true }));
check(booleanLimit.startsWith('limit must be a whole number'), 'count({ limit: true }) is refused, not taken for 1', booleanLimit);
for (const seed of [-1, -1n, 2n ** 64n, 1.5, 'x']) {
  const refusal = thrownMessage(() => sudoku.generate({ size: 4, seed }));
  check(refusal.startsWith('seed must be from 0 to 2^64 - 1'), `sudoku.generate refuses seed ${String(seed)}`, refusal);
}
const top95 = fs.readFileSync(path.join(root, 'puzzles', 'sudoku', 'top95.txt'), 'utf8').split('\n').slice(0, 3);
for (const puzzle of top95) {
  const rating = sudoku.rate(puzzle);
  const explained = spawnSync(path.join(build, 'sudoku'), ['--explain'], { input: `${puzzle}\n`, encoding: 'utf8' }).stdout.split('\n');
  const steps = explained.slice(0, explained.indexOf('') - 1);
  const line = explained[explained.indexOf('') - 1].replace(/; \d+ engine nodes?$/, '');
  check(rating.line === line && rating.steps.length === steps.length && rating.steps.every((s, k) => s.text === steps[k]),
    `sudoku.rate: the level and steps of sudoku --explain (${rating.level})`, `${rating.line} / ${line}`);
}
fs.writeFileSync(path.join(work, 'bad.txt'), '1 2 3\n');
const nativeBad = spawnSync(path.join(build, 'sudoku'), ['bad.txt'], { cwd: work, encoding: 'utf8' }).stderr.trim();
const badMessage = thrownMessage(() => sudoku.count('1 2 3\n', { name: 'bad.txt' }));
check(`sudoku: ${badMessage}` === nativeBad, 'sudoku errors carry the command\'s message', `${badMessage} / ${nativeBad}`);

// ---- sudoku: what a page for players needs ----------------------------------------------------

const native = (args, input) => spawnSync(path.join(build, 'sudoku'), args, { input, encoding: 'utf8' }).stdout;
const cellName = (side, cell) => `r${Math.floor(cell / side) + 1}c${cell % side + 1}`;
// Each step of rate() against the same step of --explain -f json: the cells, units and symbols by
// the names the native command gives them.
for (const puzzle of [...top95, fs.readFileSync(path.join(root, 'puzzles', 'shapes', 'windoku.txt'), 'utf8')]) {
  const rating = sudoku.rate(puzzle);
  const shape = sudoku.shape(puzzle);
  const json = JSON.parse(native(['--explain', '-f', 'json'], puzzle.endsWith('\n') ? puzzle : `${puzzle}\n`).split('\n')[0]);
  const name = (cell) => cellName(shape.side, cell);
  const symbol = (s) => shape.symbols[s - 1];
  const same = rating.steps.length === json.steps.length && rating.steps.every((step, k) => {
    const theirs = json.steps[k];
    const placements = step.cell >= 0 ? [{ cell: name(step.cell), digit: symbol(step.symbol) }] : [];
    return step.technique === theirs.technique &&
      JSON.stringify(placements) === JSON.stringify(theirs.placements) &&
      step.eliminations === step.removed.length &&
      JSON.stringify(step.removed.map((r) => ({ cell: name(r.cell), digits: r.symbols.map(symbol) }))) === JSON.stringify(theirs.eliminations) &&
      JSON.stringify(step.units.map((u) => shape.units[u].name)) === JSON.stringify(theirs.units) &&
      JSON.stringify(step.cells.map(name)) === JSON.stringify(theirs.cells) &&
      JSON.stringify(step.symbols.map(symbol)) === JSON.stringify(theirs.digits);
  });
  check(same && rating.steps.some((step) => step.removed.length > 0),
    `sudoku.rate: removed, cells, units and symbols of each step are those of --explain -f json (${rating.steps.length} steps)`);
}

// shape(): written back with text(), the same puzzle for the native command; the candidates by a
// brute force (a symbol no filled peer, pair partner or neighbour one apart holds).
const shapeFiles = fs.readdirSync(path.join(root, 'puzzles', 'shapes')).map((f) => path.join(root, 'puzzles', 'shapes', f))
  .concat(path.join(root, 'puzzles', 'sudoku', 'killer-examples.txt'));
for (const file of shapeFiles) {
  const original = fs.readFileSync(file, 'utf8');
  const shape = sudoku.shape(original);
  const written = sudoku.text(shape, shape.givens);
  const countOf = (text) => JSON.parse(native(['-f', 'json', '--limit=50'], text).split('\n')[0]).solutions;
  const cells = shape.side * shape.side;
  let candidatesRight = true;
  if (shape.cages.length === 0) {
    for (let cell = 0; cell < cells; cell++) {
      const expected = [];
      for (let s = 1; s <= shape.side && !shape.givens[cell]; s++) {
        const inUnit = shape.units.some((u) => u.cells.includes(cell) && u.cells.some((c) => shape.givens[c] === s));
        const inPair = shape.pairs.some(([a, b]) => (a === cell && shape.givens[b] === s) || (b === cell && shape.givens[a] === s));
        const apart = shape.neighbourPairs.some(([a, b]) => {
          const other = a === cell ? shape.givens[b] : b === cell ? shape.givens[a] : 0;
          return other !== 0 && Math.abs(other - s) === 1;
        });
        if (!inUnit && !inPair && !apart) expected.push(s);
      }
      candidatesRight &&= JSON.stringify(expected) === JSON.stringify(shape.candidates[cell]);
    }
  }
  check(countOf(written) === countOf(original) && shape.units.length >= 2 * shape.side && candidatesRight &&
    shape.givens.length === cells && (shape.regions === null || shape.regions.length === cells),
    `sudoku.shape ${path.basename(file)}: text() reads back natively as the same puzzle; candidates by brute force`, written);
}
const killerShape = sudoku.shape(fs.readFileSync(path.join(root, 'puzzles', 'sudoku', 'killer-examples.txt'), 'utf8'));
check(killerShape.cages.length === 8 && killerShape.cages[0].sum === 3 && JSON.stringify(killerShape.cages[0].cells) === '[0,1]' &&
  JSON.stringify(killerShape.candidates[0]) === '[1,2]' && JSON.stringify(killerShape.candidates[2]) === '[3,4]',
  'sudoku.shape: the cages of a 4x4 killer, and the candidates their sums leave (3 = 1 + 2, 7 = 3 + 4)');
const numbersShape = sudoku.shape(fs.readFileSync(path.join(root, 'puzzles', 'shapes', 'numbers.txt'), 'utf8'));
check(numbersShape.spaced && numbersShape.empty === '0' && numbersShape.symbols[8] === '9', 'sudoku.shape: the numbers alphabet is spaced');
check(thrownMessage(() => sudoku.shape('1 2 3\n', { name: 'bad.txt' })) === badMessage, 'sudoku.shape refuses a bad text with the command\'s message');

// hint(): the line and the JSON of sudoku --hint and --hint=marks.
const solvedGrid = sudoku.solve(top95[0]).trim();
const emptied = [...solvedGrid].map((c, cell) => (cell < 9 || cell % 9 === 0 ? '.' : c)).join('');
const wrongEntry = (() => {
  for (let cell = 0; cell < 81; cell++) {
    if (emptied[cell] !== '.') continue;
    for (let s = 1; s <= 9; s++) {
      const peers = [...emptied].some((c, other) => c === String(s) && (Math.floor(other / 9) === Math.floor(cell / 9) ||
        other % 9 === cell % 9 || (Math.floor(other / 27) === Math.floor(cell / 27) && Math.floor(other % 9 / 3) === Math.floor(cell % 9 / 3))));
      if (!peers && String(s) !== solvedGrid[cell]) return { cell, text: emptied.slice(0, cell) + s + emptied.slice(cell + 1) };
    }
  }
  return null;
})();
const clashGrid = solvedGrid[0] + solvedGrid[0] + solvedGrid.slice(2);
const hintCases = [[top95[0], 'step'], [solvedGrid, 'solved'], [clashGrid, 'clash'], [wrongEntry.text, 'wrong entry'],
  [fs.readFileSync(path.join(root, 'puzzles', 'sudoku', 'killer-examples.txt'), 'utf8'), 'no hint'],
  [fs.readFileSync(path.join(root, 'puzzles', 'shapes', 'x.txt'), 'utf8'), 'step']];
for (const [text, outcome] of hintCases) {
  const input = text.endsWith('\n') ? text : `${text}\n`;
  const hint = sudoku.hint(text);
  const shape = sudoku.shape(text);
  const line = native(['--hint'], input).split('\n')[0];
  const json = JSON.parse(native(['--hint', '-f', 'json'], input).split('\n')[0]);
  const cellsRight = JSON.stringify(hint.cells.map((c) => ({ cell: cellName(shape.side, c.cell), digit: shape.symbols[c.symbol - 1] }))) ===
    JSON.stringify(json.cells || []);
  const unitRight = (hint.unit === null ? null : shape.units[hint.unit].name) === (json.unit === undefined ? null : json.unit);
  check(hint.outcome === outcome && hint.outcome === json.outcome && hint.text === line && cellsRight && unitRight &&
    (hint.unique ?? null) === (json.unique ?? null) && hint.level === (json.level ?? null) &&
    (outcome !== 'step' || (hint.step.text === line && hint.step.units.every((u) => u < shape.units.length))),
    `sudoku.hint ${outcome}: the line and cells of sudoku --hint`, `${hint.text} / ${line}`);
}
check(sudoku.hint(wrongEntry.text).cells[0].cell === wrongEntry.cell, 'sudoku.hint names the entry made wrong on purpose');
// Pencil marks: every candidate, then one cell without its solution's symbol. A word of one symbol
// is a filled cell for --hint=marks: an empty cell keeps two symbols at least (the second never the
// solution's).
{
  const shape = sudoku.shape(emptied);
  const widened = (marks) => marks.map((c, cell) => {
    if (shape.givens[cell] || c.length > 1) return c;
    const extra = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((s) => !c.includes(s) && String(s) !== solvedGrid[cell]);
    return [...c, extra].sort((a, b) => a - b);
  });
  const marksText = (marks) => marks.map((c, cell) => (shape.givens[cell] ? String(shape.givens[cell]) : c.join('')))
    .reduce((lines, word, cell) => lines + word + (cell % 9 === 8 ? '\n' : ' '), '');
  const rightMarks = widened(shape.candidates.map((c) => [...c]));
  const missing = rightMarks.findIndex((c, cell) => c.length > 2 && shape.givens[cell] === 0);
  const marks = widened(rightMarks.map((c, cell) => (cell === missing ? c.filter((s) => String(s) !== solvedGrid[cell]) : c)));
  const hint = sudoku.hint(emptied, { marks });
  const line = native(['--hint=marks'], marksText(marks)).split('\n')[0];
  check(hint.outcome === 'wrong candidates' && hint.text === line && hint.cells[0].cell === missing,
    'sudoku.hint with marks: the wrong candidates of sudoku --hint=marks', `${hint.text} / ${line}`);
  const rightHint = sudoku.hint(emptied, { marks: rightMarks });
  const rightLine = native(['--hint=marks'], marksText(rightMarks)).split('\n')[0];
  check(rightHint.outcome === 'step' && rightHint.text === rightLine, 'sudoku.hint with right marks: the step of sudoku --hint=marks',
    `${rightHint.text} / ${rightLine}`);
  check(thrownMessage(() => sudoku.hint(emptied, { marks: marks.slice(1) })).startsWith('marks: 80 cells given'),
    'sudoku.hint refuses marks of another count of cells');
}

// generate({ killer }): byte for byte what sudoku --generate --killer -f line prints.
for (const [size, seed] of [[4, 3], [6, 7], [9, 5]]) {
  const made = sudoku.generate({ killer: true, size, seed, count: 2 });
  const printed = native([`--generate=2`, '--killer', `--size=${size}`, `--seed=${seed}`, '-f', 'line'], '');
  const unique = made.every((p) => JSON.parse(native(['-f', 'json', '--limit=2'], p.puzzle).split('\n')[0]).solutions === 1);
  check(made.map((p) => p.puzzle).join('') === printed && unique && made.every((p) => p.givens === 0 && /cage: /.test(p.puzzle)),
    `sudoku.generate({ killer: true, size: ${size} }): the native command's puzzles, unique`, printed);
}

// ---- polyform: packing puzzles ----------------------------------------------------------------

// Each bundled puzzle's counts as its file's opening comment cites them ("N solutions ..., M up
// to symmetry": Knuth's, TAOCP 7.2.2.1; "N ways (M up to symmetry" for the hexominoes, a brute
// force's), and its drawings
// byte for byte those of build/polyform, in the command's order.
const polyformNative = (args, input) => spawnSync(path.join(build, 'polyform'), args, { input, encoding: 'utf8' });
const polyformFile = (name) => path.join(root, 'puzzles', 'polyform', name);
const svgs = (text) => text.split('<svg').filter((part) => part).map((part) => `<svg${part}`);
for (const name of ['pentominoes-3x20.txt', 'pentominoes-6x10.txt', 'pentominoes-8x8-hole.txt', 'soma.txt',
  'hexiamonds-rhombus-6.txt', 'hexominoes.txt']) {
  const text = fs.readFileSync(polyformFile(name), 'utf8');
  const comment = text.split('\n').filter((line) => line.startsWith('#')).join(' ');
  const [, total, distinct] = /(\d+) (?:solutions|ways)[\s\S]*?\b(\d+) up to/.exec(comment);
  const puzzle = polyform.puzzle(text, { name });
  const all = puzzle.count();
  const classes = puzzle.count({ distinct: true });
  check(all.count === BigInt(total) && all.complete && !all.partial && classes.count === BigInt(distinct) && classes.complete,
    `polyform ${name}: ${total} solutions, ${distinct} up to symmetry, as its file says`, `${all.count} ${classes.count}`);
  const first = [...puzzle.solutions({ limit: 4 })];
  const firstDistinct = [...puzzle.solutions({ distinct: true, limit: 3 })];
  const file = polyformFile(name);
  check(first.map((s) => s.svg).join('') === polyformNative(['-f', 'svg', '-l', '4', file]).stdout &&
    firstDistinct.map((s) => s.svg).join('') === polyformNative(['-d', '-f', 'svg', '-l', '3', file]).stdout,
  `polyform ${name}: the SVG of the first solutions is build/polyform -f svg's, byte for byte`);
  check(first.map((s) => s.text).join('') === polyformNative(['--color=never', '-l', '4', file]).stdout,
    `polyform ${name}: their text is build/polyform's`);
  const json = polyformNative(['-f', 'json', '-l', '4', file]).stdout.trim().split('\n').map((line) => JSON.parse(line).pieces);
  check(JSON.stringify(first.map((s) => s.pieces)) === JSON.stringify(json), `polyform ${name}: their pieces are -f json's`);
  check(firstDistinct.every((s) => puzzle.isCanonical(s)),
    `polyform ${name}: the distinct solutions are canonical`);
  puzzle.close();
}

const pentominoes3x20 = polyform.puzzle(fs.readFileSync(polyformFile('pentominoes-3x20.txt'), 'utf8'));
const listed3x20 = [...pentominoes3x20.solutions()];
check(listed3x20.length === 8 && pentominoes3x20.lastStatus.complete && listed3x20.filter((s) => pentominoes3x20.isCanonical(s)).length === 2,
  'polyform: solutions() lists the 8 of the 3x20 box, 2 of them canonical, and says it was complete');
check(pentominoes3x20.cells === 'square' && pentominoes3x20.pieces.length === 12 && pentominoes3x20.board.length === 60 &&
  pentominoes3x20.pieces.every((piece) => piece.cells.length === 5 && piece.lower === 1 && piece.upper === 1 && piece.placements > 0),
  'polyform: the shape of the 3x20 box (12 pieces of 5 cells, once each, 60 board cells)');
check(pentominoes3x20.toKnuth() === polyformNative(['--emit-dlx', polyformFile('pentominoes-3x20.txt')]).stdout &&
  Problem.fromKnuth(pentominoes3x20.toKnuth()).count().count === 8n, "polyform: toKnuth() is --emit-dlx's text, 8 solutions");
const reflected = polyform.puzzle(fs.readFileSync(polyformFile('soma.txt'), 'utf8'), { orientations: 'all' });
const reflectedNative = polyformNative(['-c', '-o', 'all', polyformFile('soma.txt')]).stdout.trim();
check(reflected.orientations === 'all' && reflected.count().count === BigInt(reflectedNative) && reflectedNative !== '11520',
  `polyform: the Soma pieces reflected too (orientations 'all') count as polyform -o all (${reflectedNative})`);
reflected.close();
pentominoes3x20.close();
check(thrownMessage(() => pentominoes3x20.count()) === 'the puzzle was closed', 'polyform: a closed puzzle says so');

// Knuth's input, recognised or told.
const knuthText = fs.readFileSync(polyformFile('pentominoes-6x10.knuth'), 'utf8');
check(polyform.puzzle(knuthText).count().count === 9356n && polyform.puzzle(knuthText, { knuth: true }).count().count === 9356n,
  "polyform: Knuth's polyomino-dlx input of the 6x10 box, 9356 solutions");

// Counts cut short are partial, and lower bounds.
const box6x10 = polyform.puzzle(fs.readFileSync(polyformFile('pentominoes-6x10.txt'), 'utf8'));
const tenOnly = box6x10.count({ limit: 10 });
const fiveDistinct = box6x10.count({ distinct: true, limit: 5 });
const fewNodes = box6x10.count({ distinct: true, maxNodes: 5000 });
check(tenOnly.count === 10n && tenOnly.partial && tenOnly.stoppedBy === 'solution limit' && fiveDistinct.count === 5n &&
  fiveDistinct.partial && fiveDistinct.stoppedBy === 'solution limit' && fewNodes.partial && fewNodes.stoppedBy === 'node limit' &&
  fewNodes.count < 2339n, 'polyform: counts cut by a limit or a node limit say they are partial');
box6x10.close();
const bedlam = polyform.puzzle(fs.readFileSync(polyformFile('bedlam.txt'), 'utf8'));
const started = Date.now();
const timedBedlam = bedlam.count({ distinct: true, timeout: 0.3 });
check(timedBedlam.partial && timedBedlam.stoppedBy === 'timeout' && Date.now() - started < 5000,
  `polyform: a distinct count of the Bedlam cube stops at its timeout, partial (${timedBedlam.count} so far)`);
bedlam.close();

// Copies of one piece: the dominoes of a golden case, each copy outlined in the SVG.
const dominoes = fs.readFileSync(path.join(root, 'tests', 'cli', 'cases', 'polyform-svg-copies.stdin'), 'utf8');
const dominoPuzzle = polyform.puzzle(dominoes);
const [firstTiling] = dominoPuzzle.solutions({ limit: 1 });
check(dominoPuzzle.count().count === 6728n && dominoPuzzle.pieces[0].any &&
  firstTiling.svg === fs.readFileSync(path.join(root, 'tests', 'cli', 'cases', 'polyform-svg-copies.out'), 'utf8'),
  'polyform: dominoes used any number of times, 6728 tilings, the first drawn as the golden case');
dominoPuzzle.close();

// Every refusal of the golden cases read from standard input: the command's message, line and
// column.
const casesDir = path.join(root, 'tests', 'cli', 'cases');
let refusals = 0;
const refusalsWrong = [];
for (const file of fs.readdirSync(casesDir).filter((name) => /^polyform-(knuth-)?error-.*\.err$/.test(name))) {
  const base = file.slice(0, -4);
  if (!fs.existsSync(path.join(casesDir, `${base}.stdin`)) || fs.readFileSync(path.join(casesDir, `${base}.args`), 'utf8').trim() !== '')
    continue;
  const input = fs.readFileSync(path.join(casesDir, `${base}.stdin`));
  if (Buffer.from(input.toString('utf8'), 'utf8').compare(input) !== 0) continue; // not UTF-8: no JavaScript string
  const expected = fs.readFileSync(path.join(casesDir, file), 'utf8').trim();
  let error = null;
  try {
    polyform.puzzle(input.toString('utf8'), { name: '<stdin>' }).close();
  } catch (thrown) {
    error = thrown;
  }
  const [, line, column, reason] = /^polyform: <stdin>:(\d+):(\d+): (.*)$/.exec(expected);
  if (error && `polyform: ${error.message}` === expected && error.line === Number(line) && error.column === Number(column) &&
    error.reason === reason)
    refusals++;
  else refusalsWrong.push(`${base}: ${error && error.message}`);
}
check(refusals >= 25 && refusalsWrong.length === 0, `polyform: ${refusals} refusals are the command's, with line and column`, refusalsWrong.join('; '));
check(/orientations must be/.test(thrownMessage(() => polyform.puzzle('x', { orientations: 'some' }))) &&
  /must be a string/.test(thrownMessage(() => polyform.puzzle(null))), 'polyform: bad arguments are refused');

fs.rmSync(work, { recursive: true });
summary('web package');
