/* techniques.h: each technique of the rater, as a search of the candidate grid for one step.
 *
 * A finder fills in step (technique, pattern, and either a placement or eliminations; the
 * eliminations go into step->eliminations, which holds room for one per cell) and returns true
 * when it found a step that changes the grid; it changes nothing itself. Internal to the rater. */
#ifndef SUDOKU_TECHNIQUES_H
#define SUDOKU_TECHNIQUES_H

#include "candidates.h"

/* techniques_basic.c */
bool sudoku_find_naked_single(const candidate_grid *grid, rater_step *step);
bool sudoku_find_hidden_single(const candidate_grid *grid, rater_step *step);
bool sudoku_find_locked_candidates(const candidate_grid *grid, rater_step *step);
/* size 2, 3 or 4 */
bool sudoku_find_naked_subset(const candidate_grid *grid, unsigned size, rater_step *step);
bool sudoku_find_hidden_subset(const candidate_grid *grid, unsigned size, rater_step *step);

/* techniques_advanced.c */
/* size 2 (X-wing), 3 (swordfish) or 4 (jellyfish) */
bool sudoku_find_fish(const candidate_grid *grid, unsigned size, rater_step *step);
bool sudoku_find_xy_wing(const candidate_grid *grid, rater_step *step);
bool sudoku_find_xyz_wing(const candidate_grid *grid, rater_step *step);
bool sudoku_find_w_wing(const candidate_grid *grid, rater_step *step);
/* colours and chain: scratch room for one entry per cell */
bool sudoku_find_simple_colouring(const candidate_grid *grid, rater_step *step,
                                  signed char *colours, uint16_t *chain);

/* Empties step, ready for a finder. */
void sudoku_step_clear(rater_step *step, rater_technique technique);
/* Adds symbols to the eliminations of cell, merging with an earlier one of the same cell. */
void sudoku_step_eliminate(rater_step *step, unsigned cell, uint64_t symbols);

/* Calls try_subset(chosen indices, context) for each choice of size of the count masks (in
 * increasing order of index) whose union has exactly size bits, until it returns true; masks
 * with no bit or more than size bits are never chosen. Returns whether one did. */
typedef bool (*subset_trial)(const unsigned *chosen, uint64_t union_bits, void *context);
bool sudoku_find_subset(const uint64_t *masks, unsigned count, unsigned size,
                        subset_trial try_subset, void *context);

#endif
