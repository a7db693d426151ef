/* choose.c: the rule by which dlx_solve picks a representation when the search leaves it open.
 *
 * A node of the links costs the updates it makes: taking an option of s items, each in about L
 * options of s items, makes about s * s * L of them, where s is the average option size and L the
 * average item length (entries / items). A node of the bitset costs that too, more cheaply, plus a
 * fixed part: copying and scanning the counts (2 bytes per primary item, read 8 at a time) and
 * clearing conflict rows (a word per 64 options), with a constant for the node's own overhead. The
 * bitset runs when the ratio of the first to the second is at least RATIO_FOR_BITSET:
 *     s * s * L / (primary items / 8 + options / 64 + 8) >= 1.4
 * Measured as the links' time over the bitset's, inferences automatic, medians of alternating runs
 * on 2 shared cores (load 2.5-4): the bitset won at ratios 1.47 and up (1.27x to 3.2x) and lost
 * at 1.28 and below (0.4x to 0.97x), on the problems and with the figures of bench/README.md
 * ("Which representation runs when, and why").
 *
 * The numbers are in internal_tuning.h. Besides, the links run when the bitset's levels could take
 * more than MAXIMUM_LEVEL_MEMORY at full depth; when its conflict rows would not fit in
 * CONFLICT_ROWS_MAXIMUM_BYTES (16 MiB: about 11,500 options; every win
 * measured had them, and without them the setup alone of a million-option problem took seconds);
 * and below 100 options, where every search of the examples takes milliseconds either way and the
 * links keep small outputs (the order of a solution's options) as they always were.
 *
 * A search that starts from preselected options covering about a quarter of the primary items or
 * more (completing a partial solution, such as a puzzle's givens) runs the bitset from a ratio
 * of 1.0: there the forced options take many options at each node, so the bitset's fixed part is
 * paid once for many of them while the links pay a node for each. Measured in-process with
 * bench/size_timing (medians per puzzle at limit 2, alternating, load 1.1): 16x16 puzzles, ratio
 * 1.28, 74 bitset nodes against 2,098 links nodes, 0.24-0.34 ms against 1.05-1.16 ms; the empty
 * 16x16 grid at the same ratio, with nothing preselected, still loses on the bitset (0.4x), which
 * is why the lower threshold needs the preselection. No bundled exact-cover example preselects.
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
  /* Every measured win had conflict rows (bitset.c builds them up to CONFLICT_ROWS_MAXIMUM_BYTES);
   * without them the bitset removes options through the item lists, which was not measured to
   * pay. */
  double words = options / 64 + 2;
  if (options * words * 8 > (double)CONFLICT_ROWS_MAXIMUM_BYTES) return DLX_REPRESENTATION_LINKS;
  double deepest = primary < options ? primary : options;
  double level_bytes = 2 * primary + options / 8 + 64;
  if (level_bytes * (deepest + 1) > (double)MAXIMUM_LEVEL_MEMORY) return DLX_REPRESENTATION_LINKS;
  return DLX_REPRESENTATION_BITSET;
}
