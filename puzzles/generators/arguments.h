/* arguments.h: the command-line plumbing every generator shares: its name for messages, and whole
 * numbers in a range. Each generator is one standalone program, so these are static functions. */
#ifndef GENERATORS_ARGUMENTS_H
#define GENERATORS_ARGUMENTS_H

#include <stdlib.h>
#include <string.h>

/* The program's name without its directory, for usage lines. */
static inline const char *generator_name(int argc, char **argv, const char *fallback) {
  const char *program = argc > 0 && argv[0] && argv[0][0] ? argv[0] : fallback;
  const char *slash = strrchr(program, '/');
  return slash ? slash + 1 : program;
}

/* Reads a whole decimal argument in [minimum, maximum]; -1 when it is not one. */
static inline long parse_number(const char *text, long minimum, long maximum) {
  if (text[0] < '0' || text[0] > '9') return -1;
  char *end;
  long value = strtol(text, &end, 10);
  if (*end != '\0' || value < minimum || value > maximum) return -1;
  return value;
}

#endif
