// worker.js: the page's Web Worker, where every search runs, so that the page never freezes. It
// is not loaded as a file: web/make_page.mjs joins the engine (createDlxEngine), the package
// (makeDlx), the sudoku command (createSudokuCommand) and this file into one string, which the
// page runs from a Blob (a page opened from file:// may not load a worker file).
//
// Messages in: { id, kind: 'sudoku', args, stdin }  runs the sudoku command, as on a terminal;
//              { id, kind: 'count', knuth, limit, timeout }  counts an exact-cover problem;
//              { id, kind: 'list', knuth, limit }  lists its solutions (option texts).
// Messages out: { id, kind: 'ready' } once, then per request any number of { id, progress } and
// one { id, result } or { id, error }. The page cancels a search by terminating the worker and
// starting another (no shared memory without special server headers).
/* global createDlxEngine, makeDlx, createSudokuCommand */
'use strict';

let dlxPromise = null;
function loadDlx() {
  if (!dlxPromise) dlxPromise = createDlxEngine().then((engine) => makeDlx(engine));
  return dlxPromise;
}

// Runs the sudoku command once, in a fresh instance (its globals, getopt's included, start anew),
// with stdin as standard input; returns its standard output, standard error and exit status.
function runSudoku(args, stdin) {
  const input = new TextEncoder().encode(stdin || '');
  let position = 0;
  const out = [];
  const err = [];
  return createSudokuCommand({
    noInitialRun: true,
    thisProgram: 'sudoku',
    quit: (status, exit) => {
      throw exit;
    },
    stdin: () => (position < input.length ? input[position++] : null),
    stdout: (byte) => out.push(byte),
    stderr: (byte) => err.push(byte),
  }).then((command) => {
    const status = command.callMain(args);
    const text = (bytes) => new TextDecoder().decode(new Uint8Array(bytes));
    return { stdout: text(out), stderr: text(err), status };
  });
}

function counted(answer) {
  return {
    count: answer.count.toString(),
    complete: answer.complete,
    stoppedBy: answer.stoppedBy,
    nodes: answer.nodes.toString(),
  };
}

async function answer(request) {
  const started = performance.now();
  if (request.kind === 'sudoku') {
    const result = await runSudoku(request.args, request.stdin);
    result.milliseconds = performance.now() - started;
    return result;
  }
  const dlx = await loadDlx();
  const problem = dlx.Problem.fromKnuth(request.knuth);
  try {
    if (request.kind === 'count') {
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

self.onmessage = (event) => {
  const request = event.data;
  answer(request).then(
    (result) => self.postMessage({ id: request.id, result }),
    (error) => self.postMessage({ id: request.id, error: String(error && error.message) })
  );
};
loadDlx().then(
  () => self.postMessage({ kind: 'ready' }),
  (error) => self.postMessage({ kind: 'ready', error: String(error) })
);
