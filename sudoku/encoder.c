/* encoder.c: the exact cover of any sudoku geometry (see encoder.h for the items of an option).
 * The per-cell lists of units, pairs and neighbour pairs are computed once, so that the items of
 * an option are listed without searching. */
#include "encoder.h"

#include <stdlib.h>
#include <string.h>

#include "killer_groups.h"

/* For each cell, the indices of the groups (units, pairs, neighbour pairs) that hold it, as
 * compressed rows: group_of[start[cell] .. start[cell + 1]). */
typedef struct cell_lists {
  uint32_t *start;
  uint32_t *group_of;
} cell_lists;

struct sudoku_encoding {
  unsigned side;
  size_t unit_count, pair_count, neighbour_pair_count;
  uint16_t *units, *pairs, *neighbour_pairs;
  cell_lists units_of_cell, pairs_of_cell, neighbour_pairs_of_cell;
  uint32_t unit_items, cage_items, pair_items, neighbour_items, item_count;
  uint32_t max_option_size;
  /* Killer cages and the groups derived from them (killer_groups.h): after the side^3 cell options,
   * one option per combination of a group. A cell option whose value some group of the cell has in
   * no combination is impossible: it is written as the one secondary item impossible_item, so the
   * search never takes it and the option numbers stay side * cell + symbol - 1. */
  sudoku_sum_groups groups;
  uint32_t group_items; /* the first group item, after the groups' value items */
  uint32_t impossible_item;
};

static bool build_cell_lists(unsigned side, const uint16_t *cells, size_t group_count,
                             unsigned group_size, cell_lists *lists) {
  size_t cell_count = (size_t)side * side, entries = group_count * group_size;
  lists->start = calloc(cell_count + 1, sizeof *lists->start);
  lists->group_of = malloc((entries ? entries : 1) * sizeof *lists->group_of);
  if (!lists->start || !lists->group_of) return false;
  for (size_t k = 0; k < entries; k++) lists->start[cells[k] + 1]++;
  for (size_t cell = 0; cell < cell_count; cell++) lists->start[cell + 1] += lists->start[cell];
  uint32_t *next = malloc((cell_count ? cell_count : 1) * sizeof *next);
  if (!next) return false;
  memcpy(next, lists->start, cell_count * sizeof *next);
  for (size_t k = 0; k < entries; k++)
    lists->group_of[next[cells[k]]++] = (uint32_t)(k / group_size);
  free(next);
  return true;
}

static void free_cell_lists(cell_lists *lists) {
  free(lists->start);
  free(lists->group_of);
}

static uint32_t list_length(const cell_lists *lists, unsigned cell) {
  return lists->start[cell + 1] - lists->start[cell];
}

static uint32_t groups_of_cell(const sudoku_encoding *encoding, unsigned cell) {
  const sudoku_sum_groups *groups = &encoding->groups;
  return groups->first_group_of_cell
             ? groups->first_group_of_cell[cell + 1] - groups->first_group_of_cell[cell]
             : 0;
}

void sudoku_encoding_destroy(sudoku_encoding *encoding) {
  if (!encoding) return;
  free(encoding->units);
  free(encoding->pairs);
  free(encoding->neighbour_pairs);
  free_cell_lists(&encoding->units_of_cell);
  free_cell_lists(&encoding->pairs_of_cell);
  free_cell_lists(&encoding->neighbour_pairs_of_cell);
  sudoku_sum_groups_release(&encoding->groups);
  free(encoding);
}

sudoku_encoding *sudoku_encoding_create(const sudoku_geometry *geometry) {
  sudoku_encoding *encoding = calloc(1, sizeof *encoding);
  if (!encoding) return NULL;
  unsigned side = sudoku_geometry_side(geometry);
  encoding->side = side;
  encoding->units = sudoku_geometry_units(geometry, &encoding->unit_count);
  if (!encoding->units) goto failed;
  encoding->pairs = sudoku_geometry_different_pairs(geometry, encoding->units, encoding->unit_count,
                                                    &encoding->pair_count);
  if (encoding->pair_count && !encoding->pairs) goto failed;
  if (geometry->variants & SUDOKU_VARIANT_NON_CONSECUTIVE) {
    encoding->neighbour_pairs =
        sudoku_geometry_neighbour_pairs(geometry, &encoding->neighbour_pair_count);
    if (!encoding->neighbour_pairs) goto failed;
  }
  if (!build_cell_lists(side, encoding->units, encoding->unit_count, side,
                        &encoding->units_of_cell) ||
      !build_cell_lists(side, encoding->pairs, encoding->pair_count, 2, &encoding->pairs_of_cell) ||
      !build_cell_lists(side, encoding->neighbour_pairs, encoding->neighbour_pair_count, 2,
                        &encoding->neighbour_pairs_of_cell))
    goto failed;
  if (!sudoku_sum_groups_init(&encoding->groups, geometry, encoding->units, encoding->unit_count))
    goto failed;
  uint32_t cells = side * side;
  encoding->unit_items = 3 * cells;
  encoding->cage_items = encoding->unit_items + (uint32_t)encoding->unit_count * side;
  encoding->group_items = encoding->cage_items + (uint32_t)encoding->groups.group_count * side;
  encoding->pair_items = encoding->group_items + encoding->groups.group_item_count;
  encoding->neighbour_items = encoding->pair_items + (uint32_t)encoding->pair_count * side;
  encoding->item_count =
      encoding->neighbour_items + (uint32_t)encoding->neighbour_pair_count * (side - 1);
  encoding->impossible_item = encoding->item_count;
  if (encoding->groups.has_impossible_values) encoding->item_count++;
  for (unsigned cell = 0; cell < cells; cell++) {
    uint32_t size = 3 + list_length(&encoding->units_of_cell, cell) +
                    list_length(&encoding->pairs_of_cell, cell) +
                    2 * list_length(&encoding->neighbour_pairs_of_cell, cell) +
                    groups_of_cell(encoding, cell);
    if (size > encoding->max_option_size) encoding->max_option_size = size;
  }
  if (encoding->groups.combination_count && side + 1 > encoding->max_option_size)
    encoding->max_option_size = side + 1; /* a combination: its group, the values it leaves out */
  return encoding;
failed:
  sudoku_encoding_destroy(encoding);
  return NULL;
}

unsigned sudoku_encoding_side(const sudoku_encoding *encoding) {
  return encoding->side;
}

uint32_t sudoku_encoding_primary_count(const sudoku_encoding *encoding) {
  return encoding->pair_items;
}

uint32_t sudoku_encoding_secondary_count(const sudoku_encoding *encoding) {
  return encoding->item_count - encoding->pair_items;
}

uint32_t sudoku_encoding_cell_option_count(const sudoku_encoding *encoding) {
  return encoding->side * encoding->side * encoding->side;
}

uint32_t sudoku_encoding_option_count(const sudoku_encoding *encoding) {
  return sudoku_encoding_cell_option_count(encoding) + encoding->groups.combination_count;
}

uint32_t sudoku_encoding_max_option_size(const sudoku_encoding *encoding) {
  return encoding->max_option_size;
}

/* The items of a group's combination option: the group's item, and the group's items of the
 * values the combination leaves out. */
static uint32_t combination_option_items(const sudoku_encoding *encoding, uint32_t combination,
                                         uint32_t *items) {
  unsigned side = encoding->side;
  const sudoku_sum_groups *groups = &encoding->groups;
  uint32_t group = groups->combination_group[combination], count = 0;
  items[count++] = encoding->group_items + groups->group_item[group];
  uint32_t first = encoding->cage_items + side * group;
  uint64_t values = groups->combination_values[combination];
  for (unsigned value_index = 0; value_index < side; value_index++)
    if (!(values >> value_index & 1)) items[count++] = first + value_index;
  return count;
}

bool sudoku_encoding_cell_option_is_possible(const sudoku_encoding *encoding, uint32_t option) {
  unsigned side = encoding->side;
  return sudoku_sum_groups_allow(&encoding->groups, option / side, option % side + 1);
}

/* The items of cell option, possible or not. */
static uint32_t cell_option_items(const sudoku_encoding *encoding, uint32_t option,
                                  uint32_t *items) {
  unsigned side = encoding->side, cell = option / side, symbol_index = option % side;
  unsigned row = cell / side, column = cell % side, cells = side * side;
  uint32_t count = 0;
  items[count++] = cell;
  items[count++] = cells + side * row + symbol_index;
  items[count++] = 2 * cells + side * column + symbol_index;
  const cell_lists *units = &encoding->units_of_cell;
  for (uint32_t k = units->start[cell]; k < units->start[cell + 1]; k++)
    items[count++] = encoding->unit_items + side * units->group_of[k] + symbol_index;
  const sudoku_sum_groups *groups = &encoding->groups;
  for (uint32_t k = 0; k < groups_of_cell(encoding, cell); k++)
    items[count++] = encoding->cage_items +
                     side * groups->group_of_cell[groups->first_group_of_cell[cell] + k] +
                     symbol_index;
  const cell_lists *pairs = &encoding->pairs_of_cell;
  for (uint32_t k = pairs->start[cell]; k < pairs->start[cell + 1]; k++)
    items[count++] = encoding->pair_items + side * pairs->group_of[k] + symbol_index;
  const cell_lists *neighbours = &encoding->neighbour_pairs_of_cell;
  for (uint32_t k = neighbours->start[cell]; k < neighbours->start[cell + 1]; k++) {
    uint32_t first = encoding->neighbour_items + (side - 1) * neighbours->group_of[k];
    if (symbol_index > 0) items[count++] = first + symbol_index - 1;    /* {symbol - 1, symbol} */
    if (symbol_index + 1 < side) items[count++] = first + symbol_index; /* {symbol, symbol + 1} */
  }
  return count;
}

uint32_t sudoku_encoding_option_items(const sudoku_encoding *encoding, uint32_t option,
                                      uint32_t *items) {
  uint32_t cell_options = sudoku_encoding_cell_option_count(encoding);
  if (option >= cell_options)
    return combination_option_items(encoding, option - cell_options, items);
  if (!sudoku_encoding_cell_option_is_possible(encoding, option)) {
    items[0] = encoding->impossible_item;
    return 1;
  }
  return cell_option_items(encoding, option, items);
}

dlx_status sudoku_encoding_build(const sudoku_encoding *encoding, dlx_solver **solver) {
  dlx_status status = dlx_create(solver, sudoku_encoding_primary_count(encoding),
                                 sudoku_encoding_secondary_count(encoding));
  if (status != DLX_OK) return status;
  uint32_t *items = malloc(encoding->max_option_size * sizeof *items);
  if (!items) {
    dlx_destroy(*solver);
    *solver = NULL;
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  uint32_t option_count = sudoku_encoding_option_count(encoding);
  for (uint32_t option = 0; option < option_count && status == DLX_OK; option++) {
    uint32_t count = sudoku_encoding_option_items(encoding, option, items);
    status = dlx_add_option(*solver, items, count, NULL);
  }
  free(items);
  if (status != DLX_OK) {
    dlx_destroy(*solver);
    *solver = NULL;
  }
  return status;
}

static void write_item_name(const sudoku_encoding *encoding, uint32_t item, FILE *out) {
  unsigned side = encoding->side, cells = side * side;
  if (item < cells) {
    fprintf(out, "r%uc%u", item / side + 1, item % side + 1);
  } else if (item < 2 * cells) {
    fprintf(out, "r%u#%u", (item - cells) / side + 1, (item - cells) % side + 1);
  } else if (item < 3 * cells) {
    fprintf(out, "c%u#%u", (item - 2 * cells) / side + 1, (item - 2 * cells) % side + 1);
  } else if (item < encoding->cage_items) {
    uint32_t index = item - encoding->unit_items;
    fprintf(out, "u%u#%u", index / side + 1, index % side + 1);
  } else if (item < encoding->group_items) {
    uint32_t index = item - encoding->cage_items;
    fprintf(out, "k%u#%u", index / side + 1, index % side + 1);
  } else if (item < encoding->pair_items) {
    uint32_t index = item - encoding->group_items;
    for (size_t group = 0; group < encoding->groups.group_count; group++)
      if (encoding->groups.group_item[group] == index) fprintf(out, "k%zu", group + 1);
  } else if (item < encoding->neighbour_items) {
    uint32_t index = item - encoding->pair_items;
    fprintf(out, "d%u#%u", index / side + 1, index % side + 1);
  } else if (encoding->groups.has_impossible_values && item == encoding->impossible_item) {
    fputs("kx", out);
  } else {
    uint32_t index = item - encoding->neighbour_items;
    fprintf(out, "n%u#%u", index / (side - 1) + 1, index % (side - 1) + 1);
  }
}

bool sudoku_encoding_write_knuth(const sudoku_encoding *encoding, const uint8_t *cells, FILE *out) {
  uint32_t primary_count = sudoku_encoding_primary_count(encoding);
  for (uint32_t item = 0; item < encoding->item_count; item++) {
    if (item == primary_count) fputs(" |", out);
    if (item > 0) fputc(' ', out);
    write_item_name(encoding, item, out);
  }
  fputc('\n', out);
  uint32_t *items = malloc(encoding->max_option_size * sizeof *items);
  if (!items) return false;
  unsigned side = encoding->side;
  uint32_t option_count = sudoku_encoding_option_count(encoding);
  uint32_t cell_options = sudoku_encoding_cell_option_count(encoding);
  for (uint32_t option = 0; option < option_count && !ferror(out); option++) {
    unsigned cell = option / side, symbol = option % side + 1;
    bool given = option < cell_options && cells && cells[cell];
    if (given && cells[cell] != symbol) continue;
    /* an impossible option is left out, but for a given, whose count is then 0 */
    if (option < cell_options && !given &&
        !sudoku_encoding_cell_option_is_possible(encoding, option))
      continue;
    uint32_t count = option < cell_options ? cell_option_items(encoding, option, items)
                                           : sudoku_encoding_option_items(encoding, option, items);
    for (uint32_t k = 0; k < count; k++) {
      if (k > 0) fputc(' ', out);
      write_item_name(encoding, items[k], out);
    }
    fputc('\n', out);
  }
  free(items);
  return !ferror(out);
}
