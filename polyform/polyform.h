/* polyform.h: packing puzzles (polyominoes, polyiamonds, polycubes into a board) as exact-cover
 * problems for the dlx engine. This is the one header of the polyform library; it uses the engine
 * through dlx/dlx.h alone and the engine knows nothing of it.
 *
 * The path of a puzzle: polyform_read turns the text of a puzzle (the picture format of
 * puzzles/polyform/README.md, or Knuth's polyomino-dlx/polyiamond-dlx/polycube-dlx input, with
 * his suffixes, marked cells that are secondary items, and a piece's name on several lines) into a
 * polyform_problem; polyform_model_create works out every orientation of every piece, every
 * placement on the board and the board's symmetries, and refuses a puzzle that cannot be solved
 * for a reason it can name (a cell no piece can cover, more cells in the pieces than in the
 * board, ...); polyform_model_solver builds the engine's problem, whose option k is placement k;
 * polyform_draw_text, _svg and _json draw a solution.
 * The library keeps no global state, never prints and never exits.
 *
 * Cells live on a lattice of integer triples (x, y, z):
 *   - squares: x the column, y the row of the picture, z = 0;
 *   - cubes: x the column, y the row, z the layer;
 *   - triangles: three times the triangle's centroid in the basis e1 = (1, 0), e2 = (1/2, √3/2)
 *     of the plane, z = 0: up triangles at (3i + 1, 3j + 1), down ones at (3i + 2, 3j + 2).
 * Rotations and reflections are integer matrices on these triples, and translations are by
 * multiples of the lattice's step (1, or 3 for triangles).
 */
#ifndef POLYFORM_POLYFORM_H
#define POLYFORM_POLYFORM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dlx/dlx.h"

typedef enum polyform_kind {
  POLYFORM_SQUARES = 0,
  POLYFORM_TRIANGLES,
  POLYFORM_CUBES,
} polyform_kind;

/* Which maps of a piece are allowed: rotations and reflections, rotations only, or none. The
 * board's symmetries that --distinct uses are the allowed maps that fix the board. */
typedef enum polyform_orientations {
  POLYFORM_ALL = 0,
  POLYFORM_ROTATIONS,
  POLYFORM_FIXED,
} polyform_orientations;

typedef struct polyform_cell {
  int32_t x, y, z;
} polyform_cell;

/* Where something is in the input: 1-based line and column (column in bytes). */
typedef struct polyform_place {
  unsigned long line, column;
} polyform_place;

/* A cell with one of the suffixes of Knuth's polyomino-dlx and polyiamond-dlx ("17suf"): not a
 * cell to cover but a secondary item, which at most one placement takes. */
typedef struct polyform_marked_cell {
  polyform_cell cell;
  uint32_t suffix; /* which suffix: equal numbers, equal suffixes */
} polyform_marked_cell;

/* One piece type: `lower` to `upper` copies go into every solution (once: 1..1; at most once:
 * 0..1, a secondary item; any number: 0..board cells / piece cells). */
typedef struct polyform_piece {
  char *name;
  uint32_t lower, upper;
  bool any; /* "any": upper is set from the board's size by polyform_model_create */
  size_t cell_count;
  polyform_cell *cells; /* as drawn */
  polyform_place place; /* its header */
  char letter;          /* drawn with this character (polyform_model_create chooses) */
  /* Knuth's format only: the piece's cells with a suffix, which its placements take with its
   * cells (a placement exists only where the board has them too), and the first piece of the same
   * name (itself, or an earlier line of the same name: the placements of all such lines are those
   * of one piece, with one item). */
  size_t marked_count;
  polyform_marked_cell *marked;
  uint32_t same_as;
} polyform_piece;

/* A board cell: its lattice cell, and where it is drawn (0-based row and column of the board's
 * picture, layer for cubes) and written (its place in the input). */
typedef struct polyform_board_cell {
  polyform_cell cell;
  int32_t row, column, layer;
  polyform_place place;
} polyform_board_cell;

typedef struct polyform_problem {
  polyform_kind kind;
  polyform_orientations orientations;
  bool orientations_given; /* the file said which (a command-line choice overrides it) */
  bool connected;          /* pieces must be connected (the default) */
  size_t piece_count;
  polyform_piece *pieces;
  size_t cell_count; /* the board's cells, in reading order (layer, row, column) */
  polyform_board_cell *cells;
  polyform_place board_place;
  int32_t rows, columns, layers; /* the board picture's extent */
  /* Knuth's format only: the board's cells with a suffix, the secondary items, each with its name
   * as Knuth's programs write it ("17suf", "12'!"). */
  size_t marked_count;
  polyform_marked_cell *marked;
  char **marked_names;
} polyform_problem;

/* An error in the input: where, and one line of English without the place. */
typedef struct polyform_error {
  polyform_place place;
  char message[256];
} polyform_error;

typedef enum polyform_status {
  POLYFORM_OK = 0,
  POLYFORM_BAD_INPUT, /* error says where and why */
  POLYFORM_OUT_OF_MEMORY,
} polyform_status;

/* Reads a puzzle from text[0 .. length) (NUL bytes are refused): the picture format, or Knuth's
 * polyomino-dlx / polycube-dlx input when `knuth` is true or the text looks like it (its first
 * significant line is not a line of the picture format). On POLYFORM_OK *problem is the puzzle,
 * for polyform_problem_destroy. */
polyform_status polyform_read(const char *text, size_t length, bool knuth,
                              polyform_problem **problem, polyform_error *error);
/* True when the text is Knuth's format rather than the picture format (what polyform_read
 * decides when not told). */
bool polyform_looks_like_knuth(const char *text, size_t length);
polyform_status polyform_read_knuth(const char *text, size_t length, polyform_problem **problem,
                                    polyform_error *error);
void polyform_problem_destroy(polyform_problem *problem);

/* The words of a kind of cell ("square", "triangle", "cube") and of the orientations allowed
 * ("all", "rotations", "fixed"), as the picture format and the command write them; and the
 * orientations of a word of `length` bytes (false when it is none of them). */
const char *polyform_kind_name(polyform_kind kind);
const char *polyform_orientations_name(polyform_orientations orientations);
bool polyform_orientations_find(const char *word, size_t length,
                                polyform_orientations *orientations);

/* The maps of a lattice: count (8, 12 or 48, or the rotations among them: 4, 6, 24) and map k
 * applied to a cell (map 0 is the identity; the rotations come first). */
int polyform_map_count(polyform_kind kind, polyform_orientations orientations);
polyform_cell polyform_map_apply(polyform_kind kind, int map, polyform_cell cell);
/* Translates cells so that each coordinate's least value lies in [0, step), then sorts them (z,
 * then y, then x). */
void polyform_normalize(polyform_kind kind, polyform_cell *cells, size_t count);
/* True when the two cells share a face (an edge for squares and triangles). */
bool polyform_adjacent(polyform_kind kind, polyform_cell a, polyform_cell b);

/* One way to put a copy of a piece on the board. */
typedef struct polyform_placement {
  uint32_t piece;
  uint32_t orientation; /* index in the piece's orientations; 0 is the piece as drawn */
  uint32_t first;       /* its cells are cells[first .. first + piece's cell count) */
  uint32_t marked;      /* its marked cells (indices in the problem's) are marked[marked .. +
                           piece's marked count) */
} polyform_placement;

typedef struct polyform_model {
  const polyform_problem *problem; /* not owned; must outlive the model */
  polyform_orientations orientations;
  uint32_t *orientation_count; /* per piece */
  size_t placement_count;
  polyform_placement *placements;
  uint32_t *cells;  /* board cell indices of every placement, each placement's sorted */
  uint32_t *marked; /* the problem's marked cells that placements take, each placement's sorted */
  /* Each piece's orientations, normalized: orientation o of piece k is
   * shapes[k][o * cell count .. (o + 1) * cell count), with its marked cells (translated with the
   * cells) at marked_shapes[k][o * marked count .. (o + 1) * marked count). */
  polyform_cell **shapes;
  polyform_marked_cell **marked_shapes;
  /* The problem's symmetries: the maps of the lattice (any of them, reflections included) that
   * take the board onto itself and the pieces' orientations onto the orientations of pieces:
   * symmetry_count permutations of the board cells, the identity first (board cell c goes onto
   * symmetries[s * cell_count + c]), and of the pieces (piece k onto
   * symmetry_pieces[s * piece_count + k]; a piece on several lines of Knuth's format goes onto the
   * first line of its image). With Knuth's marked cells, a map must also take the marked cells onto
   * marked cells with the same suffixes, and every placement onto a placement. */
  int symmetry_count;
  uint32_t *symmetries;
  uint32_t *symmetry_pieces;
  /* Knuth's extensions only (marked cells, or a name on several lines; NULL otherwise): each
   * placement's class, the placements with the same piece, cells and marked cells (two lines of
   * one name may give a placement twice); class c's first placement, class_first[c]; and the
   * class of its image under symmetry s, symmetry_classes[s * class_count + c]. */
  uint32_t *placement_class;
  uint32_t class_count;
  uint32_t *class_first;
  uint32_t *symmetry_classes;
  /* The engine's items: board cells 0 .. cell_count - 1, then the pieces' items (piece_item[p],
   * shared by the lines of one name), primary ones before secondary ones (pieces used at most
   * once), then the marked cells, secondary, from marked_item on. */
  uint32_t *piece_item;
  uint32_t primary_count, secondary_count;
  uint32_t marked_item;
} polyform_model;

/* Builds every orientation and placement and the board's symmetries, with the orientations
 * allowed (the problem's own when `orientations` is negative). Refuses, with the place of the
 * cause: a disconnected piece (when the problem wants them connected), a piece larger than the
 * board, a piece that must be used and fits nowhere, board cells no placement covers (named),
 * pieces whose cells cannot add up to the board's. It sets each piece's letter, and the upper
 * bound of the pieces used any number of times. */
polyform_status polyform_model_create(polyform_problem *problem, int orientations,
                                      polyform_model **model, polyform_error *error);
void polyform_model_destroy(polyform_model *model);

/* The engine's problem: option k is placement k (its cells, its piece's item, its marked cells). */
dlx_status polyform_model_solver(const polyform_model *model, dlx_solver **solver);
/* The items' names for a written problem ("r1c2", "l1r1c2" for cubes, the pieces' names, the
 * marked cells' names; a name that an earlier one already has gets a '+' before it):
 * item_count pointers, for polyform_item_names_free. NULL when memory ran out. */
char **polyform_item_names(const polyform_model *model);
void polyform_item_names_free(const polyform_model *model, char **names);

/* True when the solution (option ids = placements) is the least of its images under the board's
 * symmetries, comparing solutions as sets of (piece, cells), with Knuth's extensions (piece,
 * cells, marked cells): exactly one solution of each class is (of solutions that differ only in
 * placements that two lines of one name both give, the one with each class's first placement).
 * scratch holds 2 * cell_count entries. */
bool polyform_is_canonical(const polyform_model *model, const uint32_t *option_ids, size_t count,
                           uint32_t *scratch);
/* Counts the canonical solutions, one of each class, over the engine's listing, which finds the
 * images of a solution under the symmetries it sees without searching for them again. search
 * (NULL: none) gives the stop, the node limit and the progress reports; its solution limit is
 * ignored: `limit` (0: none) bounds the solutions counted. *found is the count so far, also while
 * the search runs (a progress report may read it). Returns DLX_OK when every solution was seen,
 * DLX_STOPPED_AT_SOLUTION_LIMIT when `limit` were counted (there may be more), else the engine's
 * status; statistics (may be NULL) as dlx_iterator_status gives them. */
dlx_status polyform_count_distinct(const polyform_model *model, dlx_solver *solver,
                                   const dlx_search *search, uint64_t limit, uint64_t *found,
                                   dlx_statistics *statistics);

/* Drawings of a solution (option ids = placements, drawn in the order given: the command and the
 * packages pass them sorted), appended to a growing string that the caller zero-initialises and
 * frees with polyform_text_free. Each returns false when memory ran out (the string is then
 * marked failed, and the drawings after it add nothing). */
typedef struct polyform_text {
  char *bytes; /* NUL-terminated; NULL while nothing was added */
  size_t length, capacity;
  bool failed;
} polyform_text;
void polyform_text_free(polyform_text *text);
/* Adds bytes, or what printf would write, to the string. */
void polyform_text_append(polyform_text *text, const char *bytes, size_t length);
void polyform_text_format(polyform_text *text, const char *format, ...);

/* The board as drawn in the input, each cell the letter of the piece that covers it, holes blank,
 * the layers of cubes side by side; ANSI background colours when `colour`; then an empty line. */
bool polyform_draw_text(polyform_text *out, const polyform_model *model, const uint32_t *option_ids,
                        size_t count, bool colour);
/* One <svg> element on its own lines: squares, triangles, or the layers of cubes side by side,
 * each placement a group (its piece's name as its title) filled in its piece's hue, then one path
 * that outlines every placement: two copies of one piece side by side are told apart. */
bool polyform_draw_svg(polyform_text *out, const polyform_model *model, const uint32_t *option_ids,
                       size_t count);
/* One line: {"solution": N, "pieces": [{"name": ..., "orientation": k, "cells": [[row, column],
 * ...]}, ...]} (cells [layer, row, column] for cubes; 0-based, the board picture's). */
bool polyform_draw_json(polyform_text *out, const polyform_model *model, const uint32_t *option_ids,
                        size_t count, uint64_t solution_number);

#endif
