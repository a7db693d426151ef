/* status_names.c: dlx_status_name and dlx_status_count (status_names.h), the names of dlx.h's
 * statuses as one table, so that the bindings read the numbers from the library and no binding
 * keeps a copy of them that could drift when a status is added. */
#include "status_names.h"

/* Each status's constant without DLX_, in lower case; indexed by the status. */
static const char *const status_names[] = {
    [DLX_OK] = "ok",
    [DLX_STOPPED_AT_SOLUTION_LIMIT] = "stopped_at_solution_limit",
    [DLX_STOPPED_BY_CALLBACK] = "stopped_by_callback",
    [DLX_STOPPED_AT_NODE_LIMIT] = "stopped_at_node_limit",
    [DLX_STOPPED_BY_REQUEST] = "stopped_by_request",
    [DLX_PRESELECTED_OPTIONS_CONFLICT] = "preselected_options_conflict",
    [DLX_ERROR_OUT_OF_MEMORY] = "error_out_of_memory",
    [DLX_ERROR_NULL_ARGUMENT] = "error_null_argument",
    [DLX_ERROR_ITEM_OUT_OF_RANGE] = "error_item_out_of_range",
    [DLX_ERROR_REPEATED_ITEM] = "error_repeated_item",
    [DLX_ERROR_EMPTY_OPTION] = "error_empty_option",
    [DLX_ERROR_TOO_LARGE] = "error_too_large",
    [DLX_ERROR_OPTION_OUT_OF_RANGE] = "error_option_out_of_range",
    [DLX_ERROR_SEARCH_IN_PROGRESS] = "error_search_in_progress",
    [DLX_ERROR_INCONSISTENT] = "error_inconsistent",
    [DLX_ERROR_COLOR_ON_PRIMARY_ITEM] = "error_color_on_primary_item",
    [DLX_ERROR_COLOR_OUT_OF_RANGE] = "error_color_out_of_range",
    [DLX_ERROR_BAD_FORMAT] = "error_bad_format",
    [DLX_ERROR_PART_OUT_OF_RANGE] = "error_part_out_of_range",
    [DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM] = "error_bounds_on_secondary_item",
    [DLX_ERROR_BAD_BOUNDS] = "error_bad_bounds",
    [DLX_ERROR_COST_OUT_OF_RANGE] = "error_cost_out_of_range",
    [DLX_ERROR_COSTS_WITH_BOUNDS] = "error_costs_with_bounds",
    /* The statuses dlx.h gains with the new search API go here, in its order:
     * [DLX_ERROR_UNKNOWN_OPTION] = "error_unknown_option",
     * [DLX_ERROR_BAD_OPTION_VALUE] = "error_bad_option_value",
     * [DLX_ERROR_OPTION_NOT_HONOURED] = "error_option_not_honoured",
     * (tests/test_dlx_status_names.c fails while a status that dlx_strerror describes has no
     * name here). */
};

int dlx_status_count(void) {
  return (int)(sizeof status_names / sizeof *status_names);
}

const char *dlx_status_name(dlx_status status) {
  if ((unsigned)status >= sizeof status_names / sizeof *status_names || !status_names[status])
    return "unknown";
  return status_names[status];
}
