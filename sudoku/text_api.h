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
  bool minimal;         /* prove every puzzle minimal */
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

/* One step of a rating. */
typedef struct sudoku_text_step {
  const char *technique; /* "hidden single", ...: static */
  char *text;            /* the line --explain prints: "hidden single: r3c5 = 7 in box 2" */
  int cell;              /* singles and guesses: the cell filled (row * side + column), else -1 */
  unsigned symbol;       /* its symbol, 1..side */
  size_t elimination_count;
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

#endif
