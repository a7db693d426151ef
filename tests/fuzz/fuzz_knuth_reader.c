/* fuzz_knuth_reader.c: libFuzzer harness for the reader of Knuth's exact-cover format
 * (dlx/knuth.h) and for the engine on the problems it builds.
 *
 * The input bytes are read with dlx_knuth_read (through fmemopen).
 *   - On failure: the status is DLX_ERROR_BAD_FORMAT or DLX_ERROR_TOO_LARGE, the error's line and
 *     column are >= 1 and within the input, its message is non-empty, NUL-terminated and one line
 *     (no byte below 0x20), and no problem is returned.
 *   - Every warning has a line and column >= 1 and a one-line message.
 *   - On success: the item count is the solver's primary + secondary count, every item name and
 *     color name exists and is a valid name (non-empty, no white space, ':', '|' or control byte),
 *     every option has a text (and the id after the last has none); each option text is parsed back
 *     into items and colors here, and every solution the search reports is checked against them:
 *     every primary item between its bounds (dlx_item_bounds: "a:b|name" in DLX3's format; once
 *     without bounds), every secondary item at most once or always with the same
 *     non-zero color, no option twice. The search runs with a node limit of 20,000, and
 *     dlx_check_consistency must hold after it and after a second search stopped at one solution.
 *   - Round trip: the problem is written back in the format (its item line, then its option
 *     texts), read again, and must give the same items, bounds, options and search result.
 *   - The same through the library's writer, dlx_knuth_write, with the names the reader kept: it
 *     must write the problem (the reader's names are all writable), the text must read back as
 *     the same items, bounds, options (items, colors by name, costs) and search result, and
 *     writing that again must give the same bytes.
 * Any violation calls abort().
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/knuth.h"

#define FUZZ_FAILURE_PREFIX "fuzz_knuth_reader: invariant broken"
#include "fuzz_support.h"

enum { NODE_LIMIT = 20000 };

static void check_one_line(const char *message, size_t capacity) {
  size_t length = strnlen(message, capacity);
  CHECK(length > 0);
  CHECK(length < capacity);
  for (size_t k = 0; k < length; k++) CHECK((unsigned char)message[k] >= 0x20);
}

static bool is_name_byte(unsigned char byte) {
  return byte > 0x20 && byte != 0x7F && byte != ':' && byte != '|';
}

static void check_name(const char *name) {
  CHECK(name != NULL);
  CHECK(name[0] != '\0');
  for (const char *p = name; *p; p++) CHECK(is_name_byte((unsigned char)*p));
}

typedef struct input_shape {
  unsigned long line_count;   /* physical lines, the last one possibly empty */
  unsigned long longest_line; /* in bytes, without the newline */
} input_shape;

static input_shape shape_of(const uint8_t *data, size_t size) {
  input_shape shape = {1, 0};
  unsigned long current = 0;
  for (size_t k = 0; k < size; k++) {
    if (data[k] == '\n') {
      shape.line_count++;
      current = 0;
    } else if (++current > shape.longest_line) {
      shape.longest_line = current;
    }
  }
  return shape;
}

typedef struct warnings {
  const input_shape *shape;
  unsigned long count;
} warnings;

static void on_warning(void *context, unsigned long line, unsigned long column,
                       const char *message) {
  warnings *seen = context;
  CHECK(line >= 1 && line <= seen->shape->line_count);
  CHECK(column >= 1 && column <= seen->shape->longest_line + 1);
  check_one_line(message, 1024);
  seen->count++;
}

/* ------------------------------------------------------------------------------------------------
 * The problem as the harness understands it, rebuilt from the names and option texts.
 */

typedef struct model {
  uint32_t primary_count, item_count, option_count;
  uint32_t *slots; /* hash of item names: index + 1, 0 when empty */
  uint32_t slot_mask;
  uint32_t *entry_start; /* option k's entries: entry_start[k] .. entry_start[k+1]-1 */
  uint32_t *entry_item;
  char **entry_color; /* NULL for no color; points into a copy of the option text */
  char **texts;       /* copies of the option texts, cut at spaces and ':' */
  const dlx_knuth *problem;
} model;

static uint64_t hash_name(const char *name) {
  uint64_t hash = 1469598103934665603u;
  for (; *name; name++) hash = (hash ^ (unsigned char)*name) * 1099511628211u;
  return hash;
}

static uint32_t find_item(const model *m, const char *name) {
  for (uint32_t slot = (uint32_t)hash_name(name) & m->slot_mask;;
       slot = (slot + 1) & m->slot_mask) {
    if (m->slots[slot] == 0) return UINT32_MAX;
    uint32_t index = m->slots[slot] - 1;
    if (strcmp(dlx_knuth_item_name(m->problem, index), name) == 0) return index;
  }
}

static void build_model(model *m, dlx_knuth *problem) {
  dlx_solver *solver = dlx_knuth_solver(problem);
  memset(m, 0, sizeof *m);
  m->problem = problem;
  m->primary_count = dlx_primary_count(solver);
  m->item_count = dlx_knuth_item_count(problem);
  m->option_count = dlx_option_count(solver);
  CHECK(m->item_count == m->primary_count + dlx_secondary_count(solver));
  /* The item line cannot start with '|' (that would be a comment): it names a primary item. */
  CHECK(m->primary_count >= 1);

  uint32_t slot_count = 16;
  while (slot_count < 2 * m->item_count + 2) slot_count *= 2;
  m->slot_mask = slot_count - 1;
  m->slots = calloc(slot_count, sizeof *m->slots);
  for (uint32_t item = 0; item < m->item_count; item++) {
    const char *name = dlx_knuth_item_name(problem, item);
    check_name(name);
    CHECK(find_item(m, name) == UINT32_MAX); /* item names are distinct */
    uint32_t slot = (uint32_t)hash_name(name) & m->slot_mask;
    while (m->slots[slot] != 0) slot = (slot + 1) & m->slot_mask;
    m->slots[slot] = item + 1;
  }
  CHECK(dlx_knuth_item_name(problem, m->item_count) == NULL);

  uint32_t color_count = dlx_knuth_color_count(problem);
  CHECK(dlx_knuth_color_name(problem, 0) == NULL);
  for (uint32_t color = 1; color <= color_count; color++)
    check_name(dlx_knuth_color_name(problem, color));
  CHECK(dlx_knuth_color_name(problem, color_count + 1) == NULL);

  size_t entry_total = 0;
  for (uint32_t option = 0; option < m->option_count; option++) {
    const char *text = dlx_knuth_option_text(problem, option);
    CHECK(text != NULL);
    entry_total += 1;
    for (const char *p = text; *p; p++) entry_total += *p == ' ';
  }
  CHECK(dlx_knuth_option_text(problem, m->option_count) == NULL);
  m->entry_start = malloc((m->option_count + 1) * sizeof *m->entry_start);
  m->entry_item = malloc((entry_total + 1) * sizeof *m->entry_item);
  m->entry_color = malloc((entry_total + 1) * sizeof *m->entry_color);
  m->texts = malloc((m->option_count + 1) * sizeof *m->texts);
  uint32_t entries = 0;
  for (uint32_t option = 0; option < m->option_count; option++) {
    m->entry_start[option] = entries;
    char *copy = strdup(dlx_knuth_option_text(problem, option));
    m->texts[option] = copy;
    CHECK(copy[0] != '\0' && copy[0] != ' ');
    bool has_primary = false;
    for (char *token = copy; token;) {
      char *space = strchr(token, ' ');
      if (space) *space = '\0';
      if (token[0] == '|') { /* a cost, as in Knuth's DLX5: '|' and decimal digits */
        CHECK(token[1] != '\0');
        for (const char *digit = token + 1; *digit; digit++) CHECK(*digit >= '0' && *digit <= '9');
        token = space ? space + 1 : NULL;
        continue;
      }
      char *colon = strchr(token, ':');
      if (colon) *colon = '\0';
      check_name(token);
      uint32_t item = find_item(m, token);
      CHECK(item != UINT32_MAX);
      for (uint32_t e = m->entry_start[option]; e < entries; e++) CHECK(m->entry_item[e] != item);
      has_primary |= item < m->primary_count;
      m->entry_item[entries] = item;
      m->entry_color[entries] = NULL;
      if (colon) {
        CHECK(item >= m->primary_count);
        check_name(colon + 1);
        m->entry_color[entries] = colon + 1;
      }
      entries++;
      token = space ? space + 1 : NULL;
    }
    CHECK(has_primary); /* options without a primary item are left out */
  }
  m->entry_start[m->option_count] = entries;
}

static void free_model(model *m) {
  for (uint32_t option = 0; option < m->option_count; option++) free(m->texts[option]);
  free(m->texts);
  free(m->slots);
  free(m->entry_start);
  free(m->entry_item);
  free(m->entry_color);
}

/* ------------------------------------------------------------------------------------------------
 * Checking the solutions.
 */

typedef struct checker {
  const model *m;
  uint32_t *uses;          /* per item, in the current solution */
  const char **color_used; /* per item: the color of its first use ("" for none) */
  uint8_t *option_used;
  uint64_t solutions;
} checker;

static int check_solution(void *context, const uint32_t *ids, size_t count) {
  checker *c = context;
  const model *m = c->m;
  c->solutions++;
  memset(c->uses, 0, m->item_count * sizeof *c->uses);
  memset(c->option_used, 0, m->option_count);
  for (size_t k = 0; k < count; k++) {
    CHECK(ids[k] < m->option_count);
    CHECK(!c->option_used[ids[k]]);
    c->option_used[ids[k]] = 1;
    for (uint32_t e = m->entry_start[ids[k]]; e < m->entry_start[ids[k] + 1]; e++) {
      uint32_t item = m->entry_item[e];
      const char *color = m->entry_color[e] ? m->entry_color[e] : "";
      if (c->uses[item]++ == 0) {
        c->color_used[item] = color;
      } else {
        /* A second use: a primary item with room under its upper bound, or a secondary item
         * both times with the same non-empty color. */
        if (item < m->primary_count) continue;
        CHECK(color[0] != '\0');
        CHECK(strcmp(c->color_used[item], color) == 0);
      }
    }
  }
  for (uint32_t item = 0; item < m->primary_count; item++) {
    uint32_t lower, upper;
    CHECK(dlx_item_bounds(dlx_knuth_solver((dlx_knuth *)m->problem), item, &lower, &upper) ==
          DLX_OK);
    CHECK(c->uses[item] >= lower && c->uses[item] <= upper);
  }
  return 0;
}

typedef struct outcome {
  dlx_status status;
  dlx_statistics statistics;
} outcome;

static outcome search(const model *m, dlx_knuth *problem, uint64_t solution_limit) {
  checker c = {m, calloc(m->item_count + 1, sizeof(uint32_t)),
               calloc(m->item_count + 1, sizeof(char *)), calloc(m->option_count + 1, 1), 0};
  dlx_search parameters = {.solution_limit = solution_limit,
                           .node_limit = NODE_LIMIT,
                           .on_solution = check_solution,
                           .context = &c};
  outcome result;
  dlx_solver *solver = dlx_knuth_solver(problem);
  result.status = dlx_solve(solver, &parameters, &result.statistics);
  CHECK(result.status == DLX_OK || result.status == DLX_STOPPED_AT_NODE_LIMIT ||
        result.status == DLX_STOPPED_AT_SOLUTION_LIMIT);
  CHECK(result.statistics.solutions == c.solutions);
  CHECK(result.statistics.nodes <= NODE_LIMIT);
  if (result.status == DLX_STOPPED_AT_NODE_LIMIT) CHECK(result.statistics.nodes == NODE_LIMIT);
  if (result.status == DLX_STOPPED_AT_SOLUTION_LIMIT) CHECK(c.solutions == solution_limit);
  CHECK(dlx_check_consistency(solver) == DLX_OK);
  free(c.uses);
  free(c.color_used);
  free(c.option_used);
  return result;
}

/* ------------------------------------------------------------------------------------------------
 * Writing the problem back.
 */

static char *write_back(const model *m, dlx_knuth *problem, size_t *size) {
  char *text = NULL;
  FILE *stream = open_memstream(&text, size);
  CHECK(stream != NULL);
  fputs("| written back by fuzz_knuth_reader\n", stream);
  /* The item line always starts with a primary item: a line starting with '|' is a comment. */
  for (uint32_t item = 0; item < m->item_count; item++) {
    if (item > 0) fputc(' ', stream);
    if (item == m->primary_count) fputs("| ", stream);
    uint32_t lower = 1, upper = 1;
    if (item < m->primary_count)
      CHECK(dlx_item_bounds(dlx_knuth_solver(problem), item, &lower, &upper) == DLX_OK);
    if (lower != 1 || upper != 1)
      fprintf(stream, "%lu:%lu|", (unsigned long)lower, (unsigned long)upper);
    fputs(dlx_knuth_item_name(problem, item), stream);
  }
  fputc('\n', stream);
  for (uint32_t option = 0; option < m->option_count; option++)
    fprintf(stream, "%s\r\n", dlx_knuth_option_text(problem, option));
  CHECK(fclose(stream) == 0);
  return text;
}

/* The problem read back searches as the first did: the same status, solutions, nodes and updates.
 */
static void search_as_first(dlx_knuth *again, outcome first) {
  model m2;
  build_model(&m2, again);
  outcome second = search(&m2, again, 0);
  CHECK(second.status == first.status);
  CHECK(second.statistics.solutions == first.statistics.solutions);
  CHECK(second.statistics.nodes == first.statistics.nodes);
  CHECK(second.statistics.updates == first.statistics.updates);
  free_model(&m2);
}

/* The problem that `text` (size bytes) holds, read again; a failure ends the run with `what`. */
static dlx_knuth *read_again(const char *text, size_t size, const char *what) {
  FILE *stream = open_bytes((const uint8_t *)text, size);
  dlx_knuth *again = NULL;
  dlx_knuth_error error;
  dlx_status status = dlx_knuth_read(stream, &again, &error, NULL, NULL);
  fclose(stream);
  if (status != DLX_OK) {
    fprintf(stderr, "re-reading failed at %lu:%lu: %s\n%s", error.line, error.column, error.message,
            text);
    fail(what);
  }
  return again;
}

static void round_trip(const model *m, dlx_knuth *problem, outcome first) {
  size_t size = 0;
  char *text = write_back(m, problem, &size);
  dlx_knuth *again = read_again(text, size, "the problem written back cannot be read again");
  dlx_solver *solver = dlx_knuth_solver(again);
  CHECK(dlx_knuth_item_count(again) == m->item_count);
  CHECK(dlx_primary_count(solver) == m->primary_count);
  CHECK(dlx_option_count(solver) == m->option_count);
  for (uint32_t item = 0; item < m->item_count; item++)
    CHECK(strcmp(dlx_knuth_item_name(again, item), dlx_knuth_item_name(problem, item)) == 0);
  for (uint32_t item = 0; item < m->primary_count; item++) {
    uint32_t lower, upper, lower_again, upper_again;
    CHECK(dlx_item_bounds(dlx_knuth_solver(problem), item, &lower, &upper) == DLX_OK);
    CHECK(dlx_item_bounds(solver, item, &lower_again, &upper_again) == DLX_OK);
    CHECK(lower == lower_again && upper == upper_again);
  }
  for (uint32_t option = 0; option < m->option_count; option++)
    CHECK(strcmp(dlx_knuth_option_text(again, option), dlx_knuth_option_text(problem, option)) ==
          0);
  /* Colors are numbered as they first appear, in ignored options too (those are not written
   * back), so the problem read again may have fewer colors, numbered in another order; each of
   * them is a color of the original. */
  uint32_t original_count = dlx_knuth_color_count(problem);
  CHECK(dlx_knuth_color_count(again) <= original_count);
  for (uint32_t color = 1; color <= dlx_knuth_color_count(again); color++) {
    const char *name = dlx_knuth_color_name(again, color);
    uint32_t original = 1;
    while (original <= original_count && strcmp(dlx_knuth_color_name(problem, original), name) != 0)
      original++;
    CHECK(original <= original_count);
  }
  search_as_first(again, first);
  dlx_knuth_destroy(again);
  free(text);
}

/* The problem written by dlx_knuth_write with the reader's names: malloc'd, its length in *size. */
static char *library_text(dlx_knuth *problem, size_t *size) {
  uint32_t item_count = dlx_knuth_item_count(problem), color_count = dlx_knuth_color_count(problem);
  const char **items = malloc((item_count + 1) * sizeof *items);
  const char **colors = malloc((color_count + 1) * sizeof *colors);
  CHECK(items != NULL && colors != NULL);
  for (uint32_t item = 0; item < item_count; item++)
    items[item] = dlx_knuth_item_name(problem, item);
  colors[0] = NULL;
  for (uint32_t color = 1; color <= color_count; color++)
    colors[color] = dlx_knuth_color_name(problem, color);
  dlx_solver *solver = dlx_knuth_solver(problem);
  dlx_knuth_error error;
  size_t length = dlx_knuth_write(solver, items, colors, color_count, NULL, 0, &error);
  if (length == DLX_KNUTH_UNWRITABLE) {
    fprintf(stderr, "unwritable at %lu:%lu: %s\n", error.line, error.column, error.message);
    fail("dlx_knuth_write refuses a problem the reader read");
  }
  char *text = malloc(length + 1);
  CHECK(text != NULL);
  CHECK(dlx_knuth_write(solver, items, colors, color_count, text, length + 1, NULL) == length);
  CHECK(strlen(text) == length);
  free(items);
  free(colors);
  *size = length;
  return text;
}

static void library_round_trip(const model *m, dlx_knuth *problem, outcome first) {
  size_t size = 0;
  char *text = library_text(problem, &size);
  dlx_knuth *again = read_again(text, size, "the text of dlx_knuth_write cannot be read again");
  dlx_solver *solver = dlx_knuth_solver(problem), *solver_again = dlx_knuth_solver(again);
  CHECK(dlx_knuth_item_count(again) == m->item_count);
  CHECK(dlx_primary_count(solver_again) == m->primary_count);
  CHECK(dlx_option_count(solver_again) == m->option_count);
  for (uint32_t item = 0; item < m->item_count; item++)
    CHECK(strcmp(dlx_knuth_item_name(again, item), dlx_knuth_item_name(problem, item)) == 0);
  for (uint32_t item = 0; item < m->primary_count; item++) {
    uint32_t lower, upper, lower_again, upper_again;
    CHECK(dlx_item_bounds(solver, item, &lower, &upper) == DLX_OK);
    CHECK(dlx_item_bounds(solver_again, item, &lower_again, &upper_again) == DLX_OK);
    CHECK(lower == lower_again && upper == upper_again);
  }
  for (uint32_t option = 0; option < m->option_count; option++) {
    size_t length = dlx_option_items(solver, option, NULL, NULL, 0);
    CHECK(dlx_option_items(solver_again, option, NULL, NULL, 0) == length);
    uint32_t *numbers = malloc(4 * length * sizeof *numbers + 1);
    CHECK(numbers != NULL);
    uint32_t *colors = numbers + length, *numbers_again = colors + length;
    uint32_t *colors_again = numbers_again + length;
    dlx_option_items(solver, option, numbers, colors, length);
    dlx_option_items(solver_again, option, numbers_again, colors_again, length);
    for (size_t k = 0; k < length; k++) {
      CHECK(numbers[k] == numbers_again[k]);
      CHECK((colors[k] == 0) == (colors_again[k] == 0));
      if (colors[k] != 0)
        CHECK(strcmp(dlx_knuth_color_name(problem, colors[k]),
                     dlx_knuth_color_name(again, colors_again[k])) == 0);
    }
    CHECK(dlx_option_cost(solver, option) == dlx_option_cost(solver_again, option));
    free(numbers);
  }
  search_as_first(again, first);
  size_t size_again = 0;
  char *text_again = library_text(again, &size_again);
  CHECK(size_again == size && memcmp(text_again, text, size) == 0);
  free(text_again);
  dlx_knuth_destroy(again);
  free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  input_shape shape = shape_of(data, size);
  FILE *stream = open_bytes(data, size);
  if (!stream) fail("fmemopen failed");
  dlx_knuth *problem = (dlx_knuth *)&shape; /* must be overwritten */
  dlx_knuth_error error;
  memset(&error, 0x55, sizeof error);
  warnings seen = {&shape, 0};
  dlx_status status = dlx_knuth_read(stream, &problem, &error, on_warning, &seen);
  fclose(stream);

  if (status != DLX_OK) {
    CHECK(problem == NULL);
    CHECK(status == DLX_ERROR_BAD_FORMAT || status == DLX_ERROR_TOO_LARGE);
    CHECK(error.line >= 1 && error.line <= shape.line_count);
    CHECK(error.column >= 1 && error.column <= shape.longest_line + 1);
    check_one_line(error.message, sizeof error.message);
    return 0;
  }
  CHECK(problem != NULL);
  model m;
  build_model(&m, problem);
  outcome first = search(&m, problem, 0);
  outcome limited = search(&m, problem, 1);
  if (first.statistics.solutions >= 1) {
    CHECK(limited.statistics.solutions == 1);
    CHECK(limited.status == DLX_STOPPED_AT_SOLUTION_LIMIT);
  } else {
    CHECK(limited.statistics.solutions == 0);
  }
  round_trip(&m, problem, first);
  library_round_trip(&m, problem, first);
  free_model(&m);
  dlx_knuth_destroy(problem);
  return 0;
}
