// browser.test.mjs: the page in a real browser (make web-browser-tests): playwright-core (npm, in
// web/node_modules) drives Debian's chromium against build/web/page served on 127.0.0.1 by a
// tiny static server this test starts and stops (Node's http module), and once more opened from
// file://. What a player does: a puzzle typed with the keyboard and with clicks, solved, undone;
// an explanation stepped through; a killer drawn; a wrong entry flagged by Hint; a long count
// cancelled; a shared link reloaded; the keyboard alone; the first screen at 1280x800 and
// 375x667; axe-core's accessibility rules; the packing tab (a puzzle counted, solved, listed and
// drawn, a bad one refused with its line and column, a long count stopped). The answers are
// compared with the native commands (build/sudoku, build/polyform), the independent oracle, and
// with the files of puzzles/; any console error or
// uncaught exception of the page fails the test. Screenshots are kept in build/web-artifacts/.
//   node web/tests/browser.test.mjs [BUILD]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { check, fail, summary } from './lib.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const build = path.resolve(root, process.argv[2] || 'build');
const pageDir = path.join(build, 'web', 'page');
const artifacts = path.join(build, 'web-artifacts');
const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
fs.mkdirSync(artifacts, { recursive: true });

let chromium;
try {
  ({ chromium } = await import('playwright-core'));
} catch {
  console.log('browser tests skipped: playwright-core is missing (make test-deps installs it in web/)');
  process.exit(0);
}
// axe-core comes with playwright-core (web/package-lock.json): without it the accessibility
// checks fail, saying so.
let axePath = null;
try {
  axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
} catch {
  axePath = null;
}
if (!fs.existsSync(chromiumPath)) {
  console.log(`browser tests skipped: ${chromiumPath} is missing (make test-deps installs chromium)`);
  process.exit(0);
}

function native(args, input) {
  return spawnSync(path.join(build, 'sudoku'), args, { input, encoding: 'utf8' }).stdout;
}
const polyformNative = (args) => spawnSync(path.join(build, 'polyform'), args, { encoding: 'utf8' }).stdout;
const cellName = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

// The static server: the page's files, nothing else.
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = http.createServer((request, response) => {
  const name = path.basename(new URL(request.url, 'http://x').pathname) || 'index.html';
  const file = path.join(pageDir, name);
  if (!fs.existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' });
  response.end(fs.readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/index.html`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const consoleErrors = [];
const done = (page) => page.evaluate(() => Number(document.body.dataset.done || 0));
async function waitDone(page, before) {
  await page.waitForFunction((n) => Number(document.body.dataset.done || 0) > n, before, { timeout: 60000 });
}
// Opens the page and waits until the engine is loaded and the first grid drawn.
async function openPage(address, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${address}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${address}: ${error.message}`));
  await page.goto(address);
  await page.waitForSelector('body[data-ready="yes"]', { timeout: 30000 });
  await waitDone(page, 0);
  return page;
}
// Runs body (a click, a choice) and waits for the page's action to finish.
async function acting(page, body) {
  const before = await done(page);
  await body();
  await waitDone(page, before);
}
const click = (page, id) => acting(page, () => page.click(`#${id}`));
const example = (page, name) => acting(page, () => page.selectOption('#example', name));
const status = (page) => page.textContent('#sudoku-status');
const values = async (page) => (await page.getAttribute('#board', 'data-values')).replace(/\s/g, '');
const shot = (page, name) => page.screenshot({ path: path.join(artifacts, `${name}.png`) });

// The grid and the main buttons lie inside the first screen.
const mainButtons = ['solve', 'hint', 'check', 'count', 'undo', 'redo', 'candidates', 'pencil', 'new', 'generate'];
async function checkFirstScreen(page, width, height) {
  const outside = [];
  for (const id of ['board', ...mainButtons]) {
    const box = await page.locator(`#${id}`).boundingBox();
    if (!box || box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height) outside.push(id);
  }
  check(outside.length === 0, `${width}x${height}: the grid and the main buttons in the first screen`, outside.join(' '));
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  check(scroll <= width, `${width}x${height}: no sideways scrolling`, `${scroll}`);
}
async function checkAxe(page, where) {
  if (!axePath) {
    fail(`axe-core (${where}): web/node_modules/axe-core is missing (make test-deps installs it)`);
    return;
  }
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
  check(violations.length === 0, `axe-core: no serious or critical violation (${where})`, violations.join('\n'));
}

const top95 = fs.readFileSync(path.join(root, 'puzzles', 'sudoku', 'top95.txt'), 'utf8').split('\n')[0].slice(0, 81);
const top95Solution = native(['-f', 'line'], `${top95}\n`).trim();

try {
  const page = await openPage(url);
  check((await values(page)) === '.'.repeat(81), 'the page opens on an empty 9x9 grid');
  await shot(page, 'first-screen-1280x800');
  await checkFirstScreen(page, 1280, 800);
  await checkAxe(page, 'first screen');

  // A puzzle typed cell by cell: the first five rows with the keyboard (digits, arrows), the
  // others with clicks on the cells and the digit pad.
  await page.click('#board [data-cell="0"]');
  for (let cell = 0; cell < 45; cell++) {
    if (top95[cell] !== '.') await page.keyboard.press(top95[cell]);
    if (cell % 9 === 8) await page.keyboard.press('Home');
    await page.keyboard.press(cell % 9 === 8 ? 'ArrowDown' : 'ArrowRight');
  }
  for (let cell = 45; cell < 81; cell++) {
    if (top95[cell] === '.') continue;
    await page.click(`#board [data-cell="${cell}"]`);
    await page.click(`#pad button:nth-child(${top95[cell]})`);
  }
  check((await values(page)) === top95, 'the puzzle typed with the keyboard and clicks is on the grid', await values(page));
  // A clash marked as it is typed, and erased.
  const empty = top95.indexOf('.');
  await page.click(`#board [data-cell="${empty}"]`);
  await page.keyboard.press(top95[0]);
  const clash = await page.$$eval('#board .cell.conflict', (cells) => cells.map((c) => Number(c.dataset.cell)));
  check(clash.includes(0) && clash.includes(empty), 'two equal digits of a row marked as conflicts', clash.join(' '));
  await page.keyboard.press('Backspace');
  check((await page.$$('#board .cell.conflict')).length === 0, 'the conflict goes with the erased digit');

  await click(page, 'solve');
  check((await values(page)) === top95Solution, 'Solve shows what build/sudoku -f line prints', await values(page));
  check(/unique solution/i.test(await status(page)), 'the answer is in words', await status(page));
  await page.click('#undo');
  check((await values(page)) === top95, 'Undo takes the solution back');
  await page.keyboard.press('Control+y');
  check((await values(page)) === top95Solution, 'Ctrl+Y redoes it');
  await page.keyboard.press('Control+z');

  // A wrong entry flagged by Hint, in the words of build/sudoku --hint.
  const solution = top95Solution;
  const peers = (cell) => [...Array(81).keys()].filter((other) => other !== cell &&
    (Math.floor(other / 9) === Math.floor(cell / 9) || other % 9 === cell % 9 ||
      (Math.floor(other / 27) === Math.floor(cell / 27) && Math.floor((other % 9) / 3) === Math.floor((cell % 9) / 3))));
  let wrongCell = -1;
  let wrongDigit = '';
  for (let cell = 0; cell < 81 && wrongCell < 0; cell++) {
    if (top95[cell] !== '.') continue;
    for (const digit of '123456789')
      if (digit !== solution[cell] && !peers(cell).some((other) => top95[other] === digit)) {
        wrongCell = cell;
        wrongDigit = digit;
        break;
      }
  }
  const wrongGrid = top95.slice(0, wrongCell) + wrongDigit + top95.slice(wrongCell + 1);
  const nativeHint = native(['--hint'], `${wrongGrid}\n`).trim();
  await page.click(`#board [data-cell="${wrongCell}"]`);
  await page.keyboard.press(wrongDigit);
  await click(page, 'hint');
  check((await status(page)) === `Hint: ${nativeHint}`, 'Hint flags the wrong entry as build/sudoku --hint does', `${await status(page)} / ${nativeHint}`);
  const flagged = await page.$$eval('#board .cell.flagged', (cells) => cells.map((c) => Number(c.dataset.cell)));
  check(flagged.includes(wrongCell), `the wrong entry ${cellName(wrongCell)} outlined on the board`, flagged.join(' '));
  await page.keyboard.press('Control+z');

  // An explanation: its first elimination step drawn, the candidates struck out those the native
  // JSON explanation names.
  await example(page, 'Hard 9x9 (top95, first)');
  const explanation = JSON.parse(native(['--explain', '-f', 'json'], `${top95}\n`).split('\n')[0]);
  const eliminating = explanation.steps.findIndex((step) => step.eliminations.length > 0);
  const lines = native(['--explain'], `${top95}\n`).split('\n');
  await click(page, 'explain');
  for (let k = 0; k <= eliminating; k++) await page.click('#step-next');
  check((await page.textContent('#step-text')) === lines[eliminating], `step ${eliminating + 1} is the command's`, await page.textContent('#step-text'));
  const struck = await page.$$eval('#board .mark.removed', (marks) =>
    marks.map((m) => `${m.closest('[data-cell]').dataset.cell}:${m.textContent}`));
  const named = explanation.steps[eliminating].eliminations.flatMap((e) => e.digits.map((d) => `${e.cell}:${d}`));
  const drawn = struck.map((s) => `${cellName(Number(s.split(':')[0]))}:${s.split(':')[1]}`);
  check(drawn.sort().join(' ') === named.sort().join(' '), 'the struck-out candidates are the eliminations of --explain -f json',
    `${drawn.join(' ')} / ${named.join(' ')}`);
  check((await page.$$('#board .cell.pattern')).length === explanation.steps[eliminating].cells.length,
    'the pattern\'s cells highlighted');
  await shot(page, 'step-1280x800');
  await checkAxe(page, 'a step drawn');
  await page.click('#step-previous');
  check((await page.textContent('#step-number')) === `step ${eliminating} of ${explanation.steps.length}`, 'Previous goes back a step');
  await page.click('#new');
  await page.waitForFunction(() => document.getElementById('steps').hidden);
  check(true, 'the step panel goes with its puzzle');

  // A puzzle pasted anywhere on the page; Hint's step applied; pencil marks.
  await acting(page, () => page.evaluate((text) => {
    const event = new ClipboardEvent('paste', { clipboardData: new DataTransfer(), bubbles: true });
    event.clipboardData.setData('text/plain', text);
    document.body.dispatchEvent(event);
  }, `${top95}\n`));
  check((await values(page)) === top95 && /^Pasted/.test(await status(page)), 'a puzzle pasted on the page is loaded');
  check((await page.$$('#board .cell.given')).length === [...top95].filter((c) => c !== '.').length, 'its digits drawn as givens');
  await click(page, 'hint');
  const firstHint = native(['--hint'], `${top95}\n`).trim();
  check((await status(page)) === `Hint: ${firstHint}`, 'Hint gives build/sudoku --hint\'s step', await status(page));
  const placed = explanation.steps[0].placements[0];
  await page.click('#apply-step');
  const [, placedRow, placedColumn] = /r(\d)c(\d)/.exec(placed.cell);
  const placedCell = (placedRow - 1) * 9 + (placedColumn - 1);
  check((await values(page))[placedCell] === placed.digit, `Apply step puts ${placed.digit} in ${placed.cell}`);
  await page.click('#pencil');
  await page.click(`#board [data-cell="${empty}"]`);
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  const marks = await page.$$eval(`#board [data-cell="${empty}"] .mark`, (spans) => spans.map((m) => m.textContent).join(''));
  check(marks === '12' && (await values(page))[empty] === '.', 'pencil marks 1 and 2 drawn in the cell', marks);
  await page.click('#pencil');

  // A killer: every cage drawn with its sum in its first cell (cage: lines of the file).
  const killerLines = fs.readFileSync(path.join(root, 'puzzles', 'sudoku', 'killer-9x9.txt'), 'utf8').split('\n');
  const cages = killerLines.slice(0, killerLines.findIndex((line) => /^[.0-9]{81}$/.test(line)))
    .filter((line) => line.startsWith('cage:'))
    .map((line) => {
      const [, sum, ...cells] = line.split(/\s+/);
      return { sum, cells: cells.map((name) => { const [, r, c] = /r(\d+)c(\d+)/.exec(name); return (r - 1) * 9 + (c - 1); }) };
    });
  await example(page, 'Killer 9x9');
  const sums = await page.$$eval('#board .cage-sum', (spans) => spans.map((s) => `${s.closest('[data-cell]').dataset.cell}:${s.textContent}`));
  const expectedSums = cages.map((cage) => `${Math.min(...cage.cells)}:${cage.sum}`);
  check(sums.sort().join(' ') === expectedSums.sort().join(' '), `killer: the ${cages.length} cages drawn, each sum in its first cell`,
    `${sums.join(' ')} / ${expectedSums.join(' ')}`);
  const framed = (await page.$$('#board .cage')).length;
  check(framed === 81, 'killer: every cell of a cage framed', `${framed}`);
  await shot(page, 'killer-1280x800');
  await page.check('#killer');
  await click(page, 'generate');
  const madeCages = (await page.$$('#board .cage-sum')).length;
  check(madeCages > 0 && /killer/.test(await status(page)), `Generate with Killer ticked draws a killer (${madeCages} cages)`, await status(page));
  await page.uncheck('#killer');

  // Every shape drawn: both diagonals of an X-sudoku (2n - 1 cells), windoku's four extra boxes
  // (36 cells), and the borders between a jigsaw's regions (from the example's regions: lines).
  for (const [name, selector, expectedCount] of [['X-sudoku (diagonals)', '.cell.diagonal', 17], ['Windoku', '.cell.window', 36]]) {
    await example(page, name);
    const marked = (await page.$$(`#board ${selector}`)).length;
    check(marked === expectedCount, `${name}: ${expectedCount} cells shaded`, `${marked}`);
  }
  const jigsaw = fs.readFileSync(path.join(root, 'puzzles', 'shapes', 'jigsaw.txt'), 'utf8').split('\n');
  const regions = jigsaw.slice(jigsaw.indexOf('regions:') + 1).slice(0, 9);
  let borders = 0;
  for (let r = 0; r < 9; r++) for (let c = 0; c + 1 < 9; c++) if (regions[r][c] !== regions[r][c + 1]) borders++;
  await example(page, 'Jigsaw');
  const thick = (await page.$$('#board .cell.edge-right')).length;
  check(thick === borders, `jigsaw: the ${borders} borders between regions in a row drawn thick`, `${thick}`);

  // A long count cancelled from the sudoku panel (an empty 9x9 has 6.67e21 solutions): the page
  // answers at once and checks the next puzzle.
  await click(page, 'new');
  await page.click('#count');
  await page.waitForFunction(() => !document.getElementById('cancel').disabled);
  await page.waitForTimeout(300);
  const clickedAt = Date.now();
  await acting(page, () => page.click('#cancel'));
  check(Date.now() - clickedAt < 1000 && (await status(page)) === 'Cancelled.', `Cancel stops the count (${Date.now() - clickedAt} ms)`);
  await page.waitForSelector('body[data-ready="yes"]');
  await example(page, 'Classic 9x9 (SPOJ SUDOGOB sample)');
  await click(page, 'check');
  check((await status(page)) === 'Unique solution.', 'Check works after the cancel', await status(page));
  const sudogobValues = await values(page);

  // The shared link: the puzzle in the fragment, read back on load.
  const link = page.url();
  check(/#p=/.test(link), 'the link holds the puzzle', link);
  const shared = await openPage(link);
  check((await values(shared)) === sudogobValues, 'the shared link reloads the puzzle');
  await shared.close();

  // Exact cover, in its own tab: a long count cancelled, then a known count.
  await page.click('#tab-cover');
  const n = 16;
  const queens16 = [
    [...Array.from({ length: n }, (_, i) => `r${i} c${i}`), '|', ...Array.from({ length: 2 * n - 1 }, (_, d) => `a${d} b${d}`)].join(' '),
    ...Array.from({ length: n * n }, (_, k) => `r${Math.floor(k / n)} c${k % n} a${Math.floor(k / n) + (k % n)} b${Math.floor(k / n) - (k % n) + n - 1}`),
  ].join('\n');
  await page.fill('#knuth', `${queens16}\n`);
  await page.click('#cover-count');
  await page.waitForFunction(() => /so far/.test(document.querySelector('#cover-status').textContent), null, { timeout: 20000 });
  await page.click('#cover-cancel');
  await page.waitForFunction(() => /Cancelled/.test(document.querySelector('#cover-status').textContent));
  await page.waitForSelector('body[data-ready="yes"]');
  await page.selectOption('#cover-example', 'queens-8.dlx');
  const known = /Known count: (\d+)/.exec(fs.readFileSync(path.join(root, 'puzzles', 'exact-cover', 'queens-8.dlx'), 'utf8'))[1];
  await page.click('#cover-count');
  await page.waitForFunction(() => /nodes, \d+ ms/.test(document.querySelector('#cover-status').textContent));
  check((await page.textContent('#cover-status')).startsWith(`${known} solutions`), 'exact cover: the known count of queens-8 after a cancel');
  await page.close();

  // Packing puzzles, in their own tab: the 6x10 pentominoes counted, solved and listed, each
  // solution drawn as build/polyform -f svg draws it; a bad puzzle named by line and column; a
  // long count stopped.
  const packing = await openPage(url);
  await packing.click('#tab-sudoku');
  await packing.keyboard.press('ArrowLeft');
  check(await packing.isVisible('#packing-panel') && !(await packing.isVisible('#sudoku-panel')), 'the Packing tab, reached with the arrow keys');
  const box6x10 = path.join(root, 'puzzles', 'polyform', 'pentominoes-6x10.txt');
  await packing.selectOption('#packing-example', 'pentominoes-6x10.txt');
  check((await packing.inputValue('#packing-text')) === fs.readFileSync(box6x10, 'utf8'), 'the 6x10 pentominoes chosen: their text in the box');
  const packingStatus = () => packing.textContent('#packing-status');
  await acting(packing, () => packing.click('#packing-count'));
  const nativeCount = polyformNative(['-c', box6x10]).trim();
  check(nativeCount === '9356' && (await packingStatus()).startsWith('9356 solutions in all'), 'Count: 9356 solutions, as build/polyform -c', await packingStatus());
  await acting(packing, () => packing.click('#packing-distinct'));
  check((await packingStatus()).startsWith("2339 solutions up to the board's 4 symmetries"), 'Count distinct: 2339', await packingStatus());
  // The cells and pieces of each solution drawn, against the command's SVG: each placement's
  // title and the positions of its squares.
  const drawnPieces = () => packing.$$eval('#packing-solutions svg', (svgs) => svgs.map((svg) =>
    [...svg.querySelectorAll('g')].map((g) => `${g.querySelector('title').textContent}:` +
      [...g.querySelectorAll('rect')].map((r) => `${r.getAttribute('x')},${r.getAttribute('y')}`).join(' ')).join('|')));
  const nativePieces = (count) => polyformNative(['-f', 'svg', '-l', String(count), box6x10]).split('<svg').slice(1).map((svg) =>
    svg.split('<g ').slice(1).map((g) => `${/<title>(.*?)<\/title>/.exec(g)[1]}:` +
      [...g.matchAll(/<rect x="(\d+)" y="(\d+)"/g)].map((m) => `${m[1]},${m[2]}`).join(' ')).join('|'));
  await acting(packing, () => packing.click('#packing-solve'));
  const solved = await drawnPieces();
  check(solved.length === 1 && solved[0].split('|').length === 12 && solved[0] === nativePieces(1)[0],
    'Solve draws one SVG of 12 pieces, the first of build/polyform -f svg', `${solved.length} ${solved[0]}`);
  await acting(packing, () => packing.click('#packing-list'));
  const listedPieces = await drawnPieces();
  const captions = await packing.$$eval('#packing-solutions figcaption', (list) => list.map((c) => c.textContent));
  check(listedPieces.length === 7 && listedPieces.join('\n') === nativePieces(7).join('\n') && captions[6] === 'Solution 7',
    'List draws the next 6 solutions, those of build/polyform -f svg -l 7', `${listedPieces.length} ${captions.join(', ')}`);
  await packing.locator('#packing-panel').screenshot({ path: path.join(artifacts, 'packing-1280x800.png') });
  await checkAxe(packing, 'packing solutions drawn');
  // A bad puzzle: the command's message, its line and column, the place selected in the text.
  const badPuzzle = 'piece A\n#\n\nboard\n.\n.x\n';
  const nativeBadPuzzle = spawnSync(path.join(build, 'polyform'), [], { input: badPuzzle, encoding: 'utf8' }).stderr.trim();
  const [, badLine, badColumn, badReason] = /<stdin>:(\d+):(\d+): (.*)$/.exec(nativeBadPuzzle);
  await packing.fill('#packing-text', badPuzzle);
  await acting(packing, () => packing.click('#packing-count'));
  const selected = await packing.evaluate(() => {
    const box = document.getElementById('packing-text');
    return box.value.slice(box.selectionStart, box.selectionEnd);
  });
  check((await packingStatus()) === `Line ${badLine}, column ${badColumn}: ${badReason}` && selected === 'x' &&
    (await packing.getAttribute('#packing-text', 'aria-invalid')) === 'true',
  'a bad puzzle: the error names its line and column as build/polyform does, the place selected', `${await packingStatus()} / ${nativeBadPuzzle}`);
  await checkAxe(packing, 'packing error');
  // The Bedlam cube's distinct count runs for hours: Stop ends it at once.
  await packing.selectOption('#packing-example', 'bedlam.txt');
  await packing.click('#packing-distinct');
  await packing.waitForFunction(() => /so far/.test(document.getElementById('packing-status').textContent), null, { timeout: 30000 });
  const stoppedAt = Date.now();
  await packing.click('#packing-stop');
  await packing.waitForFunction(() => document.getElementById('packing-status').textContent === 'Stopped.');
  check(Date.now() - stoppedAt < 1000, `Stop ends a long count (${Date.now() - stoppedAt} ms)`);
  await packing.waitForSelector('body[data-ready="yes"]');
  await packing.selectOption('#packing-example', 'pentominoes-3x20.txt');
  await acting(packing, () => packing.click('#packing-count'));
  check((await packingStatus()).startsWith('8 solutions in all'), 'the 3x20 box counted after a stop: 8', await packingStatus());
  await packing.close();

  // The keyboard alone: Tab into the grid, play a few moves, undo one.
  const keys = await openPage(url);
  let focused = '';
  for (let k = 0; k < 10 && focused !== 'gridcell'; k++) {
    await keys.keyboard.press('Tab');
    focused = await keys.evaluate(() => document.activeElement.getAttribute('role') || '');
  }
  check(focused === 'gridcell', 'Tab reaches the grid');
  for (const key of ['5', 'ArrowRight', '3', 'ArrowDown', '7', 'Control+z']) await keys.keyboard.press(key);
  check((await values(keys)).startsWith('53.......'), 'digits and arrows from the keyboard, Ctrl+Z undoes', await values(keys));
  const label = await keys.getAttribute('#board [data-cell="0"]', 'aria-label');
  check(label === 'row 1, column 1, 5', 'a cell is named for screen readers', label);
  // Above 9: a symbol typed as the grid writes it, or its number typed quickly (1 then 0).
  await acting(keys, () => keys.selectOption('#size', '16'));
  await keys.click('#board [data-cell="0"]');
  for (const key of ['1', '0', 'ArrowRight', 'b']) await keys.keyboard.press(key);
  const symbols = await keys.$$eval('#pad button', (buttons) => buttons.map((b) => b.textContent));
  const typed16 = (await values(keys)).slice(0, 2);
  check(typed16 === `${symbols[9]}${symbols[10]}`, `16x16: "1" "0" types symbol 10 (${symbols[9]}), "b" types ${symbols[10]}`, typed16);
  await keys.close();

  // A phone: the grid the whole width, the pad under it, the main buttons in the first screen.
  const phone = await openPage(url, { width: 375, height: 667 });
  await shot(phone, 'first-screen-375x667');
  await checkFirstScreen(phone, 375, 667);
  const board = await phone.locator('#board').boundingBox();
  const pad = await phone.locator('#pad').boundingBox();
  check(board.width > 340 && pad.y >= board.y + board.height, 'phone: the grid full width, the digit pad under it');
  await checkAxe(phone, 'phone');
  await example(phone, 'Killer 9x9');
  await shot(phone, 'killer-375x667');
  await example(phone, 'Hard 9x9 (top95, first)');
  await click(phone, 'explain');
  for (let k = 0; k <= eliminating; k++) await phone.click('#step-next');
  await shot(phone, 'step-375x667');
  await phone.close();

  // Opened from disk.
  const local = await openPage(`file://${path.join(pageDir, 'index.html')}`);
  await example(local, 'Hard 9x9 (top95, first)');
  await click(local, 'solve');
  check((await values(local)) === top95Solution, 'the page works opened from file://');
  // Printing: the grid alone.
  await local.emulateMedia({ media: 'print' });
  const printed = await local.evaluate(() => ['.side', 'header', 'footer', '#pad']
    .every((selector) => getComputedStyle(document.querySelector(selector)).display === 'none'));
  check(printed && (await local.isVisible('#board')), 'print shows the grid alone');
  await local.close();
} catch (error) {
  fail(`browser test stopped: ${error.stack || error}`);
} finally {
  await browser.close();
  server.close();
}
check(consoleErrors.length === 0, 'no console error', consoleErrors.join('\n'));
summary('web browser');
