// page.js: the page's behaviour. It never searches itself: every request goes to the worker
// (made from dlxWorkerSource, worker-source.js), and Cancel terminates that worker and starts a new
// one, which answers within a few milliseconds whatever the search was doing (no shared memory to
// raise the engine's stop flag without special server headers). The sudoku buttons run the sudoku
// command itself in the worker, so the page answers exactly as the command does; the board draws
// the first puzzle of the text: its givens, its solution, its boxes or jigsaw regions and the cells
// of its variant, and the steps of an explanation one by one.
/* global dlxWorkerSource, dlxExamples, sudokuExamples */
'use strict';

const $ = (id) => document.getElementById(id);
let worker = null;
let workerUrl = null;
let nextId = 1;
const pending = new Map(); // id -> { resolve, reject, onProgress }

function startWorker() {
  if (!workerUrl)
    workerUrl = URL.createObjectURL(new Blob([dlxWorkerSource], { type: 'text/javascript' }));
  worker = new Worker(workerUrl);
  const started = performance.now();
  worker.onmessage = (event) => {
    const message = event.data;
    if (message.kind === 'ready') {
      $('engine-state').textContent = message.error
        ? `The engine failed to load: ${message.error}`
        : `Engine ready (${Math.round(performance.now() - started)} ms).`;
      document.body.dataset.ready = message.error ? 'failed' : 'yes';
      return;
    }
    const request = pending.get(message.id);
    if (!request) return;
    if (message.progress) {
      if (request.onProgress) request.onProgress(message.progress);
      return;
    }
    pending.delete(message.id);
    if (message.error !== undefined) request.reject(new Error(message.error));
    else request.resolve(message.result);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const request of pending.values()) request.reject(new Error(event.message || 'worker error'));
    pending.clear();
  };
}

function ask(message, onProgress) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
    worker.postMessage({ ...message, id });
  });
}

// Terminates the worker (and whatever it was searching) and starts another.
function cancelAll() {
  worker.terminate();
  for (const request of pending.values()) request.reject(new Error('cancelled'));
  pending.clear();
  startWorker();
}

function setBusy(busy) {
  for (const button of document.querySelectorAll('button')) {
    if (button.id === 'cancel') button.disabled = !busy;
    else if (!button.id.startsWith('step-')) button.disabled = busy;
  }
}

// ---- Sudoku -------------------------------------------------------------------------------

function commonArgs() {
  const args = [];
  const variant = $('variant').value.trim();
  if (variant) args.push(`--variant=${variant}`);
  return args;
}

async function runSudoku(args, stdin) {
  setBusy(true);
  $('sudoku-status').textContent = 'Working…';
  try {
    const result = await ask({ kind: 'sudoku', args, stdin });
    $('sudoku-status').textContent =
      `${result.status === 0 ? 'Done' : `Exit status ${result.status}`} in ${Math.round(result.milliseconds)} ms.` +
      (result.stderr ? ` ${result.stderr.trim()}` : '');
    return result;
  } catch (error) {
    $('sudoku-status').textContent = error.message === 'cancelled' ? 'Cancelled.' : `Error: ${error.message}`;
    return null;
  } finally {
    setBusy(false);
  }
}

// The geometry of the first puzzle: its cells from the command's JSON "puzzle", its boxes or
// regions and variant from the header lines of the text and the variant field.
function geometryOf(cells, text) {
  const n = Math.round(Math.sqrt(cells.length));
  const header = {};
  const extraCells = new Set(); // the cells of 'region:' lines, shaded like windoku's boxes
  const lines = text.split(/\r?\n/);
  for (let k = 0; k < lines.length; k++) {
    const match = /^\s*(size|boxes|variant|regions|region)\s*:\s*(.*?)\s*$/i.exec(lines[k]);
    if (!match) continue;
    const key = match[1].toLowerCase();
    if (key === 'region') {
      for (const cell of match[2].matchAll(/r(\d+)c(\d+)/gi)) extraCells.add(`${cell[1] - 1},${cell[2] - 1}`);
    } else if (key === 'regions') {
      header.regions = lines.slice(k + 1, k + 1 + n).map((line) => line.trim());
      k += n;
    } else header[key] = match[2];
  }
  let region;
  if (header.regions && header.regions.length === n) {
    region = (r, c) => header.regions[r][c];
  } else {
    let rows = 1;
    const boxes = /^(\d+)x(\d+)$/.exec(header.boxes || '');
    if (boxes) rows = Number(boxes[1]);
    else if (header.boxes !== 'none')
      for (let d = 1; d * d <= n; d++) if (n % d === 0) rows = d;
    const columns = rows === 1 && !boxes ? n : n / rows;
    region = rows === 1 && !boxes ? () => 0 : (r, c) => `${Math.floor(r / rows)},${Math.floor(c / columns)}`;
  }
  const variants = `${header.variant || ''},${$('variant').value}`.split(',').map((v) => v.trim());
  return { n, region, variants, extraCells };
}

function cellsOf(text) {
  return text.includes(' ') ? text.split(' ') : Array.from(text);
}

// Draws the board: givens, the solution's other symbols, highlighted cells of a step.
function drawBoard(puzzle, solution, puzzleText, highlight = new Map()) {
  const board = $('board');
  board.replaceChildren();
  if (!puzzle) return;
  const givens = cellsOf(puzzle);
  const shown = solution ? cellsOf(solution) : givens;
  const { n, region, variants, extraCells } = geometryOf(givens, puzzleText);
  board.style.setProperty('--n', n);
  board.className = n > 16 ? 'large' : '';
  const windoku = (k) => n === 9 && [1, 2, 3, 5, 6, 7].includes(k);
  for (let r = 0; r < n; r++) {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.className = 'board-row';
    for (let c = 0; c < n; c++) {
      const cell = document.createElement('span');
      cell.setAttribute('role', 'gridcell');
      const symbol = shown[r * n + c];
      const empty = /^[.0?\-*_]$/.test(symbol);
      cell.textContent = empty ? '' : symbol;
      const classes = ['cell'];
      if (!/^[.0?\-*_]$/.test(givens[r * n + c])) classes.push('given');
      if (c + 1 < n && region(r, c) !== region(r, c + 1)) classes.push('edge-right');
      if (r + 1 < n && region(r, c) !== region(r + 1, c)) classes.push('edge-bottom');
      if (variants.includes('x') && (r === c || r + c === n - 1)) classes.push('diagonal');
      if ((variants.includes('windoku') || variants.includes('hyper')) && windoku(r) && windoku(c))
        classes.push('window');
      if (extraCells.has(`${r},${c}`)) classes.push('window');
      const mark = highlight.get(`${r + 1},${c + 1}`);
      if (mark) {
        classes.push(mark.kind);
        if (mark.symbol) cell.textContent = mark.symbol;
      }
      cell.className = classes.join(' ');
      row.append(cell);
    }
    board.append(row);
  }
  const rules = variants.filter((v) => ['anti-king', 'anti-knight', 'non-consecutive'].includes(v));
  board.setAttribute('aria-label', `the board, ${n} by ${n}${rules.length ? `, ${rules.join(', ')}` : ''}`);
  // The rules no mark on the board can show, said under it.
  const caption = document.createElement('p');
  caption.className = 'board-rules';
  caption.textContent = rules.length ? `Also: ${rules.join(', ')}.` : '';
  board.append(caption);
  // The board's text, one row a line, symbols separated by spaces (for tests and copying).
  board.dataset.text = Array.from({ length: n }, (_, r) => shown.slice(r * n, r * n + n).join(' ')).join('\n');
}

// The first puzzle's JSON answer (puzzle, solutions, all_solutions) from the command.
async function firstPuzzleJson(extra) {
  const text = $('puzzle').value;
  const result = await runSudoku([...commonArgs(), '-f', 'json', ...extra], text);
  if (!result) return null;
  const line = result.stdout.split('\n').find((l) => l.startsWith('{'));
  return { result, json: line ? JSON.parse(line) : null, text };
}

async function solve() {
  const answer = await firstPuzzleJson(['--all', '--limit=1']);
  if (!answer) return;
  $('sudoku-output').textContent = answer.result.stdout + answer.result.stderr;
  const { json, text } = answer;
  if (!json) return;
  const solution = json.all_solutions && json.all_solutions[0];
  drawBoard(json.puzzle, solution, text);
  if (!solution) $('sudoku-status').textContent += json.partial ? ' No solution found: stopped.' : ' No solution.';
}

async function count(args) {
  const limit = Number($('count-limit').value) || 0;
  const result = await runSudoku([...commonArgs(), ...args, ...(limit && !args.length ? [`--limit=${limit}`] : [])],
    $('puzzle').value);
  if (result) $('sudoku-output').textContent = result.stdout + result.stderr;
}

// Rate and Hint: the command's --explain, whose steps are shown one at a time on the board.
let steps = [];
let stepIndex = 0;
let stepPuzzle = null;
async function explain(hintOnly) {
  const answer = await firstPuzzleJson([]);
  if (!answer || !answer.json) return;
  stepPuzzle = { puzzle: answer.json.puzzle, text: answer.text };
  const result = await runSudoku([...commonArgs(), '--explain'], answer.text);
  if (!result) return;
  const blocks = result.stdout.split('\n\n')[0].split('\n').filter(Boolean);
  steps = blocks.slice(0, -1);
  const summary = blocks[blocks.length - 1] || '';
  $('sudoku-output').textContent = hintOnly ? '' : summary;
  stepIndex = hintOnly ? 1 : 0;
  if (hintOnly) steps = steps.slice(0, 1);
  $('steps').hidden = false;
  showStep();
}

function showStep() {
  const highlight = new Map();
  const placed = [];
  for (let k = 0; k < stepIndex; k++) {
    const place = /r(\d+)c(\d+) = (\S+)/.exec(steps[k]);
    if (place) placed.push(place);
  }
  for (const place of placed) highlight.set(`${place[1]},${place[2]}`, { kind: 'placed', symbol: place[3] });
  const current = steps[stepIndex - 1] || '';
  for (const match of current.matchAll(/r(\d+)c(\d+)/g)) {
    const key = `${match[1]},${match[2]}`;
    highlight.set(key, { ...(highlight.get(key) || {}), kind: 'step' });
  }
  drawBoard(stepPuzzle.puzzle, null, stepPuzzle.text, highlight);
  $('step-number').textContent = `step ${stepIndex} of ${steps.length}`;
  $('step-text').textContent = stepIndex ? current : 'The puzzle as given: press Next step.';
  $('step-previous').disabled = stepIndex === 0;
  $('step-next').disabled = stepIndex >= steps.length;
}

async function generate() {
  const args = [`--generate=1`, `--size=${$('gen-size').value}`, `--symmetry=${$('gen-symmetry').value}`];
  if ($('gen-variant').value) args.push(`--variant=${$('gen-variant').value}`);
  if ($('gen-givens').value.trim()) args.push(`--givens=${$('gen-givens').value.trim()}`);
  if ($('gen-difficulty').value) args.push(`--difficulty=${$('gen-difficulty').value}`);
  if ($('gen-seed').value !== '') args.push(`--seed=${$('gen-seed').value}`);
  const result = await runSudoku(args, '');
  if (!result || result.status !== 0) {
    if (result) $('sudoku-output').textContent = result.stderr;
    return;
  }
  $('puzzle').value = result.stdout;
  $('variant').value = '';
  $('sudoku-output').textContent = result.stdout;
  const answer = await firstPuzzleJson([]);
  if (answer && answer.json) drawBoard(answer.json.puzzle, null, answer.text);
}

// ---- Exact cover --------------------------------------------------------------------------

async function cover(kind) {
  const limit = Number($('cover-limit').value) || 0;
  const timeout = Number($('cover-timeout').value) || 0;
  const progress = $('cover-progress');
  progress.value = 0;
  $('cover-output').textContent = '';
  $('cover-status').textContent = kind === 'count' ? 'Counting…' : 'Listing…';
  setBusy(true);
  try {
    const result = await ask({ kind, knuth: $('knuth').value, limit, timeout }, (report) => {
      if (report.fractionDone !== undefined) progress.value = report.fractionDone;
      $('cover-status').textContent = `${report.solutions} solutions so far` +
        (report.nodes !== undefined ? `, ${report.nodes} nodes` : '') + '…';
    });
    progress.value = result.complete ? 1 : progress.value;
    const count = result.complete ? `${result.count}` : `at least ${result.count}`;
    const stopped = result.complete ? '' : ` (stopped by the ${result.stoppedBy}: the count is partial)`;
    $('cover-status').textContent =
      `${count} solution${result.count === '1' ? '' : 's'}${stopped}, ${result.nodes} nodes, ${Math.round(result.milliseconds)} ms.`;
    if (result.solutions)
      $('cover-output').textContent = result.solutions
        .map((solution, k) => `solution ${k + 1}:\n  ${solution.join('\n  ')}`)
        .join('\n') + (Number(result.count) > result.solutions.length ? '\n…' : '');
  } catch (error) {
    $('cover-status').textContent = error.message === 'cancelled' ? $('cover-status').textContent : `Error: ${error.message}`;
  } finally {
    setBusy(false);
  }
}

function cancel() {
  const clicked = performance.now();
  cancelAll();
  const answered = performance.now() - clicked;
  $('cover-status').textContent = `Cancelled (the page answered in ${Math.round(answered)} ms).`;
  $('sudoku-status').textContent = '';
  document.body.dataset.cancelMs = String(answered);
  setBusy(false);
}

// ---- Set up -------------------------------------------------------------------------------

function fillExamples(select, examples, target) {
  for (const example of examples) {
    const option = document.createElement('option');
    option.value = example.name;
    option.textContent = example.name;
    select.append(option);
  }
  select.addEventListener('change', () => {
    const example = examples.find((e) => e.name === select.value);
    if (example) target.value = example.text;
  });
}

// Wraps a button's whole action; body's data-done counts the actions finished (the tests wait
// on it).
function action(body) {
  return async () => {
    try {
      await body();
    } finally {
      document.body.dataset.done = String(Number(document.body.dataset.done || 0) + 1);
    }
  };
}

startWorker();
fillExamples($('shape-example'), sudokuExamples, $('puzzle'));
fillExamples($('cover-example'), dlxExamples, $('knuth'));
$('solve').addEventListener('click', action(solve));
$('count').addEventListener('click', action(() => count([])));
$('unique').addEventListener('click', action(() => count(['-f', 'verdict'])));
$('rate').addEventListener('click', action(() => explain(false)));
$('hint').addEventListener('click', action(() => explain(true)));
$('generate').addEventListener('click', action(generate));
$('cover-count').addEventListener('click', action(() => cover('count')));
$('cover-list').addEventListener('click', action(() => cover('list')));
$('cancel').addEventListener('click', cancel);
$('step-previous').addEventListener('click', () => {
  stepIndex = Math.max(0, stepIndex - 1);
  showStep();
});
$('step-next').addEventListener('click', () => {
  stepIndex = Math.min(steps.length, stepIndex + 1);
  showStep();
});
