/* text_api.h: the sudoku front end as text in, text and numbers out, for the bindings (Python,
 * WebAssembly) that cannot hand C structures around: count the solutions of the puzzles of a text,
 * give the first solution of each in the puzzle's own layout, generate puzzles as text, rate a
 * puzzle with its steps. A text is read exactly as the `sudoku` command reads a file (any layout,
 * size, header and variant; sudoku/grid_reader.h), and its errors are reported with the message
 * the command prints, "NAME:LINE: problem", NAME being the settings' name ("<string>" when NULL).
 * Everything before a bad part of a text is still answered. No printing, no exit, no global state:
 * a sudoku_text_context holds the solver of the last geometry, so that a binding solving many
 * puzzles one call each builds it once; one context serves one thread at a time.
 *
 * Every function returns DLX_OK, DLX_ERROR_BAD_FORMAT (the text or a setting is wrong: the error's
 * message says what and where), DLX_STOPPED_BY_REQUEST (the stop request cut the work short: what
 * was done before is kept), DLX_ERROR_NULL_ARGUMENT or DLX_ERROR_OUT_OF_MEMORY. */
#ifndef SUDOKU_TEXT_API_H
#define SUDOKU_TEXT_API_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dlx/dlx.h"

/* What the command-line options would say, for a text without a header, and the limits of the
 * searches. Zero-initialise and set what you need. */
typedef struct sudoku_text_settings {
  const char *name;     /* names the text in messages; NULL: "<string>" */
  const char *size;     /* --size: "16", "6x6" ... ; NULL: 9 */
  const char *boxes;    /* --boxes: "2x3", "none"; NULL: the size's usual boxes */
  const char *symbols;  /* --symbols: "digits", "hex", "letters", ...; NULL: detected */
  const char *variant;  /* --variant: "x", "windoku,anti-king", ...; NULL: none */
  uint64_t limit;       /* count at most this many solutions of each puzzle; 0: every one */
  uint64_t node_limit;  /* stop each search after this many nodes; 0: none */
  const dlx_stop *stop; /* raised (dlx_request_stop), stops the work soon after; NULL: none */
  bool one_puzzle;      /* sudoku_text_solve: a text of more puzzles than one is refused before any
                           search (DLX_ERROR_BAD_FORMAT, the error's `puzzles` saying how many) */
} sudoku_text_settings;

/* Where and why a text (or a setting) was refused: line is 0 for a setting; message is the whole
 * line the command would print after its name, e.g. "<string>:3: row 3 has 8 cells, expected 9"
 * or "unknown variant 'y'". */
typedef struct sudoku_text_error {
  unsigned long line;
  char message[320];
  size_t puzzles; /* with one_puzzle, the puzzles of a text refused for holding more; else 0 */
} sudoku_text_error;

typedef struct sudoku_text_context sudoku_text_context;

/* NULL when out of memory. */
sudoku_text_context *sudoku_text_context_create(void);
void sudoku_text_context_destroy(sudoku_text_context *context);

/* The answer to one puzzle of a text. */
typedef struct sudoku_text_answer {
  unsigned long line; /* the line the puzzle starts on, from 1 */
  uint64_t solutions; /* exact when complete, else a lower bound */
  bool complete;      /* false: the solution limit, the node limit or a stop cut the count */
  bool stopped;       /* the node limit or a stop request (not the solution limit) cut it */
  bool illegal;       /* the givens break a rule (solutions 0) */
  char *solution;     /* the first solution found, in the puzzle's layout ('\n' after each
                         line); NULL when none was found or none was asked for */
} sudoku_text_answer;

typedef struct sudoku_text_answers {
  sudoku_text_answer *answers;
  size_t count;
} sudoku_text_answers;

/* Answers every puzzle of text[0 .. length-1] (text need not end with NUL), in order, with the
 * first solution of each when with_solutions. On DLX_ERROR_BAD_FORMAT *answers still holds the
 * answers of the puzzles before the bad part; a stop request ends the answers after the puzzle it
 * cut short. *answers is always set (freed with sudoku_text_answers_free), context may be NULL (a
 * new solver for the call). */
dlx_status sudoku_text_solve(sudoku_text_context *context, const char *text, size_t length,
                             const sudoku_text_settings *settings, bool with_solutions,
                             sudoku_text_answers *answers, sudoku_text_error *error);
void sudoku_text_answers_free(sudoku_text_answers *answers);

/* What to generate: as the options of `sudoku --generate`. */
typedef struct sudoku_text_generation {
  uint64_t seed;
  uint64_t first_index; /* puzzle k draws from stream k of the seed, as --generate does; 0: 1 */
  const char *symmetry; /* "none", "rotate180", "rotate90", "mirror", "diagonal", "random";
                           NULL: none */
  bool minimal;         /* prove every puzzle minimal (killer: minimal in cages) */
  bool killer;          /* killer puzzles as --killer makes them: cages with sums, no givens;
                           the puzzle text holds the cage: lines (symmetry and givens ignored) */
  unsigned fewest_givens, most_givens; /* --givens=MIN-MAX; 0 and 0: no target */
} sudoku_text_generation;

typedef struct sudoku_text_puzzle {
  char *puzzle;   /* one line of cells ('.' empty) after the geometry's header lines, if any, so
                     that the text reads back as the same puzzle whatever the settings */
  char *solution; /* the same for its solution */
  unsigned givens;
  bool minimal; /* proved minimal */
} sudoku_text_puzzle;

typedef struct sudoku_text_puzzles {
  sudoku_text_puzzle *puzzles;
  size_t count;
} sudoku_text_puzzles;

/* Generates count puzzles of the settings' geometry (its limits are ignored, its stop request
 * honoured). A request that cannot be met (no full grid exists, too few givens, none reached
 * within the attempts) is DLX_ERROR_BAD_FORMAT with the message the command prints; a stop is
 * DLX_STOPPED_BY_REQUEST; either way *puzzles holds the puzzles made before. */
dlx_status sudoku_text_generate(const sudoku_text_settings *settings,
                                const sudoku_text_generation *generation, size_t count,
                                sudoku_text_puzzles *puzzles, sudoku_text_error *error);
void sudoku_text_puzzles_free(sudoku_text_puzzles *puzzles);

#define SUDOKU_TEXT_MAX_SIDE 64
#define SUDOKU_TEXT_STEP_MAX_CELLS 16
#define SUDOKU_TEXT_STEP_MAX_UNITS 8
#define SUDOKU_TEXT_HINT_MAX_CELLS 16

/* A cell (row * side + column) and symbols (bit s - 1 for symbol s). */
typedef struct sudoku_text_elimination {
  uint16_t cell;
  uint64_t symbols;
} sudoku_text_elimination;

/* One step of a rating or a hint. */
typedef struct sudoku_text_step {
  const char *technique; /* "hidden single", ...: static */
  char *text;            /* the line --explain prints: "hidden single: r3c5 = 7 in box 2" */
  int cell;              /* singles and guesses: the cell filled (row * side + column), else -1 */
  unsigned symbol;       /* its symbol, 1..side */
  size_t elimination_count;
  sudoku_text_elimination *eliminations; /* elimination_count cells, each with the candidates the
                                            step removes from it */
  uint64_t symbols;                      /* the symbols the pattern reasons about (bit s - 1) */
  unsigned cell_count;                   /* the cells of the pattern (subsets, wings; pivot first) */
  uint16_t cells[SUDOKU_TEXT_STEP_MAX_CELLS];
  unsigned unit_count; /* the units it reasons about, as indices into sudoku_text_shape's units */
  uint16_t units[SUDOKU_TEXT_STEP_MAX_UNITS];
} sudoku_text_step;

typedef struct sudoku_text_rating {
  const char *outcome; /* "solved", "illegal", "no solution", "gave up", "stopped": static */
  const char *level;   /* "simple" ... "diabolical", NULL unless solved (or stopped after a step:
                          then at least this level) */
  const char *hardest; /* the hardest technique used, NULL when none */
  bool unique;         /* solved: the puzzle has exactly one solution */
  char *line;          /* the line --rate prints, without the engine's nodes */
  sudoku_text_step *steps;
  size_t step_count;
  const char *unsupported; /* not NULL: the geometry's rule the rater does not know (static) */
} sudoku_text_rating;

/* Rates the first puzzle of the text (DLX_ERROR_BAD_FORMAT when it holds none). */
dlx_status sudoku_text_rate(const char *text, size_t length, const sudoku_text_settings *settings,
                            sudoku_text_rating *rating, sudoku_text_error *error);
void sudoku_text_rating_free(sudoku_text_rating *rating);

/* ---- The shape of a puzzle, for drawing it and playing on it --------------------------------

 * Everything a program drawing a puzzle needs, read from the first puzzle of a text as the command
 * reads it, so that no program parses a header: the side, the boxes or jigsaw regions, every unit
 * with the name explanations give it (steps and hints refer to units by their index here), the
 * variants' pairs, the killer cages, the givens and the candidates they leave. */
typedef struct sudoku_text_cage {
  unsigned sum;
  unsigned size; /* cells */
  uint16_t cells[SUDOKU_TEXT_MAX_SIDE];
} sudoku_text_cage;

typedef struct sudoku_text_shape {
  unsigned long line;             /* the line the puzzle starts on */
  unsigned side;                  /* n: n x n cells, symbols 1..n */
  unsigned box_rows, box_columns; /* the boxes; 0 and 0 when there are none (Latin square, jigsaw) */
  char *header;     /* the lines ("size: 16\n", "variant: x\n", "regions:" and its map, "cage: "
                       lines) that, before one line of cells, read back as this geometry whatever
                       the settings; "" for the classic sudoku */
  char symbol_texts[SUDOKU_TEXT_MAX_SIDE][4]; /* symbol s is written symbol_texts[s - 1] */
  bool spaced;        /* a line of cells separates them with one space (the numbers alphabet) */
  char empty_text[2]; /* an empty cell in a line of cells: "." ("0" when spaced) */
  char variants[96];  /* the variants' names, comma separated ("x,anti-king"); "" for none */
  uint8_t *region_of_cell; /* side * side: the box or jigsaw region (0..side-1) of each cell;
                              NULL when there are none */
  unsigned unit_count;     /* every unit: rows, columns, boxes or jigsaw regions, diagonals,
                              windoku boxes, header regions, in that order */
  uint16_t *unit_cells;    /* unit_count * side cells */
  const char **unit_kinds; /* "row", "column", "box", "jigsaw region", "diagonal", "anti-diagonal",
                              "windoku box", "region": static */
  char (*unit_names)[32];  /* as explanations name them: "row 3", "windoku box 2", "anti-diagonal" */
  size_t pair_count;       /* pairs of cells beyond the units that never hold one symbol */
  uint16_t *pairs;         /* (anti-king, anti-knight, different: lines): 2 * pair_count cells */
  size_t neighbour_pair_count; /* non-consecutive: orthogonal neighbours whose values never */
  uint16_t *neighbour_pairs;   /* differ by 1: 2 * neighbour_pair_count cells */
  size_t cage_count;
  sudoku_text_cage *cages;
  uint8_t *givens;      /* side * side: the puzzle's cells, 0 for empty */
  uint64_t *candidates; /* side * side: for each empty cell, the symbols that no filled cell rules
                           out through a unit, a pair, a neighbour pair or a cage (its cells
                           distinct, its sum reachable); 0 for a filled cell */
} sudoku_text_shape;

/* Reads the first puzzle of the text (DLX_ERROR_BAD_FORMAT when it holds none, or when the text
 * is refused before it). *shape is always set (freed with sudoku_text_shape_free). */
dlx_status sudoku_text_shape_of(const char *text, size_t length,
                                const sudoku_text_settings *settings, sudoku_text_shape *shape,
                                sudoku_text_error *error);
void sudoku_text_shape_free(sudoku_text_shape *shape);

/* ---- A hint: sudoku --hint ----------------------------------------------------------------- */

typedef struct sudoku_text_hint {
  const char *outcome; /* "step", "solved", "clash", "wrong entry", "wrong candidates",
                          "no solution", "stopped", "no hint" (a rule the rater does not know,
                          named by unsupported): static, as --hint -f json names them */
  char *text;          /* the line --hint prints, without its newline */
  sudoku_text_step step; /* outcome "step": the step, not yet applied */
  const char *level;     /* outcome "step": the level of its technique; else NULL */
  bool unique;           /* outcome "step": the grid as given has exactly one solution */
  unsigned cell_count;   /* the cells named (clash, wrong entry, wrong candidates) */
  uint16_t cells[SUDOKU_TEXT_HINT_MAX_CELLS];
  unsigned symbols[SUDOKU_TEXT_HINT_MAX_CELLS]; /* what each holds, or should hold */
  bool more_cells;         /* more cells were to blame than are named */
  int unit;                /* clash: a unit holding both cells (an index into the shape's units);
                              -1 when none does (a variant's pair joins them) or no clash */
  const char *unsupported; /* outcome "no hint": the rule, e.g. "killer cages": static */
  uint64_t nodes;          /* the engine's search nodes of the checks */
} sudoku_text_hint;

/* The hint for the first puzzle of the text, read as a partly solved grid (givens and entries
 * alike), as `sudoku --hint` gives it; marks is NULL or side * side sets of symbols, the player's
 * pencil marks (bit s - 1; ignored in filled cells), checked against the solution. The settings'
 * node limit and stop request bound the checks (outcome "stopped"). *hint is always set (freed
 * with sudoku_text_hint_free). */
dlx_status sudoku_text_hint_of(sudoku_text_context *context, const char *text, size_t length,
                               const sudoku_text_settings *settings, const uint64_t *marks,
                               sudoku_text_hint *hint, sudoku_text_error *error);
void sudoku_text_hint_free(sudoku_text_hint *hint);

#endif
