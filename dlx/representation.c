/* representation.c: the rule by which dlx_solve picks a representation when the search leaves it
 * open.
 *
 * A node of the links costs the updates it makes: taking an option of s items, each in about L
 * options of s items, makes about s * s * L of them, where s is the average option size and L the
 * average item length (entries / items). A node of the bitset costs that too, more cheaply, plus a
 * fixed part: copying and scanning the counts (2 bytes per primary item, read 8 at a time) and
 * clearing conflict rows (a word per 64 options), with a constant for the node's own overhead. The
 * bitset runs when the ratio of the first to the second is at least RATIO_FOR_BITSET:
 *     s * s * L / (primary items / 8 + options / 64 + 8) >= 1.4
 * Measured as the links' time over the bitset's, inferences automatic, medians of alternating runs:
 * the bitset wins at ratios 1.47 and up (1.27x to 3.2x) and loses at 1.28 and below (0.4x to
 * 0.97x), on the problems and with the figures of bench/log/2026-11-28-representation-choice.md.
 *
 * The numbers are in internal_tuning.h. Besides, the links run when the bitset's levels could take
 * more than MAXIMUM_LEVEL_MEMORY at full depth; when its conflict rows would not fit in
 * CONFLICT_ROWS_MAXIMUM_BYTES (16 MiB: about 11,500 options; every win
 * measured had them, and without them the setup alone of a million-option problem took seconds);
 * and below 100 options, where every search of the examples takes milliseconds either way and the
 * links keep small outputs (the order of a solution's options) as they always were.
 *
 * The links also run on shallow problems, whose solutions take fewer than
 * MINIMUM_OPTIONS_PER_SOLUTION_FOR_BITSET options (primary items over the average number of
 * primary items in an option): there each primary item lies in more than a tenth of the options,
 * so every option taken removes a large share of those left, the item lists shrink by that share
 * at each level, and most nodes are solutions or near them. The links' work per node falls with
 * the lists, which s * s * L, taken at the root, does not see; the bitset still copies and scans
 * its whole level at every node. On the set partitions of 9 to 11 items (2 options a solution) and
 * random colored XCC problems of 6 to 18 primary items, 0 to 6 secondary and 60 to 300 options
 * (2.4 to 7.5 options a solution, ratios 8 to 500), the bitset took 1.2 to 11 times the links'
 * time when the options held few secondary items, but on a few searches of under a millisecond
 * (bench/choice.sh; bench/README.md, section m). The deep examples on which the bitset wins take
 * 12 options a solution and more (pentominoes, Langford pairs, 14 queens; 81 for the completions
 * of 9x9 puzzles), so 10 lies between. A shallow problem whose options hold
 * SECONDARY_ENTRIES_PER_OPTION_FOR_SHALLOW_BITSET secondary items or more on average keeps
 * the bitset: the links purify colored secondary items list by list, the bitset has them folded
 * into its conflict rows. On the random XCC problems of seeds 1 to 120 with 100 options or more
 * that end within 3 s, the bitset's time over the links' was 0.38 to 1.5 (median 0.86; 2.5 on one
 * search of 0.02 ms) at 1.6 secondary entries an option and more (24 problems), and 0.42 to 11
 * (median 2.1; under 1.2 on 17, all but 2 of them under a millisecond) below (82 problems). The
 * bundled colors example (4 secondary entries an option) keeps the bitset so.
 *
 * A search that starts from preselected options covering about a quarter of the primary items or
 * more (completing a partial solution, such as a puzzle's givens) runs the bitset from a ratio
 * of 1.0: there the forced options take many options at each node, so the bitset's fixed part is
 * paid once for many of them while the links pay a node for each. Measured in-process with
 * bench/size_timing (medians per problem at limit 2, alternating): problems of 1,024
 * primary items completed from their preselected options, ratio 1.28, 74 bitset nodes against
 * 2,098 links nodes, 0.24-0.34 ms against 1.05-1.16 ms; the same problem at the same ratio with
 * nothing preselected still loses on the bitset (0.4x), which is why the lower threshold needs
 * the preselection. No bundled exact-cover example preselects.
 */
#include "internal.h"
#include "internal_tuning.h"

dlx_representation dlx_choose_representation(const dlx_solver *solver, size_t preselected_count) {
  double primary = solver->primary_count, options = solver->option_count;
  double items = solver->item_count;
  if (primary == 0 || options < MINIMUM_OPTIONS_FOR_BITSET) return DLX_REPRESENTATION_LINKS;
  double entries = solver->node_count - solver->item_count - 2 - solver->option_count;
  double option_size = entries / options, item_length = entries / items;
  double links_work = option_size * option_size * item_length;
  double bitset_fixed_work = primary / 8 + options / 64 + 8;
  /* The primary items the preselected options cover, estimated with the average option size. */
  double covered = (double)preselected_count * option_size;
  double ratio = covered * 4 >= primary ? RATIO_FOR_BITSET_WHEN_COMPLETING : RATIO_FOR_BITSET;
  if (links_work < ratio * bitset_fixed_work) return DLX_REPRESENTATION_LINKS;
  /* Every measured win had conflict rows (bitset_build.c builds them up to
   * CONFLICT_ROWS_MAXIMUM_BYTES); without them the bitset removes options through the item lists,
   * which was not measured to pay. */
  double words = options / 64 + 2;
  if (options * words * 8 > (double)CONFLICT_ROWS_MAXIMUM_BYTES) return DLX_REPRESENTATION_LINKS;
  double deepest = primary < options ? primary : options;
  double level_bytes = 2 * primary + options / 8 + 64;
  if (level_bytes * (deepest + 1) > (double)MAXIMUM_LEVEL_MEMORY) return DLX_REPRESENTATION_LINKS;
  /* Last, as it reads every primary item's length when there are secondary items (a caller that
   * solves many completions of one problem comes here each time): the options a solution takes,
   * primary items over the average primary items of an option. */
  double primary_entries = entries;
  if (solver->secondary_count) {
    primary_entries = 0;
    for (uint32_t i = 1; i <= solver->primary_count; i++)
      primary_entries += solver->items[i].length;
  }
  bool shallow = primary * options < MINIMUM_OPTIONS_PER_SOLUTION_FOR_BITSET * primary_entries;
  double secondary_entries_per_option = (entries - primary_entries) / options;
  if (shallow && secondary_entries_per_option < SECONDARY_ENTRIES_PER_OPTION_FOR_SHALLOW_BITSET)
    return DLX_REPRESENTATION_LINKS;
  return DLX_REPRESENTATION_BITSET;
}
