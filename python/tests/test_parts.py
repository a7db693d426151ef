"""test_parts.py: a count spread over processes (Problem.count_part, libdlx.merge): the same count
from one process, from a process pool and from a Dask local cluster, and merge's refusals (the
checks of `dlx --merge`, shared C)."""
import concurrent.futures
import pickle

import pytest

import libdlx
from conftest import repository_file

PARTS = 7


def queens():
    with open(repository_file("puzzles", "exact-cover", "queens-8.dlx"), encoding="utf-8") as text:
        return libdlx.Problem.from_knuth(text.read())


def problem_file(name):
    with open(repository_file("puzzles", "exact-cover", name), encoding="utf-8") as text:
        return text.read()


def count_part(text, part, parts, symmetry="auto"):
    """A part counted from the problem's text: what a worker process receives and runs."""
    return libdlx.Problem.from_knuth(text).count_part(part, parts, symmetry=symmetry)


@pytest.mark.parametrize("name", ["queens-8.dlx", "langford-8.dlx", "latin-4.dlx", "dominoes-6x6.dlx"])
@pytest.mark.parametrize("parts", [1, 2, 7])
def test_parts_in_one_process_add_up_to_the_count(name, parts):
    problem = libdlx.Problem.from_knuth(problem_file(name))
    results = [problem.count_part(part, parts) for part in range(1, parts + 1)]
    total = libdlx.merge(results)
    assert total == problem.count()
    assert total.complete and total.nodes == sum(result.nodes for result in results)
    assert libdlx.missing_parts(results) == []


def test_a_part_says_what_it_counted_and_pickles():
    result = queens().count_part(2, 3)
    assert result.mode == "symmetric" and result.part == 2 and result.parts == 3
    assert len(result.problem) == 16 and result.complete
    assert pickle.loads(pickle.dumps(result)) == result
    assert queens().count_part(2, 3, symmetry=False).mode == "plain"


def test_the_same_count_on_a_process_pool():
    text = problem_file("queens-8.dlx")
    with concurrent.futures.ProcessPoolExecutor(max_workers=2) as pool:
        futures = [pool.submit(count_part, text, part, PARTS) for part in range(1, PARTS + 1)]
        results = [future.result() for future in futures]
    assert libdlx.merge(results) == 92


def test_the_same_count_on_a_dask_local_cluster():
    distributed = pytest.importorskip("distributed", reason="Dask's distributed is missing (Debian's python3-distributed)")
    text = problem_file("queens-8.dlx")
    with distributed.LocalCluster(n_workers=2, processes=True, host="127.0.0.1", dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            futures = client.map(count_part, [text] * PARTS, range(1, PARTS + 1), [PARTS] * PARTS)
            results = client.gather(futures)
    assert libdlx.merge(results) == 92


def refusal(results):
    with pytest.raises(libdlx.MergeError) as raised:
        libdlx.merge(results)
    return raised.value


def test_merge_refuses_a_part_missing():
    results = [queens().count_part(part, 3) for part in (1, 3)]
    error = refusal(results)
    assert str(error) == "1 of the 3 parts is missing: 2" and error.missing == [2]
    assert libdlx.missing_parts(results) == [2]


def test_merge_refuses_a_part_repeated():
    results = [queens().count_part(part, 3) for part in (1, 2, 3, 2)]
    assert str(refusal(results)) == "results[3]: part 2/3 repeated (first in results[1])"


def test_merge_refuses_a_part_of_another_problem():
    other = libdlx.Problem.from_knuth(problem_file("latin-4.dlx")).count_part(3, 3)
    results = [queens().count_part(part, 3) for part in (1, 2)] + [other]
    assert "results[2]: part 3/3 is of another problem" in str(refusal(results))


def test_merge_refuses_a_part_of_another_split():
    results = [queens().count_part(part, 3) for part in (1, 2)] + [queens().count_part(3, 4)]
    assert "results[2]: part 3/4 is of a split into 4 parts, not 3 as in results[0]" in str(refusal(results))


def test_merge_refuses_parts_of_two_modes():
    results = [queens().count_part(part, 3) for part in (1, 2)] + [queens().count_part(3, 3, symmetry=False)]
    message = str(refusal(results))
    assert "results[2]: part 3/3 is of the plain split, not the symmetric split as in results[0]" in message


def test_merge_refuses_a_partial_part():
    results = [queens().count_part(part, 3) for part in (1, 2, 3)]
    results[1] = results[1]._replace(complete=False)
    error = refusal(results)
    assert str(error) == "results[1]: part 2/3 is partial (its search was stopped): run it again"
    assert error.missing == [2]
