/* inline_branching.h: Algorithm M's branching score (Knuth's DLX3), the one rule by which both the
 * bounded search on the links (bounds.c, through inline_links.h) and the splitter of the parallel
 * search (split.c) choose the item to branch on, so that the nodes of the subtrees and of the
 * splitter add up to those of a serial search. Not installed.
 *
 * An item with `length` options left, that may still be covered `bound` more times and whose upper
 * minus lower bound is `slack`, has the score length + min(slack, bound) - bound + 1: its number of
 * branches. The item of least score is chosen; ties go to the smaller slack, then to the longer
 * list, then to the first one met.
 */
#ifndef DLX_INLINE_BRANCHING_H
#define DLX_INLINE_BRANCHING_H

#include <stdbool.h>
#include <stdint.h>

typedef struct branching_score {
  int64_t score;  /* the number of branches; at most 0: the item cannot reach its lower bound */
  int64_t slack;  /* min(slack, bound) */
  int64_t length; /* the options left */
} branching_score;

static inline branching_score algorithm_m_branching_score(int64_t length, int64_t bound,
                                                          int64_t slack) {
  if (slack > bound) slack = bound;
  return (branching_score){.score = length + slack - bound + 1, .slack = slack, .length = length};
}

/* Whether an item of score `candidate` is chosen over the best met so far. */
static inline bool algorithm_m_prefers(branching_score candidate, branching_score best) {
  if (candidate.score != best.score) return candidate.score < best.score;
  if (candidate.slack != best.slack) return candidate.slack < best.slack;
  return candidate.length > best.length;
}

#endif
