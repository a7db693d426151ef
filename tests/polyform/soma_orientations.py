"""soma_orientations.py: an independent count of the Soma cube for tests/polyform/run.sh, with the
pieces turned only and with them turned and reflected: the seven pieces as Knuth gives them, their
orientations from 90-degree turns (and a mirror) generated here, every packing of the 3x3x3 cube
found by backtracking on the first empty cell, and the packings grouped into classes under the
cube's 48 symmetries (a reflection maps a screw onto the other's shape: with the pieces turned
only, it takes piece A onto piece B; with reflections allowed, each piece onto itself). Prints
"TOTAL CLASSES" for `rotations`, then for `all`."""
import itertools
import sys

PIECES = {
    "V": [(0, 0, 0), (1, 0, 0), (0, 1, 0)],
    "L": [(0, 0, 0), (1, 0, 0), (2, 0, 0), (0, 1, 0)],
    "T": [(0, 0, 0), (1, 0, 0), (2, 0, 0), (1, 1, 0)],
    "Z": [(0, 0, 0), (1, 0, 0), (1, 1, 0), (2, 1, 0)],
    "A": [(0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 0, 1)],
    "B": [(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 1, 1)],
    "P": [(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)],
}
NAMES = sorted(PIECES)


def turn_z(c):
    return (-c[1], c[0], c[2])


def turn_x(c):
    return (c[0], -c[2], c[1])


def mirror(c):
    return (-c[0], c[1], c[2])


def closure(generators):
    """Every product of the generators, each as a tuple of the images of the unit vectors."""
    identity = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
    found, frontier = {identity}, [identity]
    while frontier:
        element = frontier.pop()
        for g in generators:
            product = tuple(g(v) for v in element)
            if product not in found:
                found.add(product)
                frontier.append(product)
    return sorted(found)


def apply(element, c):
    return tuple(sum(c[i] * element[i][k] for i in range(3)) for k in range(3))


def normal(cells):
    least = [min(c[k] for c in cells) for k in range(3)]
    return tuple(sorted(tuple(c[k] - least[k] for k in range(3)) for c in cells))


def determinant(element):
    (a, b, c), (d, e, f), (g, h, i) = element
    return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)


ROTATIONS = closure([turn_z, turn_x])
ALL = closure([turn_z, turn_x, mirror])
assert len(ROTATIONS) == 24 and len(ALL) == 48


def bit(c):
    return 1 << (c[0] + 3 * c[1] + 9 * c[2])


def count(maps):
    # placements[p][b]: the masks of piece p's placements whose lowest cell is b.
    placements = []
    for name in NAMES:
        by_low = [[] for _ in range(27)]
        for shape in {normal([apply(m, c) for c in PIECES[name]]) for m in maps}:
            for d in itertools.product(range(3), repeat=3):
                cells = [tuple(c[k] + d[k] for k in range(3)) for c in shape]
                if all(0 <= v < 3 for c in cells for v in c):
                    mask = sum(bit(c) for c in cells)
                    by_low[(mask & -mask).bit_length() - 1].append(mask)
        placements.append(by_low)
    solutions, chosen = [], []

    def search(filled, used):
        if filled == (1 << 27) - 1:
            solutions.append(tuple(chosen))
            return
        low = (~filled & (filled + 1)).bit_length() - 1
        for p in range(len(NAMES)):
            if used >> p & 1:
                continue
            for mask in placements[p][low]:
                if mask & filled == 0:
                    chosen.append((p, mask))
                    search(filled | mask, used | 1 << p)
                    chosen.pop()

    search(0, 0)
    # The classes: each solution's orbit under the cube's 48 symmetries taken out in turn.
    reflections_swap = len(maps) == 24
    a, b = NAMES.index("A"), NAMES.index("B")
    cell_maps = []
    for m in ALL:
        image = {}
        for c in itertools.product(range(3), repeat=3):
            moved = apply(m, (c[0] - 1, c[1] - 1, c[2] - 1))
            image[bit(c)] = bit(tuple(v + 1 for v in moved))
        swap = reflections_swap and determinant(m) < 0
        cell_maps.append((image, swap))

    def move(solution, image, swap):
        out = []
        for p, mask in solution:
            moved = 0
            while mask:
                low = mask & -mask
                moved |= image[low]
                mask ^= low
            q = (b if p == a else a if p == b else p) if swap else p
            out.append((q, moved))
        return tuple(sorted(out))

    left = {tuple(sorted(s)) for s in solutions}
    assert len(left) == len(solutions)
    classes = 0
    while left:
        solution = left.pop()
        classes += 1
        for image, swap in cell_maps:
            left.discard(move(solution, image, swap))
    return len(solutions), classes


for which in sys.argv[1:] or ["rotations", "all"]:
    print(*count(ROTATIONS if which == "rotations" else ALL))
