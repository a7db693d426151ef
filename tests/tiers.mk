# tests/tiers.mk, included by the Makefile: the test tiers, the one place that lists which suite
# runs in which tier. Each tier builds what its suites need first (every job of it at once), then
# runs its suites side by side on the machine's cores (make -j, as many jobs as cores unless make
# was given -j), each with its whole output in build/tiers/TIER/SUITE.log and one line when it
# ends, then prints one table (suite, passed, failed, skipped, seconds), a verdict, and last
# "TIER: N passed, N failed, N skipped" (tests/tier_suite.sh, tests/tier_summary.sh).
#
#   make check-quick   the unit suites and the golden tests, for editing (about a minute)
#   make check         every test of every part the project ships: the engine and the sudoku
#                      library (Check), both commands, the puzzles and collections, installation,
#                      manual pages, judges' files, the Python package, the WebAssembly package
#                      and page (after make test-deps; a suite whose tools are missing says so and
#                      counts as skipped)
#   make check SANITIZE=1 (or make check-sanitize)
#                      the suites that run the project's code, again under AddressSanitizer and
#                      UndefinedBehaviorSanitizer (build/sanitize)
#   make check-full    what CI runs (.ci/run): check, check-sanitize, ThreadSanitizer (tsan-test),
#                      the golden tests (a third of each group of cases) and the Python tests
#                      under valgrind, the memory limits, every fuzz harness for FUZZ_SECONDS (as
#                      make fuzz; .ci/run gives 20) and the bundled collections' counts (counts)
# Any suite of a tier also runs alone, with its whole output: make unit-tests, make golden-tests...

# The unit suites (make unit-tests) in groups that run side by side: the engine's (test_dlx_*, in
# two halves by name: under the sanitizers they take minutes), the generator's, the rater's, the
# Knuth reader's with the threads' and the progress', and the rest of the sudoku library's.
UNIT_GROUPS := dlx-l-z dlx-a-k generator rater knuth polyform sudoku
UNIT_TESTS_dlx := $(filter $(BUILD)/tests/test_dlx_%,$(TEST_PROGRAMS))
UNIT_TESTS_dlx-a-k := $(filter $(foreach letter,a b c d e f g h i j k, \
    $(BUILD)/tests/test_dlx_$(letter)%),$(UNIT_TESTS_dlx))
UNIT_TESTS_dlx-l-z := $(filter-out $(UNIT_TESTS_dlx-a-k),$(UNIT_TESTS_dlx))
UNIT_TESTS_generator := $(filter $(BUILD)/tests/test_generator%,$(TEST_PROGRAMS))
UNIT_TESTS_rater := $(filter $(BUILD)/tests/test_rater_%,$(TEST_PROGRAMS))
UNIT_TESTS_knuth := $(filter $(BUILD)/tests/test_knuth% $(BUILD)/tests/test_parallel \
    $(BUILD)/tests/test_progress,$(TEST_PROGRAMS))
UNIT_TESTS_polyform := $(filter $(BUILD)/tests/test_polyform%,$(TEST_PROGRAMS))
UNIT_TESTS_sudoku := $(filter-out \
    $(foreach group,dlx generator rater knuth polyform,$(UNIT_TESTS_$(group))),$(TEST_PROGRAMS))
UNIT_SUITES := $(UNIT_GROUPS:%=unit-%)
define unit_group_rule
unit-$(1): $$(UNIT_TESTS_$(1))
	@$$(call run_unit_tests,$$(UNIT_TESTS_$(1)))
endef
$(foreach group,$(UNIT_GROUPS),$(eval $(call unit_group_rule,$(group))))

# The suites of each tier, the longest first (so that two cores finish together).
QUICK_SUITES := unit-dlx-l-z unit-dlx-a-k golden-tests unit-generator unit-sudoku unit-knuth \
    unit-rater unit-polyform polyform-tests layering-test symbols-test
CHECK_SUITES := web-browser-tests puzzle-tests rating-tests unit-dlx-l-z scale-tests explain-tests \
    web-golden-tests parts-tests signal-tests judge-tests jobs-tests restarts-tests web-node-tests \
    python-tests weighted-tests cost-tests killer-oracle-test build-deps-test progress-tests \
    out-of-memory-test install-test man-test input-tests golden-tests draw-tests layering-test \
    symbols-test bench-programs unit-dlx-a-k unit-generator unit-sudoku unit-knuth unit-rater \
    doc-tests completion-test version-test abi-check unit-polyform polyform-tests
# Under the sanitizers: the suites that run the project's code on problems small enough for a
# build several times slower (not the whole collections and long examples of puzzle-tests,
# scale-tests, rating-tests; not the tests of the build, the judges' files, Python and the web,
# which run no code of this build).
SANITIZE_SUITES := $(UNIT_SUITES) polyform-tests golden-tests jobs-tests signal-tests progress-tests install-test \
    man-test layering-test symbols-test cost-tests explain-tests input-tests draw-tests \
    restarts-tests weighted-tests
# check-full adds these to check and to SANITIZE_SUITES (named asan-SUITE in its table); its
# longest suites first, the sanitized ones as soon as their build is done.
FULL_EXTRA_SUITES := golden-valgrind-sudoku golden-valgrind-dlx python-valgrind fuzz-grid-reader \
    fuzz-knuth-reader fuzz-engine polyform-fuzz tsan-test limits-test counts abi-test
FULL_FIRST_SUITES := golden-valgrind-sudoku fuzz-grid-reader asan-unit-dlx-l-z fuzz-knuth-reader \
    asan-unit-dlx-a-k fuzz-engine asan-jobs-tests asan-signal-tests golden-valgrind-dlx
FULL_SUITES := $(FULL_FIRST_SUITES) $(filter-out $(FULL_FIRST_SUITES), \
    $(FULL_EXTRA_SUITES) $(CHECK_SUITES) $(SANITIZE_SUITES:%=asan-%))

.PHONY: $(UNIT_SUITES) check check-quick check-sanitize check-full tier tier-summary tier-build \
    tier-build-wasm tier-build-python tier-build-asan asan-build

TIER_DIR = build/tiers/$(TIER)
# Jobs: make's own -j when it was given one, else one per core.
TIER_JOBS = $(if $(filter -j% j%,$(MAKEFLAGS)),,-j$(shell nproc 2>/dev/null || echo 2))

check-quick check-sanitize check-full:
	@rm -rf build/tiers/$@
	@$(MAKE) --no-print-directory $(TIER_JOBS) tier TIER=$@
check:
	@rm -rf build/tiers/$(if $(SANITIZE),check-sanitize,check)
	@$(MAKE) --no-print-directory $(TIER_JOBS) tier TIER=$(if $(SANITIZE),check-sanitize,check)

TIER_SUITES_check-quick := $(QUICK_SUITES)
TIER_SUITES_check := $(CHECK_SUITES)
TIER_SUITES_check-sanitize := $(SANITIZE_SUITES:%=asan-%)
TIER_SUITES_check-full := $(FULL_SUITES)
TIER_SUITES = $(TIER_SUITES_$(TIER))

# The builds that the tier's suites wait for, themselves timed and logged as suites (the web's and
# the Python package's beside the native one: only their suites wait for them).
TIER_BUILDS_check-quick := build
TIER_BUILDS_check := build build-wasm build-python
TIER_BUILDS_check-sanitize := asan-build
TIER_BUILDS_check-full := build build-wasm build-python asan-build

ifdef TIER
TIER_START := $(shell date +%s.%N)
tier: tier-summary
tier-summary: $(TIER_SUITES:%=tier-run/%)
	@bash tests/tier_summary.sh $(TIER_DIR) $(TIER) $(TIER_START) $(TIER_BUILDS_$(TIER)) $(TIER_SUITES)
endif

HAVE_WEB = $(shell command -v emcc > /dev/null && command -v node > /dev/null && echo yes)
HAVE_PYTHON_PACKAGE = $(shell $(PYTHON) python/check_prerequisites.py 2> /dev/null && echo yes)

# The native build: everything the suites of check use, so that no two suites' makes build the
# same file at once; the WebAssembly build and the Python package's, side by side with it.
tier-build:
	@bash tests/tier_suite.sh --must-pass $(TIER_DIR) build $(MAKE) --no-print-directory \
	  all $(TEST_PROGRAMS) $(BUILD)/tests/failing_malloc.so bench-programs \
	  $(if $(filter check check-full,$(TIER)),$(JUDGE_FILES))
tier-build-wasm:
	@bash tests/tier_suite.sh --must-pass $(TIER_DIR) build-wasm $(if $(HAVE_WEB),$(MAKE) \
	  --no-print-directory wasm,echo "build-wasm: skipped: emcc or node is missing (make test-deps)")
tier-build-python:
	@bash tests/tier_suite.sh --must-pass $(TIER_DIR) build-python \
	  $(if $(HAVE_PYTHON_PACKAGE),$(MAKE) --no-print-directory python,echo \
	  "build-python: skipped: a Debian package is missing (make test-deps)")
# The build under ASan and UBSan, in build/sanitize.
tier-build-asan:
	@bash tests/tier_suite.sh --must-pass $(TIER_DIR) asan-build $(MAKE) --no-print-directory \
	  SANITIZE=1 asan-build
asan-build: $(COMMANDS) $(GENERATORS) $(TEST_PROGRAMS) $(LIBDLX) $(LIBSUDOKU) $(SHARED_LIBDLX)

# One suite: the make target of its name, or for asan-SUITE that target under SANITIZE=1.
tier-run/%: tier-build
	@bash tests/tier_suite.sh $(TIER_DIR) $* $(MAKE) --no-print-directory $*
tier-run/asan-%: tier-build-asan
	@bash tests/tier_suite.sh $(TIER_DIR) asan-$* $(MAKE) --no-print-directory SANITIZE=1 $*
# The web suites, skipped with the reason when emcc or node is missing.
tier-run/web-%: tier-build tier-build-wasm
	@bash tests/tier_suite.sh $(TIER_DIR) web-$* $(if $(HAVE_WEB),$(MAKE) --no-print-directory \
	  web-$*,echo "web-$*: skipped: emcc or node is missing (make test-deps installs emscripten)")
tier-run/python-%: tier-build tier-build-python
	@bash tests/tier_suite.sh $(TIER_DIR) python-$* $(MAKE) --no-print-directory python-$*
# The documents' examples run Python and JavaScript too: after both builds.
tier-run/doc-tests: tier-build tier-build-wasm tier-build-python
	@bash tests/tier_suite.sh $(TIER_DIR) doc-tests $(MAKE) --no-print-directory doc-tests
# The golden tests under valgrind, the two commands side by side, a third of the cases of each
# group (the Makefile says why: golden-valgrind).
tier-run/golden-valgrind-%: tier-build
	@bash tests/tier_suite.sh $(TIER_DIR) golden-valgrind-$* $(MAKE) --no-print-directory \
	  GOLDEN_VALGRIND_COMMANDS=$(BUILD)/$* GOLDEN_VALGRIND_EVERY=3 golden-valgrind
# Each fuzz harness on its own for FUZZ_SECONDS (make fuzz runs them one after the other).
tier-run/fuzz-%: tier-build
	@bash tests/tier_suite.sh $(TIER_DIR) fuzz-$* bash tests/fuzz/run.sh $(FUZZ_SECONDS) \
	  fuzz_$(subst -,_,$*)
