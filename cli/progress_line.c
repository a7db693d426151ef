/* progress_line.c: draws the progress line of `dlx --progress` on standard error: the solutions so
 * far, the nodes per second, the time elapsed, the engine's estimate of the fraction done and the
 * time left that it implies. The engine calls back every 65,536 nodes; the line is redrawn at most
 * every quarter of a second, and a search shorter than that draws nothing at all. */
#include "cli/progress_line.h"

#include "cli/diagnostics.h"

#include <string.h>

#define REDRAW_SECONDS 0.25
#define LINE_CAPACITY 128

static double seconds_since(const struct timespec *start) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)(now.tv_sec - start->tv_sec) + 1e-9 * (double)(now.tv_nsec - start->tv_nsec);
}

void progress_line_start(progress_line *line, FILE *stream, bool erase_before_output) {
  memset(line, 0, sizeof *line);
  line->stream = stream;
  line->erase_before_output = erase_before_output;
  clock_gettime(CLOCK_MONOTONIC, &line->start);
}

/* "12.3M" for 12,345,678: three significant digits at most and an SI prefix. */
static void format_quantity(double value, char *text, size_t capacity) {
  static const char prefixes[] = " kMGTPE";
  size_t prefix = 0;
  while (value >= 999.5 && prefix + 1 < sizeof prefixes - 1) {
    value /= 1000.0;
    prefix++;
  }
  if (prefix == 0)
    snprintf(text, capacity, "%.0f", value);
  else
    snprintf(text, capacity,
             value < 9.995   ? "%.2f%c"
             : value < 99.95 ? "%.1f%c"
                             : "%.0f%c",
             value, prefixes[prefix]);
}

/* "7.2 s" below a minute, else "12:05" or "3:12:05". */
static void format_duration(double seconds, char *text, size_t capacity) {
  if (seconds < 59.95) {
    snprintf(text, capacity, "%.1f s", seconds);
    return;
  }
  unsigned long long whole = (unsigned long long)(seconds + 0.5);
  if (whole < 3600)
    snprintf(text, capacity, "%llu:%02llu", whole / 60, whole % 60);
  else if (whole < 1000000ULL * 3600)
    snprintf(text, capacity, "%llu:%02llu:%02llu", whole / 3600, whole / 60 % 60, whole % 60);
  else
    snprintf(text, capacity, "over 10^6 h");
}

static void draw(progress_line *line, double elapsed, const char *end) {
  const dlx_progress *progress = &line->last;
  char solutions[16], rate[16], spent[32], left[48] = "", text[LINE_CAPACITY];
  format_quantity((double)progress->solutions, solutions, sizeof solutions);
  format_quantity(elapsed > 0 ? (double)progress->nodes / elapsed : 0.0, rate, sizeof rate);
  format_duration(elapsed, spent, sizeof spent);
  double fraction = progress->fraction_done;
  if (fraction >= 0.001 && fraction < 1.0) {
    char remaining[32];
    format_duration(elapsed * (1.0 - fraction) / fraction, remaining, sizeof remaining);
    snprintf(left, sizeof left, ", about %s left", remaining);
  }
  int width = snprintf(text, sizeof text, "%s: %.1f%% done, %s %s, %s nodes/s, %s%s",
                       cli_program_name(), 100.0 * fraction, solutions,
                       cli_plural(progress->solutions, "solution", "solutions"), rate, spent, left);
  if (width >= (int)sizeof text) width = (int)sizeof text - 1;
  int blank = line->on_screen && line->width > width ? line->width - width : 0;
  fprintf(line->stream, "\r%s%*s%s", text, blank, "", end);
  fflush(line->stream);
  line->width = width;
  line->drawn = true;
  line->on_screen = end[0] != '\n';
}

void progress_line_report(void *context, const dlx_progress *progress) {
  progress_line *line = context;
  line->last = *progress;
  double elapsed = seconds_since(&line->start);
  if (elapsed - line->last_draw_seconds < REDRAW_SECONDS) return;
  line->last_draw_seconds = elapsed;
  draw(line, elapsed, "");
}

void progress_line_erase(progress_line *line) {
  if (!line->erase_before_output || !line->on_screen) return;
  fprintf(line->stream, "\r%*s\r", line->width, "");
  fflush(line->stream);
  line->on_screen = false;
}

void progress_line_finish(progress_line *line) {
  if (line->drawn) draw(line, seconds_since(&line->start), "\n");
}
