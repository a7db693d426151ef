// worker.js: the page's Web Worker, where every search runs, so that the page never freezes. It
// is not loaded as a file: web/make_page.mjs joins the engine (createDlxEngine), the package
// (makeDlx) and this file into one string, which the page runs from a Blob (a page opened from
// file:// may not load a worker file). The worker answers with the package's API alone: the
// geometry of a puzzle comes from sudoku.shape, a grid is written back with sudoku.text.
//
// Messages in, each with an id; a grid is { shape, values } (values: one number a cell, 0 empty)
// or { text }:
//   shape      { text }                      the shape of the text's first puzzle, and its text
//   text       grid                          the grid written as the command reads it
//   candidates grid                          the engine's candidates of every empty cell
//   count      grid, limit                   the count (a string), and the hint when it is 0
//   solve      grid                          the first solution's values, the count up to 2
//   rate       grid                          the rating, each step with the grid before it
//   hint       grid, marks                   sudoku.hint, and the candidates it reasons from
//   generate   options                       a new puzzle's text and shape
//   cover-count { knuth, limit, timeout }    counts an exact-cover problem
//   cover-list  { knuth, limit }             lists its solutions (option texts)
//   packing-count { text, orientations, distinct, timeout }  counts a packing puzzle's solutions
//   packing-list  { text, orientations, from, count }  its solutions from number from + 1 on,
//                                            each { number, svg }: the listing goes on from one
//                                            request to the next while the text stays the same
// A packing puzzle refused answers { refused: { message, line, column } }.
// Messages out: { kind: 'ready' } once, then per request any number of { id, progress } and one
// { id, result } or { id, error }. The page cancels a search by terminating the worker and
// starting another (no shared memory without special server headers).
/* global createDlxEngine, makeDlx */
'use strict';

let dlxPromise = null;
function loadDlx() {
  if (!dlxPromise) dlxPromise = createDlxEngine().then((engine) => makeDlx(engine));
  return dlxPromise;
}

// BigInts made strings, so that the page can show the answer as JSON.
function plain(value) {
  return JSON.parse(JSON.stringify(value, (key, v) => (typeof v === 'bigint' ? v.toString() : v)));
}

function counted(answer) {
  return {
    count: answer.count.toString(),
    complete: answer.complete,
    stoppedBy: answer.stoppedBy,
    nodes: answer.nodes.toString(),
  };
}

function textOf(sudoku, request) {
  return request.text !== undefined ? request.text : sudoku.text(request.shape, request.values);
}

// The values of a solution written in the layout of the grid's line of cells.
function solutionValues(sudoku, shape, solution) {
  const header = shape.header && !shape.header.endsWith('\n') ? `${shape.header}\n` : shape.header || '';
  return sudoku.shape(`${header}${solution}\n`).givens;
}

// The rating's steps, each with the grid and the candidates before it: the engine's candidates of
// that grid less every candidate the earlier steps removed.
function stepsWithGrids(sudoku, shape, values, steps) {
  const current = Array.from(values);
  const removed = current.map(() => new Set());
  return steps.map((step) => {
    const candidates = sudoku
      .shape(sudoku.text(shape, current))
      .candidates.map((list, cell) => list.filter((symbol) => !removed[cell].has(symbol)));
    const before = { ...step, values: current.slice(), candidates };
    if (step.cell >= 0) current[step.cell] = step.symbol;
    for (const { cell, symbols } of step.removed || []) for (const symbol of symbols) removed[cell].add(symbol);
    return before;
  });
}

function sudokuAnswer(dlx, request) {
  const { sudoku } = dlx;
  switch (request.kind) {
    case 'shape': {
      const shape = sudoku.shape(request.text);
      return { shape, text: sudoku.text(shape, shape.givens) };
    }
    case 'text':
      return { text: textOf(sudoku, request) };
    case 'candidates':
      return { candidates: sudoku.shape(textOf(sudoku, request)).candidates };
    case 'count': {
      const text = textOf(sudoku, request);
      const answer = plain(sudoku.count(text, { limit: request.limit || 0 }));
      if (answer.count === '0' && answer.complete) answer.hint = plain(sudoku.hint(text));
      return answer;
    }
    case 'solve': {
      const text = textOf(sudoku, request);
      const [answer] = plain(sudoku.solveAll(text));
      if (answer.solution !== null) answer.values = solutionValues(sudoku, request.shape, answer.solution);
      else answer.hint = plain(sudoku.hint(text));
      return answer;
    }
    case 'rate': {
      const rating = plain(sudoku.rate(textOf(sudoku, request)));
      rating.steps = stepsWithGrids(sudoku, request.shape, request.values, rating.steps || []);
      return rating;
    }
    case 'hint': {
      const text = textOf(sudoku, request);
      const options = request.marks ? { marks: request.marks } : {};
      return { hint: plain(sudoku.hint(text, options)), candidates: sudoku.shape(text).candidates };
    }
    case 'generate': {
      const [made] = sudoku.generate(request.options);
      const shape = sudoku.shape(made.puzzle);
      return { text: made.puzzle, shape, givens: made.givens };
    }
    default:
      throw new Error(`unknown request ${request.kind}`);
  }
}

function coverAnswer(dlx, request) {
  const started = performance.now();
  const problem = dlx.Problem.fromKnuth(request.knuth);
  try {
    if (request.kind === 'cover-count') {
      const result = counted(
        problem.count({
          limit: request.limit || 0,
          timeout: request.timeout || undefined,
          progressInterval: 1 << 16,
          onProgress: (progress) => self.postMessage({ id: request.id, progress }),
        })
      );
      result.milliseconds = performance.now() - started;
      return result;
    }
    const solutions = [];
    let sent = 0;
    for (const solution of problem.solutions({ limit: request.limit || 0 })) {
      solutions.push(solution.map((option) => problem.optionText(option)));
      if (solutions.length - sent >= 100) {
        self.postMessage({ id: request.id, progress: { solutions: solutions.length } });
        sent = solutions.length;
      }
    }
    const result = counted(problem.lastStatus);
    result.solutions = solutions.slice(0, 1000);
    result.milliseconds = performance.now() - started;
    return result;
  } finally {
    problem.close();
  }
}

// The packing listing the page goes on with: its text, puzzle, iterator and solutions so far.
let packing = null;

function packingSummary(puzzle) {
  const shape = { square: 'squares', triangle: 'triangles', cube: 'cubes' }[puzzle.cells];
  return `${puzzle.pieces.length} pieces, a board of ${puzzle.board.length} ${shape}, ` +
    `${puzzle.placements} placements, ${puzzle.symmetries} symmetries`;
}

function packingListing(dlx, request, key) {
  if (packing && packing.key === key && packing.next === request.from) return packing;
  if (packing) packing.puzzle.close();
  packing = null;
  const puzzle = new dlx.polyform.Puzzle(request.text, { orientations: request.orientations || undefined });
  const listing = { key, puzzle, iterator: puzzle.solutions(), next: 0, over: false };
  while (listing.next < request.from && !listing.iterator.next().done) listing.next++;
  packing = listing;
  return listing;
}

function packingAnswer(dlx, request) {
  try {
    if (request.kind === 'packing-count') {
      const puzzle = new dlx.polyform.Puzzle(request.text, { orientations: request.orientations || undefined });
      try {
        const answer = puzzle.count({
          distinct: request.distinct,
          timeout: request.timeout || undefined,
          progressInterval: 1 << 16,
          onProgress: (progress) => self.postMessage({ id: request.id, progress }),
        });
        return { ...counted(answer), summary: packingSummary(puzzle), symmetries: puzzle.symmetries };
      } finally {
        puzzle.close();
      }
    }
    const listing = packingListing(dlx, request, `${request.orientations || ''}\n${request.text}`);
    const solutions = [];
    while (solutions.length < request.count && !listing.over) {
      const step = listing.iterator.next();
      if (step.done) listing.over = true;
      else solutions.push({ number: ++listing.next, svg: step.value.svg, pieces: step.value.pieces.length });
    }
    return { solutions, over: listing.over, summary: packingSummary(listing.puzzle) };
  } catch (error) {
    if (error.line === undefined) throw error;
    return { refused: { message: error.reason, line: error.line, column: error.column } };
  }
}

async function answer(request) {
  const dlx = await loadDlx();
  const started = performance.now();
  const result = request.kind.startsWith('cover-') ? coverAnswer(dlx, request)
    : request.kind.startsWith('packing-') ? packingAnswer(dlx, request) : sudokuAnswer(dlx, request);
  if (result.milliseconds === undefined) result.milliseconds = performance.now() - started;
  return result;
}

self.onmessage = (event) => {
  const request = event.data;
  answer(request).then(
    (result) => self.postMessage({ id: request.id, result }),
    (error) => self.postMessage({ id: request.id, error: String((error && error.message) || error) })
  );
};
loadDlx().then(
  () => self.postMessage({ kind: 'ready' }),
  (error) => self.postMessage({ kind: 'ready', error: String(error) })
);
