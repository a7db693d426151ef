/* internal_tuning.h: the measured numbers by which dlx_solve chooses the bitset representation
 * (representation.c) and bounds its memory (bitset_build.c), one #define each. dlx.h promises
 * callers only what these numbers serve (the same solutions either way, a rule that depends on the
 * problem alone, memory within budgets); the numbers themselves are tuning, measured on the
 * benchmarks of bench/ (figures in bench/log/2026-11-28-representation-choice.md), and
 * may change with any measurement. The inferences' own thresholds live beside them, in
 * internal_bitset.h and bitset_node.c.
 *
 * The rule of AUTOMATIC (representation.c has the measurements): the bitset for
 * MINIMUM_OPTIONS_FOR_BITSET options or more when the work of a node of the links (average option
 * size squared times average item length) is at least RATIO_FOR_BITSET times the bitset's fixed
 * cost per node (primary items / 8 + options / 64 + 8); RATIO_FOR_BITSET_WHEN_COMPLETING when the
 * preselected options cover about a quarter of the primary items or more; and in both cases only
 * when the conflict rows fit in CONFLICT_ROWS_MAXIMUM_BYTES and the levels at full depth in
 * MAXIMUM_LEVEL_MEMORY; and, last, only when a solution takes
 * MINIMUM_OPTIONS_PER_SOLUTION_FOR_BITSET options or more (primary items over the average primary
 * items of an option) or the options hold SECONDARY_ENTRIES_PER_OPTION_FOR_SHALLOW_BITSET secondary
 * items or more on average.
 */
#ifndef DLX_INTERNAL_TUNING_H
#define DLX_INTERNAL_TUNING_H

#include <stddef.h>

#define RATIO_FOR_BITSET 1.4
#define RATIO_FOR_BITSET_WHEN_COMPLETING 1.0
#define MINIMUM_OPTIONS_FOR_BITSET 100
#define MINIMUM_OPTIONS_PER_SOLUTION_FOR_BITSET 10.0
#define SECONDARY_ENTRIES_PER_OPTION_FOR_SHALLOW_BITSET 1.6

/* The conflict rows (options * options / 8 bytes) are built only within this budget: bitset_build.c
 * builds them up to it, and representation.c takes the bitset only when they fit. */
#define CONFLICT_ROWS_MAXIMUM_BYTES ((size_t)16 << 20)

/* The most the bitset's levels may take at full depth for representation.c to pick the bitset. */
#define MAXIMUM_LEVEL_MEMORY ((size_t)256 << 20)

#endif
