/* brute_force_xcc.c: counts the solutions of an exact-cover problem with colors, written in Knuth's
 * DLX format, by plain backtracking over arrays, with none of the dancing-links machinery, so that
 * the tests can check the engine against it.
 *
 * Usage: brute_force_xcc [FILE]       (standard input when FILE is absent or -)
 *
 * Format: lines that are empty or start with '|' are comments. The first other line lists the
 * primary items, then optionally a lone '|' and the secondary items. Every later line is an
 * option: item names separated by white space, a secondary item possibly written NAME:COLOR.
 *
 * A solution is a set of options that covers every primary item exactly once and in which each
 * secondary item is either unused, or used by exactly one option that gives it no color, or used
 * by any number of options that all give it the same color. Options with no primary item are never
 * chosen (as in Knuth's DLX2). The search takes the first uncovered primary item, in the order of
 * the first line, and tries in turn every option that contains it and agrees with the choices so
 * far; each solution is found once, along exactly one path. It prints the number of solutions and
 * exits 0, or prints a message and exits 1 on malformed input (2 on a bad command line).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct entry {
  int item;  /* index into items */
  int color; /* 0: none; otherwise a color number from 1 */
} entry;

typedef struct option {
  entry *entries;
  int size;
} option;

static char **item_names;
static int item_count, primary_count;
static char **color_names;
static int color_count;
static option *options;
static int option_count;

/* For each primary item, the options that contain it. */
static int **options_of;
static int *options_of_count;

/* The search state: whether each primary item is covered; for each secondary item, how many
 * chosen options use it and the color they give it (-1 when the one user gives none). */
static char *covered;
static int *users, *color_of;

static const char *file_name = "<stdin>";
static long line_number;

static void fail(const char *message, const char *detail) {
  fprintf(stderr, "brute_force_xcc: %s:%ld: %s%s%s\n", file_name, line_number, message,
          detail ? ": " : "", detail ? detail : "");
  exit(1);
}

static void *allocate(size_t size) {
  void *memory = malloc(size ? size : 1);
  if (!memory) fail("out of memory", NULL);
  return memory;
}

static void *grow(void *memory, size_t size) {
  memory = realloc(memory, size ? size : 1);
  if (!memory) fail("out of memory", NULL);
  return memory;
}

static char *copy(const char *text) {
  char *result = allocate(strlen(text) + 1);
  strcpy(result, text);
  return result;
}

static int find_item(const char *name) {
  for (int k = 0; k < item_count; k++)
    if (strcmp(item_names[k], name) == 0) return k;
  return -1;
}

static int color_number(const char *name) {
  for (int k = 0; k < color_count; k++)
    if (strcmp(color_names[k], name) == 0) return k + 1;
  color_names = grow(color_names, (size_t)(color_count + 1) * sizeof *color_names);
  color_names[color_count++] = copy(name);
  return color_count;
}

static int is_comment(const char *line) {
  if (line[0] == '|') return 1;
  for (const char *p = line; *p; p++)
    if (*p != ' ' && *p != '\t' && *p != '\r' && *p != '\n') return 0;
  return 1;
}

static void read_items(char *line) {
  int secondary = 0;
  for (char *token = strtok(line, " \t\r\n"); token; token = strtok(NULL, " \t\r\n")) {
    if (strcmp(token, "|") == 0) {
      if (secondary) fail("a second '|' in the item line", NULL);
      secondary = 1;
      continue;
    }
    if (strchr(token, ':') || strchr(token, '|')) fail("bad item name", token);
    if (find_item(token) >= 0) fail("an item named twice", token);
    item_names = grow(item_names, (size_t)(item_count + 1) * sizeof *item_names);
    item_names[item_count++] = copy(token);
    if (!secondary) primary_count++;
  }
}

static void read_option(char *line) {
  option o = {NULL, 0};
  for (char *token = strtok(line, " \t\r\n"); token; token = strtok(NULL, " \t\r\n")) {
    char *colon = strchr(token, ':');
    int color = 0;
    if (colon) {
      *colon = '\0';
      if (colon[1] == '\0') fail("an empty color", token);
      color = color_number(colon + 1);
    }
    int item = find_item(token);
    if (item < 0) fail("an unknown item", token);
    if (color && item < primary_count) fail("a color on a primary item", token);
    for (int k = 0; k < o.size; k++)
      if (o.entries[k].item == item) fail("an item repeated in an option", token);
    o.entries = grow(o.entries, (size_t)(o.size + 1) * sizeof *o.entries);
    o.entries[o.size++] = (entry){item, color};
  }
  if (o.size == 0) return;
  options = grow(options, (size_t)(option_count + 1) * sizeof *options);
  options[option_count++] = o;
}

static void read_problem(FILE *in) {
  char *line = NULL;
  size_t capacity = 0;
  int have_items = 0;
  while (getline(&line, &capacity, in) >= 0) {
    line_number++;
    if (is_comment(line)) continue;
    if (!have_items)
      read_items(line), have_items = 1;
    else
      read_option(line);
  }
  free(line);
  if (!have_items) fail("no item line", NULL);
}

/* Whether option o can join the chosen ones. */
static int fits(const option *o) {
  for (int k = 0; k < o->size; k++) {
    int item = o->entries[k].item, color = o->entries[k].color;
    if (item < primary_count) {
      if (covered[item]) return 0;
    } else if (users[item] > 0 && (color == 0 || color_of[item] != color)) {
      return 0;
    }
  }
  return 1;
}

static void choose(const option *o, int undo) {
  for (int k = 0; k < o->size; k++) {
    int item = o->entries[k].item, color = o->entries[k].color;
    if (item < primary_count) {
      covered[item] = (char)!undo;
    } else if (!undo) {
      users[item]++;
      color_of[item] = color ? color : -1;
    } else {
      users[item]--;
    }
  }
}

static uint64_t count_solutions(void) {
  int item = 0;
  while (item < primary_count && covered[item]) item++;
  if (item == primary_count) return 1;
  uint64_t total = 0;
  for (int k = 0; k < options_of_count[item]; k++) {
    const option *o = &options[options_of[item][k]];
    if (!fits(o)) continue;
    choose(o, 0);
    total += count_solutions();
    choose(o, 1);
  }
  return total;
}

int main(int argc, char **argv) {
  FILE *in = stdin;
  if (argc > 2) {
    fprintf(stderr, "usage: brute_force_xcc [FILE]\n");
    return 2;
  }
  if (argc == 2 && strcmp(argv[1], "-") != 0) {
    file_name = argv[1];
    in = fopen(file_name, "r");
    if (!in) {
      perror(file_name);
      return 1;
    }
  }
  read_problem(in);
  if (in != stdin) fclose(in);

  options_of = allocate((size_t)primary_count * sizeof *options_of);
  options_of_count = allocate((size_t)primary_count * sizeof *options_of_count);
  for (int p = 0; p < primary_count; p++) {
    options_of[p] = allocate((size_t)option_count * sizeof **options_of);
    options_of_count[p] = 0;
  }
  for (int k = 0; k < option_count; k++)
    for (int e = 0; e < options[k].size; e++) {
      int item = options[k].entries[e].item;
      if (item < primary_count) options_of[item][options_of_count[item]++] = k;
    }
  covered = allocate((size_t)item_count);
  users = allocate((size_t)item_count * sizeof *users);
  color_of = allocate((size_t)item_count * sizeof *color_of);
  memset(covered, 0, (size_t)item_count);
  memset(users, 0, (size_t)item_count * sizeof *users);
  memset(color_of, 0, (size_t)item_count * sizeof *color_of);

  printf("%llu\n", (unsigned long long)count_solutions());
  return 0;
}
