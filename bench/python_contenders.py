"""python_contenders.py: one timed search of an exact-cover problem by one Python solver, for
bench/python.sh (section python of bench/run.sh).

Usage: python3 bench/python_contenders.py CONTENDER MODE FILE
  CONTENDER  libdlx | libdlx_plain | algorithm_x | xcover | exact_cover
  MODE       count (the number of solutions) | list (every solution, kept in a list)
  FILE       a problem in Knuth's format (items line with an optional '|', then one option a line;
             no colors, no bounds)
Prints "SOLUTIONS CPU_SECONDS": the process CPU time from the options as Python lists of item
names to the answer, each solver building its own structures from them, after a warm-up search
of a small problem in the same process (numba's compilation, caches). A search shorter than
REPEAT_UNTIL_SECONDS runs again until the runs add up to it, and the mean is printed: this
machine's process CPU clock moves in ticks of about 4 ms, so a 3 ms count once read 0.000000. algorithm_x is the
well-known dict-of-sets Algorithm X in plain Python, written here from Knuth's description.
The peers (xcover, exact_cover) are imported from the interpreter running this script: a venv
built by bench/python_peers.sh outside the project.
"""
import sys
import time

REPEAT_UNTIL_SECONDS = 0.25


def read_knuth(path):
    primary, secondary, options = [], [], []
    with open(path) as f:
        lines = [line.split() for line in f if line.strip() and not line.lstrip().startswith("|")]
    names = lines[0]
    if "|" in names:
        cut = names.index("|")
        primary, secondary = names[:cut], names[cut + 1 :]
    else:
        primary = names
    for tokens in lines[1:]:
        options.append(tokens)
    return primary, secondary, options


# -- Algorithm X with a dict of sets: columns[item] = set of option numbers --------------------


def algorithm_x(primary, secondary, options, listing):
    columns = {item: set() for item in primary + secondary}
    for number, option in enumerate(options):
        for item in option:
            columns[item].add(number)
    primary_left = set(primary)
    chosen, found = [], []
    count = 0

    def take(number):
        removed = []
        for item in options[number]:
            for other in columns[item]:
                for other_item in options[other]:
                    if other_item != item:
                        columns[other_item].discard(other)
            removed.append(columns.pop(item))
        return removed

    def untake(number, removed):
        for item in reversed(options[number]):
            columns[item] = removed.pop()
            for other in columns[item]:
                for other_item in options[other]:
                    if other_item != item:
                        columns[other_item].add(other)

    def search():
        nonlocal count
        if not primary_left:
            count += 1
            if listing:
                found.append(list(chosen))
            return
        item = min(primary_left, key=lambda name: len(columns[name]))
        for number in list(columns[item]):
            chosen.append(number)
            removed = take(number)
            taken = [name for name in options[number] if name in primary_left]
            primary_left.difference_update(taken)
            search()
            primary_left.update(taken)
            untake(number, removed)
            chosen.pop()

    search()
    return len(found) if listing else count


def run_libdlx(primary, secondary, options, listing):
    import libdlx

    problem = libdlx.Problem(primary, secondary)
    problem.add_options(options)
    if listing:
        return len(list(problem.solutions()))
    return int(problem.count())


def run_libdlx_plain(primary, secondary, options, listing):
    """count(symmetry=False, memo=False) and solutions(symmetry=False): the plain search of the
    whole tree, as the peers search."""
    import libdlx

    problem = libdlx.Problem(primary, secondary)
    problem.add_options(options)
    if listing:
        return len(list(problem.solutions(symmetry=False)))
    return int(problem.count(symmetry=False, memo=False))


def run_xcover(primary, secondary, options, listing):
    from xcover import covers

    solutions = covers(options, primary=primary, secondary=secondary)
    if listing:
        return len(list(solutions))
    return sum(1 for _ in solutions)


def run_exact_cover(primary, secondary, options, listing):
    """exact_cover takes a 0/1 matrix, exact cover only: a secondary item gets an option of its own,
    so that every solution extends in exactly one way (the count is unchanged)."""
    import numpy as np
    import exact_cover

    items = primary + secondary
    index = {name: k for k, name in enumerate(items)}
    rows = options + [[name] for name in secondary]
    matrix = np.zeros((len(rows), len(items)), dtype=np.int32)
    for r, option in enumerate(rows):
        for name in option:
            matrix[r, index[name]] = 1
    if listing:
        return len(exact_cover.get_all_solutions(matrix))
    return int(exact_cover.get_solution_count(matrix))


CONTENDERS = {
    "libdlx": run_libdlx,
    "libdlx_plain": run_libdlx_plain,
    "algorithm_x": algorithm_x,
    "xcover": run_xcover,
    "exact_cover": run_exact_cover,
}


def main():
    contender, mode, path = sys.argv[1:4]
    run = CONTENDERS[contender]
    listing = mode == "list"
    # Warm-up: 6 queens, the same code paths (secondary items included).
    n = 6
    warm_primary = ["r%d" % r for r in range(n)] + ["c%d" % c for c in range(n)]
    warm_secondary = ["a%d" % d for d in range(2 * n - 1)] + ["b%d" % d for d in range(2 * n - 1)]
    warm = [["r%d" % r, "c%d" % c, "a%d" % (r + c), "b%d" % (r - c + n - 1)] for r in range(n) for c in range(n)]
    assert run(warm_primary, warm_secondary, warm, listing) == 4
    primary, secondary, options = read_knuth(path)
    started = time.process_time()
    runs, elapsed = 0, 0.0
    while runs == 0 or elapsed < REPEAT_UNTIL_SECONDS:
        solutions = run(primary, secondary, options, listing)
        runs += 1
        elapsed = time.process_time() - started
    print(solutions, "%.6f" % (elapsed / runs))


if __name__ == "__main__":
    main()
