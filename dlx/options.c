/* options.c: the table of the solver's options (dlx.h's dlx_option), read and set by id or by name,
 * and the check an entry point makes that it honours every option set. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "internal_options.h"

#define EVERY_SEARCH (DLX_ENTRY_SOLVE | DLX_ENTRY_PARALLEL | DLX_ENTRY_PART | DLX_ENTRY_ITERATOR)
/* One array, so that a row's words are known to be a switch's by their address. */
static const char SWITCH_WORDS[] = "automatic|on|off";

static const dlx_option_info option_table[DLX_OPTION_COUNT] = {
    [DLX_OPTION_REPRESENTATION] = {"representation", "automatic|links|bitset", 0, 0, 2,
                                   EVERY_SEARCH,
                                   "how the search holds the options still available"},
    [DLX_OPTION_FORCED_OPTIONS] = {"forced_options", SWITCH_WORDS, 0, 0, 2, EVERY_SEARCH,
                                   "the bitset takes the one option left to an item"},
    [DLX_OPTION_ITEM_DOMINATION] = {"item_domination", SWITCH_WORDS, 0, 0, 2, EVERY_SEARCH,
                                    "the bitset removes options of dominated items"},
    [DLX_OPTION_TIE_BREAK] = {"tie_break", SWITCH_WORDS, 0, 0, 2, EVERY_SEARCH,
                              "the bitset breaks ties between items by their options' reach"},
    [DLX_OPTION_WEIGHTED_BRANCHING] = {"weighted_branching", SWITCH_WORDS, 0, 0, 2, EVERY_SEARCH,
                                       "the bitset branches on items weighted by their dead ends"},
    [DLX_OPTION_RESTARTS] = {"restarts", "off|on", 0, 0, 1, DLX_ENTRY_SOLVE,
                             "randomised restarts, for one solution (solution_limit 1)"},
    [DLX_OPTION_RESTART_SEED] = {"restart_seed", NULL, 0, 0, UINT64_MAX, DLX_ENTRY_SOLVE,
                                 "the seed of the restarts' shuffles"},
    [DLX_OPTION_RESTART_UNIT_NODES] = {"restart_unit_nodes", NULL, 0, 0, UINT64_MAX,
                                       DLX_ENTRY_SOLVE,
                                       "the restarts' unit run in nodes (0: one per primary item)"},
    [DLX_OPTION_MEMO] = {"memo", SWITCH_WORDS, 0, 0, 2, DLX_ENTRY_SOLVE,
                         "the memoized count of residual problems"},
    [DLX_OPTION_MEMO_BYTES] = {"memo_bytes", NULL, 0, 0, UINT64_MAX,
                               DLX_ENTRY_SOLVE | DLX_ENTRY_SAMPLE,
                               "the memo's cache bound in bytes (0: DLX_MEMO_DEFAULT_BYTES)"},
    [DLX_OPTION_SYMMETRY] = {"symmetry", SWITCH_WORDS, 0, 0, 2,
                             DLX_ENTRY_SOLVE | DLX_ENTRY_PARALLEL | DLX_ENTRY_PART |
                                 DLX_ENTRY_ITERATOR,
                             "counts and listings by symmetry classes"},
};

const dlx_option_info *dlx_option_describe(dlx_option option) {
  return (unsigned)option < DLX_OPTION_COUNT ? &option_table[option] : NULL;
}

dlx_status dlx_option_find(const char *name, dlx_option *option) {
  if (!name || !option) return DLX_ERROR_NULL_ARGUMENT;
  for (unsigned k = 0; k < DLX_OPTION_COUNT; k++)
    if (strcmp(option_table[k].name, name) == 0) {
      *option = (dlx_option)k;
      return DLX_OK;
    }
  return DLX_ERROR_UNKNOWN_OPTION;
}

dlx_status dlx_set_option_value(dlx_solver *solver, dlx_option option, uint64_t value) {
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if ((unsigned)option >= DLX_OPTION_COUNT) return DLX_ERROR_UNKNOWN_OPTION;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  const dlx_option_info *row = &option_table[option];
  if (value < row->minimum || value > row->maximum) return DLX_ERROR_BAD_OPTION_VALUE;
  solver->option_values[option] = value;
  return DLX_OK;
}

uint64_t dlx_option_value(const dlx_solver *solver, dlx_option option) {
  if ((unsigned)option >= DLX_OPTION_COUNT) return 0;
  return solver ? solver->option_values[option] : option_table[option].default_value;
}

/* The index of `word` among the '|'-separated words of `words`, or -1. */
static int word_index(const char *words, const char *word) {
  size_t length = strlen(word);
  for (int index = 0; *words; index++) {
    const char *end = strchr(words, '|');
    size_t word_length = end ? (size_t)(end - words) : strlen(words);
    if (word_length == length && strncmp(words, word, length) == 0) return index;
    if (!end) break;
    words = end + 1;
  }
  return -1;
}

dlx_status dlx_set_option(dlx_solver *solver, const char *name, const char *value) {
  if (!solver || !name || !value) return DLX_ERROR_NULL_ARGUMENT;
  dlx_option option;
  dlx_status status = dlx_option_find(name, &option);
  if (status != DLX_OK) return status;
  const dlx_option_info *row = &option_table[option];
  uint64_t number;
  if (row->values) {
    int index = word_index(row->values, value);
    if (index < 0) return DLX_ERROR_BAD_OPTION_VALUE;
    number = (uint64_t)index;
  } else {
    if (value[0] < '0' || value[0] > '9') return DLX_ERROR_BAD_OPTION_VALUE;
    char *end;
    errno = 0;
    unsigned long long parsed = strtoull(value, &end, 10);
    if (errno || *end) return DLX_ERROR_BAD_OPTION_VALUE;
    number = parsed;
  }
  return dlx_set_option_value(solver, option, number);
}

dlx_status dlx_set_exact_count(dlx_solver *solver, dlx_count *count) {
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  solver->exact_count = count;
  return DLX_OK;
}

dlx_status dlx_set_zdd_callback(dlx_solver *solver, dlx_zdd_callback on_zdd_node, void *context) {
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  solver->on_zdd_node = on_zdd_node;
  solver->zdd_context = context;
  return DLX_OK;
}

dlx_status dlx_options_honoured(const dlx_solver *solver, unsigned entry_point) {
  for (unsigned k = 0; k < DLX_OPTION_COUNT; k++) {
    uint64_t value = solver->option_values[k];
    /* "off" asks the engine not to do something, which every entry point honours. */
    bool off = option_table[k].values == SWITCH_WORDS && value == DLX_SWITCH_OFF;
    if (value != option_table[k].default_value && !off &&
        !(option_table[k].honoured_by & entry_point))
      return DLX_ERROR_OPTION_NOT_HONOURED;
  }
  unsigned counted_by = DLX_ENTRY_SOLVE | DLX_ENTRY_PARALLEL | DLX_ENTRY_PART | DLX_ENTRY_SAMPLE;
  if (solver->exact_count && !(entry_point & counted_by)) return DLX_ERROR_OPTION_NOT_HONOURED;
  unsigned diagrammed_by = DLX_ENTRY_SOLVE | DLX_ENTRY_SAMPLE; /* the memo's searches */
  if (solver->on_zdd_node && !(entry_point & diagrammed_by)) return DLX_ERROR_OPTION_NOT_HONOURED;
  return DLX_OK;
}
