// browser.test.mjs: the page in a real browser (make web-browser-tests): playwright-core (npm, in
// web/node_modules) drives Debian's chromium against build/web/page served on 127.0.0.1 by a
// tiny static server this test starts and stops (Node's http module), and once more opened from
// file://. The answers are compared with the native commands (build/sudoku) and with the known
// counts written in the examples; any console error or uncaught exception of the page fails the
// test. A screenshot of each step is kept in build/web-artifacts/.
//   node web/tests/browser.test.mjs [BUILD]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
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
if (!fs.existsSync(chromiumPath)) {
  console.log(`browser tests skipped: ${chromiumPath} is missing (make test-deps installs chromium)`);
  process.exit(0);
}

function native(args, input) {
  const run = spawnSync(path.join(build, 'sudoku'), args, { input, encoding: 'utf8' });
  return run.stdout;
}

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
async function openPage(address, viewport = { width: 1000, height: 900 }) {
  const page = await browser.newPage({ viewport });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${address}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${address}: ${error.message}`));
  await page.goto(address);
  await page.waitForSelector('body[data-ready="yes"]', { timeout: 30000 });
  return page;
}
async function waitForAnswer(page, before) {
  await page.waitForFunction((n) => Number(document.body.dataset.done || 0) > n, before, {
    timeout: 60000,
  });
}
async function click(page, id) {
  const before = await page.evaluate(() => Number(document.body.dataset.done || 0));
  await page.click(`#${id}`);
  await waitForAnswer(page, before);
}
const shot = (page, name) => page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });

try {
  const page = await openPage(url);

  // SUDOGOB's sample, typed, solved: the board holds what build/sudoku prints for its first grid.
  const sudogob = fs.readFileSync(path.join(root, 'puzzles', 'judges', 'sudogob.in'), 'utf8');
  await page.fill('#puzzle', '');
  await page.type('#puzzle', sudogob.slice(0, 400), { delay: 0 });
  await page.fill('#puzzle', sudogob);
  await click(page, 'solve');
  const board = await page.getAttribute('#board', 'data-text');
  const expected = native([], sudogob).split('\n').slice(1, 10).join('\n');
  check(board === expected, 'SUDOGOB sample solved as build/sudoku solves it', `board\n${board}\nexpected\n${expected}`);
  await shot(page, 'sudogob-solved');

  // Count and uniqueness: the command's own words, as build/sudoku prints them.
  await click(page, 'count');
  check((await page.textContent('#sudoku-output')) === native([], sudogob), 'Count prints what build/sudoku prints');
  await click(page, 'unique');
  check(
    (await page.textContent('#sudoku-output')) === native(['-f', 'verdict'], sudogob),
    'Check uniqueness prints the verdicts of build/sudoku -f verdict'
  );

  // Variant marks and regions, counted here from the rules: both diagonals of an X-sudoku (2n - 1
  // cells), windoku's four extra boxes (36 cells), and the borders between a jigsaw's regions
  // (each pair of neighbours in different regions, from the example's regions lines).
  const shapes = path.join(root, 'puzzles', 'shapes');
  for (const [file, selector, expectedCount] of [['x.txt', '.cell.diagonal', 2 * 9 - 1], ['windoku.txt', '.cell.window', 4 * 9]]) {
    await page.selectOption('#shape-example', file);
    await click(page, 'solve');
    const marked = (await page.$$(`#board ${selector}`)).length;
    check(marked === expectedCount, `${file}: ${expectedCount} cells marked on the board`, `${marked}`);
  }
  const jigsaw = fs.readFileSync(path.join(shapes, 'jigsaw.txt'), 'utf8').split('\n');
  const regionsLine = jigsaw.findIndex((line) => line.trim() === 'regions:');
  const regions = jigsaw.slice(regionsLine + 1, regionsLine + 10);
  let borders = 0;
  for (let r = 0; r < 9; r++) for (let c = 0; c + 1 < 9; c++) if (regions[r][c] !== regions[r][c + 1]) borders++;
  await page.selectOption('#shape-example', 'jigsaw.txt');
  await click(page, 'solve');
  const drawn = (await page.$$('#board .cell.edge-right')).length;
  check(drawn === borders, `jigsaw: the ${borders} borders between regions in a row drawn`, `${drawn}`);
  await shot(page, 'jigsaw');

  // A 16x16 generated by the page is unique by the native command's count.
  await page.selectOption('#gen-size', '16');
  await page.fill('#gen-seed', '2026');
  await click(page, 'generate');
  const generated = await page.inputValue('#puzzle');
  const verdict = JSON.parse(native(['-f', 'json'], generated).split('\n')[0] || '{}');
  check(verdict.solutions === 1 && verdict.limit_reached === false, 'generated 16x16 has exactly one solution (build/sudoku)', JSON.stringify(verdict));
  check((await page.$$('#board .cell')).length === 256, 'generated 16x16 drawn with 256 cells');
  await shot(page, 'generated-16x16');

  // An explanation stepped through: each step is the native --explain's, its cells highlighted.
  const top95 = fs.readFileSync(path.join(root, 'puzzles', 'sudoku', 'top95.txt'), 'utf8').split('\n')[1].slice(0, 81);
  const explanation = native(['--explain'], `${top95}\n`).split('\n');
  await page.fill('#puzzle', `${top95}\n`);
  await click(page, 'rate');
  for (let step = 1; step <= 3; step++) {
    await page.click('#step-next');
    const text = await page.textContent('#step-text');
    check(text === explanation[step - 1], `explanation step ${step} is the command's`, `${text} / ${explanation[step - 1]}`);
  }
  check((await page.$$('#board .cell.step')).length > 0, 'the current step is highlighted on the board');
  check((await page.$$('#board .cell.placed')).length >= 1, 'placed digits of earlier steps drawn');
  await page.click('#step-previous');
  check((await page.textContent('#step-number')) === `step 2 of ${explanation.indexOf('') - 1}`, 'Previous step goes back');
  await shot(page, 'explanation-step');

  // A long count cancelled: the page answers within a second, and counts again right after. 16
  // queens (14,772,512 solutions) take seconds even by symmetry classes; the bundled dominoes,
  // which the memo counts at once, no longer do.
  const n = 16;
  const queens16 = [
    [...Array.from({ length: n }, (_, i) => `r${i} c${i}`), '|',
      ...Array.from({ length: 2 * n - 1 }, (_, d) => `a${d} b${d}`)].join(' '),
    ...Array.from({ length: n * n }, (_, k) => {
      const r = Math.floor(k / n), c = k % n;
      return `r${r} c${c} a${r + c} b${r - c + n - 1}`;
    }),
  ].join('\n');
  await page.fill('#knuth', `${queens16}\n`);
  await page.click('#cover-count');
  await page.waitForFunction(() => /so far/.test(document.querySelector('#cover-status').textContent), null, { timeout: 20000 });
  const clickedAt = Date.now();
  await page.click('#cancel');
  await page.waitForFunction(() => /Cancelled/.test(document.querySelector('#cover-status').textContent));
  const cancelMs = Date.now() - clickedAt;
  check(cancelMs < 1000, `Cancel answered in ${cancelMs} ms (under 1000)`);
  await shot(page, 'count-cancelled');
  await page.waitForSelector('body[data-ready="yes"]');
  await page.selectOption('#cover-example', 'queens-8.dlx');
  const queens = fs.readFileSync(path.join(root, 'puzzles', 'exact-cover', 'queens-8.dlx'), 'utf8');
  const known = /Known count: (\d+)/.exec(queens)[1];
  await page.click('#cover-count');
  await page.waitForFunction(() => /nodes, \d+ ms/.test(document.querySelector('#cover-status').textContent));
  const status = await page.textContent('#cover-status');
  check(status.startsWith(`${known} solutions`), 'count after a cancel gives the known count of queens-8', status);
  // A count stopped by its limit says so.
  await page.fill('#cover-limit', '10');
  await page.click('#cover-list');
  await page.waitForFunction(() => /nodes, \d+ ms/.test(document.querySelector('#cover-status').textContent));
  check(/^at least 10 solutions \(stopped by the solution limit/.test(await page.textContent('#cover-status')), 'a listing cut by its limit says "at least"');
  check((await page.textContent('#cover-output')).includes('solution 10:'), 'ten solutions listed');
  await shot(page, 'cover-listed');

  // Keyboard alone: Tab to Solve and press Enter.
  await page.fill('#puzzle', sudogob);
  await page.focus('#puzzle');
  let focused = '';
  for (let k = 0; k < 12 && focused !== 'solve'; k++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement.id);
  }
  check(focused === 'solve', 'Solve reached with the Tab key');
  const before = await page.evaluate(() => Number(document.body.dataset.done || 0));
  await page.keyboard.press('Enter');
  await waitForAnswer(page, before);
  check((await page.getAttribute('#board', 'data-text')) === expected, 'Solve works from the keyboard');

  // Printing: the board alone.
  await page.emulateMedia({ media: 'print' });
  const hidden = await page.evaluate(() =>
    ['#cover-panel', '#puzzle', '#sudoku-output', 'header'].every((s) => getComputedStyle(document.querySelector(s)).display === 'none' || document.querySelector(s).offsetParent === null)
  );
  check(hidden && (await page.isVisible('#board')), 'print shows the board alone');
  await shot(page, 'print');
  await page.emulateMedia({ media: 'screen' });
  await page.close();

  // A 375-pixel phone: no sideways scrolling, with a 9x9 and a 16x16 board.
  const phone = await openPage(url, { width: 375, height: 800 });
  await phone.fill('#puzzle', sudogob);
  await click(phone, 'solve');
  const width9 = await phone.evaluate(() => document.documentElement.scrollWidth);
  await phone.fill('#puzzle', generated);
  await click(phone, 'solve');
  const width16 = await phone.evaluate(() => document.documentElement.scrollWidth);
  check(width9 <= 375 && width16 <= 375, `375-pixel layout without sideways scroll (${width9}, ${width16} px)`);
  await shot(phone, 'phone-375');
  await phone.close();

  // Opened from disk.
  const local = await openPage(`file://${path.join(pageDir, 'index.html')}`);
  await local.fill('#puzzle', sudogob);
  await click(local, 'solve');
  check((await local.getAttribute('#board', 'data-text')) === expected, 'the page works opened from file://');
  await shot(local, 'file-url');
  await local.close();
} catch (error) {
  fail(`browser test stopped: ${error.stack || error}`);
} finally {
  await browser.close();
  server.close();
}
check(consoleErrors.length === 0, 'no console error', consoleErrors.join('\n'));
summary('web browser');
