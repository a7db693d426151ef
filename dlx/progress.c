/* progress.c: the progress reports of a search: when one is due, Knuth's estimate of the fraction
 * of the tree done (dlx.h defines it), and the clamping that keeps the reported fraction in [0, 1]
 * and never decreasing, which rounding alone could otherwise break by a few units in the last
 * place. The searches keep their choice stack as they always do and walk it only when a report is
 * due, so the estimate costs the hot path nothing but the node count check it already makes. */
#include "internal.h"
#include "internal_progress.h"

void dlx_progress_reporter_start(progress_reporter *reporter, const search_settings *search) {
  uint64_t interval = search->progress_interval_nodes;
  if (interval == 0) interval = PROGRESS_DEFAULT_INTERVAL_NODES;
  if (interval > UINT64_MAX - 1023) interval = UINT64_MAX - 1023;
  interval = (interval + 1023) / 1024 * 1024;
  *reporter = (progress_reporter){.on_progress = search->on_progress,
                                  .context = search->progress_context,
                                  .interval_nodes = interval,
                                  .next_report_nodes = interval,
                                  .fraction_done = 0.0,
                                  .solutions = 0};
}

void dlx_progress_report(progress_reporter *reporter, uint64_t solutions, uint64_t nodes,
                         double fraction_done) {
  if (!reporter->on_progress) return;
  if (!(fraction_done >= reporter->fraction_done)) fraction_done = reporter->fraction_done;
  if (fraction_done > 1.0) fraction_done = 1.0;
  reporter->fraction_done = fraction_done;
  if (solutions < reporter->solutions) solutions = reporter->solutions;
  reporter->solutions = solutions;
  reporter->next_report_nodes = nodes <= UINT64_MAX - reporter->interval_nodes
                                    ? nodes + reporter->interval_nodes
                                    : UINT64_MAX;
  dlx_progress progress = {.solutions = solutions, .nodes = nodes, .fraction_done = fraction_done};
  reporter->on_progress(reporter->context, &progress);
}

void dlx_progress_report_end(progress_reporter *reporter, dlx_status status, uint64_t solutions,
                             uint64_t nodes) {
  dlx_progress_report(reporter, solutions, nodes, status == DLX_OK ? 1.0 : reporter->fraction_done);
}

void dlx_progress_estimate_add_level(progress_estimate *estimate, uint64_t index, uint64_t degree) {
  if (degree == 0) return;
  double child_weight = estimate->weight / (double)degree;
  estimate->fraction_done += (double)index * child_weight;
  estimate->weight = child_weight;
}

void dlx_progress_relay_report(void *context, const dlx_progress *progress) {
  const progress_relay *relay = context;
  uint64_t solutions = saturating_multiply(progress->solutions, relay->scale);
  dlx_progress_report(relay->reporter, saturating_add(relay->solutions_before, solutions),
                      saturating_add(relay->nodes_before, progress->nodes),
                      relay->done_before + relay->weight * progress->fraction_done);
}

void dlx_progress_relay_after_trial(progress_relay *relay, progress_reporter *reporter,
                                    const search_settings *caller, search_settings *part,
                                    uint64_t solutions, uint64_t nodes, double fraction_done) {
  dlx_progress_reporter_start(reporter, caller);
  reporter->fraction_done = fraction_done;
  reporter->solutions = solutions;
  *relay = (progress_relay){.reporter = reporter, .weight = 1, .scale = 1, .nodes_before = nodes};
  if (caller->on_progress) {
    part->on_progress = dlx_progress_relay_report;
    part->progress_context = relay;
  }
}

void dlx_phase_watch_start(phase_watch *watch, const search_settings *search,
                           const dlx_progress *last) {
  *watch = (phase_watch){.stop = search->stop,
                         .on_progress = search->on_progress,
                         .context = search->progress_context,
                         .last = *last,
                         .next_check = PHASE_WORK_BETWEEN_CHECKS};
  watch->stopped = stop_raised(watch->stop);
}

void dlx_phase_watch_check(phase_watch *watch, uint64_t work) {
  watch->next_check = work + PHASE_WORK_BETWEEN_CHECKS;
  if (watch->on_progress) {
    dlx_progress progress = watch->last; /* the callback's own copy */
    watch->on_progress(watch->context, &progress);
  }
  watch->stopped = stop_raised(watch->stop);
}
