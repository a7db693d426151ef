/* geometry.h: what a sudoku is, apart from its givens: the side, the boxes (or a jigsaw map, or
 * none: a Latin square), the alphabet, and the variants as extra regions that hold every symbol
 * once and pairs of cells that never hold the same symbol.
 *
 * A zero-initialised geometry is the classic 9x9 sudoku with 3x3 boxes and digits; a geometry owns
 * the arrays it points to (sudoku_geometry_clear frees them, sudoku_geometry_copy duplicates). */
#ifndef SUDOKU_GEOMETRY_H
#define SUDOKU_GEOMETRY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "symbols.h"

#define SUDOKU_MAX_SIDE 64
#define SUDOKU_MAX_CELLS (SUDOKU_MAX_SIDE * SUDOKU_MAX_SIDE)

/* Variants that a name turns on (--variant, the header's "variant:"). */
enum {
  SUDOKU_VARIANT_X = 1 << 0,               /* both diagonals hold every symbol once */
  SUDOKU_VARIANT_WINDOKU = 1 << 1,         /* extra boxes between the boxes (hyper sudoku) */
  SUDOKU_VARIANT_ANTI_KING = 1 << 2,       /* cells a king's move apart differ */
  SUDOKU_VARIANT_ANTI_KNIGHT = 1 << 3,     /* cells a knight's move apart differ */
  SUDOKU_VARIANT_NON_CONSECUTIVE = 1 << 4, /* orthogonal neighbours never differ by 1 */
};

/* A killer sudoku cage (sudoku/killer.h): cells whose symbols are distinct and whose values (1..n,
 * the symbol's place in the alphabet) add up to sum. */
typedef struct sudoku_cage {
  unsigned sum;
  unsigned size;                   /* 1..n cells */
  uint16_t cells[SUDOKU_MAX_SIDE]; /* size cell indices (row * n + column) */
} sudoku_cage;

typedef struct sudoku_geometry {
  unsigned side;                  /* n; 0 stands for 9 */
  unsigned box_rows, box_columns; /* boxes of r x c cells (r * c == n); 0 x 0: none */
  bool boxless;                   /* no boxes (a Latin square), even for side 0 */
  sudoku_symbols symbols;         /* the alphabet */
  bool symbols_declared;          /* false: the reader may detect the alphabet per grid */
  unsigned variants;              /* SUDOKU_VARIANT_* */
  uint8_t *region_of_cell;        /* jigsaw: n*n region numbers 0..n-1, replacing the boxes */
  size_t extra_region_count;      /* user regions, each of n cells */
  uint16_t *extra_regions;        /* extra_region_count * n cell indices (row * n + column) */
  size_t different_pair_count;    /* user pairs of cells that never hold the same symbol */
  uint16_t *different_pairs;      /* 2 * different_pair_count cell indices */
  size_t cage_count;              /* killer cages, no cell in two (sudoku/killer.h) */
  sudoku_cage *cages;
} sudoku_geometry;

/* The side, 9 for a zero side. */
unsigned sudoku_geometry_side(const sudoku_geometry *geometry);
/* The alphabet its grids are read and written in: the symbols declared, else digits, or numbers
 * for a side above the digits' 61 symbols. */
sudoku_symbols sudoku_geometry_symbols(const sudoku_geometry *geometry);

/* True for the classic 9x9 sudoku: 3x3 boxes, no variant (the alphabet aside). */
bool sudoku_geometry_is_classic(const sudoku_geometry *geometry);

/* True when the first side units of sudoku_geometry_units are boxes or jigsaw regions. */
bool sudoku_geometry_has_boxes(const sudoku_geometry *geometry);

/* Sets side n and its usual boxes: r x c with r the largest divisor of n not above its square
 * root and c = n / r (4: 2x2, 6: 2x3, 12: 3x4), or none when r would be 1 (a prime side). */
void sudoku_geometry_set_side(sudoku_geometry *geometry, unsigned side);

/* Frees the arrays and makes geometry the classic sudoku again. */
void sudoku_geometry_clear(sudoku_geometry *geometry);
/* Makes target a deep copy of source (target's arrays freed first); false when out of memory. */
bool sudoku_geometry_copy(sudoku_geometry *target, const sudoku_geometry *source);

/* Appends a user region (n cells) or a user pair; false when out of memory. */
bool sudoku_geometry_add_region(sudoku_geometry *geometry, const uint16_t *cells);
bool sudoku_geometry_add_pair(sudoku_geometry *geometry, uint16_t first_cell, uint16_t second_cell);

/* Parses a comma-separated list of variant names (x, windoku, hyper, anti-king, anti-knight,
 * non-consecutive; "none" for none) into *variants; on failure returns false and points *bad_name
 * (of length *bad_length) at the name that is unknown. */
bool sudoku_variants_from_names(const char *names, unsigned *variants, const char **bad_name,
                                size_t *bad_length);
/* Writes the names of variants, comma separated, into text (capacity bytes). */
void sudoku_variants_format(unsigned variants, char *text, size_t capacity);

/* Checks that the geometry can be encoded: the side within 1..SUDOKU_MAX_SIDE and the alphabet's
 * range, boxes that tile the grid, a jigsaw map of n regions of n cells, windoku with boxes.
 * Returns NULL, or a message naming the problem. */
const char *sudoku_geometry_problem(const sudoku_geometry *geometry);

/* Every unit a geometry asks to hold each symbol once, beyond the rows and the columns: the boxes
 * (or the jigsaw regions), then the diagonals, the windoku boxes, the user regions. units receives
 * unit_count * n cell indices; NULL when out of memory. */
uint16_t *sudoku_geometry_units(const sudoku_geometry *geometry, size_t *unit_count);

/* Every pair of cells that must differ beyond the units: anti-king, anti-knight and user pairs,
 * each pair once, leaving out those already in one row, column or unit. NULL when out of memory
 * (or when there are none: *pair_count is then 0). */
uint16_t *sudoku_geometry_different_pairs(const sudoku_geometry *geometry, const uint16_t *units,
                                          size_t unit_count, size_t *pair_count);

/* Every pair of orthogonal neighbours (for non-consecutive), 2 * count cell indices. */
uint16_t *sudoku_geometry_neighbour_pairs(const sudoku_geometry *geometry, size_t *pair_count);

#endif
