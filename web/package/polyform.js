// polyform.js: packing puzzles in the package (`polyform` of dlx.js), over the polyform library
// compiled into the same WebAssembly module (web/src/polyform_wasm.c), with the names of the
// Python package's libdlx.polyform where JavaScript allows: a Puzzle read from the picture format
// of puzzles/polyform/README.md or from Knuth's polyomino-dlx / polycube-dlx input, its cells,
// pieces and board, count (every solution, or one of each class under the board's symmetries:
// distinct), solutions (an iterator over the library's resumable search, in the order the
// `polyform` command lists them), isCanonical, toKnuth; each Solution with its options, pieces,
// text and svg, drawn by the library as `polyform` draws them. A puzzle refused throws an Error
// "NAME:LINE:COLUMN: problem" (the command's words) with line, column and reason.
//
// dlx.js calls makePolyform with the engine and its own helpers; the page's worker runs this file
// as a classic script (web/make_page.mjs drops the word "export").

export function makePolyform(engine, tools) {
  const { allocate, withMemory, withString, wholeNumber, seconds, textArgument, stoppedBy, failed, check,
    outOfMemory, registry, releasingIterator } = tools;
  const ORIENTATIONS = { all: 0, rotations: 1, fixed: 2 };

  // The JSON answer of a polyform_wasm_* function, its text freed.
  function parsed(pointer) {
    if (!pointer) throw outOfMemory();
    try {
      return JSON.parse(engine.UTF8ToString(pointer));
    } finally {
      engine._free(pointer);
    }
  }
  function flag(value, what) {
    if (value === undefined || value === null || value === false) return false;
    if (value === true) return true;
    throw new TypeError(`${what} must be true or false, not ${String(value)}`);
  }
  // ids copied into the engine's memory for body(pointer, count).
  function withIds(ids, body) {
    return withMemory(4 * ids.length, (pointer) => {
      engine.HEAPU32.set(ids, pointer >> 2);
      return body(pointer, ids.length);
    });
  }
  // { count, complete, partial, stoppedBy, nodes } of a count's or a listing's answer.
  function counted(answer) {
    if (failed(answer.status)) check(answer.status);
    const complete = stoppedBy(answer.status, answer.timedOut) === null;
    return {
      count: BigInt(answer.count),
      complete,
      partial: !complete,
      stoppedBy: stoppedBy(answer.status, answer.timedOut),
      nodes: BigInt(answer.nodes),
    };
  }

  // One solution: options, the placements' numbers (option k of toKnuth's problem is placement
  // k), sorted; pieces [{ name, orientation, cells }] as `polyform -f json` gives them (cells
  // [row, column] of the board's picture, 0-based, or [layer, row, column] for cubes); text, the
  // board in the pieces' letters as `polyform` prints it; svg, one <svg> element as `polyform -f
  // svg` writes it. The drawings are made when first read, while the puzzle is open.
  class Solution {
    constructor(puzzle, options, number) {
      this.options = options;
      this.number = number;
      this.#puzzle = puzzle;
    }
    #puzzle;
    #drawn = null;
    #drawing() {
      if (!this.#drawn) this.#drawn = this.#puzzle.draw(this.options, this.number);
      return this.#drawn;
    }
    get svg() {
      return this.#drawing().svg;
    }
    get text() {
      return this.#drawing().text;
    }
    get pieces() {
      return this.#drawing().solution.pieces;
    }
  }

  // A packing puzzle read from text: the picture format, or Knuth's input (knuth: true, or
  // recognised). orientations: 'all', 'rotations' or 'fixed' overrides the puzzle's own line.
  // name: what an error message starts with ('<string>').
  class Puzzle {
    constructor(text, { orientations, knuth, name = '<string>' } = {}) {
      textArgument(text, 'a puzzle text');
      if (orientations !== undefined && orientations !== null && !(orientations in ORIENTATIONS))
        throw new Error(`orientations must be 'all', 'rotations' or 'fixed', not ${String(orientations)}`);
      const which = orientations === undefined || orientations === null ? -1 : ORIENTATIONS[orientations];
      const knuthFlag = flag(knuth, 'knuth');
      let handle = 0;
      const shape = withString(text, (textPointer, length) =>
        withMemory(4, (handlePointer) => {
          const answer = parsed(engine._polyform_wasm_open(textPointer, length, knuthFlag ? 1 : 0, which, handlePointer));
          handle = engine.HEAPU32[handlePointer >> 2];
          return answer;
        })
      );
      if (shape.error !== null) {
        const error = new Error(`${name}:${shape.line}:${shape.column}: ${shape.error}`);
        Object.assign(error, { line: shape.line, column: shape.column, reason: shape.error });
        throw error;
      }
      this.#handle = handle;
      const listings = this.#listings;
      this.#free = () => {
        for (const release of [...listings]) release();
        engine._polyform_wasm_close(handle);
      };
      registry.register(this, this.#free, this);
      // 'square', 'triangle' or 'cube'; the orientations allowed; the board picture's extent.
      this.cells = shape.cells;
      this.orientations = shape.orientations;
      this.rows = shape.rows;
      this.columns = shape.columns;
      this.layers = shape.layers;
      // [row, column] of each board cell on its picture, 0-based ([layer, row, column] for
      // cubes), in reading order.
      this.board = shape.board;
      // [{ name, letter (the drawings' character), lower, upper (the copies of it in every
      // solution), any, cells ([x, y, z] as drawn, polyform.h's lattice), orientations,
      // placements }]
      this.pieces = shape.pieces;
      // The options of the exact cover, and the board's symmetries (the identity included).
      this.placements = shape.placements;
      this.symmetries = shape.symmetries;
    }

    // The cells of piece number `piece` as drawn: [x, y, z] on the puzzle's lattice.
    pieceCells(piece) {
      if (!Number.isInteger(piece) || piece < 0 || piece >= this.pieces.length) throw new Error(`no piece ${piece}`);
      return this.pieces[piece].cells.map((cell) => cell.slice());
    }

    // The number of solutions: { count (BigInt), complete, partial, stoppedBy (null, 'solution
    // limit', 'node limit' or 'timeout'), nodes }, as `polyform -c` counts them (the engine's
    // exact count); distinct: one of each class under the board's symmetries (`polyform -c -d`).
    // A count cut short is partial: a lower bound. onProgress: called with { solutions, nodes,
    // fractionDone } every progressInterval nodes (65,536).
    count({ distinct, limit, maxNodes, timeout, onProgress, progressInterval } = {}) {
      const handle = this.#open();
      const distinctFlag = flag(distinct, 'distinct');
      const solutionLimit = wholeNumber(limit, 'limit');
      const nodeLimit = wholeNumber(maxNodes, 'maxNodes');
      const timeoutMs = seconds(timeout) * 1000;
      const interval = onProgress ? wholeNumber(progressInterval, 'progressInterval') || 65536 : 0;
      engine.onProgress = onProgress
        ? (solutions, nodes, fractionDone) => onProgress({ solutions, nodes, fractionDone })
        : null;
      try {
        return counted(parsed(engine._polyform_wasm_count(handle, distinctFlag ? 1 : 0, solutionLimit, nodeLimit,
          timeoutMs, interval)));
      } finally {
        engine.onProgress = null;
      }
    }

    // Whether a solution (a Solution, or its option numbers) is the one of its class that
    // distinct counts and listings keep.
    isCanonical(solution) {
      const handle = this.#open();
      const ids = this.#ids(solution instanceof Solution ? solution.options : solution);
      const answer = withIds(ids, (pointer, count) => engine._polyform_wasm_canonical(handle, pointer, count));
      if (answer < 0) throw outOfMemory();
      return answer === 1;
    }

    // The solutions one at a time (Solution objects), from the library's resumable search, in
    // the order `polyform` lists them: an iterator (for...of, next(), return()) that searches
    // only as far as asked. distinct: the canonical one of each class only; limit: at most this
    // many; maxNodes: at most this many search nodes. After the last, lastStatus says whether the
    // listing was complete ({ count, complete, partial, stoppedBy, nodes }). Leaving the loop,
    // return(), close() and the garbage collection of an iterator dropped unfinished end its
    // search.
    solutions({ distinct, limit, maxNodes } = {}) {
      const handle = this.#open();
      const distinctFlag = flag(distinct, 'distinct');
      const solutionLimit = wholeNumber(limit, 'limit');
      const nodeLimit = wholeNumber(maxNodes, 'maxNodes');
      const listing = withMemory(4, (statusPointer) => {
        const made = engine._polyform_wasm_list(handle, distinctFlag ? 1 : 0, solutionLimit, nodeLimit, statusPointer);
        check(engine.HEAPU32[statusPointer >> 2], 'cannot start the search');
        return made;
      });
      // Batches of 1, 2, 4, ... up to 64 solutions: the first comes as soon as it is found.
      const words = this.board.length + 1;
      let buffer = 0, maximum = 1, batch = [], at = 0, number = 0, released = false, over = false;
      const listings = this.#listings;
      const release = () => {
        if (released) return;
        released = true;
        listings.delete(release);
        engine._polyform_wasm_list_end(listing);
        if (buffer) engine._free(buffer);
      };
      listings.add(release);
      try {
        buffer = allocate(4 * words * 64);
      } catch (error) {
        release();
        throw error;
      }
      const puzzle = this;
      const finish = () => {
        if (!released) {
          const status = parsed(engine._polyform_wasm_list_status(listing));
          release();
          puzzle.lastStatus = counted(status);
        }
        return { value: undefined, done: true };
      };
      return releasingIterator(() => {
        if (at === batch.length) {
          if (over) return finish();
          const written = engine._polyform_wasm_next(listing, buffer, maximum);
          over = written < maximum;
          maximum = Math.min(2 * maximum, 64);
          const heap = engine.HEAPU32;
          batch = [];
          at = 0;
          for (let k = 0, word = buffer >> 2; k < written; k++) {
            const length = heap[word];
            batch.push(Array.from(heap.subarray(word + 1, word + 1 + length)));
            word += 1 + length;
          }
          if (batch.length === 0) return finish();
        }
        return { value: new Solution(puzzle, batch[at++], ++number), done: false };
      }, release, () => released);
    }

    // The exact cover in Knuth's format, as `polyform --emit-dlx` writes it: option k is
    // placement k (Problem.fromKnuth reads it back, for searches of your own).
    toKnuth() {
      const handle = this.#open();
      return withMemory(256, (messagePointer) => {
        const text = engine._polyform_wasm_knuth(handle, messagePointer);
        if (!text) throw new Error(engine.UTF8ToString(messagePointer));
        try {
          return engine.UTF8ToString(text);
        } finally {
          engine._free(text);
        }
      });
    }

    // The drawings of a solution (Solution reads them through this): { svg, text, solution }.
    draw(options, number = 1) {
      const handle = this.#open();
      const ids = this.#ids(options);
      return withIds(ids, (pointer, count) => parsed(engine._polyform_wasm_draw(handle, pointer, count, number)));
    }

    // Frees the engine's memory now (it is freed anyway when the puzzle is garbage collected);
    // its unfinished listings end.
    close() {
      if (this.#free) {
        registry.unregister(this);
        this.#free();
        this.#free = null;
        this.#handle = 0;
      }
    }

    #handle = 0;
    #free = null;
    #listings = new Set();
    #open() {
      if (!this.#handle) throw new Error('the puzzle was closed');
      return this.#handle;
    }
    // Option numbers checked: placements of this puzzle.
    #ids(options) {
      if (options === null || options === undefined || typeof options[Symbol.iterator] !== 'function')
        throw new TypeError('a solution is a list of option numbers');
      return Array.from(options, (id) => {
        if (!Number.isInteger(id) || id < 0 || id >= this.placements)
          throw new RangeError(`option ${String(id)} is no placement of the puzzle (0 to ${this.placements - 1})`);
        return id;
      });
    }
  }

  return {
    Puzzle,
    Solution,
    // The same as new Puzzle(text, options).
    puzzle: (text, options) => new Puzzle(text, options),
  };
}
