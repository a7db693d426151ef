/* rater_text.c: the rater in words: the names of techniques and levels, the one-line rating and the
 * explanation of each step. Symbols are written in the puzzle's alphabet by symbols.h's writer, the
 * one the grids are written with, so that a step of a hex puzzle says "= 8" where the answer has 8;
 * units are named by their kind ("windoku box 2", "jigsaw region 4", "anti-diagonal"). */
#include "rater.h"

#include "candidates.h"

static const char *const technique_names[RATER_TECHNIQUE_COUNT] = {
    [RATER_NAKED_SINGLE] = "naked single",
    [RATER_HIDDEN_SINGLE] = "hidden single",
    [RATER_POINTING] = "pointing",
    [RATER_CLAIMING] = "claiming",
    [RATER_NAKED_PAIR] = "naked pair",
    [RATER_HIDDEN_PAIR] = "hidden pair",
    [RATER_NAKED_TRIPLE] = "naked triple",
    [RATER_HIDDEN_TRIPLE] = "hidden triple",
    [RATER_NAKED_QUAD] = "naked quad",
    [RATER_HIDDEN_QUAD] = "hidden quad",
    [RATER_X_WING] = "X-wing",
    [RATER_SWORDFISH] = "swordfish",
    [RATER_JELLYFISH] = "jellyfish",
    [RATER_XY_WING] = "XY-wing",
    [RATER_XYZ_WING] = "XYZ-wing",
    [RATER_W_WING] = "W-wing",
    [RATER_SIMPLE_COLOURING] = "simple colouring",
    [RATER_GUESS] = "guess",
};

static const char *const level_names[RATER_LEVEL_COUNT] = {
    "simple", "easy", "intermediate", "expert", "fiendish", "diabolical",
};

static const char *const unit_kind_names[RATER_UNIT_KIND_COUNT] = {
    [RATER_UNIT_ROW] = "row",
    [RATER_UNIT_COLUMN] = "column",
    [RATER_UNIT_BOX] = "box",
    [RATER_UNIT_REGION] = "region",
    [RATER_UNIT_DIAGONAL] = "diagonal",
    [RATER_UNIT_ANTI_DIAGONAL] = "anti-diagonal",
    [RATER_UNIT_WINDOKU_BOX] = "windoku box",
    [RATER_UNIT_JIGSAW_REGION] = "jigsaw region",
};

const char *sudoku_rater_unit_kind_name(rater_unit_kind kind) {
  return unit_kind_names[kind];
}

/* The kinds a grid has one unit of, named without a number. */
static bool unit_kind_is_single(rater_unit_kind kind) {
  return kind == RATER_UNIT_DIAGONAL || kind == RATER_UNIT_ANTI_DIAGONAL;
}

const char *sudoku_rater_technique_name(rater_technique technique) {
  return technique < RATER_TECHNIQUE_COUNT ? technique_names[technique] : "unknown";
}

const char *sudoku_rater_level_name(rater_level level) {
  return level < RATER_LEVEL_COUNT ? level_names[level] : "unknown";
}

/* "naked single 40, hidden single 12" (each technique used, with its count), after ": ". */
static void write_technique_counts(const rater_rating *rating, FILE *out) {
  const char *separator = ": ";
  for (unsigned technique = 0; technique < RATER_TECHNIQUE_COUNT; technique++) {
    if (!rating->technique_counts[technique]) continue;
    fprintf(out, "%s%s %llu", separator, technique_names[technique],
            (unsigned long long)rating->technique_counts[technique]);
    separator = ", ";
  }
}

static void write_stopped_rating(const rater_rating *rating, FILE *out) {
  if (rating->step_count == 0) {
    fputs("unrated: rating stopped before its first step\n", out);
    return;
  }
  fprintf(out, "at least %s (hardest so far: %s)", sudoku_rater_level_name(rating->level),
          sudoku_rater_technique_name(rating->hardest));
  write_technique_counts(rating, out);
  fprintf(out, "; rating stopped after %llu %s\n", (unsigned long long)rating->step_count,
          rating->step_count == 1 ? "step" : "steps");
}

void sudoku_rater_write_rating(const rater_rating *rating, FILE *out) {
  switch (rating->outcome) {
  case RATER_ILLEGAL:
    fputs("illegal givens\n", out);
    return;
  case RATER_NO_SOLUTION:
    fputs("no solution\n", out);
    return;
  case RATER_GAVE_UP:
    fprintf(out, "unrated: the guessing search stopped after %llu nodes\n",
            (unsigned long long)rating->search_nodes);
    return;
  case RATER_STOPPED:
    write_stopped_rating(rating, out);
    return;
  case RATER_SOLVED:
    break;
  }
  fprintf(out, "%s (hardest: %s)", sudoku_rater_level_name(rating->level),
          sudoku_rater_technique_name(rating->hardest));
  write_technique_counts(rating, out);
  if (!rating->unique) fputs("; more than one solution", out);
  fputc('\n', out);
}

static void write_cell(const rater_layout *layout, unsigned cell, FILE *out) {
  fprintf(out, "r%uc%u", cell / layout->width + 1, cell % layout->width + 1);
}

static void write_unit(const rater_layout *layout, unsigned unit, FILE *out) {
  rater_unit_kind kind = layout->unit_kinds[unit];
  fputs(unit_kind_names[kind], out);
  if (!unit_kind_is_single(kind)) fprintf(out, " %u", layout->unit_ordinals[unit] + 1);
}

void sudoku_rater_write_cell_name(const rater *rater, unsigned cell, FILE *out) {
  write_cell(sudoku_rater_layout_of(rater), cell, out);
}

void sudoku_rater_write_unit_name(const rater *rater, unsigned unit, FILE *out) {
  write_unit(sudoku_rater_layout_of(rater), unit, out);
}

/* Symbol 1..side as the puzzle's alphabet writes it: "8" for hex's ninth symbol, "A" for
 * letters' first, "12" for numbers' twelfth. */
static void write_symbol(sudoku_symbols alphabet, unsigned symbol, FILE *out) {
  char text[4] = {0};
  sudoku_symbols_write(alphabet, symbol, '.', text);
  fputs(text, out);
}

void sudoku_rater_write_symbol(const rater *rater, unsigned symbol, FILE *out) {
  write_symbol(sudoku_rater_symbols_of(rater), symbol, out);
}

/* "3" for one symbol, "{3,8}" for more, or "3,8" without braces. */
static void write_symbols(sudoku_symbols alphabet, uint64_t symbols, bool braces, FILE *out) {
  bool several = bit_count(symbols) > 1;
  if (several && braces) fputc('{', out);
  for (uint64_t left = symbols; left; left &= left - 1) {
    if (left != symbols) fputc(',', out);
    write_symbol(alphabet, (unsigned)__builtin_ctzll(left) + 1, out);
  }
  if (several && braces) fputc('}', out);
}

static void write_cells(const rater_layout *layout, const rater_step *step, unsigned first,
                        unsigned count, FILE *out) {
  for (unsigned i = first; i < first + count && i < step->cell_count; i++) {
    fputc(' ', out);
    write_cell(layout, step->cells[i], out);
  }
}

/* "rows 2,7": the ordinals of count units of one kind, from the step's units at first. */
static void write_lines(const rater_layout *layout, const rater_step *step, unsigned first,
                        unsigned count, FILE *out) {
  fprintf(out, "%ss ", unit_kind_names[layout->unit_kinds[step->units[first]]]);
  for (unsigned i = first; i < first + count; i++)
    fprintf(out, "%s%u", i == first ? "" : ",", layout->unit_ordinals[step->units[i]] + 1);
}

static void write_eliminations(const rater_layout *layout, sudoku_symbols alphabet,
                               const rater_step *step, FILE *out) {
  fputs(" removes ", out);
  for (unsigned i = 0; i < step->elimination_count; i++) {
    if (i) fputs(", ", out);
    write_symbols(alphabet, step->eliminations[i].symbols, false, out);
    fputs(" from ", out);
    write_cell(layout, step->eliminations[i].cell, out);
  }
}

void sudoku_rater_write_step(const rater *rater, const rater_step *step, FILE *out) {
  const rater_layout *layout = sudoku_rater_layout_of(rater);
  sudoku_symbols alphabet = sudoku_rater_symbols_of(rater);
  fputs(sudoku_rater_technique_name(step->technique), out);
  switch (step->technique) {
  case RATER_NAKED_SINGLE:
  case RATER_HIDDEN_SINGLE:
  case RATER_GUESS:
    fputs(": ", out);
    write_cell(layout, (unsigned)step->placed_cell, out);
    fputs(" = ", out);
    write_symbol(alphabet, step->placed_symbol, out);
    if (step->unit_count) {
      fputs(" in ", out);
      write_unit(layout, step->units[0], out);
    }
    if (step->technique == RATER_GUESS) {
      fputs(" among ", out);
      write_symbols(alphabet, step->symbols, true, out);
    }
    break;
  case RATER_POINTING:
  case RATER_CLAIMING:
    fputs(": ", out);
    write_symbols(alphabet, step->symbols, true, out);
    fputs(" in ", out);
    write_unit(layout, step->units[0], out);
    fputs(" lies in ", out);
    write_unit(layout, step->units[1], out);
    write_eliminations(layout, alphabet, step, out);
    break;
  case RATER_NAKED_PAIR:
  case RATER_NAKED_TRIPLE:
  case RATER_NAKED_QUAD:
  case RATER_HIDDEN_PAIR:
  case RATER_HIDDEN_TRIPLE:
  case RATER_HIDDEN_QUAD:
    write_cells(layout, step, 0, step->cell_count, out);
    fputc(' ', out);
    write_symbols(alphabet, step->symbols, true, out);
    fputs(" in ", out);
    write_unit(layout, step->units[0], out);
    write_eliminations(layout, alphabet, step, out);
    break;
  case RATER_X_WING:
  case RATER_SWORDFISH:
  case RATER_JELLYFISH:
    fputs(" on ", out);
    write_symbols(alphabet, step->symbols, true, out);
    fputs(" in ", out);
    write_lines(layout, step, 0, step->unit_count / 2, out);
    fputs(" and ", out);
    write_lines(layout, step, step->unit_count / 2, step->unit_count / 2, out);
    write_eliminations(layout, alphabet, step, out);
    break;
  case RATER_XY_WING:
  case RATER_XYZ_WING:
    fputs(" pivot", out);
    write_cells(layout, step, 0, 1, out);
    fputs(" pincers", out);
    write_cells(layout, step, 1, 2, out);
    write_eliminations(layout, alphabet, step, out);
    break;
  case RATER_W_WING:
    write_cells(layout, step, 0, 2, out);
    fputc(' ', out);
    write_symbols(alphabet, step->symbols, true, out);
    fputs(" linked in ", out);
    write_unit(layout, step->units[0], out);
    fputs(" by", out);
    write_cells(layout, step, 2, 2, out);
    write_eliminations(layout, alphabet, step, out);
    break;
  case RATER_SIMPLE_COLOURING:
    fputs(" on ", out);
    write_symbols(alphabet, step->symbols, true, out);
    fputs(" chain", out);
    write_cells(layout, step, 0, step->cell_count, out);
    if (step->cell_count == RATER_STEP_MAX_CELLS) fputs(" ...", out);
    write_eliminations(layout, alphabet, step, out);
    break;
  default:
    break;
  }
  fputc('\n', out);
}

typedef struct explanation {
  const rater *rater;
  FILE *out;
} explanation;

static void explain_step(void *context, const rater_step *step) {
  explanation *explaining = context;
  sudoku_rater_write_step(explaining->rater, step, explaining->out);
}

bool sudoku_rater_explain(rater *rater, const uint8_t *givens, FILE *out, rater_rating *rating) {
  explanation explaining = {rater, out};
  if (!sudoku_rater_rate(rater, givens, rating, NULL, explain_step, &explaining)) return false;
  sudoku_rater_write_rating(rating, out);
  return true;
}
