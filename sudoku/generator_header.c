/* generator_header.c: the header of generated puzzles (see generator_header.h). */
#include "generator_header.h"

#include "generator_shape.h"

bool sudoku_generator_needs_header(const sudoku_geometry *geometry) {
  return !geometry || !sudoku_geometry_is_classic(geometry) ||
         sudoku_geometry_symbols(geometry) != SUDOKU_SYMBOLS_DIGITS;
}

/* The character of region k (0..63) in a "regions:" map: the reader numbers regions by the order
 * their characters first appear, and takes any character but a blank. */
static char region_character(unsigned region) {
  static const char characters[] =
      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+=";
  return characters[region];
}

static void write_cell(FILE *out, unsigned side, unsigned cell) {
  fprintf(out, " r%uc%u", cell / side + 1, cell % side + 1);
}

bool sudoku_generator_write_header(FILE *out, const sudoku_geometry *geometry) {
  if (!geometry || !sudoku_generator_needs_header(geometry)) return false;
  unsigned side = sudoku_geometry_side(geometry), box_rows, box_columns;
  fprintf(out, "size: %u\n", side);
  if (geometry->region_of_cell) {
    fputs("regions:\n", out);
    for (unsigned row = 0; row < side; row++) {
      for (unsigned column = 0; column < side; column++)
        fputc(region_character(geometry->region_of_cell[row * side + column]), out);
      fputc('\n', out);
    }
  } else {
    sudoku_generator_boxes_of(geometry, &box_rows, &box_columns);
    if (box_rows)
      fprintf(out, "boxes: %ux%u\n", box_rows, box_columns);
    else
      fputs("boxes: none\n", out);
  }
  char variants[128] = "none";
  if (geometry->variants) sudoku_variants_format(geometry->variants, variants, sizeof variants);
  fprintf(out, "symbols: %s\nvariant: %s\n", sudoku_symbols_name(sudoku_geometry_symbols(geometry)),
          variants);
  for (size_t region = 0; region < geometry->extra_region_count; region++) {
    fputs("region:", out);
    for (unsigned k = 0; k < side; k++)
      write_cell(out, side, geometry->extra_regions[region * side + k]);
    fputc('\n', out);
  }
  for (size_t pair = 0; pair < geometry->different_pair_count; pair++) {
    fputs("different:", out);
    write_cell(out, side, geometry->different_pairs[2 * pair]);
    write_cell(out, side, geometry->different_pairs[2 * pair + 1]);
    fputc('\n', out);
  }
  for (size_t cage = 0; cage < geometry->cage_count; cage++) {
    fprintf(out, "cage: %u", geometry->cages[cage].sum);
    for (unsigned k = 0; k < geometry->cages[cage].size; k++)
      write_cell(out, side, geometry->cages[cage].cells[k]);
    fputc('\n', out);
  }
  return true;
}
