/* rater_json.c: the rater's steps and ratings as JSON, for programs that replay or show them
 * (sudoku --explain -f json, --rate -f json, --hint -f json). Every name is the one the text
 * explanation prints (rater_text.c): cells "r3c5", units "row 3" or "windoku box 2", symbols in
 * the puzzle's alphabet, so that a program can read the JSON and a person the text of one puzzle
 * side by side. No name holds a character JSON must escape (quotes, backslashes, controls). */
#include "rater.h"

#include "candidates.h"

static void write_json_cell(const rater *rater, unsigned cell, FILE *out) {
  fputc('"', out);
  sudoku_rater_write_cell_name(rater, cell, out);
  fputc('"', out);
}

static void write_json_symbol(const rater *rater, unsigned symbol, FILE *out) {
  fputc('"', out);
  sudoku_rater_write_symbol(rater, symbol, out);
  fputc('"', out);
}

/* ["3","8"]: the symbols of the set, smallest first. */
static void write_json_symbols(const rater *rater, uint64_t symbols, FILE *out) {
  fputc('[', out);
  for (uint64_t left = symbols; left; left &= left - 1) {
    if (left != symbols) fputc(',', out);
    write_json_symbol(rater, (unsigned)__builtin_ctzll(left) + 1, out);
  }
  fputc(']', out);
}

static void write_json_placements(const rater *rater, const rater_step *step, FILE *out) {
  fputs("\"placements\":[", out);
  if (step->placed_cell >= 0) {
    fputs("{\"cell\":", out);
    write_json_cell(rater, (unsigned)step->placed_cell, out);
    fputs(",\"digit\":", out);
    write_json_symbol(rater, step->placed_symbol, out);
    fputc('}', out);
  }
  fputc(']', out);
}

static void write_json_eliminations(const rater *rater, const rater_step *step, FILE *out) {
  fputs("\"eliminations\":[", out);
  for (unsigned i = 0; i < step->elimination_count; i++) {
    if (i) fputc(',', out);
    fputs("{\"cell\":", out);
    write_json_cell(rater, step->eliminations[i].cell, out);
    fputs(",\"digits\":", out);
    write_json_symbols(rater, step->eliminations[i].symbols, out);
    fputc('}', out);
  }
  fputc(']', out);
}

void sudoku_rater_write_json_step(const rater *rater, const rater_step *step, FILE *out) {
  fprintf(out, "{\"technique\":\"%s\",", sudoku_rater_technique_name(step->technique));
  write_json_placements(rater, step, out);
  fputc(',', out);
  write_json_eliminations(rater, step, out);
  fputs(",\"units\":[", out);
  for (unsigned i = 0; i < step->unit_count; i++) {
    if (i) fputc(',', out);
    fputc('"', out);
    sudoku_rater_write_unit_name(rater, step->units[i], out);
    fputc('"', out);
  }
  fputs("],\"cells\":[", out);
  for (unsigned i = 0; i < step->cell_count; i++) {
    if (i) fputc(',', out);
    write_json_cell(rater, step->cells[i], out);
  }
  fputs("],\"digits\":", out);
  write_json_symbols(rater, step->symbols, out);
  fputc('}', out);
}

static const char *outcome_name(rater_outcome outcome) {
  switch (outcome) {
  case RATER_SOLVED:
    return "solved";
  case RATER_ILLEGAL:
    return "illegal";
  case RATER_NO_SOLUTION:
    return "no solution";
  case RATER_GAVE_UP:
    return "gave up";
  case RATER_STOPPED:
    return "stopped";
  }
  return "unknown";
}

void sudoku_rater_write_json_rating_members(const rater_rating *rating, FILE *out) {
  fprintf(out, "\"outcome\":\"%s\"", outcome_name(rating->outcome));
  bool has_level = rating->outcome == RATER_SOLVED ||
                   ((rating->outcome == RATER_STOPPED || rating->outcome == RATER_GAVE_UP) &&
                    rating->step_count > 0);
  if (has_level)
    fprintf(out, ",\"level\":\"%s\",\"hardest\":\"%s\"", sudoku_rater_level_name(rating->level),
            sudoku_rater_technique_name(rating->hardest));
  else
    fputs(",\"level\":null,\"hardest\":null", out);
  if (rating->outcome == RATER_SOLVED)
    fprintf(out, ",\"unique\":%s", rating->unique ? "true" : "false");
  else
    fputs(",\"unique\":null", out);
  fputs(",\"technique_counts\":{", out);
  const char *separator = "";
  for (unsigned technique = 0; technique < RATER_TECHNIQUE_COUNT; technique++) {
    if (!rating->technique_counts[technique]) continue;
    fprintf(out, "%s\"%s\":%llu", separator,
            sudoku_rater_technique_name((rater_technique)technique),
            (unsigned long long)rating->technique_counts[technique]);
    separator = ",";
  }
  fprintf(out, "},\"step_count\":%llu,\"rater_nodes\":%llu", (unsigned long long)rating->step_count,
          (unsigned long long)rating->search_nodes);
}
