/* polyform_draw.h: the ways `polyform` writes a solution: a picture of the board with each piece
 * in its letter (and on a terminal its colour), an SVG drawing, or a JSON object. */
#ifndef CLI_POLYFORM_DRAW_H
#define CLI_POLYFORM_DRAW_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "polyform/polyform.h"

/* The board as drawn in the input, each cell the letter of the piece that covers it, holes blank,
 * the layers of cubes side by side; ANSI background colours when `colour`; then an empty line.
 * False when memory ran out. */
bool cli_polyform_draw_text(FILE *out, const polyform_model *model, const uint32_t *option_ids,
                            size_t count, bool colour);

/* One <svg> element on its own lines: squares, triangles, or the layers of cubes side by side. */
void cli_polyform_draw_svg(FILE *out, const polyform_model *model, const uint32_t *option_ids,
                           size_t count);

/* One line: {"solution": N, "pieces": [{"name": ..., "orientation": k, "cells": [[row, column],
 * ...]}, ...]} (cells [layer, row, column] for cubes; 0-based, the board picture's). */
void cli_polyform_draw_json(FILE *out, const polyform_model *model, const uint32_t *option_ids,
                            size_t count, uint64_t solution_number);

#endif
