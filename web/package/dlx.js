// dlx.js: the JavaScript package of the dlx exact-cover engine, an ES module for Node 20 and the
// browsers, over the engine compiled to WebAssembly (engine.js, built by `make wasm`). The names
// follow the Python package: Problem, addOption, setBounds, count, solutions (the library's
// resumable search, dlx_iterator, suspended in C between two solutions), solve, Problem.fromKnuth,
// toKnuth; the sudoku front end (sudoku/text_api.h) is under `sudoku` (sudoku.js), packing
// puzzles (polyform/polyform.h) under `polyform` (polyform.js). Errors are thrown as Error with the
// library's own message. Counts are BigInt: they never wrap, and a count cut short by a limit or
// a timeout says so (complete: false, stoppedBy).
//
// The page's worker runs this file as a classic script: web/make_page.mjs drops the lines marked
// "module only" and the word "export", and calls makeDlx itself.
import createDlxEngine from './engine.js'; // module only
import { makePolyform } from './polyform.js'; // module only
import { makeSudoku } from './sudoku.js'; // module only

export function makeDlx(engine) {
  const exports = {};
  const resultSize = engine._dlx_wasm_result_size();
  // The library's statuses by number, each named as dlx_status_name names it ('ok',
  // 'stopped_at_solution_limit', 'stopped_by_request', ...): read from the engine, never copied.
  const statusNames = Array.from({ length: engine._dlx_status_count() }, (_, status) =>
    engine.UTF8ToString(engine._dlx_status_name(status)));
  function statusNumber(name) {
    const number = statusNames.indexOf(name);
    if (number < 0) throw new Error(`the engine has no status ${name}`);
    return number;
  }
  const DLX_OK = statusNumber('ok');
  const DLX_STOPPED_BY_REQUEST = statusNumber('stopped_by_request');
  const DLX_PRESELECTED_OPTIONS_CONFLICT = statusNumber('preselected_options_conflict');
  const DLX_ERROR_OUT_OF_MEMORY = statusNumber('error_out_of_memory');
  // An error, not the end of a search (complete, stopped, or preselected options that conflict).
  function failed(status) {
    return status !== DLX_OK && status !== DLX_PRESELECTED_OPTIONS_CONFLICT &&
      !(statusNames[status] || '').startsWith('stopped_');
  }

  function message(status) {
    return engine.UTF8ToString(engine._dlx_strerror(status));
  }
  function check(status, what) {
    if (status !== DLX_OK) throw new Error(what ? `${what}: ${message(status)}` : message(status));
  }
  // size bytes of the engine's memory, or the library's message for memory that ran out.
  function allocate(size) {
    const pointer = engine._malloc(Math.max(size, 4));
    if (!pointer) throw new Error(message(DLX_ERROR_OUT_OF_MEMORY));
    return pointer;
  }
  // Runs body(pointer) with size bytes of the engine's memory, freed afterwards.
  function withMemory(size, body) {
    const pointer = allocate(size);
    try {
      return body(pointer);
    } finally {
      engine._free(pointer);
    }
  }
  function withString(text, body) {
    const length = engine.lengthBytesUTF8(text);
    return withMemory(length + 1, (pointer) => {
      engine.stringToUTF8(text, pointer, length + 1);
      return body(pointer, length);
    });
  }
  function u32(pointer, index) {
    return engine.HEAPU32[(pointer >> 2) + index];
  }
  function u64(pointer, index) {
    return (BigInt(u32(pointer, index + 1)) << 32n) | BigInt(u32(pointer, index));
  }
  // A dlx_wasm_result: status, timed_out, solutions (2 words), nodes (2), first solution length,
  // a count past 2^64 as text, and the plan that ran.
  function readResult(pointer) {
    return {
      status: u32(pointer, 0),
      timedOut: u32(pointer, 1) !== 0,
      solutions: u64(pointer, 2),
      nodes: u64(pointer, 4),
      firstLength: u32(pointer, 6),
      countText: u32(pointer, 7), // a count past 2^64, in decimal (count() frees it)
      plan: planWords(u32(pointer, 8)),
    };
  }
  // The plan of a search (DLX_PLAN_* bits) in the engine's words: "links, trial", "memo", ...
  function planWords(plan) {
    return withMemory(128, (pointer) => {
      engine._dlx_plan_describe(plan, pointer, 128);
      return engine.UTF8ToString(pointer);
    });
  }
  // How a search runs is the engine's options, one table set by name (dlx.h: dlx_set_option),
  // which stay on the solver from one search to the next: every search first puts them all back
  // to their defaults, then sets those it passes, by the table's names and words. The package's
  // arguments memo, symmetry and restarts are the table's own names; the table spells their
  // values 'auto', true and false 'automatic', 'on' and 'off'; weighted is two of its options.
  const WORDS = new Map([['auto', 'automatic'], [true, 'on'], [false, 'off']]);
  const WEIGHTED = { representation: 'bitset', weighted_branching: 'on' };
  function setOptions(solver, options) {
    check(engine._dlx_wasm_reset_options(solver), 'cannot reset the options');
    for (const [name, value] of Object.entries(options))
      withString(name, (namePointer) =>
        withString(value, (valuePointer) =>
          check(engine._dlx_set_option(solver, namePointer, valuePointer), `option ${name}=${value}`)
        )
      );
  }
  // A value as a message shows it: a string quoted, anything else as String() writes it.
  function shown(value) {
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
  }
  // A whole number from 0 to 2^53 (0 for undefined or null): a TypeError names `what` when value
  // is no number, a RangeError when it is out of range.
  function wholeNumber(value, what) {
    if (value === undefined || value === null) return 0;
    const message = `${what} must be a whole number from 0 to 2^53, not ${shown(value)}`;
    const numeric = typeof value === 'number' || typeof value === 'bigint' ||
      (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))); // true is no count
    if (!numeric) throw new TypeError(message);
    const number = Number(value);
    if (!Number.isSafeInteger(number) || number < 0) throw new RangeError(message);
    return number;
  }
  // A bound of setBounds, or a number of items: a whole number from 0 to 2^30, the library's most.
  const MAXIMUM_COUNT = 2 ** 30;
  function upTo2To30(value, what) {
    const number = wholeNumber(value, what);
    if (number > MAXIMUM_COUNT)
      throw new RangeError(`${what} must be from 0 to 2^30 (${MAXIMUM_COUNT}), not ${shown(value)}`);
    return number;
  }
  // A timeout in seconds, as the Python package takes it: none for undefined or null, else a
  // positive number.
  function seconds(timeout) {
    if (timeout === undefined || timeout === null) return 0;
    const message = `timeout must be a positive number of seconds, not ${shown(timeout)}`;
    if (typeof timeout !== 'number' && typeof timeout !== 'bigint') throw new TypeError(message);
    if (!(Number(timeout) > 0)) throw new RangeError(message);
    return Number(timeout);
  }
  // A text argument: strings only (String(null) would be read as the text "null").
  function textArgument(text, what) {
    if (typeof text !== 'string')
      throw new TypeError(`${what} must be a string, not ${text === null ? 'null' : typeof text}`);
    return text;
  }
  // A seed: a whole number, BigInt or decimal string from 0 to 2^64 - 1 (what the library takes),
  // else null.
  function seed64(value) {
    const whole = typeof value === 'bigint' || (typeof value === 'number' && Number.isSafeInteger(value)) ||
      (typeof value === 'string' && /^[0-9]{1,20}$/.test(value));
    const seed = whole ? BigInt(value) : -1n;
    return seed < 0n || seed >= 1n << 64n ? null : seed;
  }
  // The seed of solve({ restarts }): null for none (undefined, null or false), 1n for true, else a
  // seed (seed64).
  function restartSeed(restarts) {
    if (restarts === undefined || restarts === null || restarts === false) return null;
    if (restarts === true) return 1n;
    const seed = seed64(restarts);
    if (seed === null) throw new Error(`restarts must be true or a seed from 0 to 2^64 - 1, not ${restarts}`);
    return seed;
  }
  // count({ symmetry, memo }) in the words of the engine's table: 'auto' (the default)
  // 'automatic', true 'on', false 'off'.
  function automaticSwitch(value, what) {
    if (value === undefined) return 'automatic';
    if (WORDS.has(value)) return WORDS.get(value);
    throw new Error(`${what} must be 'auto', true or false, not ${String(value)}`);
  }
  // count({ weighted }) and solutions({ weighted }): false (the default) or true.
  function flag(value, what) {
    if (value === undefined || value === false) return 0;
    if (value === true) return 1;
    throw new Error(`${what} must be true or false, not ${String(value)}`);
  }
  // Why a search stopped: null when it did not, 'timeout' or 'request', else the status's name
  // without 'stopped_at_' or 'stopped_by_' ('solution limit', 'node limit', 'callback'), or for an
  // error its description.
  function stoppedBy(status, timedOut) {
    if (status === DLX_OK || status === DLX_PRESELECTED_OPTIONS_CONFLICT) return null;
    if (status === DLX_STOPPED_BY_REQUEST) return timedOut ? 'timeout' : 'request';
    const name = statusNames[status] || '';
    if (!name.startsWith('stopped_')) return message(status);
    return name.replace(/^stopped_(at|by)_/, '').replace(/_/g, ' ');
  }

  const registry =
    typeof FinalizationRegistry === 'function'
      ? new FinalizationRegistry((free) => free())
      : { register() {}, unregister() {} };

  // An iterator over solutions that `step` hands out one at a time, which frees its search
  // (`release`) when the search ends, when a loop leaves it early (return, throw), when step
  // throws, or when the iterator is collected; `released` says whether it was freed.
  function releasingIterator(step, release, released) {
    const iterator = {
      next() {
        if (released()) return { value: undefined, done: true };
        try {
          return step();
        } catch (error) {
          release();
          throw error;
        }
      },
      return(value) {
        release();
        return { value, done: true };
      },
      throw(error) {
        release();
        throw error;
      },
      [Symbol.iterator]() {
        return this;
      },
    };
    registry.register(iterator, release, iterator);
    return iterator;
  }

  class Problem {
    // new Problem(primary, secondary): each a list of item names or a number of items (named
    // "i0", "i1", ... in toKnuth, numbered from 0 over primary then secondary items).
    constructor(primary, secondary = 0) {
      if (primary === FROM_KNUTH) return;
      const primaryItems = Problem.#items(primary, 0, 'primary');
      const secondaryItems = Problem.#items(secondary, primaryItems.length, 'secondary');
      // The engine first: it refuses a problem too large for it before the names are made.
      this.#solver = withMemory(4, (pointer) => {
        check(
          engine._dlx_create(pointer, primaryItems.length, secondaryItems.length),
          'cannot create the problem'
        );
        return u32(pointer, 0);
      });
      this.#register();
      this.#setUp(primaryItems.names(), secondaryItems.names());
    }

    // A problem read from Knuth's format (DLX1/DLX2/DLX3 text: items, colors, bounds; DLX5's
    // option costs, |n); a
    // malformed text throws an Error naming its line, column and problem.
    static fromKnuth(text) {
      const problem = new Problem(FROM_KNUTH);
      const knuth = withString(textArgument(text, 'the Knuth text'), (pointer, length) =>
        withMemory(256, (messagePointer) => {
          const handle = engine._dlx_wasm_knuth_read(pointer, length, messagePointer);
          if (!handle) throw new Error(engine.UTF8ToString(messagePointer));
          return handle;
        })
      );
      const solver = engine._dlx_knuth_solver(knuth);
      const primaryCount = engine._dlx_primary_count(solver);
      const names = [];
      for (let item = 0; item < engine._dlx_knuth_item_count(knuth); item++)
        names.push(engine.UTF8ToString(engine._dlx_knuth_item_name(knuth, item)));
      problem.#setUp(names.slice(0, primaryCount), names.slice(primaryCount));
      problem.#knuth = knuth;
      problem.#solver = solver;
      for (let color = 1; color <= engine._dlx_knuth_color_count(knuth); color++)
        problem.#colorNumber(engine.UTF8ToString(engine._dlx_knuth_color_name(knuth, color)));
      for (let option = 0; option < engine._dlx_option_count(solver); option++)
        problem.#optionTexts.push(
          engine.UTF8ToString(engine._dlx_knuth_option_text(knuth, option))
        );
      problem.#register();
      return problem;
    }

    get primaryCount() {
      return this.#primaryNames.length;
    }
    get secondaryCount() {
      return this.#secondaryNames.length;
    }
    get optionCount() {
      return this.#optionTexts.length;
    }
    // The item names, primary then secondary.
    get items() {
      return [...this.#primaryNames, ...this.#secondaryNames];
    }
    // Option id's items as Knuth's format spells them ("a d x:red").
    optionText(id) {
      const text = this.#optionTexts[id];
      if (text === undefined) throw new Error(`no option ${id}`);
      return text;
    }

    // Adds an option: a list of items, each a name, a number, or (secondary items only) a name
    // with a color, "x:red"; or [item, color] pairs. cost: what the option adds to a solution's
    // cost in solveCheapest (a whole number from 0 to 2^32 - 1; 0 when absent), written "|cost"
    // at the end of its text as in Knuth's DLX5. Returns the option's id (0, 1, ...).
    addOption(items, { cost } = {}) {
      const optionCost = wholeNumber(cost, 'cost');
      if (optionCost > 0xffffffff) throw new Error(`cost must be from 0 to 2^32 - 1, not ${cost}`);
      const numbers = [];
      const colors = [];
      const tokens = [];
      for (const entry of items) {
        let item = entry;
        let color = null;
        if (Array.isArray(entry)) [item, color] = entry;
        else if (typeof entry === 'string' && entry.includes(':') && !this.#index.has(entry))
          [item, color] = [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)];
        const number = this.#itemNumber(item);
        numbers.push(number);
        colors.push(color === null || color === undefined ? 0 : this.#colorNumber(String(color)));
        tokens.push(this.#nameOf(number) + (color === null || color === undefined ? '' : `:${color}`));
      }
      const id = withMemory(8 * numbers.length + 4, (pointer) => {
        const base = pointer >> 2;
        numbers.forEach((number, k) => {
          engine.HEAPU32[base + k] = number;
          engine.HEAPU32[base + numbers.length + k] = colors[k];
        });
        const idPointer = pointer + 8 * numbers.length;
        check(
          engine._dlx_add_colored_option(
            this.#handle(), pointer, pointer + 4 * numbers.length, numbers.length, idPointer
          ),
          `cannot add option ${tokens.join(' ')}`
        );
        return u32(idPointer, 0);
      });
      if (optionCost)
        check(engine._dlx_wasm_set_option_cost(this.#handle(), id, optionCost), 'cannot set the cost');
      this.#optionTexts.push(tokens.join(' ') + (optionCost ? ` |${optionCost}` : ''));
      return id;
    }

    // The cost of option id (0 unless addOption, or a |n token of Knuth's DLX5, gave it one).
    optionCost(id) {
      if (!Number.isInteger(id) || id < 0 || id >= this.#optionTexts.length)
        throw new Error(`no option ${id}`);
      return engine._dlx_wasm_option_cost(this.#handle(), id);
    }

    // The k cheapest solutions (Knuth's DLX5 branch and bound): { solutions: [{ cost (BigInt),
    // options (ids, the preselected first) }], cheapest first, complete, stoppedBy (null or
    // 'node limit'), nodes (BigInt) }. complete: they are proven the k cheapest (fewer when there
    // are fewer solutions); else they are the best found before maxNodes cut the search short.
    // Among equal costs the search keeps those it finds first, the same on every run.
    // preselected: option ids every solution must contain (their costs included).
    solveCheapest({ k = 1, maxNodes, preselected = [] } = {}) {
      const kept = wholeNumber(k, 'k');
      if (kept < 1) throw new Error(`k must be at least 1, not ${k}`);
      this.#handle();
      const ids = Array.from(preselected, (id) => wholeNumber(id, 'a preselected option'));
      const nodeLimit = wholeNumber(maxNodes, 'maxNodes');
      const { solver, copied } = this.#take();
      try {
        return this.#cheapest(solver, kept, nodeLimit, ids);
      } finally {
        if (copied) engine._dlx_destroy(solver);
      }
    }
    #cheapest(solver, kept, nodeLimit, ids) {
      return withMemory(resultSize + 4 + 4 * ids.length, (pointer) => {
        const lengthPointer = pointer + resultSize;
        const idsPointer = lengthPointer + 4;
        ids.forEach((id, index) => {
          engine.HEAPU32[(idsPointer >> 2) + index] = id;
        });
        setOptions(solver, {});
        const words = engine._dlx_wasm_cheapest(
          solver, kept, nodeLimit, idsPointer, ids.length, lengthPointer,
          pointer
        );
        try {
          const result = readResult(pointer);
          if (failed(result.status)) check(result.status);
          const solutions = [];
          const length = u32(lengthPointer, 0);
          for (let word = 0; word < length; ) {
            const at = (words >> 2) + word;
            const cost = (BigInt(engine.HEAPU32[at + 1]) << 32n) | BigInt(engine.HEAPU32[at]);
            const size = engine.HEAPU32[at + 2];
            solutions.push({ cost, options: Array.from(engine.HEAPU32.subarray(at + 3, at + 3 + size)) });
            word += 3 + size;
          }
          return {
            solutions,
            complete: result.status === DLX_OK || result.status === DLX_PRESELECTED_OPTIONS_CONFLICT,
            stoppedBy: stoppedBy(result.status, false),
            nodes: result.nodes,
            plan: result.plan,
          };
        } finally {
          if (words) engine._free(words);
        }
      });
    }

    // Primary item `item` (name or number) must be covered by lower to upper options.
    setBounds(item, lower, upper = lower) {
      const number = this.#itemNumber(item);
      check(
        engine._dlx_set_item_bounds(
          this.#handle(), number, upTo2To30(lower, 'lower'), upTo2To30(upper, 'upper')
        ),
        `cannot bound item ${this.#nameOf(number)}`
      );
    }
    // [lower, upper] of a primary item.
    bounds(item) {
      const number = this.#itemNumber(item);
      return withMemory(8, (pointer) => {
        check(engine._dlx_item_bounds(this.#handle(), number, pointer, pointer + 4));
        return [u32(pointer, 0), u32(pointer, 1)];
      });
    }

    // Counts the solutions without listing them: { count (BigInt), complete, stoppedBy (null,
    // 'solution limit', 'node limit' or 'timeout'), nodes (BigInt) }. limit: stop at this many
    // solutions; maxNodes: at this many nodes; timeout: after this many seconds; onProgress:
    // called with { solutions, nodes, fractionDone } every progressInterval nodes (65,536).
    // weighted: true branches by weights as `dlx --weighted` does, without the memo.
    count({ limit, maxNodes, timeout, onProgress, progressInterval, symmetry, memo, weighted } = {}) {
      const weightedSetting = flag(weighted, 'weighted');
      const memoSetting = automaticSwitch(memo, 'memo');
      if (weightedSetting && memoSetting === 'on')
        throw new Error('memo: true and weighted: true do not go together: the memo counts with a search of its own');
      const options = { symmetry: automaticSwitch(symmetry, 'symmetry') };
      if (weightedSetting) Object.assign(options, WEIGHTED);
      options.memo = weightedSetting ? 'off' : memoSetting;
      return this.#search({ limit, maxNodes, timeout, onProgress, progressInterval, options }, false);
    }

    // The first solution found, as a list of option ids, or null when there is none. restarts: a
    // seed (or true for 1) to search with the library's randomised restarts (`dlx --restarts`),
    // for problems whose plain search takes long to find a first solution; null still means none.
    solve({ maxNodes, timeout, restarts } = {}) {
      const seed = restartSeed(restarts);
      const options = seed === null ? {} : { restarts: 'on', restart_seed: String(seed) };
      const answer = this.#search({ limit: 1, maxNodes, timeout, options }, true);
      if (answer.first) return answer.first;
      if (!answer.complete) throw new Error(`search stopped (${answer.stoppedBy}) before a solution`);
      return null;
    }

    // The solutions one at a time, each a list of option ids, from the library's resumable search:
    // an iterator (for...of, next(), return()) whose search stays suspended between two steps.
    // limit, maxNodes: as for count. While it is suspended the problem's own solver is busy:
    // other searches (count, solve, solveCheapest, solutions) run on a copy of the problem, as in
    // the Python package, and adding options or bounds throws. Leaving the loop (break, an
    // exception), return(), the end of the listing, close() and the garbage collection of an
    // iterator dropped unfinished each end its search. After the last solution, lastStatus says
    // whether the listing was complete.
    solutions({ limit, maxNodes, symmetry, weighted } = {}) {
      const options = { symmetry: automaticSwitch(symmetry, 'symmetry') };
      if (flag(weighted, 'weighted')) Object.assign(options, WEIGHTED);
      const solutionLimit = wholeNumber(limit, 'limit');
      const nodeLimit = wholeNumber(maxNodes, 'maxNodes');
      const { solver, copied } = this.#take();
      const listings = this.#listings;
      // The solutions come in batches (dlx_wasm_iterator_fill), 1, 2, 4, ... up to 1,024 at a
      // time, so that the first comes as soon as it is found and a loop left early costs at most
      // twice the search it used. held: the solution that did not fit the buffer.
      let iterator = 0, pointers = 0, buffer = 0, capacity = 1 << 14, maximum = 1;
      let at = 0, left = 0, released = false;
      const release = () => {
        if (released) return;
        released = true;
        listings.live.delete(release);
        if (iterator) engine._dlx_iterator_destroy(iterator);
        if (copied) engine._dlx_destroy(solver);
        else listings.busy--;
        engine._free(pointers);
        engine._free(buffer);
      };
      if (!copied) listings.busy++;
      listings.live.add(release);
      try {
        setOptions(solver, options);
        iterator = withMemory(4, (statusPointer) => {
          const handle = engine._dlx_wasm_iterator_create(solver, solutionLimit, nodeLimit, statusPointer);
          check(u32(statusPointer, 0), 'cannot start the search');
          return handle;
        });
        pointers = allocate(8 + resultSize);
        buffer = allocate(4 * capacity);
        engine.HEAPU32[(pointers >> 2) + 1] = 0;
      } catch (error) {
        release();
        throw error;
      }
      const problem = this;
      // The listing ended: its status kept, its search freed.
      const finish = () => {
        engine._dlx_wasm_iterator_status(iterator, pointers + 8);
        const result = readResult(pointers + 8);
        problem.lastStatus = {
          count: result.solutions,
          complete: result.status === DLX_OK || result.status === DLX_PRESELECTED_OPTIONS_CONFLICT,
          stoppedBy: stoppedBy(result.status, false),
          nodes: result.nodes,
        };
        release();
        if (failed(result.status)) check(result.status);
        return { value: undefined, done: true };
      };
      return releasingIterator(() => {
        while (left === 0) {
          const written = engine._dlx_wasm_iterator_fill(iterator, buffer, capacity, maximum, pointers);
          maximum = Math.min(2 * maximum, 1024);
          if (written === 0) return finish();
          if (written < 0) {
            capacity = engine.HEAPU32[(pointers >> 2) + 1];
            engine._free(buffer);
            buffer = 0; // freed: release() must not free it again if allocate throws
            buffer = allocate(4 * capacity);
            continue;
          }
          at = buffer >> 2;
          left = written;
        }
        const heap = engine.HEAPU32; // read again: the loop's body may have grown the memory
        const solution = new Array(heap[at++]);
        for (let k = 0; k < solution.length; k++) solution[k] = heap[at++];
        left--;
        return { value: solution, done: false };
      }, release, () => released);
    }

    // The problem in Knuth's format, as the library writes it (dlx_knuth_write, as the Python
    // package does): the item line (bounds as "b|name" when both are b, else "a:b|name"), then one
    // line per option, its items as the problem holds them and its cost last ("|n").
    // Problem.fromKnuth(problem.toKnuth()) is the same problem. What the format cannot carry (a
    // name empty, or with white space, ':', '|' or a control character inside; two items or
    // colors of one name; an option without a primary item) throws an Error that says why.
    toKnuth() {
      const solver = this.#handle();
      const items = [...this.#primaryNames, ...this.#secondaryNames];
      const colors = [...this.#colors.keys()]; // colors 1, 2, ... in the order they were numbered
      const names = [...items, ...colors];
      // A C string ends at its first NUL: such a name is refused here, as the library would.
      const cut = names.findIndex((name) => name.includes('\0'));
      if (cut >= 0) {
        const what = cut < items.length ? 'item' : 'color';
        throw new Error(
          `${what} name ${JSON.stringify(names[cut])} cannot be written in Knuth's format: a control character inside`
        );
      }
      // The pointers (items, then a NULL for color 0 and the colors), the message, the names.
      const sizes = names.map((name) => engine.lengthBytesUTF8(name) + 1);
      const pointerBytes = 4 * (names.length + 1);
      const total = pointerBytes + 256 + sizes.reduce((sum, size) => sum + size, 0);
      return withMemory(total, (block) => {
        const messagePointer = block + pointerBytes;
        let at = messagePointer + 256;
        engine.HEAPU32[(block >> 2) + items.length] = 0;
        names.forEach((name, k) => {
          engine.stringToUTF8(name, at, sizes[k]);
          engine.HEAPU32[(block >> 2) + (k < items.length ? k : k + 1)] = at;
          at += sizes[k];
        });
        const text = engine._dlx_wasm_knuth_write(
          solver, block, block + 4 * items.length, colors.length, messagePointer
        );
        if (!text) throw new Error(engine.UTF8ToString(messagePointer));
        try {
          return engine.UTF8ToString(text);
        } finally {
          engine._free(text);
        }
      });
    }

    // Frees the engine's memory now (it is freed anyway when the problem is garbage collected).
    close() {
      if (this.#free) {
        registry.unregister(this);
        this.#free();
        this.#free = null;
        this.#solver = 0;
      }
    }

    #solver = 0;
    #knuth = 0;
    #free = null;
    // The listings (solutions()) of the problem: busy, how many are suspended on its own solver;
    // live, the function that ends each one not ended yet.
    #listings = { busy: 0, live: new Set() };
    #primaryNames = [];
    #secondaryNames = [];
    #index = new Map();
    #colors = new Map();
    #optionTexts = [];

    // The items of a list of names, or of a number of items ("i0", "i1", ... numbered from
    // `first`): { length, names() }, the names of a number made only when asked for, once the
    // engine has taken the count.
    static #items(spec, first, what) {
      if (typeof spec === 'number' || typeof spec === 'bigint') {
        const count = Number(spec);
        if (!Number.isSafeInteger(count) || count < 0 || count > MAXIMUM_COUNT)
          throw new RangeError(
            `${what} must be a number of items from 0 to 2^30 (${MAXIMUM_COUNT}) or a list of names, not ${spec}`
          );
        return { length: count, names: () => Array.from({ length: count }, (_, k) => `i${first + k}`) };
      }
      if (spec === null || spec === undefined || typeof spec[Symbol.iterator] !== 'function')
        throw new TypeError(`${what} must be a number of items or a list of names, not ${shown(spec)}`);
      const names = Array.from(spec, String);
      return { length: names.length, names: () => names };
    }
    #setUp(primaryNames, secondaryNames) {
      this.#primaryNames = primaryNames;
      this.#secondaryNames = secondaryNames;
      [...primaryNames, ...secondaryNames].forEach((name, number) => {
        if (this.#index.has(name)) throw new Error(`item ${name} named twice`);
        this.#index.set(name, number);
      });
    }
    #register() {
      const [solver, knuth, listings] = [this.#solver, this.#knuth, this.#listings];
      // The listings first: each frees its search, which the solver must outlive.
      this.#free = () => {
        for (const release of [...listings.live]) release();
        if (knuth) engine._dlx_knuth_destroy(knuth);
        else engine._dlx_destroy(solver);
      };
      registry.register(this, this.#free, this);
    }
    #handle() {
      if (!this.#solver) throw new Error('the problem was closed');
      return this.#solver;
    }
    // The solver a search runs on: the problem's own, or, while a listing keeps that one busy, a
    // copy (copied: true), which the caller destroys when the search is over.
    #take() {
      const solver = this.#handle();
      if (this.#listings.busy === 0) return { solver, copied: false };
      const copy = withMemory(4, (statusPointer) => {
        const handle = engine._dlx_wasm_copy(solver, statusPointer);
        check(u32(statusPointer, 0), 'cannot copy the problem for a second search');
        return handle;
      });
      return { solver: copy, copied: true };
    }
    #itemNumber(item) {
      if (typeof item === 'number') {
        if (!Number.isInteger(item) || item < 0 || item >= this.#index.size)
          throw new Error(`no item ${item}`);
        return item;
      }
      const number = this.#index.get(String(item));
      if (number === undefined) throw new Error(`unknown item '${item}'`);
      return number;
    }
    #nameOf(number) {
      const primary = this.#primaryNames.length;
      return number < primary ? this.#primaryNames[number] : this.#secondaryNames[number - primary];
    }
    #colorNumber(name) {
      if (!this.#colors.has(name)) this.#colors.set(name, this.#colors.size + 1);
      return this.#colors.get(name);
    }
    // A search by dlx_solve, with the options of the engine's table (setOptions) by name.
    #search({ limit, maxNodes, timeout, onProgress, progressInterval, options = {} }, keepFirst) {
      this.#handle();
      const timeoutMs = seconds(timeout) * 1000;
      const solutionLimit = wholeNumber(limit, 'limit');
      const nodeLimit = wholeNumber(maxNodes, 'maxNodes');
      const capacity = keepFirst ? this.#index.size + 1 : 0;
      const interval = onProgress ? wholeNumber(progressInterval, 'progressInterval') || 65536 : 0;
      const { solver, copied } = this.#take();
      engine.onProgress = onProgress
        ? (solutions, nodes, fractionDone) => onProgress({ solutions, nodes, fractionDone })
        : null;
      try {
        setOptions(solver, options);
        return withMemory(resultSize + 4 * capacity, (pointer) => {
          const first = capacity ? pointer + resultSize : 0;
          engine._dlx_wasm_count(solver, solutionLimit, nodeLimit, timeoutMs, interval, first, capacity, pointer);
          const result = readResult(pointer);
          if (result.countText) {
            result.solutions = BigInt(engine.UTF8ToString(result.countText));
            engine._free(result.countText);
          }
          if (failed(result.status)) check(result.status);
          const answer = {
            count: result.solutions,
            complete: result.status === DLX_OK || result.status === DLX_PRESELECTED_OPTIONS_CONFLICT,
            stoppedBy: stoppedBy(result.status, result.timedOut),
            nodes: result.nodes,
            plan: result.plan,
          };
          if (keepFirst && result.solutions > 0n)
            answer.first = Array.from(
              engine.HEAPU32.subarray(first >> 2, (first >> 2) + result.firstLength)
            );
          return answer;
        });
      } finally {
        engine.onProgress = null;
        if (copied) engine._dlx_destroy(solver);
      }
    }
  }
  const FROM_KNUTH = Symbol('fromKnuth');

  const outOfMemory = () => new Error(message(DLX_ERROR_OUT_OF_MEMORY));
  exports.sudoku = makeSudoku(engine, { allocate, wholeNumber, textArgument, seed64, outOfMemory });
  exports.polyform = makePolyform(engine, {
    allocate, withMemory, withString, wholeNumber, seconds, textArgument, stoppedBy, failed, check, registry,
    releasingIterator, outOfMemory,
  });
  exports.Problem = Problem;
  exports.version = engine.UTF8ToString(engine._dlx_version());
  exports.engine = engine;
  return exports;
}

const dlx = makeDlx(await createDlxEngine()); // module only
export const { Problem, sudoku, polyform, version } = dlx; // module only
export default dlx; // module only
