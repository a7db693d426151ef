/* dlx_cheapest.h: `dlx --min-cost` and `--best=K`, the cheapest solutions of a problem with costs
 * (dlx_solve_cheapest), printed in the command's styles. */
#ifndef CLI_DLX_CHEAPEST_H
#define CLI_DLX_CHEAPEST_H

#include "cli/dlx_command.h"
#include "dlx/knuth.h"

/* Searches the settings->best cheapest solutions of problem with search, prints them and the
 * summary, frees problem, and returns the command's exit status. */
int cli_dlx_solve_cheapest(const settings *settings, dlx_knuth *problem, const dlx_search *search);

#endif
