/* rater.c: the rater's main loop: it applies the simplest technique that changes the grid, one
 * step at a time, and when none does, guesses the symbol that a search of its own found; then it
 * sums the steps up into a rating. The techniques are in techniques_*.c, their levels in
 * rater_levels.c, the text in rater_text.c. */
#include "rater.h"

#include <stdlib.h>
#include <string.h>

#include "candidates.h"
#include "techniques.h"

struct rater {
  rater_layout *layout;
  uint64_t search_node_limit;
  const dlx_stop *stop;   /* NULL: never stopped */
  sudoku_symbols symbols; /* for sudoku_rater_write_step */
  candidate_grid grid;
  rater_elimination *eliminations; /* one per cell: room for any step */
  signed char *colours;            /* one per cell, for simple colouring */
  uint16_t *chain;
  candidate_grid *search_levels; /* the guessing search's grid at each depth, made on demand */
  unsigned search_level_count;
  uint8_t *search_solution; /* the first solution the search found */
  uint64_t search_solutions;
  uint64_t search_nodes;
  bool search_stopped;
};

rater *sudoku_rater_create(const rater_geometry *geometry) {
  rater *created = calloc(1, sizeof *created);
  if (!created) return NULL;
  created->search_node_limit = 10000000;
  created->symbols = SUDOKU_SYMBOLS_NUMBERS;
  created->layout = sudoku_rater_layout_create(geometry);
  if (!created->layout) goto failed;
  unsigned cells = created->layout->cell_count;
  created->eliminations = malloc(cells * sizeof *created->eliminations);
  created->search_levels = calloc(cells + 1, sizeof *created->search_levels);
  created->search_solution = malloc(cells);
  created->colours = malloc(cells);
  created->chain = malloc(cells * sizeof *created->chain);
  if (!created->eliminations || !created->search_levels || !created->search_solution ||
      !created->colours || !created->chain)
    goto failed;
  if (!sudoku_candidate_grid_init(&created->grid, created->layout)) goto failed;
  return created;
failed:
  sudoku_rater_destroy(created);
  return NULL;
}

rater *sudoku_rater_create_standard(unsigned box_rows, unsigned box_columns) {
  unsigned side = box_rows * box_columns;
  if (box_rows == 0 || box_columns == 0 || side > RATER_MAX_SIDE) return NULL;
  uint16_t *unit_cells = malloc((size_t)3 * side * side * sizeof *unit_cells);
  rater_unit_kind *kinds = malloc((size_t)3 * side * sizeof *kinds);
  rater *created = NULL;
  if (unit_cells && kinds) {
    for (unsigned unit = 0; unit < side; unit++)
      for (unsigned i = 0; i < side; i++) {
        unsigned box_top = unit / box_rows * box_rows, box_left = unit % box_rows * box_columns;
        unit_cells[unit * side + i] = (uint16_t)(unit * side + i);
        unit_cells[(side + unit) * side + i] = (uint16_t)(i * side + unit);
        unit_cells[(2 * side + unit) * side + i] =
            (uint16_t)((box_top + i / box_columns) * side + box_left + i % box_columns);
      }
    for (unsigned unit = 0; unit < side; unit++) {
      kinds[unit] = RATER_UNIT_ROW;
      kinds[side + unit] = RATER_UNIT_COLUMN;
      kinds[2 * side + unit] = RATER_UNIT_BOX;
    }
    rater_geometry geometry = {side, side * side, side, 3 * side, unit_cells, kinds, 0, NULL};
    created = sudoku_rater_create(&geometry);
  }
  free(unit_cells);
  free(kinds);
  return created;
}

void sudoku_rater_destroy(rater *rater) {
  if (!rater) return;
  sudoku_candidate_grid_free(&rater->grid);
  for (unsigned level = 0; level < rater->search_level_count; level++)
    sudoku_candidate_grid_free(&rater->search_levels[level]);
  free(rater->search_levels);
  free(rater->search_solution);
  free(rater->eliminations);
  free(rater->colours);
  free(rater->chain);
  sudoku_rater_layout_destroy(rater->layout);
  free(rater);
}

void sudoku_rater_set_search_limit(rater *rater, uint64_t node_limit) {
  rater->search_node_limit = node_limit;
}

void sudoku_rater_set_stop(rater *rater, const dlx_stop *stop) {
  rater->stop = stop;
}

void sudoku_rater_set_symbols(rater *rater, sudoku_symbols symbols) {
  rater->symbols = symbols;
}

sudoku_symbols sudoku_rater_symbols_of(const rater *rater) {
  return rater->symbols;
}

static bool stop_requested(const rater *rater) {
  return dlx_stop_requested(rater->stop);
}

unsigned sudoku_rater_cell_count(const rater *rater) {
  return rater->layout->cell_count;
}

const rater_layout *sudoku_rater_layout_of(const rater *rater) {
  return rater->layout;
}

/* Finds the simplest step that changes grid. */
static bool find_step(rater *rater, const candidate_grid *grid, rater_step *step) {
  return sudoku_find_naked_single(grid, step) || sudoku_find_hidden_single(grid, step) ||
         sudoku_find_locked_candidates(grid, step) || sudoku_find_naked_subset(grid, 2, step) ||
         sudoku_find_hidden_subset(grid, 2, step) || sudoku_find_naked_subset(grid, 3, step) ||
         sudoku_find_hidden_subset(grid, 3, step) || sudoku_find_naked_subset(grid, 4, step) ||
         sudoku_find_hidden_subset(grid, 4, step) || sudoku_find_fish(grid, 2, step) ||
         sudoku_find_fish(grid, 3, step) || sudoku_find_fish(grid, 4, step) ||
         sudoku_find_xy_wing(grid, step) || sudoku_find_xyz_wing(grid, step) ||
         sudoku_find_w_wing(grid, step) ||
         sudoku_find_simple_colouring(grid, step, rater->colours, rater->chain);
}

static void apply_step(candidate_grid *grid, const rater_step *step) {
  if (step->placed_cell >= 0)
    sudoku_candidate_grid_place(grid, (unsigned)step->placed_cell, step->placed_symbol);
  for (unsigned i = 0; i < step->elimination_count; i++)
    grid->candidates[step->eliminations[i].cell] &= ~step->eliminations[i].symbols;
}

static candidate_grid *search_level(rater *rater, unsigned depth) {
  while (rater->search_level_count <= depth) {
    if (!sudoku_candidate_grid_init(&rater->search_levels[rater->search_level_count],
                                    rater->layout))
      return NULL;
    rater->search_level_count++;
  }
  return &rater->search_levels[depth];
}

/* Fills in singles until none is left; false when the grid breaks. */
static bool propagate_singles(candidate_grid *grid, rater_step *step) {
  while (sudoku_find_naked_single(grid, step) || sudoku_find_hidden_single(grid, step))
    sudoku_candidate_grid_place(grid, (unsigned)step->placed_cell, step->placed_symbol);
  return !sudoku_candidate_grid_is_broken(grid);
}

/* Counts the solutions of the search level at depth, up to 2; false when memory is short. */
static bool search(rater *rater, unsigned depth, rater_step *step) {
  candidate_grid *grid = &rater->search_levels[depth];
  if ((rater->search_node_limit && rater->search_nodes >= rater->search_node_limit) ||
      stop_requested(rater)) {
    rater->search_stopped = true;
    return true;
  }
  rater->search_nodes++;
  if (!propagate_singles(grid, step)) return true;
  if (grid->unfilled_count == 0) {
    if (rater->search_solutions++ == 0)
      memcpy(rater->search_solution, grid->values, rater->layout->cell_count);
    return true;
  }
  unsigned best = 0, best_count = RATER_MAX_SIDE + 1;
  for (unsigned cell = 0; cell < rater->layout->cell_count; cell++)
    if (!grid->values[cell] && bit_count(grid->candidates[cell]) < best_count) {
      best = cell;
      best_count = bit_count(grid->candidates[cell]);
    }
  candidate_grid *next = search_level(rater, depth + 1);
  if (!next) return false;
  grid = &rater->search_levels[depth];
  for (uint64_t left = grid->candidates[best]; left; left &= left - 1) {
    sudoku_candidate_grid_copy(next, grid);
    sudoku_candidate_grid_place(next, best, (unsigned)__builtin_ctzll(left) + 1);
    if (!search(rater, depth + 1, step)) return false;
    if (rater->search_solutions >= 2 || rater->search_stopped) break;
  }
  return true;
}

/* Searches the current grid's solutions once, the first time the techniques are stuck: the
 * techniques only remove what no solution holds, so the solutions found stay valid. */
static bool search_current_grid(rater *rater, rater_step *step) {
  candidate_grid *start = search_level(rater, 0);
  if (!start) return false;
  sudoku_candidate_grid_copy(start, &rater->grid);
  return search(rater, 0, step);
}

/* A guess: the first empty cell with the fewest candidates gets its symbol in solution. */
static void guess_from(rater *rater, const uint8_t *solution, rater_step *step) {
  const candidate_grid *grid = &rater->grid;
  unsigned best = 0, best_count = RATER_MAX_SIDE + 1;
  for (unsigned cell = 0; cell < rater->layout->cell_count; cell++)
    if (!grid->values[cell] && bit_count(grid->candidates[cell]) < best_count) {
      best = cell;
      best_count = bit_count(grid->candidates[cell]);
    }
  sudoku_step_clear(step, RATER_GUESS);
  step->placed_cell = (int)best;
  step->placed_symbol = solution[best];
  step->symbols = grid->candidates[best];
}

static void guess(rater *rater, rater_step *step) {
  guess_from(rater, rater->search_solution, step);
}

bool sudoku_rater_next_step(rater *rater, const uint8_t *values, const uint64_t *candidates,
                            const uint8_t *solution, rater_step *step) {
  candidate_grid *grid = &rater->grid;
  if (!sudoku_candidate_grid_load(grid, values)) return false;
  if (candidates)
    for (unsigned cell = 0; cell < rater->layout->cell_count; cell++)
      if (!grid->values[cell]) grid->candidates[cell] &= candidates[cell];
  step->eliminations = rater->eliminations;
  if (grid->unfilled_count == 0) {
    sudoku_step_clear(step, RATER_GUESS);
    return true;
  }
  if (find_step(rater, grid, step)) return true;
  guess_from(rater, solution, step);
  return true;
}

bool sudoku_rater_rate(rater *rater, const uint8_t *givens, rater_rating *rating, uint8_t *solution,
                       rater_step_callback on_step, void *context) {
  memset(rating, 0, sizeof *rating);
  rater->search_solutions = 0;
  rater->search_nodes = 0;
  rater->search_stopped = false;
  bool searched = false;
  candidate_grid *grid = &rater->grid;
  if (!sudoku_candidate_grid_load(grid, givens)) {
    rating->outcome = RATER_ILLEGAL;
    return true;
  }
  rater_step step;
  step.eliminations = rater->eliminations;
  while (grid->unfilled_count > 0) {
    if (stop_requested(rater)) {
      rating->outcome = RATER_STOPPED;
      rating->level = sudoku_rater_level_of_technique(rating->hardest);
      return true;
    }
    if (sudoku_candidate_grid_is_broken(grid)) {
      rating->outcome = RATER_NO_SOLUTION;
      return true;
    }
    if (!find_step(rater, grid, &step)) {
      if (!searched) {
        if (!search_current_grid(rater, &step)) return false;
        searched = true;
        rating->search_nodes = rater->search_nodes;
        if (rater->search_stopped) {
          rating->outcome = stop_requested(rater) ? RATER_STOPPED : RATER_GAVE_UP;
          rating->level = sudoku_rater_level_of_technique(rating->hardest);
          return true;
        }
        if (rater->search_solutions == 0) {
          rating->outcome = RATER_NO_SOLUTION;
          return true;
        }
      }
      step.eliminations = rater->eliminations;
      guess(rater, &step);
    }
    if (on_step) on_step(context, &step);
    apply_step(grid, &step);
    rating->technique_counts[step.technique]++;
    rating->step_count++;
    if (step.technique > rating->hardest) rating->hardest = step.technique;
  }
  rating->outcome = RATER_SOLVED;
  rating->level = sudoku_rater_level_of_technique(rating->hardest);
  rating->unique = !searched || rater->search_solutions == 1;
  if (solution) memcpy(solution, grid->values, rater->layout->cell_count);
  return true;
}
