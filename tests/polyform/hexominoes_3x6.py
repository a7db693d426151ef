"""hexominoes_3x6.py: an independent count of puzzles/polyform/hexominoes.txt for
tests/polyform/run.sh: the 35 free hexominoes grown here cell by cell (and their number checked),
every tiling of a 3x6 box by distinct ones found by backtracking on the first empty cell, and the
tilings grouped into classes under the box's 4 symmetries. Prints "TOTAL CLASSES"."""


def normal(cells):
    mx = min(x for x, y in cells)
    my = min(y for x, y in cells)
    return tuple(sorted((x - mx, y - my) for x, y in cells))


def images(cells):
    found, current = set(), list(cells)
    for _ in range(2):
        for _ in range(4):
            found.add(normal(current))
            current = [(-y, x) for x, y in current]
        current = [(-x, y) for x, y in current]
    return found


shapes = {min(images([(0, 0)]))}
for _ in range(5):
    shapes = {min(images(list(s) + [n])) for s in shapes for (x, y) in s
              for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if n not in s}
assert len(shapes) == 35
shapes = sorted(shapes)
orientations = [[sorted(o, key=lambda c: (c[1], c[0])) for o in images(s)] for s in shapes]
WIDTH, HEIGHT = 6, 3
solutions = []


def search(filled, used, placed):
    empty = next(((x, y) for y in range(HEIGHT) for x in range(WIDTH) if (x, y) not in filled),
                 None)
    if empty is None:
        solutions.append(placed)
        return
    for t, shape_orientations in enumerate(orientations):
        if t in used:
            continue
        for o in shape_orientations:
            dx, dy = empty[0] - o[0][0], empty[1] - o[0][1]
            cells = [(x + dx, y + dy) for x, y in o]
            if all(0 <= x < WIDTH and 0 <= y < HEIGHT and (x, y) not in filled for x, y in cells):
                search(filled | set(cells), used | {t}, placed + [(t, tuple(sorted(cells)))])


search(frozenset(), frozenset(), [])
maps = [lambda c: c, lambda c: (WIDTH - 1 - c[0], c[1]), lambda c: (c[0], HEIGHT - 1 - c[1]),
        lambda c: (WIDTH - 1 - c[0], HEIGHT - 1 - c[1])]
classes = {min(tuple(sorted((t, tuple(sorted(f(c) for c in cells))) for t, cells in s))
               for f in maps) for s in solutions}
print(len(solutions), len(classes))
