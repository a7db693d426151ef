/* sudoku_wasm.c: the sudoku front end for the JavaScript package (web/package/sudoku.js), over
 * sudoku/text_api.h, built into the WebAssembly module by `make wasm`.
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

/* Generates count puzzles; seed is a decimal string (64 bits). */
EMSCRIPTEN_KEEPALIVE char *sudoku_wasm_generate(const char *size, const char *boxes,
                                                const char *symbols, const char *variant,
                                                const char *seed, const char *symmetry, int minimal,
                                                unsigned fewest_givens, unsigned most_givens,
                                                unsigned count) {
  sudoku_text_settings settings = settings_of(NULL, size, boxes, symbols, variant, 0, 0);
  sudoku_text_generation generation = {0};
  generation.seed = strtoull(seed, NULL, 10);
  generation.symmetry = given_or_null(symmetry);
  generation.minimal = minimal != 0;
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
      const sudoku_text_step *step = &rating.steps[k];
      json_literal(&json, k ? ",{\"technique\":" : "{\"technique\":");
      json_string(&json, step->technique);
      json_literal(&json, ",\"text\":");
      json_string(&json, step->text);
      json_printf(&json, ",\"cell\":%d,\"symbol\":%u,\"eliminations\":%zu}", step->cell,
                  step->symbol, step->elimination_count);
    }
    json_literal(&json, "]");
  }
  sudoku_text_rating_free(&rating);
  return json_finish(&json);
}
