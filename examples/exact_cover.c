/* exact_cover.c: the smallest complete use of the dlx library, on Knuth's example from TAOCP
 * 7.2.2.1 (items a..g; it has exactly one solution). Build it against an installed copy with
 *   cc exact_cover.c $(pkg-config --cflags --libs dlx) */
#include <dlx/dlx.h>
#include <stdio.h>

static const char *const option_names[] = {"c e", "a d g", "b c f", "a d f", "b g", "d e g"};

static int print_solution(void *context, const uint32_t *option_ids, size_t option_count) {
  FILE *out = context;
  for (size_t k = 0; k < option_count; k++) fprintf(out, "%s\n", option_names[option_ids[k]]);
  return 0; /* go on searching */
}

int main(void) {
  enum { a, b, c, d, e, f, g, ITEMS };
  const uint32_t options[][4] = {{c, e}, {a, d, g}, {b, c, f}, {a, d, f}, {b, g}, {d, e, g}};
  const size_t sizes[] = {2, 3, 3, 3, 2, 3};

  dlx_solver *solver;
  dlx_status status = dlx_create(&solver, ITEMS, 0);
  for (size_t k = 0; status == DLX_OK && k < sizeof sizes / sizeof *sizes; k++)
    status = dlx_add_option(solver, options[k], sizes[k], NULL);
  dlx_statistics statistics = {0};
  if (status == DLX_OK) {
    dlx_search search = {.on_solution = print_solution, .context = stdout};
    status = dlx_solve(solver, &search, &statistics);
  }
  dlx_destroy(solver);
  if (status != DLX_OK) {
    fprintf(stderr, "exact_cover: %s\n", dlx_strerror(status));
    return 1;
  }
  printf("%llu solution(s), %llu nodes, %llu updates\n", (unsigned long long)statistics.solutions,
         (unsigned long long)statistics.nodes, (unsigned long long)statistics.updates);
  return 0;
}
