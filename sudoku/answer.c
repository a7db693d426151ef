/* answer.c: the answer to one puzzle in each judge's output style. Which style prints what, when
 * a puzzle has no solution or several, is decided here and nowhere else. */
#include "answer.h"

#include <string.h>

static const char *const style_names[] = {
    [SUDOKU_STYLE_COUNT] = "count",       [SUDOKU_STYLE_VERDICT] = "verdict",
    [SUDOKU_STYLE_SCENARIO] = "scenario", [SUDOKU_STYLE_LINE] = "line",
    [SUDOKU_STYLE_GRID] = "grid",         [SUDOKU_STYLE_JSON] = "json",
};

const char *sudoku_answer_style_name(sudoku_answer_style style) {
  if ((unsigned)style < sizeof style_names / sizeof *style_names) return style_names[style];
  return "unknown";
}

bool sudoku_answer_style_from_name(const char *name, sudoku_answer_style *style) {
  for (unsigned k = 0; k < sizeof style_names / sizeof *style_names; k++) {
    if (strcmp(name, style_names[k]) == 0) {
      *style = (sudoku_answer_style)k;
      return true;
    }
  }
  return false;
}

uint64_t sudoku_answer_style_least_limit(sudoku_answer_style style) {
  return style == SUDOKU_STYLE_VERDICT ? 2 : 1;
}

static void write_grid(FILE *out, const sudoku_grid *grid, sudoku_layout layout) {
  char text[SUDOKU_GRID_TEXT_MAX];
  size_t length = sudoku_grid_format(grid, layout, '0', text);
  fwrite(text, 1, length, out);
}

static const char *verdict_word(sudoku_verdict verdict) {
  switch (verdict) {
  case SUDOKU_ILLEGAL:
    return "illegal";
  case SUDOKU_IMPOSSIBLE:
    return "impossible";
  case SUDOKU_UNIQUE:
    return "unique";
  case SUDOKU_MULTIPLE:
    return "multiple";
  case SUDOKU_AT_LEAST_ONE:
    return "solvable";
  case SUDOKU_UNDECIDED:
    return "undecided";
  }
  return "unknown";
}

static const char *uva_verdict_word(sudoku_verdict verdict) {
  switch (verdict) {
  case SUDOKU_ILLEGAL:
    return "Illegal";
  case SUDOKU_IMPOSSIBLE:
    return "Impossible";
  case SUDOKU_UNIQUE:
    return "Unique";
  case SUDOKU_MULTIPLE:
    return "Ambiguous";
  default:
    return "Unknown"; /* the search was stopped before it could tell */
  }
}

/* An answer has three parts: an opening (a count, a verdict, a heading), the solutions it prints,
 * and a closing. A plain answer prints the solutions its style calls for; --all prints every one.
 */

static void write_json_fields(FILE *out, const sudoku_grid *puzzle, const sudoku_result *result) {
  char puzzle_text[SUDOKU_GRID_TEXT_MAX];
  size_t puzzle_length = sudoku_grid_format(puzzle, SUDOKU_LAYOUT_LINE, '.', puzzle_text);
  puzzle_text[puzzle_length - 1] = '\0'; /* the newline */
  sudoku_verdict verdict = sudoku_verdict_of(result);
  fprintf(out, "{\"puzzle\":\"%s\",\"solutions\":%llu,\"limit_reached\":%s,\"verdict\":\"%s\"",
          puzzle_text, (unsigned long long)result->solutions,
          result->reached_limit ? "true" : "false", verdict_word(verdict));
  if (result->interrupted) fputs(",\"partial\":true", out);
  if (verdict == SUDOKU_UNIQUE) {
    char solution_text[SUDOKU_GRID_TEXT_MAX];
    size_t length = sudoku_grid_format(&result->solution, SUDOKU_LAYOUT_LINE, '.', solution_text);
    solution_text[length - 1] = '\0';
    fprintf(out, ",\"solution\":\"%s\"", solution_text);
  }
}

static void write_opening(FILE *out, sudoku_answer_style style, unsigned long puzzle_number,
                          const sudoku_grid *puzzle, const sudoku_result *result,
                          bool every_solution) {
  switch (style) {
  case SUDOKU_STYLE_COUNT:
    fprintf(out, result->interrupted || result->reached_limit ? "at least %llu\n" : "%llu\n",
            (unsigned long long)result->solutions);
    break;
  case SUDOKU_STYLE_VERDICT:
    fprintf(out, "Case %lu: %s.\n", puzzle_number, uva_verdict_word(sudoku_verdict_of(result)));
    break;
  case SUDOKU_STYLE_SCENARIO:
    fprintf(out, "Scenario #%lu:\n", puzzle_number);
    break;
  case SUDOKU_STYLE_LINE:
  case SUDOKU_STYLE_GRID:
    break;
  case SUDOKU_STYLE_JSON:
    write_json_fields(out, puzzle, result);
    if (every_solution) fputs(",\"all_solutions\":[", out);
    break;
  }
}

static const char *no_solution_text(const sudoku_result *result) {
  return result->interrupted ? "no solution found: the search was stopped" : "no solution";
}

static void write_closing(FILE *out, sudoku_answer_style style, const sudoku_result *result,
                          bool every_solution) {
  switch (style) {
  case SUDOKU_STYLE_COUNT:
  case SUDOKU_STYLE_VERDICT:
    break;
  case SUDOKU_STYLE_SCENARIO:
  case SUDOKU_STYLE_GRID:
    if (result->solutions == 0) fprintf(out, "%s\n\n", no_solution_text(result));
    break;
  case SUDOKU_STYLE_LINE:
    if (result->solutions == 0) fprintf(out, "%s\n", no_solution_text(result));
    break;
  case SUDOKU_STYLE_JSON:
    fputs(every_solution ? "]}\n" : "}\n", out);
    break;
  }
}

static bool plain_answer_prints_solution(sudoku_answer_style style, const sudoku_result *result) {
  sudoku_verdict verdict = sudoku_verdict_of(result);
  switch (style) {
  case SUDOKU_STYLE_COUNT:
    return verdict == SUDOKU_UNIQUE || (verdict == SUDOKU_AT_LEAST_ONE && !result->interrupted);
  case SUDOKU_STYLE_SCENARIO:
  case SUDOKU_STYLE_LINE:
  case SUDOKU_STYLE_GRID:
    return result->solutions > 0;
  default:
    return false;
  }
}

void sudoku_write_answer_solution(FILE *out, sudoku_answer_style style, uint64_t solution_index,
                                  const sudoku_grid *solution, sudoku_layout layout) {
  switch (style) {
  case SUDOKU_STYLE_COUNT:
  case SUDOKU_STYLE_VERDICT:
    write_grid(out, solution, layout);
    break;
  case SUDOKU_STYLE_SCENARIO:
    write_grid(out, solution, SUDOKU_LAYOUT_PACKED);
    fputc('\n', out);
    break;
  case SUDOKU_STYLE_LINE:
    write_grid(out, solution, SUDOKU_LAYOUT_LINE);
    break;
  case SUDOKU_STYLE_GRID:
    write_grid(out, solution, SUDOKU_LAYOUT_TOKENS);
    fputc('\n', out);
    break;
  case SUDOKU_STYLE_JSON: {
    char text[SUDOKU_GRID_TEXT_MAX];
    size_t length = sudoku_grid_format(solution, SUDOKU_LAYOUT_LINE, '.', text);
    text[length - 1] = '\0';
    fprintf(out, "%s\"%s\"", solution_index > 0 ? "," : "", text);
    break;
  }
  }
}

void sudoku_write_answer(FILE *out, sudoku_answer_style style, unsigned long puzzle_number,
                         const sudoku_grid *puzzle, sudoku_layout layout,
                         const sudoku_result *result) {
  write_opening(out, style, puzzle_number, puzzle, result, false);
  if (plain_answer_prints_solution(style, result))
    sudoku_write_answer_solution(out, style, 0, &result->solution, layout);
  write_closing(out, style, result, false);
}

bool sudoku_answer_opening_needs_result(sudoku_answer_style style) {
  return style == SUDOKU_STYLE_COUNT || style == SUDOKU_STYLE_VERDICT || style == SUDOKU_STYLE_JSON;
}

void sudoku_write_answer_opening(FILE *out, sudoku_answer_style style, unsigned long puzzle_number,
                                 const sudoku_grid *puzzle, const sudoku_result *result) {
  write_opening(out, style, puzzle_number, puzzle, result, true);
}

void sudoku_write_answer_closing(FILE *out, sudoku_answer_style style,
                                 const sudoku_result *result) {
  write_closing(out, style, result, true);
}
