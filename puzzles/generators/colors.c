/* colors.c: double word squares as an exact-cover problem with colors (XCC), in the format of
 * Knuth's DLX2.
 *
 * Usage: colors [WORD]...     (words of one length from 2 to 8, lowercase letters, all different;
 *                              with no WORD, a built-in list of 29 three-letter words)
 *
 * Fill a k x k grid of letters, k the length of the words, so that every row read across and
 * every column read down is a word of the list, the 2k words all different. The primary items are
 * the slots A0 .. A(k-1) (row i read across) and D0 .. D(k-1) (column j read down). The secondary
 * items are the cells rIcJ, which carry the letter written there as their color, and the words
 * themselves, which carry no color. Putting a word in a slot is one option, for example
 *     A1 pet r1c0:p r1c1:e r1c2:t
 *     D1 net r0c1:n r1c1:e r2c1:t
 * These two share the cell r1c1 and give it the same color, e, so both may be chosen; an option
 * giving r1c1 another letter, such as "D1 ray r0c1:r r1c1:a r2c1:y", conflicts with them. The
 * uncolored word item keeps a word to one slot. The options go slot by slot, across before down,
 * then word by word in the list's order.
 *
 * A square and its transpose (rows and columns exchanged) are different solutions. The known count
 * in the header is found here by direct enumeration of the squares, row by row, which does not
 * use the exact-cover encoding at all; tests/verify_puzzles.sh checks it against build/dlx and
 * against tests/brute_force_xcc.c, a plain backtracking counter for this format.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arguments.h"

#define MAXIMUM_LENGTH 8
#define MAXIMUM_WORDS 10000

static const char *const built_in_words[] = {
    "ado", "are", "awe", "bet", "boa", "den", "ire", "nap", "net", "now",
    "ode", "ore", "owe", "pea", "pen", "pet", "rap", "rat", "ray", "rib",
    "rid", "rob", "row", "say", "son", "ten", "wet", "won", "yet",
};

static const char *const *words;
static int word_count, length;

static void usage(const char *program) {
  fprintf(stderr,
          "usage: %s [WORD]...   (words of one length from 2 to %d, lowercase letters, all "
          "different; none: a built-in list)\n",
          program, MAXIMUM_LENGTH);
  exit(2);
}

static int is_word(const char *text) {
  for (int w = 0; w < word_count; w++)
    if (strcmp(words[w], text) == 0) return 1;
  return 0;
}

/* Whether some word starts with the first size letters of text. */
static int is_prefix(const char *text, int size) {
  for (int w = 0; w < word_count; w++)
    if (strncmp(words[w], text, (size_t)size) == 0) return 1;
  return 0;
}

/* Counts the squares whose first `filled` rows are rows[0 .. filled-1]: every column so far must
 * begin some word, and the full square must have every column a word and all 2k words different.
 */
static unsigned long long count_squares(int rows[], int filled) {
  char column[MAXIMUM_LENGTH + 1];
  if (filled == length) {
    const char *all[2 * MAXIMUM_LENGTH];
    char columns[MAXIMUM_LENGTH][MAXIMUM_LENGTH + 1];
    for (int j = 0; j < length; j++) {
      for (int i = 0; i < length; i++) columns[j][i] = words[rows[i]][j];
      columns[j][length] = '\0';
      if (!is_word(columns[j])) return 0;
      all[j] = columns[j];
      all[length + j] = words[rows[j]];
    }
    for (int a = 0; a < 2 * length; a++)
      for (int b = a + 1; b < 2 * length; b++)
        if (strcmp(all[a], all[b]) == 0) return 0;
    return 1;
  }
  unsigned long long total = 0;
  for (int w = 0; w < word_count; w++) {
    rows[filled] = w;
    int fits = 1;
    for (int j = 0; j < length && fits; j++) {
      for (int i = 0; i <= filled; i++) column[i] = words[rows[i]][j];
      fits = is_prefix(column, filled + 1);
    }
    if (fits) total += count_squares(rows, filled + 1);
  }
  return total;
}

int main(int argc, char **argv) {
  const char *program = generator_name(argc, argv, "colors");

  if (argc <= 1) {
    words = built_in_words;
    word_count = (int)(sizeof built_in_words / sizeof built_in_words[0]);
  } else {
    words = (const char *const *)(argv + 1);
    word_count = argc - 1;
    if (word_count > MAXIMUM_WORDS) usage(program);
  }
  length = (int)strlen(words[0]);
  if (length < 2 || length > MAXIMUM_LENGTH) usage(program);
  for (int w = 0; w < word_count; w++) {
    if ((int)strlen(words[w]) != length) usage(program);
    for (const char *p = words[w]; *p; p++)
      if (*p < 'a' || *p > 'z') usage(program);
    for (int v = 0; v < w; v++)
      if (strcmp(words[v], words[w]) == 0) usage(program);
  }

  int rows[MAXIMUM_LENGTH];
  unsigned long long squares = count_squares(rows, 0);

  printf(
      "| Double word squares (exact cover with colors): a %dx%d grid whose rows and columns are\n",
      length, length);
  printf(
      "| %d different words of a list of %d; slots A0.. (across) and D0.. (down) primary; cells\n",
      2 * length, word_count);
  printf("| rIcJ secondary, colored by their letter; the words secondary, uncolored (each used "
         "once).\n");
  printf("| Generated by: build/puzzles/colors");
  for (int a = 1; a < argc; a++) printf(" %s", argv[a]);
  printf(" (puzzles/generators/colors.c)\n");
  printf(
      "| Known count: %llu squares, each transpose counted (by direct enumeration of the squares\n"
      "| in colors.c; tests/verify_puzzles.sh checks it with tests/brute_force_xcc.c).\n",
      squares);
  printf("| Items: %d primary, %d secondary; options: %d.\n", 2 * length,
         length * length + word_count, 2 * length * word_count);

  for (int i = 0; i < length; i++) printf("A%d ", i);
  for (int j = 0; j < length; j++) printf("D%d ", j);
  printf("|");
  for (int i = 0; i < length; i++)
    for (int j = 0; j < length; j++) printf(" r%dc%d", i, j);
  for (int w = 0; w < word_count; w++) printf(" %s", words[w]);
  printf("\n");

  for (int direction = 0; direction < 2; direction++)
    for (int slot = 0; slot < length; slot++)
      for (int w = 0; w < word_count; w++) {
        printf("%c%d %s", direction == 0 ? 'A' : 'D', slot, words[w]);
        for (int k = 0; k < length; k++)
          printf(" r%dc%d:%c", direction == 0 ? slot : k, direction == 0 ? k : slot, words[w][k]);
        printf("\n");
      }
  return ferror(stdout) || fflush(stdout) ? 1 : 0;
}
