// sudoku.js: the sudoku front end in the package (`sudoku` of dlx.js), over sudoku/text_api.h
// compiled into the same WebAssembly module (web/src/sudoku_wasm.c), answering as the `sudoku`
// command reads and answers: solve, count (one puzzle), solveAll, counts (every puzzle of a
// text), generate, rate, shape (what a page drawing the puzzle needs), text (a grid of a shape as
// a puzzle text), hint (what `sudoku --hint` answers). A text or setting refused throws an Error
// with the command's message.
//
// dlx.js calls makeSudoku with the engine and its own helpers; the page's worker runs this file
// as a classic script (web/make_page.mjs drops the word "export").

export function makeSudoku(engine, tools) {
  const { allocate, wholeNumber, textArgument, seed64, outOfMemory } = tools;

  // Calls a sudoku_wasm_* function with strings and numbers, parses its JSON answer, and throws
  // the command's message when the text or a setting is refused.
  function callSudoku(name, args) {
    const pointers = [];
    try {
      const cArgs = args.map((arg) => {
        if (typeof arg !== 'string') return arg;
        const length = engine.lengthBytesUTF8(arg);
        const pointer = allocate(length + 1);
        pointers.push(pointer);
        engine.stringToUTF8(arg, pointer, length + 1);
        return pointer;
      });
      const answerPointer = engine[`_sudoku_wasm_${name}`](...cArgs);
      if (!answerPointer) throw outOfMemory();
      const answer = JSON.parse(engine.UTF8ToString(answerPointer));
      engine._free(answerPointer);
      return answer;
    } finally {
      pointers.forEach((pointer) => engine._free(pointer));
    }
  }
  function settingsOf(options) {
    const text = (value) => (value === undefined || value === null ? '' : String(value));
    return [text(options.name), text(options.size), text(options.boxes), text(options.symbols),
      text(Array.isArray(options.variant) ? options.variant.join(',') : options.variant)];
  }
  function randomSeed() {
    const words = new Uint32Array(2);
    globalThis.crypto.getRandomValues(words);
    return (BigInt(words[0]) << 32n) | BigInt(words[1]);
  }
  function refused(answer) {
    if (answer.error !== null) throw new Error(answer.error);
  }
  // Every puzzle's answer: { line, count (BigInt), complete, stopped, illegal, solution }. For
  // oneFor (the name of a function that answers one puzzle), a text of several is refused before
  // any search.
  function answers(text, options, withSolutions, oneFor = null) {
    const bytes = textArgument(text, 'a puzzle text');
    const answer = callSudoku('solve', [bytes, engine.lengthBytesUTF8(bytes), ...settingsOf(options),
      wholeNumber(options.limit, 'limit'), wholeNumber(options.maxNodes, 'maxNodes'), withSolutions ? 1 : 0,
      oneFor ? 1 : 0]);
    if (answer.puzzles > 0) throw new Error(notOne(answer.puzzles, oneFor));
    refused(answer);
    return answer.answers.map((one) => ({ ...one, count: BigInt(one.count) }));
  }
  function notOne(puzzles, name) {
    return `the text holds ${puzzles} puzzles; sudoku.${name} answers one (sudoku.${name === 'count' ? 'counts' : 'solveAll'} answers each)`;
  }
  // The answer of a text that must hold exactly one puzzle.
  function one(list, name) {
    if (list.length !== 1) throw new Error(notOne(list.length, name));
    return list[0];
  }
  const sudoku = {
    // The answer of every puzzle of the text, in order: { line, count (BigInt), complete,
    // stopped, illegal } (no solution kept). Options as the command's: limit, maxNodes, size,
    // boxes, symbols, variant, and name (for messages).
    counts(text, options = {}) {
      return answers(text, options, false).map(({ solution, ...answer }) => answer);
    },
    // The text's one puzzle: { count (BigInt), complete, stopped, illegal, line }; limit 2 tells
    // a unique puzzle from an ambiguous one.
    count(text, options = {}) {
      const { solution, ...answer } = one(answers(text, options, false, 'count'), 'count');
      return answer;
    },
    // Every puzzle's answer with its first solution (text in the puzzle's own layout, or null)
    // and a count up to 2.
    solveAll(text, options = {}) {
      return answers(text, { ...options, limit: 2 }, true);
    },
    // The solution of the text's one puzzle (the first found when there are several), or null.
    solve(text, options = {}) {
      return one(answers(text, { ...options, limit: 1 }, true, 'solve'), 'solve').solution;
    },
    // count puzzles (default 1), each { puzzle, solution, givens, minimal }, as `sudoku
    // --generate` makes them: size, boxes, symbols, variant, seed (the same seed, the same
    // puzzles; default: a random one), symmetry, givens (N or [min, max]), minimal; killer: killer
    // puzzles (the header with the cage: lines, then the empty grid; symmetry and givens unused).
    generate(options = {}) {
      const givens = options.givens === undefined ? [0, 0]
        : Array.isArray(options.givens) ? options.givens : [options.givens, options.givens];
      const [, size, boxes, symbols, variant] = settingsOf(options);
      const seed = options.seed === undefined ? randomSeed() : seed64(options.seed);
      if (seed === null) throw new Error(`seed must be from 0 to 2^64 - 1, not ${options.seed}`);
      const answer = callSudoku('generate', [size, boxes, symbols, variant,
        String(seed), String(options.symmetry || ''),
        options.minimal ? 1 : 0, wholeNumber(givens[0], 'givens'), wholeNumber(givens[1], 'givens'),
        wholeNumber(options.count === undefined ? 1 : options.count, 'count'), options.killer ? 1 : 0]);
      refused(answer);
      return answer.puzzles;
    },
    // The rating of the first puzzle: { outcome, level, hardest, unique, line, steps: [{
    // technique, text, cell, symbol, eliminations, removed: [{ cell, symbols }], cells, units,
    // symbols }] }, as --rate and --explain say it (units index shape(text).units).
    rate(text, options = {}) {
      const bytes = textArgument(text, 'a puzzle text');
      const answer = callSudoku('rate', [bytes, engine.lengthBytesUTF8(bytes), ...settingsOf(options)]);
      refused(answer);
      delete answer.status;
      delete answer.error;
      delete answer.errorLine;
      return answer;
    },
    // The shape of the first puzzle (SudokuShape of dlx.d.ts): side, boxes, header, symbols,
    // units with their names, pairs, cages, givens and the candidates they leave.
    shape(text, options = {}) {
      const bytes = textArgument(text, 'a puzzle text');
      const answer = callSudoku('shape', [bytes, engine.lengthBytesUTF8(bytes), ...settingsOf(options)]);
      refused(answer);
      const { status, error, errorLine, ...shape } = answer;
      return shape;
    },
    // The text of values (side * side symbols, 0 empty) in shape: its header, then one line of
    // cells, read back by every function here as the same puzzle.
    text(shape, values) {
      const cells = shape.side * shape.side;
      if (!values || values.length !== cells)
        throw new Error(`values must hold ${cells} cells, not ${values ? values.length : values}`);
      const written = Array.from(values, (value, cell) => {
        if (value === 0) return shape.empty;
        if (!Number.isInteger(value) || value < 0 || value > shape.side)
          throw new Error(`cell ${cell}: ${value} is not a symbol from 1 to ${shape.side} or 0`);
        return shape.symbols[value - 1];
      });
      return `${shape.header}${written.join(shape.spaced ? ' ' : '')}\n`;
    },
    // The hint for the first puzzle, read as a partly solved grid (Hint of dlx.d.ts), as
    // `sudoku --hint` gives it; marks: the player's pencil marks, one list of symbols per cell
    // (ignored in filled cells); maxNodes bounds the engine's checks.
    hint(text, options = {}) {
      const bytes = textArgument(text, 'a puzzle text');
      let marks = '';
      if (options.marks !== undefined && options.marks !== null) {
        marks = Array.from(options.marks, (symbols, cell) => {
          let set = 0n;
          for (const symbol of Array.from(symbols)) {
            if (!Number.isInteger(symbol) || symbol < 1 || symbol > 64)
              throw new Error(`marks of cell ${cell}: ${symbol} is not a symbol from 1 to 64`);
            set |= 1n << BigInt(symbol - 1);
          }
          return String(set);
        }).join(' ');
        if (marks === '') marks = ' ';
      }
      const answer = callSudoku('hint', [bytes, engine.lengthBytesUTF8(bytes), ...settingsOf(options),
        wholeNumber(options.maxNodes, 'maxNodes'), marks]);
      refused(answer);
      const { status, error, errorLine, ...hint } = answer;
      return { ...hint, nodes: BigInt(hint.nodes) };
    },
  };

  return sudoku;
}
