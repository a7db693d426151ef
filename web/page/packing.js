// packing.js: the "Packing" tab: a packing puzzle (pieces and a board as pictures, or Knuth's
// polyomino-dlx input) chosen among those of puzzles/polyform or pasted, solved, counted (all
// solutions, or one of each class under the board's symmetries) and listed a few at a time by the
// worker (the package's polyform), each solution drawn as the library draws it in SVG. A puzzle
// refused is named by its line and column, and the place is selected in the text. Stop ends the
// worker, whatever it was doing.
/* global engine, polyformExamples */
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const status = $('packing-status');
  const solutions = $('packing-solutions');
  // What the page has listed of the text in the box: the text, and how many solutions are shown.
  let listed = { key: null, shown: 0 };

  function finished() {
    document.body.dataset.done = String(Number(document.body.dataset.done || 0) + 1);
  }
  function say(text, error = false) {
    status.textContent = text;
    status.classList.toggle('error', error);
    $('packing-text').setAttribute('aria-invalid', String(error));
  }
  const plural = (count, word) => `${count} ${word}${String(count) === '1' ? '' : 's'}`;
  const orientations = () => $('packing-orientations').value;
  const key = () => `${orientations()}\n${$('packing-text').value}`;

  // A refused puzzle: its place in words, and selected in the text.
  function refused({ message, line, column }) {
    say(`Line ${line}, column ${column}: ${message}`, true);
    const lines = $('packing-text').value.split('\n');
    let at = 0;
    for (let k = 0; k < line - 1 && k < lines.length; k++) at += lines[k].length + 1;
    at += Math.max(0, column - 1);
    $('packing-text').setSelectionRange(at, at + 1);
  }

  async function ask(request, working) {
    say(working);
    try {
      return await engine.ask({ ...request, text: $('packing-text').value, orientations: orientations() }, {
        search: true,
        onProgress: (report) => say(`${working} ${plural(report.solutions, 'solution')} so far, ${report.nodes} nodes…`),
      });
    } catch (error) {
      say(error.message === 'cancelled' ? 'Stopped.' : `Error: ${error.message}`, error.message !== 'cancelled');
      return null;
    }
  }

  async function count(distinct) {
    const result = await ask({ kind: 'packing-count', distinct }, distinct ? 'Counting distinct solutions…' : 'Counting…');
    if (result && result.refused) refused(result.refused);
    else if (result) {
      const symmetries = result.symmetries === 1 ? '1 symmetry' : `${result.symmetries} symmetries`;
      const what = distinct ? `up to the board's ${symmetries}` : 'in all';
      const stopped = result.complete ? '' : ` (stopped by the ${result.stoppedBy}: the count is partial)`;
      say(`${result.complete ? '' : 'At least '}${plural(result.count, 'solution')} ${what}${stopped}: ` +
        `${result.summary}; ${result.nodes} nodes, ${Math.round(result.milliseconds)} ms.`);
    }
    finished();
  }

  function draw(solution) {
    const figure = document.createElement('figure');
    figure.innerHTML = solution.svg;
    const svg = figure.querySelector('svg');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `solution ${solution.number}: ${solution.pieces} pieces placed`);
    const caption = document.createElement('figcaption');
    caption.textContent = `Solution ${solution.number}`;
    figure.append(caption);
    solutions.append(figure);
  }

  // The next solutions of the text (from the first when it changed since the last listing, or
  // with fresh: true).
  async function list(batch, fresh) {
    if (fresh || listed.key !== key()) {
      listed = { key: key(), shown: 0 };
      solutions.textContent = '';
    }
    const from = listed.shown;
    const result = await ask({ kind: 'packing-list', from, count: batch }, 'Searching…');
    if (result && result.refused) refused(result.refused);
    else if (result && listed.key === key()) {
      result.solutions.forEach(draw);
      listed.shown += result.solutions.length;
      const end = result.over ? ` (the last: ${plural(listed.shown, 'solution')} in all)` : '';
      const drawn = listed.shown === from + 1 ? `Solution ${listed.shown}` : `Solutions ${from + 1} to ${listed.shown}`;
      say(listed.shown === 0 ? `No solution: ${result.summary}.`
        : listed.shown === from ? `No more solutions: ${plural(listed.shown, 'solution')} in all.`
          : `${drawn} drawn${end}: ${result.summary}; ${Math.round(result.milliseconds)} ms.`);
    }
    finished();
  }

  for (const example of polyformExamples) $('packing-example').append(new Option(example.title, example.name));
  $('packing-example').addEventListener('change', () => {
    const example = polyformExamples.find((e) => e.name === $('packing-example').value);
    if (!example) return;
    $('packing-text').value = example.text;
    solutions.textContent = '';
    listed = { key: null, shown: 0 };
    say(`${example.title}: Solve, Count or List.`);
  });
  $('packing-solve').addEventListener('click', () => list(1, true));
  $('packing-count').addEventListener('click', () => count(false));
  $('packing-distinct').addEventListener('click', () => count(true));
  $('packing-list').addEventListener('click', () => {
    const batch = Math.min(100, Math.max(1, Math.floor(Number($('packing-batch').value)) || 6));
    list(batch, false);
  });
  $('packing-stop').addEventListener('click', () => {
    engine.cancel();
    listed = { key: null, shown: 0 };
    finished();
  });
  const buttons = ['packing-solve', 'packing-count', 'packing-distinct', 'packing-list'];
  engine.onBusy((busy) => {
    $('packing-stop').disabled = !busy;
    for (const id of buttons) $(id).disabled = busy;
  });
})();
