/* rating_agreement.c: rates 9x9 puzzles, one per line on standard input, with the rater of
 * sudoku/rater.h, and prints how many fall in each of its levels. A line is 81 cells ('.' or '0'
 * for an empty cell), optionally followed by a space or a comma and another rater's label
 * ("expert"): the table then has one column per label, in order of first appearance, so that our
 * levels (rows) can be read against theirs. Lines starting with '#' and empty lines are skipped.
 * bench/rating.sh feeds it QQWing's puzzles and the bundled sets. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/rater.h"

enum { MAX_LABELS = 16, LABEL_LENGTH = 32, CELLS = 81 };

typedef struct table {
  char labels[MAX_LABELS][LABEL_LENGTH];
  unsigned label_count;
  unsigned long counts[RATER_LEVEL_COUNT + 1][MAX_LABELS]; /* last row: not rated */
  unsigned long column_totals[MAX_LABELS];
  unsigned long total;
} table;

static unsigned label_column(table *table, const char *label) {
  for (unsigned column = 0; column < table->label_count; column++)
    if (strcmp(table->labels[column], label) == 0) return column;
  if (table->label_count == MAX_LABELS) return MAX_LABELS - 1;
  snprintf(table->labels[table->label_count], LABEL_LENGTH, "%s", label);
  return table->label_count++;
}

static bool parse_puzzle(const char *line, uint8_t *cells) {
  for (unsigned cell = 0; cell < CELLS; cell++) {
    char character = line[cell];
    if (character == '.' || character == '0')
      cells[cell] = 0;
    else if (character >= '1' && character <= '9')
      cells[cell] = (uint8_t)(character - '0');
    else
      return false;
  }
  return true;
}

/* The label after the puzzle: the first word after a space or comma, lower-cased; "" for none. */
static void read_label(const char *rest, char *label) {
  while (*rest == ' ' || *rest == ',' || *rest == '\t') rest++;
  size_t length = 0;
  while (rest[length] && !strchr(" ,\t\r\n", rest[length]) && length < LABEL_LENGTH - 1) {
    char character = rest[length];
    label[length++] = character >= 'A' && character <= 'Z' ? (char)(character + 32) : character;
  }
  label[length] = '\0';
}

/* Where a label sorts among the columns: our level names in order, then any other label. */
static unsigned label_rank(const char *label) {
  for (unsigned level = 0; level < RATER_LEVEL_COUNT; level++)
    if (strcmp(label, sudoku_rater_level_name(level)) == 0) return level;
  return RATER_LEVEL_COUNT;
}

static void print_table(const table *table) {
  unsigned order[MAX_LABELS], ordered = 0;
  for (unsigned rank = 0; rank <= RATER_LEVEL_COUNT; rank++)
    for (unsigned column = 0; column < table->label_count; column++)
      if (label_rank(table->labels[column]) == rank) order[ordered++] = column;
  printf("%-14s", "ours \\ theirs");
  for (unsigned i = 0; i < table->label_count; i++)
    printf(" %12s", table->labels[order[i]][0] ? table->labels[order[i]] : "puzzles");
  if (table->label_count > 1) printf(" %12s", "all");
  printf(" %8s\n", "share");
  for (unsigned level = 0; level <= RATER_LEVEL_COUNT; level++) {
    unsigned long row_total = 0;
    for (unsigned column = 0; column < table->label_count; column++)
      row_total += table->counts[level][column];
    if (level == RATER_LEVEL_COUNT && row_total == 0) break;
    printf("%-14s", level < RATER_LEVEL_COUNT ? sudoku_rater_level_name(level) : "not rated");
    for (unsigned i = 0; i < table->label_count; i++)
      printf(" %12lu", table->counts[level][order[i]]);
    if (table->label_count > 1) printf(" %12lu", row_total);
    printf(" %7.1f%%\n", table->total ? 100.0 * (double)row_total / (double)table->total : 0.0);
  }
}

int main(void) {
  rater *rater = sudoku_rater_create_standard(3, 3);
  table *counts = calloc(1, sizeof *counts);
  if (!rater || !counts) {
    fputs("rating_agreement: out of memory\n", stderr);
    return 1;
  }
  char line[1024];
  unsigned long line_number = 0, agreeing = 0, labelled = 0;
  while (fgets(line, sizeof line, stdin)) {
    line_number++;
    if (line[0] == '#' || line[0] == '\n' || line[0] == '\r') continue;
    uint8_t cells[CELLS];
    if (strlen(line) < CELLS || !parse_puzzle(line, cells)) {
      fprintf(stderr, "rating_agreement: line %lu: not a 9x9 puzzle of 81 cells\n", line_number);
      return 1;
    }
    char label[LABEL_LENGTH];
    read_label(line + CELLS, label);
    rater_rating rating;
    if (!sudoku_rater_rate(rater, cells, &rating, NULL, NULL, NULL)) {
      fputs("rating_agreement: out of memory\n", stderr);
      return 1;
    }
    unsigned level = rating.outcome == RATER_SOLVED ? rating.level : RATER_LEVEL_COUNT;
    unsigned column = label_column(counts, label);
    counts->counts[level][column]++;
    counts->column_totals[column]++;
    counts->total++;
    if (label[0]) {
      labelled++;
      const char *ours = level < RATER_LEVEL_COUNT ? sudoku_rater_level_name(level) : "";
      bool beyond_expert = level == RATER_LEVEL_FIENDISH || level == RATER_LEVEL_DIABOLICAL;
      if (strcmp(ours, label) == 0 || (beyond_expert && strcmp(label, "expert") == 0)) agreeing++;
    }
  }
  print_table(counts);
  if (labelled)
    printf("same level (our expert, fiendish and diabolical all count as QQWing's expert): "
           "%lu of %lu, %.1f%%\n",
           agreeing, labelled, 100.0 * (double)agreeing / (double)labelled);
  free(counts);
  sudoku_rater_destroy(rater);
  return 0;
}
