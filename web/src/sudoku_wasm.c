/* sudoku_wasm.c: the sudoku front end for the JavaScript package (`sudoku` of web/package/dlx.js),
 * over sudoku/text_api.h, built into the WebAssembly module by `make wasm`: solve, generate (killer
 * puzzles too), rate (each step with its eliminations, cells, units and symbols), shape, hint.
 *
 * text_api answers in C structures (arrays of answers, of puzzles, of steps) that JavaScript
 * cannot walk without knowing their layout; each function here turns one answer into a JSON text
 * (malloc'd, freed by the caller with free) that the package parses: counts as strings of digits
 * (read as BigInt: they never wrap), errors with the message the command prints. Settings arrive
 * as strings, an empty string meaning "not given". No printing, no exit, no global state.
 */
#include <emscripten.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/text_api.h"

/* A growing text; on running out of memory it is marked failed and the caller answers NULL. */
typedef struct json_text {
  char *bytes;
  size_t length, capacity;
  bool failed;
} json_text;

static void json_append(json_text *json, const char *bytes, size_t length) {
  if (json->failed) return;
  if (json->length + length + 1 > json->capacity) {
    size_t capacity = (json->length + length + 1) * 2;
    char *bytes_grown = realloc(json->bytes, capacity);
    if (!bytes_grown) {
      json->failed = true;
      return;
    }
    json->bytes = bytes_grown;
    json->capacity = capacity;
  }
  memcpy(json->bytes + json->length, bytes, length);
  json->length += length;
  json->bytes[json->length] = '\0';
}

static void json_literal(json_text *json, const char *text) {
  json_append(json, text, strlen(text));
}

static void json_printf(json_text *json, const char *format, ...) {
  char buffer[128];
  va_list arguments;
  va_start(arguments, format);
  int length = vsnprintf(buffer, sizeof buffer, format, arguments);
  va_end(arguments);
  if (length > 0) json_append(json, buffer, (size_t)length < sizeof buffer ? (size_t)length : 0);
}

/* A JSON string, or null for NULL. */
static void json_string(json_text *json, const char *text) {
  if (!text) {
    json_literal(json, "null");
    return;
  }
  json_literal(json, "\"");
  for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
    if (*c == '"' || *c == '\\') {
      char escaped[2] = {'\\', (char)*c};
      json_append(json, escaped, 2);
    } else if (*c == '\n') {
      json_literal(json, "\\n");
    } else if (*c < 0x20) {
      json_printf(json, "\\u%04x", *c);
    } else {
      json_append(json, (const char *)c, 1);
    }
  }
  json_literal(json, "\"");
}

static const char *given_or_null(const char *text) {
  return text && *text ? text : NULL;
}

static sudoku_text_settings settings_of(const char *name, const char *size, const char *boxes,
                                        const char *symbols, const char *variant, double limit,
                                        double node_limit) {
  sudoku_text_settings settings = {0};
  settings.name = given_or_null(name);
  settings.size = given_or_null(size);
  settings.boxes = given_or_null(boxes);
  settings.symbols = given_or_null(symbols);
  settings.variant = given_or_null(variant);
  settings.limit = (uint64_t)limit;
  settings.node_limit = (uint64_t)node_limit;
  return settings;
}

/* {"status":N,"error":"..." or null,"errorLine":N, then the caller's fields. */
static void json_status(json_text *json, dlx_status status, const sudoku_text_error *error) {
  json_printf(json, "{\"status\":%d,\"error\":", (int)status);
  json_string(json, status == DLX_OK || status == DLX_STOPPED_BY_REQUEST
                        ? NULL
                        : (error->message[0] ? error->message : dlx_strerror(status)));
  json_printf(json, ",\"errorLine\":%lu", error->line);
}

static char *json_finish(json_text *json) {
  json_literal(json, "}");
  if (json->failed) {
    free(json->bytes);
    return NULL;
  }
  return json->bytes;
}

/* Counts (and with with_solutions solves) every puzzle of text[0 .. length-1]; with one_puzzle, a
 * text of several is refused before any search, "puzzles" saying how many it holds. */
EMSCRIPTEN_KEEPALIVE char *sudoku_wasm_solve(const char *text, size_t length, const char *name,
                                             const char *size, const char *boxes,
                                             const char *symbols, const char *variant, double limit,
                                             double node_limit, int with_solutions,
                                             int one_puzzle) {
  sudoku_text_settings settings =
      settings_of(name, size, boxes, symbols, variant, limit, node_limit);
  settings.one_puzzle = one_puzzle != 0;
  sudoku_text_answers answers = {0};
  sudoku_text_error error = {0};
  dlx_status status =
      sudoku_text_solve(NULL, text, length, &settings, with_solutions != 0, &answers, &error);
  json_text json = {0};
  json_status(&json, status, &error);
  json_printf(&json, ",\"puzzles\":%zu", error.puzzles);
  json_literal(&json, ",\"answers\":[");
  for (size_t k = 0; k < answers.count; k++) {
    const sudoku_text_answer *answer = &answers.answers[k];
    json_printf(&json, "%s{\"line\":%lu,\"count\":\"%llu\"", k ? "," : "", answer->line,
                (unsigned long long)answer->solutions);
    json_printf(&json, ",\"complete\":%s,\"stopped\":%s,\"illegal\":%s,\"solution\":",
                answer->complete ? "true" : "false", answer->stopped ? "true" : "false",
                answer->illegal ? "true" : "false");
    json_string(&json, answer->solution);
    json_literal(&json, "}");
  }
  json_literal(&json, "]");
  sudoku_text_answers_free(&answers);
  return json_finish(&json);
}

/* Generates count puzzles (killer: killer puzzles); seed is a decimal string (64 bits). */
EMSCRIPTEN_KEEPALIVE char *sudoku_wasm_generate(const char *size, const char *boxes,
                                                const char *symbols, const char *variant,
                                                const char *seed, const char *symmetry, int minimal,
                                                unsigned fewest_givens, unsigned most_givens,
                                                unsigned count, int killer) {
  sudoku_text_settings settings = settings_of(NULL, size, boxes, symbols, variant, 0, 0);
  sudoku_text_generation generation = {0};
  generation.seed = strtoull(seed, NULL, 10);
  generation.symmetry = given_or_null(symmetry);
  generation.minimal = minimal != 0;
  generation.killer = killer != 0;
  generation.fewest_givens = fewest_givens;
  generation.most_givens = most_givens;
  sudoku_text_puzzles puzzles = {0};
  sudoku_text_error error = {0};
  dlx_status status = sudoku_text_generate(&settings, &generation, count, &puzzles, &error);
  json_text json = {0};
  json_status(&json, status, &error);
  json_literal(&json, ",\"puzzles\":[");
  for (size_t k = 0; k < puzzles.count; k++) {
    const sudoku_text_puzzle *puzzle = &puzzles.puzzles[k];
    json_literal(&json, k ? ",{\"puzzle\":" : "{\"puzzle\":");
    json_string(&json, puzzle->puzzle);
    json_literal(&json, ",\"solution\":");
    json_string(&json, puzzle->solution);
    json_printf(&json, ",\"givens\":%u,\"minimal\":%s}", puzzle->givens,
                puzzle->minimal ? "true" : "false");
  }
  json_literal(&json, "]");
  sudoku_text_puzzles_free(&puzzles);
  return json_finish(&json);
}

/* Symbols (bit s - 1 for symbol s) as an array of numbers. */
static void json_symbols(json_text *json, uint64_t symbols) {
  json_literal(json, "[");
  for (uint64_t left = symbols; left; left &= left - 1)
    json_printf(json, left == symbols ? "%d" : ",%d", __builtin_ctzll(left) + 1);
  json_literal(json, "]");
}

static void json_cells(json_text *json, const uint16_t *cells, size_t count) {
  json_literal(json, "[");
  for (size_t k = 0; k < count; k++) json_printf(json, k ? ",%u" : "%u", (unsigned)cells[k]);
  json_literal(json, "]");
}

/* {"technique":..,"text":..,"cell":..,"symbol":..,"eliminations":N,"removed":[{"cell":..,
 * "symbols":[..]}],"cells":[..],"units":[..],"symbols":[..]} */
static void json_step(json_text *json, const sudoku_text_step *step) {
  json_literal(json, "{\"technique\":");
  json_string(json, step->technique);
  json_literal(json, ",\"text\":");
  json_string(json, step->text);
  json_printf(json, ",\"cell\":%d,\"symbol\":%u,\"eliminations\":%zu,\"removed\":[", step->cell,
              step->symbol, step->elimination_count);
  for (size_t k = 0; k < step->elimination_count; k++) {
    json_printf(json, k ? ",{\"cell\":%u,\"symbols\":" : "{\"cell\":%u,\"symbols\":",
                (unsigned)step->eliminations[k].cell);
    json_symbols(json, step->eliminations[k].symbols);
    json_literal(json, "}");
  }
  json_literal(json, "],\"cells\":");
  json_cells(json, step->cells, step->cell_count);
  json_literal(json, ",\"units\":");
  json_cells(json, step->units, step->unit_count);
  json_literal(json, ",\"symbols\":");
  json_symbols(json, step->symbols);
  json_literal(json, "}");
}

/* Rates the first puzzle of text[0 .. length-1], with its steps. */
EMSCRIPTEN_KEEPALIVE char *sudoku_wasm_rate(const char *text, size_t length, const char *name,
                                            const char *size, const char *boxes,
                                            const char *symbols, const char *variant) {
  sudoku_text_settings settings = settings_of(name, size, boxes, symbols, variant, 0, 0);
  sudoku_text_rating rating = {0};
  sudoku_text_error error = {0};
  dlx_status status = sudoku_text_rate(text, length, &settings, &rating, &error);
  json_text json = {0};
  json_status(&json, status, &error);
  if (status == DLX_OK) {
    json_literal(&json, ",\"outcome\":");
    json_string(&json, rating.outcome);
    json_literal(&json, ",\"level\":");
    json_string(&json, rating.level);
    json_literal(&json, ",\"hardest\":");
    json_string(&json, rating.hardest);
    json_printf(&json, ",\"unique\":%s,\"line\":", rating.unique ? "true" : "false");
    json_string(&json, rating.line);
    json_literal(&json, ",\"unsupported\":");
    json_string(&json, rating.unsupported);
    json_literal(&json, ",\"steps\":[");
    for (size_t k = 0; k < rating.step_count; k++) {
      if (k) json_literal(&json, ",");
      json_step(&json, &rating.steps[k]);
    }
    json_literal(&json, "]");
  }
  sudoku_text_rating_free(&rating);
  return json_finish(&json);
}

/* The shape of the first puzzle of text[0 .. length-1] (SudokuShape of dlx.d.ts). */
EMSCRIPTEN_KEEPALIVE char *sudoku_wasm_shape(const char *text, size_t length, const char *name,
                                             const char *size, const char *boxes,
                                             const char *symbols, const char *variant) {
  sudoku_text_settings settings = settings_of(name, size, boxes, symbols, variant, 0, 0);
  sudoku_text_shape shape;
  sudoku_text_error error = {0};
  dlx_status status = sudoku_text_shape_of(text, length, &settings, &shape, &error);
  json_text json = {0};
  json_status(&json, status, &error);
  if (status == DLX_OK) {
    unsigned side = shape.side, cells = side * side;
    json_printf(&json, ",\"line\":%lu,\"side\":%u,\"boxRows\":%u,\"boxColumns\":%u,\"header\":",
                shape.line, side, shape.box_rows, shape.box_columns);
    json_string(&json, shape.header);
    json_literal(&json, ",\"symbols\":[");
    for (unsigned symbol = 0; symbol < side; symbol++) {
      if (symbol) json_literal(&json, ",");
      json_string(&json, shape.symbol_texts[symbol]);
    }
    json_printf(&json, "],\"spaced\":%s,\"empty\":", shape.spaced ? "true" : "false");
    json_string(&json, shape.empty_text);
    json_literal(&json, ",\"variants\":[");
    for (const char *variant_name = shape.variants; *variant_name;) {
      size_t name_length = strcspn(variant_name, ",");
      char one[sizeof shape.variants];
      memcpy(one, variant_name, name_length);
      one[name_length] = '\0';
      if (variant_name != shape.variants) json_literal(&json, ",");
      json_string(&json, one);
      variant_name += name_length + (variant_name[name_length] == ',');
    }
    json_literal(&json, "],\"regions\":");
    if (shape.region_of_cell) {
      json_literal(&json, "[");
      for (unsigned cell = 0; cell < cells; cell++)
        json_printf(&json, cell ? ",%u" : "%u", shape.region_of_cell[cell]);
      json_literal(&json, "]");
    } else {
      json_literal(&json, "null");
    }
    json_literal(&json, ",\"units\":[");
    for (unsigned unit = 0; unit < shape.unit_count; unit++) {
      json_literal(&json, unit ? ",{\"kind\":" : "{\"kind\":");
      json_string(&json, shape.unit_kinds[unit]);
      json_literal(&json, ",\"name\":");
      json_string(&json, shape.unit_names[unit]);
      json_literal(&json, ",\"cells\":");
      json_cells(&json, shape.unit_cells + (size_t)unit * side, side);
      json_literal(&json, "}");
    }
    json_literal(&json, "],\"pairs\":[");
    for (size_t pair = 0; pair < shape.pair_count; pair++)
      json_printf(&json, pair ? ",[%u,%u]" : "[%u,%u]", shape.pairs[2 * pair],
                  shape.pairs[2 * pair + 1]);
    json_literal(&json, "],\"neighbourPairs\":[");
    for (size_t pair = 0; pair < shape.neighbour_pair_count; pair++)
      json_printf(&json, pair ? ",[%u,%u]" : "[%u,%u]", shape.neighbour_pairs[2 * pair],
                  shape.neighbour_pairs[2 * pair + 1]);
    json_literal(&json, "],\"cages\":[");
    for (size_t cage = 0; cage < shape.cage_count; cage++) {
      json_printf(&json, cage ? ",{\"sum\":%u,\"cells\":" : "{\"sum\":%u,\"cells\":",
                  shape.cages[cage].sum);
      json_cells(&json, shape.cages[cage].cells, shape.cages[cage].size);
      json_literal(&json, "}");
    }
    json_literal(&json, "],\"givens\":[");
    for (unsigned cell = 0; cell < cells; cell++)
      json_printf(&json, cell ? ",%u" : "%u", shape.givens[cell]);
    json_literal(&json, "],\"candidates\":[");
    for (unsigned cell = 0; cell < cells; cell++) {
      if (cell) json_literal(&json, ",");
      json_symbols(&json, shape.candidates[cell]);
    }
    json_literal(&json, "]");
  }
  sudoku_text_shape_free(&shape);
  return json_finish(&json);
}

/* The hint for the first puzzle of text[0 .. length-1] (Hint of dlx.d.ts); marks "" for none, or
 * one decimal set per cell (bit s - 1 for symbol s), separated by spaces, side * side of them. */
EMSCRIPTEN_KEEPALIVE char *sudoku_wasm_hint(const char *text, size_t length, const char *name,
                                            const char *size, const char *boxes,
                                            const char *symbols, const char *variant,
                                            double node_limit, const char *marks) {
  sudoku_text_settings settings = settings_of(name, size, boxes, symbols, variant, 0, node_limit);
  sudoku_text_error error = {0};
  sudoku_text_hint hint;
  uint64_t *sets = NULL;
  dlx_status status = DLX_OK;
  if (marks && *marks) {
    size_t count = 0;
    sets = calloc(SUDOKU_TEXT_MAX_SIDE * SUDOKU_TEXT_MAX_SIDE, sizeof *sets);
    for (const char *next = marks; sets && *next;) {
      char *end;
      unsigned long long set = strtoull(next, &end, 10);
      if (end == next || count == SUDOKU_TEXT_MAX_SIDE * SUDOKU_TEXT_MAX_SIDE) break;
      sets[count++] = set;
      next = end + strspn(end, " ");
    }
    sudoku_text_shape shape = {0};
    status = sets ? sudoku_text_shape_of(text, length, &settings, &shape, &error)
                  : DLX_ERROR_OUT_OF_MEMORY;
    if (status == DLX_OK && count != (size_t)shape.side * shape.side) {
      snprintf(error.message, sizeof error.message, "marks: %zu cells given, the %ux%u grid has %u",
               count, shape.side, shape.side, shape.side * shape.side);
      status = DLX_ERROR_BAD_FORMAT;
    }
    sudoku_text_shape_free(&shape);
  }
  if (status == DLX_OK)
    status = sudoku_text_hint_of(NULL, text, length, &settings, sets, &hint, &error);
  else
    hint = (sudoku_text_hint){.unit = -1};
  free(sets);
  json_text json = {0};
  json_status(&json, status, &error);
  if (status == DLX_OK || status == DLX_STOPPED_BY_REQUEST) {
    bool step = strcmp(hint.outcome, "step") == 0;
    json_literal(&json, ",\"outcome\":");
    json_string(&json, hint.outcome);
    json_literal(&json, ",\"text\":");
    json_string(&json, hint.text);
    json_literal(&json, ",\"step\":");
    if (step)
      json_step(&json, &hint.step);
    else
      json_literal(&json, "null");
    json_literal(&json, ",\"level\":");
    json_string(&json, hint.level);
    json_printf(&json, ",\"unique\":%s,\"cells\":[",
                step ? (hint.unique ? "true" : "false") : "null");
    for (unsigned k = 0; k < hint.cell_count; k++)
      json_printf(&json, k ? ",{\"cell\":%u,\"symbol\":%u}" : "{\"cell\":%u,\"symbol\":%u}",
                  (unsigned)hint.cells[k], hint.symbols[k]);
    json_printf(&json, "],\"moreCells\":%s,\"unit\":", hint.more_cells ? "true" : "false");
    if (hint.unit >= 0)
      json_printf(&json, "%d", hint.unit);
    else
      json_literal(&json, "null");
    json_literal(&json, ",\"unsupported\":");
    json_string(&json, hint.unsupported);
    json_printf(&json, ",\"nodes\":\"%llu\"", (unsigned long long)hint.nodes);
  }
  sudoku_text_hint_free(&hint);
  return json_finish(&json);
}
