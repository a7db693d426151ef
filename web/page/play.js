// play.js: the sudoku tab. The player's grid (givens, entries, pencil marks) with undo and redo;
// typing from the keyboard, the mouse, touch and the digit pad; conflicts marked as they appear;
// and the engine's answers in words: Solve, Check (up to 2 solutions), Count, Hint (drawn on the
// board, applied by "Apply step"), Explain (the rating's steps drawn one by one), Generate. The
// geometry always comes from the engine (sudoku.shape in the worker); the page only writes a
// header for a new empty grid from the menus. The puzzle travels in the link (#p=<text>).
/* global engine, Board, sudokuExamples */
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const board = new Board($('board'));
  const state = {
    shape: null,
    values: [],
    marks: [], // the player's pencil marks: a Set of symbols per cell
    eliminated: [], // candidates removed by applied steps: a Set per cell
    engineCandidates: null,
    showCandidates: false,
    pencil: false,
    selected: 0,
    history: [],
    future: [],
    overlay: null, // a hint or a step drawn on the board
    hint: null,
    steps: null,
    stepIndex: 0,
    rating: '', // the explanation's summary in words
  };

  // ---- Answers in words ---------------------------------------------------------------------

  function say(text) {
    $('sudoku-status').textContent = text;
  }
  function details(answer) {
    $('sudoku-output').textContent = JSON.stringify(answer, null, 1);
  }
  const plural = (count, word) => `${count} ${word}${count === '1' || count === 1 ? '' : 's'}`;

  // ---- The grid and its history -------------------------------------------------------------

  const side = () => state.shape.side;
  const isGiven = (cell) => state.shape.givens[cell] !== 0;

  function snapshot() {
    return {
      values: state.values.slice(),
      marks: state.marks.map((set) => new Set(set)),
      eliminated: state.eliminated.map((set) => new Set(set)),
    };
  }
  function restore(saved) {
    state.values = saved.values;
    state.marks = saved.marks;
    state.eliminated = saved.eliminated;
  }
  // Every change of the player's grid goes through here: undoable, and the board redrawn.
  function change(body) {
    state.history.push(snapshot());
    state.future = [];
    body();
    changed();
  }
  function changed() {
    state.overlay = null;
    state.hint = null;
    closeSteps();
    $('apply-step').disabled = true;
    $('undo').disabled = state.history.length === 0;
    $('redo').disabled = state.future.length === 0;
    refreshCandidates();
    paint();
  }
  function undo() {
    if (!state.history.length) return;
    state.future.push(snapshot());
    restore(state.history.pop());
    changed();
  }
  function redo() {
    if (!state.future.length) return;
    state.history.push(snapshot());
    restore(state.future.pop());
    changed();
  }

  // Cells that break a rule now: two of a unit or a pair alike, non-consecutive neighbours, a
  // cage's repeated value or its wrong full sum.
  function conflicts() {
    const bad = new Set();
    const { values, shape } = state;
    const repeats = (cells) => {
      const seen = new Map();
      for (const cell of cells) {
        const value = values[cell];
        if (!value) continue;
        if (seen.has(value)) {
          bad.add(cell);
          bad.add(seen.get(value));
        } else seen.set(value, cell);
      }
    };
    for (const unit of shape.units) repeats(unit.cells);
    for (const [a, b] of shape.pairs) if (values[a] && values[a] === values[b]) bad.add(a).add(b);
    for (const [a, b] of shape.neighbourPairs)
      if (values[a] && values[b] && Math.abs(values[a] - values[b]) === 1) bad.add(a).add(b);
    for (const cage of shape.cages) {
      repeats(cage.cells);
      if (cage.cells.every((cell) => values[cell]) && cage.cells.reduce((sum, cell) => sum + values[cell], 0) !== cage.sum)
        cage.cells.forEach((cell) => bad.add(cell));
    }
    return bad;
  }

  // The candidates shown in an empty cell: the step's, the engine's less those removed, or the
  // player's marks.
  function marksOf(cell) {
    if (state.overlay && state.overlay.candidates) return state.overlay.candidates[cell];
    if (state.showCandidates && state.engineCandidates)
      return state.engineCandidates[cell].filter((symbol) => !state.eliminated[cell].has(symbol));
    return [...state.marks[cell]].sort((a, b) => a - b);
  }

  function paint() {
    const overlay = state.overlay;
    board.paint({
      values: overlay && overlay.values ? overlay.values : state.values,
      givens: state.shape.givens,
      selected: state.selected,
      conflicts: overlay && overlay.values ? new Set() : conflicts(),
      marks: marksOf,
      overlay,
    });
  }

  let candidatesAsked = 0;
  async function refreshCandidates() {
    if (!state.showCandidates) return;
    const asked = ++candidatesAsked;
    try {
      const { candidates } = await engine.ask({ kind: 'candidates', shape: state.shape, values: state.values });
      if (asked !== candidatesAsked) return;
      state.engineCandidates = candidates;
      paint();
    } catch (error) {
      if (error.message !== 'cancelled') say(`Error: ${error.message}`);
    }
  }

  // ---- Loading a puzzle ---------------------------------------------------------------------

  function setPuzzle(shape, text) {
    const firstLoad = state.shape === null;
    state.shape = shape;
    state.values = shape.givens.slice();
    state.marks = shape.givens.map(() => new Set());
    state.eliminated = shape.givens.map(() => new Set());
    state.engineCandidates = null;
    state.history = [];
    state.future = [];
    state.selected = Math.min(state.selected, shape.side * shape.side - 1);
    board.build(shape, selectCell);
    buildPad();
    syncMenus();
    const rules = shape.variants.filter((v) => ['anti-king', 'anti-knight', 'non-consecutive'].includes(v));
    if (shape.pairs.length && !rules.length) rules.push('the two cells tagged with one letter (≠a, ≠b, …) differ');
    if (shape.cages.length) rules.push('killer: the digits of each dotted cage add up to its sum, none repeated');
    $('board-rules').textContent = rules.length ? `Also: ${rules.join('; ')}.` : '';
    $('board').setAttribute('aria-label', `Sudoku grid, ${shape.side} by ${shape.side}`);
    $('puzzle').value = text;
    setLink(text);
    changed();
    if (!firstLoad || shape.givens.some(Boolean)) details({ shape: { ...shape, candidates: undefined } });
  }

  async function loadText(text, what = 'Puzzle loaded') {
    try {
      const { shape, text: written } = await engine.ask({ kind: 'shape', text });
      setPuzzle(shape, written);
      say(`${what}: ${shape.side}x${shape.side}${shape.variants.length ? `, ${shape.variants.join(', ')}` : ''}` +
        `${shape.cages.length ? ', killer' : ''}.`);
      return true;
    } catch (error) {
      if (error.message !== 'cancelled') say(`Could not read the puzzle: ${error.message}`);
      return false;
    }
  }

  // The header of an empty grid chosen in the menus (the engine reads it back as a shape).
  function menuText() {
    const n = Number($('size').value);
    let text = `size: ${n}\n`;
    if ($('boxes').value) text += `boxes: ${$('boxes').value}\n`;
    if ($('variant').value) text += `variant: ${$('variant').value}\n`;
    return `${text}${'.'.repeat(n * n)}\n`;
  }

  function fillBoxes() {
    const n = Number($('size').value);
    const select = $('boxes');
    const options = [['', 'standard']];
    for (let rows = 2; rows < n; rows++) if (n % rows === 0) options.push([`${rows}x${n / rows}`, `${rows}x${n / rows}`]);
    options.push(['none', 'none (Latin square)']);
    select.replaceChildren(...options.map(([value, name]) => new Option(name, value)));
  }

  // The menus follow the puzzle loaded.
  function syncMenus() {
    const shape = state.shape;
    if ($('size').value !== String(shape.side) && [...$('size').options].some((o) => o.value === String(shape.side))) {
      $('size').value = String(shape.side);
      fillBoxes();
    }
    const boxes = shape.boxRows ? `${shape.boxRows}x${shape.boxColumns}` : shape.regions ? '' : 'none';
    if ([...$('boxes').options].some((o) => o.value === boxes) && $('boxes').value !== '') $('boxes').value = boxes;
    const variant = shape.variants.find((v) => [...$('variant').options].some((o) => o.value === v)) || '';
    $('variant').value = variant;
    $('killer').checked = shape.cages.length > 0;
  }

  function setLink(text) {
    const link = `#p=${encodeURIComponent(text)}`;
    $('share').href = link;
    try {
      history.replaceState(null, '', link);
    } catch {
      // A page opened from disk may refuse: the link beside the help still holds the puzzle.
    }
  }

  // ---- Input --------------------------------------------------------------------------------

  function selectCell(index, event) {
    if (event) event.preventDefault();
    state.selected = index;
    paint();
    board.focus(index);
  }

  // A symbol typed: what the grid shows ("A", case ignored) or its number (1 then 0 for 10, typed
  // within a second).
  let typed = { cell: -1, text: '', time: 0 };
  function symbolFor(text) {
    const upper = text.toUpperCase();
    const index = state.shape.symbols.findIndex((symbol) => symbol.toUpperCase() === upper);
    if (index >= 0) return index + 1;
    if (/^[0-9]+$/.test(text) && Number(text) >= 1 && Number(text) <= side()) return Number(text);
    return 0;
  }
  function typeCharacter(character) {
    const now = Date.now();
    const cell = state.selected;
    if (typed.cell === cell && now - typed.time < 1000) {
      const longer = symbolFor(typed.text + character);
      if (longer) {
        typed = { cell, text: typed.text + character, time: now };
        if (state.history.length) restore(state.history.pop());
        put(longer);
        return true;
      }
    }
    const symbol = symbolFor(character);
    if (!symbol) return false;
    typed = { cell, text: character, time: now };
    put(symbol);
    return true;
  }

  // Puts a symbol in the selected cell: a value, or in pencil mode a mark toggled.
  function put(symbol) {
    const cell = state.selected;
    if (isGiven(cell)) {
      say('That cell is a given of the puzzle.');
      return;
    }
    change(() => {
      if (state.pencil) {
        if (state.values[cell]) return;
        const marks = state.marks[cell];
        if (marks.has(symbol)) marks.delete(symbol);
        else marks.add(symbol);
      } else state.values[cell] = symbol;
    });
  }
  function erase() {
    const cell = state.selected;
    if (isGiven(cell) || (!state.values[cell] && !state.marks[cell].size)) return;
    change(() => {
      if (state.values[cell]) state.values[cell] = 0;
      else state.marks[cell].clear();
    });
  }

  // 0 erases, unless it is a symbol or ends a number begun in this cell (1 then 0 for 10).
  function zeroExtends() {
    return symbolFor('0') !== 0 || (typed.cell === state.selected && Date.now() - typed.time < 1000);
  }

  function onBoardKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const n = side();
    const r = Math.floor(state.selected / n);
    const c = state.selected % n;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[event.key]) {
      const [dr, dc] = moves[event.key];
      selectCell(Math.min(n - 1, Math.max(0, r + dr)) * n + Math.min(n - 1, Math.max(0, c + dc)), event);
    } else if (event.key === 'Home' || event.key === 'End') {
      selectCell(r * n + (event.key === 'Home' ? 0 : n - 1), event);
    } else if (['Backspace', 'Delete', '.', ' '].includes(event.key) || (event.key === '0' && !zeroExtends())) {
      event.preventDefault();
      erase();
    } else if (event.key.length === 1 && typeCharacter(event.key)) {
      event.preventDefault();
    }
  }

  function buildPad() {
    const pad = $('pad');
    const buttons = state.shape.symbols.map((symbol, k) => {
      const button = document.createElement('button');
      button.textContent = symbol;
      button.setAttribute('aria-label', `put ${symbol}`);
      button.addEventListener('mousedown', (event) => event.preventDefault());
      button.addEventListener('click', () => {
        typed = { cell: -1, text: '', time: 0 };
        put(k + 1);
      });
      return button;
    });
    const eraser = document.createElement('button');
    eraser.textContent = '⌫';
    eraser.setAttribute('aria-label', 'erase the cell');
    eraser.addEventListener('mousedown', (event) => event.preventDefault());
    eraser.addEventListener('click', erase);
    pad.replaceChildren(...buttons, eraser);
    // Two rows at most: the pad stays near the grid on 16x16 and 25x25 too.
    const keys = state.shape.symbols.length + 1;
    pad.style.setProperty('--pad', keys <= 10 ? keys : Math.ceil(keys / 2));
  }

  // ---- The engine's answers -----------------------------------------------------------------

  // Wraps a button's action; body's data-done counts the actions finished (the tests wait on it).
  function action(body) {
    return async () => {
      try {
        await body();
      } catch (error) {
        if (error.message !== 'cancelled') say(`Error: ${error.message}`);
      } finally {
        document.body.dataset.done = String(Number(document.body.dataset.done || 0) + 1);
      }
    };
  }

  const grid = () => ({ shape: state.shape, values: state.values });

  function flag(hint) {
    state.overlay = { flagged: new Set(hint.cells.map((entry) => entry.cell)) };
    paint();
  }

  function countWords(answer) {
    if (answer.count === '0' && answer.complete) return answer.hint ? `No solution: ${answer.hint.text}` : 'No solution.';
    if (!answer.complete)
      return answer.stopped ? `At least ${plural(answer.count, 'solution')} (the search was stopped)`
        : `${plural(answer.count, 'solution')} (counting stopped at the limit)`;
    return answer.count === '1' ? 'Unique solution' : plural(answer.count, 'solution');
  }

  async function count(limit) {
    say(limit ? 'Checking…' : 'Counting… (Cancel stops it)');
    const answer = await engine.ask({ kind: 'count', ...grid(), limit }, { search: true });
    details(answer);
    say(`${countWords(answer)}.`.replace(/\.\.$/, '.'));
    if (answer.hint && answer.hint.cells.length) flag(answer.hint);
  }

  async function solve() {
    say('Solving…');
    const answer = await engine.ask({ kind: 'solve', ...grid() }, { search: true });
    details(answer);
    if (!answer.values) {
      say(`${countWords(answer)}`);
      if (answer.hint && answer.hint.cells.length) flag(answer.hint);
      return;
    }
    change(() => {
      state.values = answer.values.slice();
    });
    say(answer.count === '1' ? 'Solved: unique solution.' : 'Solved: one of at least 2 solutions.');
  }

  // The overlay of a step: its units and cells highlighted, its placement, its eliminations.
  function stepOverlay(step, candidates, values) {
    const units = new Set();
    for (const unit of step.units || []) for (const cell of state.shape.units[unit].cells) units.add(cell);
    const removed = new Map();
    for (const { cell, symbols } of step.removed || []) removed.set(cell, new Set(symbols));
    return {
      values,
      candidates,
      units,
      pattern: new Set(step.cells || []),
      target: step.cell >= 0 ? step.cell : -1,
      symbol: step.symbol,
      removed,
      symbols: new Set(step.symbols || []),
    };
  }

  // The marks the hint reasons from: the player's in pencil mode once there are some (a cell
  // without marks: every symbol), the shown candidates once steps removed some; else none (the
  // engine's own).
  function hintMarks() {
    const all = state.shape.symbols.map((_, k) => k + 1);
    if (state.pencil && state.marks.some((set) => set.size)) return state.marks.map((set) => (set.size ? [...set] : all));
    if (state.showCandidates && state.engineCandidates && state.eliminated.some((set) => set.size))
      return state.engineCandidates.map((list, cell) => list.filter((s) => !state.eliminated[cell].has(s)));
    return undefined;
  }

  async function hint() {
    closeSteps();
    const marks = hintMarks();
    const answer = await engine.ask({ kind: 'hint', ...grid(), marks }, { search: true });
    const { hint: found } = answer;
    details(found);
    state.hint = found;
    if (found.outcome === 'step' && found.step) {
      const candidates = marks || answer.candidates.map((list, cell) => list.filter((s) => !state.eliminated[cell].has(s)));
      state.overlay = stepOverlay(found.step, candidates, null);
      $('apply-step').disabled = false;
      say(`Hint: ${found.text}`);
    } else {
      state.overlay = found.cells.length ? { flagged: new Set(found.cells.map((entry) => entry.cell)) } : null;
      say(found.outcome === 'solved' ? `Solved: ${found.text}` : `Hint: ${found.text}`);
    }
    paint();
  }

  function applyStep() {
    const step = state.hint && state.hint.step;
    if (!step) return;
    change(() => {
      if (step.cell >= 0) state.values[step.cell] = step.symbol;
      for (const { cell, symbols } of step.removed || [])
        for (const symbol of symbols) {
          state.marks[cell].delete(symbol);
          state.eliminated[cell].add(symbol);
        }
      if ((step.removed || []).length && !state.pencil && !state.showCandidates) setCandidates(true);
    });
    say(`Applied: ${step.text}`);
  }

  // ---- Explain: the rating's steps one by one -----------------------------------------------

  async function explain() {
    say('Rating…');
    const rating = await engine.ask({ kind: 'rate', ...grid() }, { search: true });
    details({ ...rating, steps: rating.steps.map(({ values, candidates, ...step }) => step) });
    state.steps = rating.steps;
    state.stepIndex = 0;
    state.rating = rating.level
      ? `Difficulty: ${rating.level}${rating.hardest ? ` (hardest step: ${rating.hardest})` : ''}, ` +
        `${plural(rating.steps.length, 'step')}${rating.unique ? '' : '; the puzzle has more than one solution'}.`
      : `${rating.outcome}: ${plural(rating.steps.length, 'step')} found.`;
    $('steps').hidden = false;
    showStep();
  }

  function showStep() {
    const steps = state.steps;
    const k = state.stepIndex;
    if (k === 0) state.overlay = null;
    else {
      const step = steps[k - 1];
      state.overlay = stepOverlay(step, step.candidates, step.values);
    }
    $('step-number').textContent = `step ${k} of ${steps.length}`;
    $('step-text').textContent = k ? `${steps[k - 1].text}` : 'The grid as it stands: press Next for the first step.';
    // Above the board too, where a phone shows it beside the grid.
    say(k ? `Step ${k}: ${steps[k - 1].text}` : state.rating);
    $('step-previous').disabled = k === 0;
    $('step-next').disabled = k >= steps.length;
    paint();
  }

  function closeSteps() {
    if (!state.steps) return;
    state.steps = null;
    $('steps').hidden = true;
    if (state.overlay && state.overlay.values) state.overlay = null;
  }

  async function generate() {
    closeSteps();
    say('Generating…');
    const options = { size: Number($('size').value), variant: $('variant').value || undefined };
    if ($('boxes').value) options.boxes = $('boxes').value;
    if ($('killer').checked) options.killer = true;
    const made = await engine.ask({ kind: 'generate', options }, { search: true });
    await loadText(made.text, $('killer').checked ? 'New killer puzzle' : 'New puzzle');
  }

  function setCandidates(on) {
    state.showCandidates = on;
    $('candidates').setAttribute('aria-pressed', String(on));
    if (on) refreshCandidates();
  }

  // ---- Set up -------------------------------------------------------------------------------

  function inField(event) {
    return event.target.closest && event.target.closest('input, textarea, select');
  }

  $('board').addEventListener('keydown', onBoardKey);
  $('board').addEventListener('focusin', (event) => {
    const cell = event.target.closest('[data-cell]');
    if (cell && Number(cell.dataset.cell) !== state.selected) {
      state.selected = Number(cell.dataset.cell);
      paint();
    }
  });
  document.addEventListener('keydown', (event) => {
    if (inField(event) || !(event.ctrlKey || event.metaKey) || $('sudoku-panel').hidden) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) undo();
    else if (key === 'y' || (key === 'z' && event.shiftKey)) redo();
    else return;
    event.preventDefault();
  });
  document.addEventListener('paste', (event) => {
    if (inField(event) || $('sudoku-panel').hidden) return;
    const text = event.clipboardData.getData('text');
    if (!text.trim()) return;
    event.preventDefault();
    action(() => loadText(text, 'Pasted'))();
  });
  for (const example of sudokuExamples) $('example').append(new Option(example.name, example.name));
  $('example').addEventListener('change', action(async () => {
    const example = sudokuExamples.find((e) => e.name === $('example').value);
    if (example) await loadText(example.text, example.name);
  }));
  const newGrid = action(async () => {
    closeSteps();
    await loadText(menuText(), 'New empty grid');
    $('example').value = '';
  });
  $('size').addEventListener('change', () => {
    fillBoxes();
    newGrid();
  });
  $('boxes').addEventListener('change', newGrid);
  $('variant').addEventListener('change', newGrid);
  $('new').addEventListener('click', newGrid);
  $('generate').addEventListener('click', action(generate));
  $('solve').addEventListener('click', action(() => {
    closeSteps();
    return solve();
  }));
  $('check').addEventListener('click', action(() => count(2)));
  $('count').addEventListener('click', action(() => count(0)));
  $('hint').addEventListener('click', action(hint));
  $('apply-step').addEventListener('click', applyStep);
  $('explain').addEventListener('click', action(explain));
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('cancel').addEventListener('click', () => {
    engine.cancel();
    say('Cancelled.');
    refreshCandidates();
  });
  $('candidates').addEventListener('click', () => {
    setCandidates(!state.showCandidates);
    paint();
  });
  $('pencil').addEventListener('click', () => {
    state.pencil = !state.pencil;
    $('pencil').setAttribute('aria-pressed', String(state.pencil));
    $('board').classList.toggle('pencil', state.pencil);
  });
  $('step-previous').addEventListener('click', () => {
    state.stepIndex = Math.max(0, state.stepIndex - 1);
    showStep();
  });
  $('step-next').addEventListener('click', () => {
    state.stepIndex = Math.min(state.steps.length, state.stepIndex + 1);
    showStep();
  });
  $('step-close').addEventListener('click', () => {
    closeSteps();
    paint();
  });
  $('load').addEventListener('click', action(() => loadText($('puzzle').value)));
  $('text-toggle').addEventListener('toggle', async () => {
    if (!$('text-toggle').open || !state.shape) return;
    const { text } = await engine.ask({ kind: 'text', ...grid() });
    $('puzzle').value = text;
  });
  engine.onBusy((busy) => {
    $('cancel').disabled = !busy;
    for (const id of ['solve', 'hint', 'check', 'count', 'explain', 'generate']) $(id).disabled = busy;
  });

  // The tabs: Sudoku, Exact cover and Packing.
  const tabs = [$('tab-sudoku'), $('tab-cover'), $('tab-packing')];
  function selectTab(tab) {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      $(other.getAttribute('aria-controls')).hidden = !selected;
    }
    tab.focus();
  }
  tabs.forEach((tab, k) => {
    tab.addEventListener('click', () => selectTab(tab));
    tab.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowRight') selectTab(tabs[(k + 1) % tabs.length]);
      if (event.key === 'ArrowLeft') selectTab(tabs[(k + tabs.length - 1) % tabs.length]);
    });
  });

  engine.start();
  fillBoxes();
  const shared = /^#p=(.*)$/s.exec(location.hash);
  const opening = shared ? loadText(decodeURIComponent(shared[1]), 'Puzzle from the link') : loadText(menuText(), 'New empty grid');
  opening.then((loaded) => {
    if (!shared || !loaded) say('Type digits into the grid, paste a puzzle (Ctrl+V) or choose an example.');
    document.body.dataset.done = String(Number(document.body.dataset.done || 0) + 1);
  });
})();
