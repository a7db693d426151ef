// inputs.test.mjs: what the JavaScript package (build/web/package) takes and refuses, under Node:
// the sudoku command's golden cases of input on standard input, read with the defaults (each
// grid's side detected), answered through sudoku.counts and sudoku.solveAll and written as the
// command writes them; listings (Problem.solutions) left unfinished, which must not lock their
// problem; and arguments of the wrong type or range, refused with a TypeError or RangeError that
// names them, as the Python package refuses them.
//   node --expose-gc web/tests/inputs.test.mjs [BUILD]
import fs from 'node:fs';
import path from 'node:path';
import { check, summary, thrownMessage } from './lib.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const build = path.resolve(root, process.argv[2] || 'build');
const { Problem, sudoku } = await import(path.join(build, 'web', 'package', 'dlx.js'));

// ---- the command's input-reading golden cases -------------------------------------------------

const cases = path.join(root, 'tests', 'cli', 'cases');
// The command's arguments these cases may have: standard input read in the count or verdict style.
const plainArguments = new Map([['', 'count'], ['-', 'count'], ['-f count', 'count'], ['-f verdict', 'verdict']]);
const caseFile = (base, extension) => {
  const file = path.join(cases, base + extension);
  return fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
};
// The answers as the command writes them in style: counts (full) and answers (with solutions).
function written(answers, counts, style) {
  return answers.map((answer, k) => {
    if (style === 'verdict') {
      const verdict = answer.illegal ? 'Illegal' : ['Impossible', 'Unique', 'Ambiguous'][Math.min(Number(answer.count), 2)];
      return `Case ${k + 1}: ${verdict}.\n`;
    }
    return `${counts[k]}\n${counts[k] === 1n ? answer.solution : ''}`;
  }).join('');
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
let compared = 0;
for (const name of fs.readdirSync(cases).sort()) {
  if (!name.startsWith('sudoku-') || !name.endsWith('.stdin')) continue;
  const base = name.slice(0, -'.stdin'.length);
  const style = plainArguments.get(caseFile(base, '.args').toString().trim());
  if (!style) continue;
  let text;
  try {
    text = utf8.decode(caseFile(base, '.stdin'));
  } catch {
    continue; // bytes that are no UTF-8 text: a JavaScript string cannot carry them
  }
  const expectedErr = caseFile(base, '.err').toString();
  const options = { name: '<stdin>' };
  if (expectedErr === '') {
    const answers = sudoku.solveAll(text, options);
    const counts = sudoku.counts(text, options).map((answer) => answer.count);
    const output = written(answers, counts, style);
    check(output === caseFile(base, '.out').toString(), `${base}: answered as the command answers it`, output);
  } else {
    const message = thrownMessage(() => sudoku.counts(text, options));
    check(`sudoku: ${message}\n` === expectedErr, `${base}: refused with the command's message`, message);
  }
  compared++;
}
check(compared >= 15, `${compared} input-reading golden cases compared`);

// ---- listings left unfinished ---------------------------------------------------------------

const queens8 = Problem.fromKnuth(fs.readFileSync(path.join(root, 'puzzles', 'exact-cover', 'queens-8.dlx'), 'utf8'));
const abandonedMessage = thrownMessage(() => {
  for (let k = 0; k < 2000; k++) queens8.solutions().next();
});
const afterAbandoned = abandonedMessage || String(queens8.count().count);
check(afterAbandoned === '92', '2,000 listings left after one step, then count() = 92, as in Python', afterAbandoned);
const besides = thrownMessage(() => {
  const first = queens8.solve();
  const listed = [...queens8.solutions({ limit: 5 })].length;
  if (first === null || first.length !== 8 || listed !== 5) throw new Error(`solve() ${first}, ${listed} listed`);
});
check(besides === '', 'solve() and solutions() beside the unfinished listings', besides);
{
  // A listing never stepped and ended by return(): the problem is free for changes at once.
  const problem = new Problem(['a', 'b']);
  problem.addOption(['a']);
  problem.addOption(['b']);
  const listing = problem.solutions();
  const whileListing = thrownMessage(() => problem.addOption(['a', 'b']));
  listing.return();
  const afterReturn = thrownMessage(() => problem.addOption(['a', 'b']));
  check(whileListing !== '' && afterReturn === '' && thrownMessage(() => problem.count()) === '',
    'a listing ended by return() before its first step frees its problem', `${whileListing} / ${afterReturn}`);
}
if (typeof globalThis.gc === 'function') {
  // A listing dropped and garbage collected ends its search: the problem takes changes again.
  const problem = new Problem(['a', 'b']);
  problem.addOption(['a']);
  (() => problem.solutions().next())();
  let changed = thrownMessage(() => problem.setBounds('a', 0, 1));
  for (let tick = 0; tick < 20 && changed !== ''; tick++) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    changed = thrownMessage(() => problem.setBounds('a', 0, 1));
  }
  check(changed === '', 'a listing dropped and garbage collected frees its problem', changed);
} else {
  console.log('skipped: the garbage collection of a dropped listing (run node with --expose-gc)');
}
{
  // close() with a listing suspended ends the listing first.
  const problem = new Problem(['a']);
  problem.addOption(['a']);
  const listing = problem.solutions();
  problem.close();
  let step = null;
  const closed = thrownMessage(() => (step = listing.next()));
  check(closed === '' && step.done === true, 'close() ends the problem\'s suspended listings', closed);
}

// ---- arguments ------------------------------------------------------------------------------

// Each refusal: the error's class, and words its message must hold.
function refuses(what, body, errorClass, words) {
  let thrown = null;
  try {
    body();
  } catch (error) {
    thrown = error;
  }
  check(thrown instanceof errorClass && words.every((word) => thrown.message.includes(word)),
    `${what} throws a ${errorClass.name} naming ${words.join(', ')}`, thrown && `${thrown.name}: ${thrown.message}`);
}
const problem = new Problem(['a', 'b']);
refuses('sudoku.count(null)', () => sudoku.count(null), TypeError, ['puzzle text', 'null']);
refuses('sudoku.counts(42)', () => sudoku.counts(42), TypeError, ['puzzle text', 'number']);
refuses('sudoku.rate(undefined)', () => sudoku.rate(undefined), TypeError, ['puzzle text', 'undefined']);
refuses('Problem.fromKnuth(null)', () => Problem.fromKnuth(null), TypeError, ['Knuth text', 'null']);
refuses('new Problem(2**40)', () => new Problem(2 ** 40), RangeError, ['primary', '2^30', '1099511627776']);
refuses('new Problem(null)', () => new Problem(null), TypeError, ['primary', 'null']);
refuses("setBounds('a', 1, 2**40)", () => problem.setBounds('a', 1, 2 ** 40), RangeError, ['upper', '2^30', '1099511627776']);
refuses("setBounds('a', -1, 2)", () => problem.setBounds('a', -1, 2), RangeError, ['lower', '-1']);
refuses("setBounds('a', 'x', 2)", () => problem.setBounds('a', 'x', 2), TypeError, ['lower', '"x"']);
refuses('count({ timeout: 0 })', () => problem.count({ timeout: 0 }), RangeError, ['timeout', 'positive', '0']);
refuses('count({ timeout: -1 })', () => problem.count({ timeout: -1 }), RangeError, ['timeout', '-1']);
refuses("count({ timeout: '1' })", () => problem.count({ timeout: '1' }), TypeError, ['timeout', '"1"']);
refuses('count({ limit: true })', () => problem.count({ limit: true }), TypeError, ['limit', 'true']);
problem.addOption(['a', 'b']);
check(problem.count({ timeout: 10 }).count === 1n && problem.solve({ timeout: 0.5 }).length === 1, 'a positive timeout is taken');

for (const name of ['a\0b', 'c\x01', 'd e', '']) {
  const named = new Problem([name, 'f']);
  named.addOption([name, 'f']);
  const refusal = thrownMessage(() => named.toKnuth());
  check(refusal.includes("cannot be written in Knuth's format"), `toKnuth refuses the item name ${JSON.stringify(name)}, as Python does`, refusal);
}
{
  const named = new Problem(['a\u00e9', 'b'], ['x']);
  named.addOption(['a\u00e9', 'x:red']);
  named.addOption(['b']);
  const again = Problem.fromKnuth(named.toKnuth());
  check(again.items.join() === named.items.join() && again.count().count === 1n, 'toKnuth writes what fromKnuth reads back');
}
{
  // The library's spelling (dlx_knuth_write, which Python's to_knuth writes too): DLX3's "b|name"
  // for equal bounds, "a:b|name" else, the cost as the last token.
  const problem = new Problem(['a', 'b', 'c', 'd'], ['x', 'y']);
  problem.addOption(['a', 'x:red', 'y']);
  problem.addOption(['y:blue', 'b', 'x:red'], { cost: 7 });
  problem.addOption(['c', 'd']);
  problem.setBounds('a', 2, 2);
  problem.setBounds('b', 0, 3);
  problem.setBounds('c', 1, 2);
  const text = problem.toKnuth();
  check(text === '2|a 0:3|b 1:2|c d | x y\na x:red y\ny:blue b x:red |7\nc d\n', 'toKnuth writes the library\'s spelling', JSON.stringify(text));
  const again = Problem.fromKnuth(text);
  check(again.items.join() === problem.items.join() && again.bounds('a').join() === '2,2' &&
    again.bounds('b').join() === '0,3' && again.optionCost(1) === 7 && again.toKnuth() === text,
  'the text reads back as the same problem');
  // Spellings of the same problem become one: costs added up and last, white space, comments.
  const evened = Problem.fromKnuth('| comment\n2:2|a\t:3|b |x\r\nx:1 |2 a |3\r\nb  x\n').toKnuth();
  check(evened === '2|a 0:3|b | x\nx:1 a |5\nb x\n', 'toKnuth writes a text read as the library spells it', JSON.stringify(evened));
  // Names to Knuth's readers: Unicode white space other than ASCII's is part of a name.
  const spaced = new Problem(['a\u00a0b', 'c\u2003'], ['x']);
  spaced.addOption(['a\u00a0b', 'x:\u7ea2']);
  spaced.addOption(['c\u2003']);
  check(Problem.fromKnuth(spaced.toKnuth()).items.join() === spaced.items.join(), 'names with Unicode white space are written and read back');
  // What the format cannot carry: named, with the library's reason.
  for (const [what, body, words] of [
    ['a color name with a space', () => { const p = new Problem(['a'], ['x']); p.addOption(['a', ['x', 're d']]); return p; }, "color name 're d' cannot be written in Knuth's format"],
    ['a color name with NUL', () => { const p = new Problem(['a'], ['x']); p.addOption(['a', ['x', 'r\0']]); return p; }, 'color name "r\\u0000" cannot be written'],
    ['an option without a primary item', () => { const p = new Problem(['a'], ['x']); p.addOption(['x']); return p; }, 'option 0 has no primary item'],
    ['no primary item', () => new Problem([], ['x']), 'without primary items cannot be written'],
  ]) {
    const refusal = thrownMessage(() => body().toKnuth());
    check(refusal.includes(words), `toKnuth refuses ${what}`, refusal);
  }
}

summary('web inputs');
