/* dlx_part.h: `dlx --part=I/N` and `dlx --merge` (dlx_part.c), the count spread over processes or
 * machines. */
#ifndef CLI_DLX_PART_H
#define CLI_DLX_PART_H

#include "cli/dlx_command.h"

/* --part: with --stats, says how the count is shared when the memo counts it in part 1 alone (the
 * line's mode says it too; standard error stays quiet for scripts that read it), prints the
 * result line, complete or not (a stopped search is reported as usual on standard error, with
 * `unused`, what --max-nodes left unused, after its nodes), and --stats's line; returns the exit
 * status. */
int cli_dlx_finish_part(const settings *settings, dlx_status status,
                        const dlx_statistics *statistics, const dlx_part_result *result,
                        const char *unused, double seconds);

/* --merge: the exact total of the result lines, printed as a count is; with --missing, the parts
 * still to run. Returns the exit status. */
int cli_dlx_merge_parts(const settings *settings);

#endif
