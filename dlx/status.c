/* status.c: what dlx.h's statuses are called: their descriptions (dlx_strerror) and their names
 * as one table (dlx_status_name, dlx_status_count), so that the bindings read the numbers from the
 * library and no binding keeps a copy of them that could drift when a status is added. */
#include "dlx.h"

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
    [DLX_ERROR_UNKNOWN_OPTION] = "error_unknown_option",
    [DLX_ERROR_BAD_OPTION_VALUE] = "error_bad_option_value",
    [DLX_ERROR_OPTION_NOT_HONOURED] = "error_option_not_honoured",
};

int dlx_status_count(void) {
  return (int)(sizeof status_names / sizeof *status_names);
}

const char *dlx_status_name(dlx_status status) {
  if ((unsigned)status >= sizeof status_names / sizeof *status_names || !status_names[status])
    return "unknown";
  return status_names[status];
}

const char *dlx_strerror(dlx_status status) {
  switch (status) {
  case DLX_OK:
    return "success";
  case DLX_STOPPED_AT_SOLUTION_LIMIT:
    return "stopped at the solution limit";
  case DLX_STOPPED_BY_CALLBACK:
    return "stopped by the solution callback";
  case DLX_STOPPED_AT_NODE_LIMIT:
    return "stopped at the node limit";
  case DLX_STOPPED_BY_REQUEST:
    return "stopped on request";
  case DLX_PRESELECTED_OPTIONS_CONFLICT:
    return "two preselected options share an item";
  case DLX_ERROR_OUT_OF_MEMORY:
    return "out of memory";
  case DLX_ERROR_NULL_ARGUMENT:
    return "a required pointer argument is NULL";
  case DLX_ERROR_ITEM_OUT_OF_RANGE:
    return "an option names an item that does not exist";
  case DLX_ERROR_REPEATED_ITEM:
    return "an option names the same item twice";
  case DLX_ERROR_EMPTY_OPTION:
    return "an option has no items";
  case DLX_ERROR_TOO_LARGE:
    return "the problem is too large";
  case DLX_ERROR_OPTION_OUT_OF_RANGE:
    return "a preselected option does not exist";
  case DLX_ERROR_SEARCH_IN_PROGRESS:
    return "the solver is in the middle of a search";
  case DLX_ERROR_INCONSISTENT:
    return "the links of the solver are inconsistent";
  case DLX_ERROR_COLOR_ON_PRIMARY_ITEM:
    return "a primary item cannot have a color";
  case DLX_ERROR_COLOR_OUT_OF_RANGE:
    return "a color is out of range";
  case DLX_ERROR_BAD_FORMAT:
    return "the problem's text is malformed";
  case DLX_ERROR_PART_OUT_OF_RANGE:
    return "the part is not one of 1 to the number of parts";
  case DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM:
    return "a secondary item cannot have bounds";
  case DLX_ERROR_BAD_BOUNDS:
    return "the bounds are not 1 <= upper and lower <= upper";
  case DLX_ERROR_COST_OUT_OF_RANGE:
    return "an option cost is above DLX_MAXIMUM_COST";
  case DLX_ERROR_COSTS_WITH_BOUNDS:
    return "the cheapest solutions cannot be searched with item bounds";
  case DLX_ERROR_UNKNOWN_OPTION:
    return "no option or statistic has that name";
  case DLX_ERROR_BAD_OPTION_VALUE:
    return "the option does not take that value";
  case DLX_ERROR_OPTION_NOT_HONOURED:
    return "an option is set that this kind of search cannot honour";
  }
  return "unknown status";
}
