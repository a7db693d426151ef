/* rater_geometry.h: the rater (rater.h) made for the geometry of a puzzle the front end reads, so
 * that every size, box shape, jigsaw and variant is rated with its own rules. */
#ifndef SUDOKU_RATER_GEOMETRY_H
#define SUDOKU_RATER_GEOMETRY_H

#include "geometry.h"
#include "rater.h"

/* A rater for geometry, which must have passed sudoku_geometry_problem: the rows, the columns,
 * every unit of sudoku_geometry_units (boxes or jigsaw regions as boxes, the others as regions)
 * and every pair of sudoku_geometry_different_pairs. NULL when the rater cannot follow the rules:
 * *unsupported then names the rule ("non-consecutive": a pair of neighbours may not hold symbols
 * one apart, which no unit or peer pair says); or NULL with *unsupported NULL when out of
 * memory. */
rater *sudoku_rater_create_for_geometry(const sudoku_geometry *geometry, const char **unsupported);

#endif
