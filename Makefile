# Builds the dlx engine, the sudoku library, the commands and the tests; every output goes under build/.
#   make            the libraries and the commands
#   make check      every test of every part, in parallel, with one summary table (the tiers, and
#                   check-quick, check-full: tests/tiers.mk)
#   make counts     every puzzle of the bundled collections against its known count
#   make install    PREFIX=/usr/local DESTDIR= (and BINDIR, LIBDIR, INCLUDEDIR, MANDIR, DOCDIR,
#                   BASHCOMPDIR)
#   make uninstall  the same variables: removes every file make install wrote

CC ?= cc
CFLAGS ?= -O2 -g
REQUIRED_FLAGS := -std=c11 -Wall -Wextra -Werror=implicit-function-declaration -D_POSIX_C_SOURCE=200809L \
    -MMD -MP -pthread
LDFLAGS += -pthread
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
DATAROOTDIR ?= $(PREFIX)/share
MANDIR ?= $(DATAROOTDIR)/man
DOCDIR ?= $(DATAROOTDIR)/doc/dlx
# Where bash-completion looks for a command's completion when it is first completed.
BASHCOMPDIR ?= $(DATAROOTDIR)/bash-completion/completions
VERSION := $(shell sed -n 's/^\#define DLX_VERSION "\(.*\)"/\1/p' dlx/dlx.h)
SONAME_MAJOR := $(shell sed -n 's/^\#define DLX_ABI_VERSION \([0-9]*\)/\1/p' dlx/dlx.h)
BUILD := build
# make NATIVE=1: tune for this machine's processor (the binaries may not run on another one). With
# GCC on x86, general registers are not moved into vector registers: given the 32 of AVX-512, GCC
# spills into them, and the search runs a few percent slower than without ("The build" in
# bench/log/2026-11-29-tdoku-hardest-sets-and-build.md).
NATIVE_GCC_TUNING := -mtune-ctrl=^inter_unit_moves_to_vec,^inter_unit_moves_from_vec
ifdef NATIVE
CFLAGS += -march=native
CFLAGS += $(shell $(CC) $(NATIVE_GCC_TUNING) -E -x c /dev/null > /dev/null 2>&1 && \
  echo '$(NATIVE_GCC_TUNING)')
endif
# make check SANITIZE=1: the tests again with AddressSanitizer and UndefinedBehaviorSanitizer, in
# a build directory of its own (which suites: tests/tiers.mk).
ifdef SANITIZE
BUILD := build/sanitize
CFLAGS += -O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
LDFLAGS += -fsanitize=address,undefined
endif

DLX_SOURCES := $(wildcard dlx/*.c)
SUDOKU_SOURCES := $(wildcard sudoku/*.c)
# cli/sudoku_*.c (but the main) serve the sudoku command only, cli/dlx_*.c the dlx command only;
# the other cli/*.c both commands.
# cli/polyform_*.c the polyform command only.
CLI_COMMON_SOURCES := $(filter-out cli/%_main.c cli/sudoku_%.c cli/dlx_%.c cli/polyform_%.c,$(wildcard cli/*.c))
SUDOKU_CLI_SOURCES := $(filter-out cli/sudoku_main.c,$(wildcard cli/sudoku_*.c))
DLX_CLI_SOURCES := $(filter-out cli/dlx_main.c,$(wildcard cli/dlx_*.c))
# The polyform library (packing puzzles on the engine, polyform/polyform.h) and its command.
POLYFORM_SOURCES := $(wildcard polyform/*.c)
POLYFORM_CLI_SOURCES := $(filter-out cli/polyform_main.c,$(wildcard cli/polyform_*.c))

OBJ := $(BUILD)/obj
DLX_OBJECTS := $(DLX_SOURCES:%.c=$(OBJ)/%.o)
SUDOKU_OBJECTS := $(SUDOKU_SOURCES:%.c=$(OBJ)/%.o)
CLI_COMMON_OBJECTS := $(CLI_COMMON_SOURCES:%.c=$(OBJ)/%.o)
SUDOKU_CLI_OBJECTS := $(SUDOKU_CLI_SOURCES:%.c=$(OBJ)/%.o)
DLX_CLI_OBJECTS := $(DLX_CLI_SOURCES:%.c=$(OBJ)/%.o)
POLYFORM_OBJECTS := $(POLYFORM_SOURCES:%.c=$(OBJ)/%.o)
POLYFORM_CLI_OBJECTS := $(POLYFORM_CLI_SOURCES:%.c=$(OBJ)/%.o)

LIBDLX := $(BUILD)/libdlx.a
LIBSUDOKU := $(BUILD)/libsudoku.a
LIBPOLYFORM := $(BUILD)/libpolyform.a
SHARED_LIBDLX := $(BUILD)/libdlx.so.$(VERSION)
DLX_PIC_OBJECTS := $(DLX_SOURCES:%.c=$(OBJ)/pic/%.o)
# The installed headers, the library's whole API; every other header of dlx/ (internal*.h, inline*.h)
# is the engine's own.
PUBLIC_HEADERS := dlx/dlx.h dlx/knuth.h
COMMANDS := $(BUILD)/sudoku $(if $(wildcard cli/dlx_main.c),$(BUILD)/dlx)
# Kept apart from COMMANDS, whose suites (completion, versions, jobs, ...) know sudoku and dlx.
POLYFORM_COMMAND := $(BUILD)/polyform
MAN1_PAGES := $(wildcard man/*.1)
MAN3_PAGES := $(wildcard man/*.3)
GENERATORS := $(patsubst puzzles/generators/%.c,$(BUILD)/puzzles/%,$(wildcard puzzles/generators/*.c))

TEST_SOURCES := $(wildcard tests/test_*.c)
TEST_PROGRAMS := $(TEST_SOURCES:tests/%.c=$(BUILD)/tests/%)
CHECK_CFLAGS = $(shell pkg-config --cflags check 2>/dev/null)
CHECK_LIBS = $(shell pkg-config --libs check 2>/dev/null)

.SECONDARY:
.PHONY: bench-programs all parts-tests restarts-tests weighted-tests explain-tests draw-tests input-tests killer-oracle-test cost-tests build-deps-test layering-test symbols-test out-of-memory-test rating-tests jobs-tests progress-tests scale-tests tsan-test limits-test golden-valgrind bench fuzz test-deps test-deps-full unit-tests golden-tests signal-tests puzzle-tests install-test man-test counts clean install uninstall format

all: $(COMMANDS) $(POLYFORM_COMMAND) $(GENERATORS) $(SHARED_LIBDLX)

# The engine's objects, static and shared, hide every symbol but the functions that its installed
# headers mark DLX_EXPORT: the shared library exports exactly its API (make symbols-test checks).
$(DLX_OBJECTS) $(DLX_PIC_OBJECTS): VISIBILITY_FLAGS := -fvisibility=hidden

$(OBJ)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(REQUIRED_FLAGS) $(CFLAGS) $(CPPFLAGS) $(VISIBILITY_FLAGS) -I. -c $< -o $@

# Each archive is made anew: ar would keep the object of a source since removed or renamed.
$(LIBDLX): $(DLX_OBJECTS)
	rm -f $@
	$(AR) rcs $@ $^

$(OBJ)/pic/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(REQUIRED_FLAGS) $(CFLAGS) $(CPPFLAGS) $(VISIBILITY_FLAGS) -fPIC -I. -c $< -o $@

$(SHARED_LIBDLX): $(DLX_PIC_OBJECTS)
	$(CC) $(CFLAGS) $(LDFLAGS) -shared -Wl,-soname,libdlx.so.$(SONAME_MAJOR) -o $@ $^

$(LIBSUDOKU): $(SUDOKU_OBJECTS)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/sudoku: $(OBJ)/cli/sudoku_main.o $(SUDOKU_CLI_OBJECTS) $(CLI_COMMON_OBJECTS) $(LIBSUDOKU) \
    $(LIBDLX)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^

$(BUILD)/dlx: $(OBJ)/cli/dlx_main.o $(DLX_CLI_OBJECTS) $(CLI_COMMON_OBJECTS) $(LIBDLX)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^

$(LIBPOLYFORM): $(POLYFORM_OBJECTS)
	rm -f $@
	$(AR) rcs $@ $^

$(POLYFORM_COMMAND): $(OBJ)/cli/polyform_main.o $(POLYFORM_CLI_OBJECTS) $(CLI_COMMON_OBJECTS) \
    $(LIBPOLYFORM) $(LIBDLX)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^

# Programs that write exact-cover problems in Knuth's format (N-queens, pentominoes, ...), built
# through an object like everything else, so that their .d files are read (see the end).
$(BUILD)/puzzles/%: $(OBJ)/puzzles/generators/%.o
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^

$(OBJ)/tests/%.o: tests/%.c
	@mkdir -p $(dir $@)
	$(CC) $(REQUIRED_FLAGS) $(CFLAGS) $(CPPFLAGS) $(CHECK_CFLAGS) -I. -c $< -o $@

# Code the suites share, linked into each: the independent sudoku counter (tests/independent_sudoku.h).
TEST_SUPPORT_OBJECTS := $(OBJ)/tests/independent_sudoku.o

$(BUILD)/tests/test_%: $(OBJ)/tests/test_%.o $(TEST_SUPPORT_OBJECTS) $(LIBSUDOKU) $(LIBDLX)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(CHECK_LIBS)

# The polyform library's suites link its library instead (a static pattern rule wins over the
# pattern rule above).
POLYFORM_TEST_PROGRAMS := $(filter $(BUILD)/tests/test_polyform%,$(TEST_PROGRAMS))
$(POLYFORM_TEST_PROGRAMS): $(BUILD)/tests/%: $(OBJ)/tests/%.o $(LIBPOLYFORM) $(LIBDLX)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(CHECK_LIBS)

# The polyform command: its golden cases (tests/cli/cases/polyform-*), and its counts against
# independent sources, its --emit-dlx against dlx, malformed inputs (tests/polyform/run.sh).
.PHONY: polyform-tests
polyform-tests: $(POLYFORM_COMMAND) $(COMMANDS)
	@bash tests/cli/run_golden.sh $(POLYFORM_COMMAND)
	@POLYFORM_QUICK=$(if $(SANITIZE),1,0) bash tests/polyform/run.sh $(BUILD)
# The reader and model under libFuzzer for FUZZ_SECONDS (clang; skipped without it).
.PHONY: polyform-fuzz
polyform-fuzz:
	@bash tests/polyform/fuzz.sh $(FUZZ_SECONDS)

# Touching a header rebuilds exactly what includes it, and nothing is rebuilt when nothing changed:
# checked in a build directory of the test's own (a make of its own, sharing this one's job slots).
build-deps-test:
	@MAKE='$(MAKE)' bash tests/build_deps_test.sh

# The golden tests again, each command run under valgrind (any error or leak fails the case).
# GOLDEN_VALGRIND_COMMANDS: the commands to run (default both). GOLDEN_VALGRIND_EVERY=N: the
# first case of each group (the cases named COMMAND-WORD-...) and every Nth after it, not all
# (default 1: all); make check-full runs a third, since its asan-golden-tests runs every case under
# ASan and UBSan, which find the leaks and overruns valgrind finds (not the reads of uninitialized
# memory, which the third still looks for in every group of cases).
GOLDEN_VALGRIND_COMMANDS ?= $(COMMANDS)
GOLDEN_VALGRIND_EVERY ?= 1
golden-valgrind: $(GOLDEN_VALGRIND_COMMANDS)
	@for command in $(GOLDEN_VALGRIND_COMMANDS); do \
	  cases=$$(cd tests/cli/cases && ls "$$(basename $$command)"-*.args | sed 's/\.args$$//' | \
	    awk -F- -v every=$(GOLDEN_VALGRIND_EVERY) '{ if (seen[$$1 "-" $$2]++ % every == 0) print }'); \
	  GOLDEN_WRAPPER="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=all" \
	    bash tests/cli/run_golden.sh $$command $$cases || exit 1; \
	done

# Benchmarks: the library in-process on the puzzle sets, whole commands side by side with a peer,
# and the generic exact-cover examples (see bench/README.md).
BENCH_SOURCES := $(wildcard bench/*.c)
$(BUILD)/bench/%: $(OBJ)/bench/%.o $(LIBSUDOKU) $(LIBDLX)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $^ $(LDFLAGS)
# The generator of the 16x16 and 25x25 sets uses the tests' independent counter, not the engine.
$(BUILD)/bench/make_size_puzzles: $(OBJ)/tests/independent_sudoku.o

# check builds the benchmark programs too, so that a merge that breaks one (two definitions of a
# helper, say) fails there and not in a later make bench.
bench-programs: $(BENCH_SOURCES:bench/%.c=$(BUILD)/bench/%)

# make bench PEERS=DIR: the peers built by ../shared/peers/build.sh (default /tmp/peers when it
# exists; PEERS= for none); BASELINE=REV: also time commit REV of this repository, built alongside.
bench: all $(BENCH_SOURCES:bench/%.c=$(BUILD)/bench/%)
	@$(if $(filter-out undefined,$(origin PEERS)),PEERS='$(PEERS)') BASELINE='$(BASELINE)' BUILD='$(BUILD)' \
	  bash bench/run.sh
# make bench-polyform: its section polyform alone (bench/polyform.sh), with the same PEERS.
.PHONY: bench-polyform
bench-polyform: $(POLYFORM_COMMAND)
	@$(if $(filter-out undefined,$(origin PEERS)),PEERS='$(PEERS)') BUILD='$(BUILD)' bash bench/polyform.sh

# Fuzzing with libFuzzer (clang): make fuzz FUZZ_SECONDS=N runs every harness for N seconds.
FUZZ_SECONDS ?= 30
fuzz:
	@bash tests/fuzz/run.sh $(FUZZ_SECONDS)

# make test-deps: installs from Debian what make check needs and this machine lacks, without
# recommended packages, and says which (tests/install_test_deps.sh lists them, each with its use);
# make test-deps-full: also what make check-full adds (valgrind, libFuzzer's runtime).
test-deps:
	@PYTHON='$(PYTHON)' bash tests/install_test_deps.sh
test-deps-full:
	@PYTHON='$(PYTHON)' bash tests/install_test_deps.sh --full

# Check is found through pkg-config; without it the suites cannot be built.
# Check's per-test timeouts are multiplied by 4 (CK_TIMEOUT_MULTIPLIER): the timeouts catch hangs,
# and a shared 2-core machine under load or a sanitizer build runs several times slower.
# $(call run_unit_tests,PROGRAMS): runs each, one after the other (the tiers run groups of them
# side by side: unit-dlx, unit-sudoku..., tests/tiers.mk); under SANITIZE the polyform suite leaves
# out its longest counts (POLYFORM_QUICK=1).
run_unit_tests = pkg-config --exists check || \
	  { echo "Check is missing: apt-get install -y check pkg-config" >&2; exit 1; }; \
	failed=0; for test in $(1); do \
	  echo "== $$test"; (cd tests && POLYFORM_QUICK=$(if $(SANITIZE),1,0) \
	    CK_TIMEOUT_MULTIPLIER=$${CK_TIMEOUT_MULTIPLIER:-4} ../$$test) || failed=1; \
	done; exit $$failed
unit-tests: $(TEST_PROGRAMS)
	@$(call run_unit_tests,$(TEST_PROGRAMS))

golden-tests: $(COMMANDS)
	@for command in $(COMMANDS); do bash tests/cli/run_golden.sh $$command || exit 1; done

# sudoku -j 1, 2 and 4 on every golden case and on whole collections: the same answers, in order.
jobs-tests: $(COMMANDS)
	@bash tests/cli/run_jobs.sh $(BUILD)

# sudoku --restarts: its grids accepted by a checker of the test's own, the same bytes for a seed,
# the plain search's answers on puzzle collections (tests/cli/run_restarts.sh).
restarts-tests: $(COMMANDS)
	@bash tests/cli/run_restarts.sh $(BUILD)

# dlx --weighted and sudoku's weighted branching: the counts files' answers, fewer nodes on the
# hardest puzzles, the same solutions listed (tests/cli/run_weighted.sh).
weighted-tests: $(COMMANDS)
	@bash tests/cli/run_weighted.sh $(BUILD)

# --rate, --explain and --generate --difficulty: levels, uniqueness, engine nodes, -j.
rating-tests: $(COMMANDS)
	@bash tests/cli/run_rating.sh $(BUILD)

# SIGINT, SIGTERM and --timeout, whose output depends on timing; and the same honoured within half
# a second in every phase of a count (tests/cli/run_stop_phases.sh).
signal-tests: $(COMMANDS) $(GENERATORS)
	@bash tests/cli/run_signals.sh $(BUILD)
	@bash tests/cli/run_stop_phases.sh $(BUILD)

# dlx --progress: its line on standard error, and the same standard output as without it.
# dlx --part and --merge: the parts of every example add up to dlx -c, and --merge's refusals.
parts-tests: $(COMMANDS) $(GENERATORS)
	@bash tests/cli/run_parts.sh $(BUILD)

progress-tests: $(COMMANDS) $(GENERATORS)
	@PROGRESS_QUEENS=$(if $(SANITIZE),14,15) bash tests/cli/run_progress.sh $(BUILD)

# Memory stays bounded on a million streamed puzzles, a 100 MB line and a million-option problem.
limits-test: $(COMMANDS) $(GENERATORS)
	@bash tests/cli/run_limits.sh $(BUILD)

# Threads and parts give the serial count on every example; the merge refuses a bad set of parts.
scale-tests: $(COMMANDS) $(GENERATORS)
	@bash tests/verify_scale.sh $(BUILD)

# No circle of calls between the files of dlx/ and sudoku/, and no function of dlx/ written twice.
layering-test: $(LIBDLX) $(LIBSUDOKU)
	@bash tests/core_layering_test.sh $(BUILD)

# The parallel suite built with ThreadSanitizer, in a build directory of its own, sudoku -j on its
# golden cases, and sudoku -j 2 and dlx -j 2 stopped by --timeout and by signals while their
# threads search (tests/cli/run_tsan_timeouts.sh); no report is suppressed (every stop flag that
# one thread raises and another reads is atomic: dlx_stop, dlx/parallel.c, cli/interrupt.c).
TSAN_BUILD := build/tsan
tsan-test:
	@$(MAKE) --no-print-directory BUILD=$(TSAN_BUILD) CFLAGS='-O1 -g -fsanitize=thread' \
	  LDFLAGS='-fsanitize=thread -pthread' $(TSAN_BUILD)/tests/test_parallel
	@cd tests && TSAN_OPTIONS="halt_on_error=1" ../$(TSAN_BUILD)/tests/test_parallel
	@$(MAKE) --no-print-directory BUILD=$(TSAN_BUILD) CFLAGS='-O1 -g -fsanitize=thread' \
	  LDFLAGS='-fsanitize=thread -pthread' $(TSAN_BUILD)/sudoku $(TSAN_BUILD)/dlx
	@TSAN_OPTIONS="halt_on_error=1" bash tests/cli/run_golden.sh $(TSAN_BUILD)/sudoku \
	  $$(cd tests/cli/cases && ls sudoku-jobs-*.args | sed 's/\.args$$//')
	@TSAN_OPTIONS="halt_on_error=1" bash tests/cli/run_tsan_timeouts.sh $(TSAN_BUILD)

# Every exact-cover example of puzzles/ against its known count; every sudoku shape's --emit-dlx
# against its sudoku count.
puzzle-tests: $(COMMANDS) $(GENERATORS)
	@bash tests/verify_puzzles.sh $(BUILD)
	@bash tests/verify_shapes.sh $(BUILD)

# Killer sudoku: z3 (python3-z3) counts hand-written and generated killers as sudoku does, and
# dlx -c counts their --emit-dlx problems the same (skipped when z3 is missing); no merge of two
# neighbouring cages of a --minimal killer keeps one solution, by sudoku and by z3.
killer-oracle-test: $(COMMANDS)
	@bash tests/killer_oracle_test.sh $(BUILD)
	@bash tests/killer_minimal_test.sh $(BUILD)

counts: $(COMMANDS)
	@bash tests/verify_counts.sh $(BUILD)/sudoku

# The library (static, and shared with a versioned soname), its headers, dlx.pc, the commands, the
# manual pages (their version set to the library's), the licence and the commands' bash completion
# (one file, completion/dlx, installed as dlx and linked as sudoku and polyform). uninstall removes
# each of these files, and the two directories that are the project's own (include/dlx, DOCDIR),
# when empty; it leaves the shared ones (bin, lib, man1, ...) in place, empty or not.
install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(INCLUDEDIR)/dlx \
	    $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3 $(DESTDIR)$(DOCDIR)
	install -m 755 $(COMMANDS) $(DESTDIR)$(BINDIR)/
	# polyform when it is built (all builds it; tests/install_test.sh installs without all).
	if [ -f $(POLYFORM_COMMAND) ]; then install -m 755 $(POLYFORM_COMMAND) $(DESTDIR)$(BINDIR)/; fi
	install -m 644 $(PUBLIC_HEADERS) $(DESTDIR)$(INCLUDEDIR)/dlx/
	install -m 644 $(LIBDLX) $(DESTDIR)$(LIBDIR)/
	install -m 755 $(SHARED_LIBDLX) $(DESTDIR)$(LIBDIR)/
	ln -sf libdlx.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libdlx.so.$(SONAME_MAJOR)
	ln -sf libdlx.so.$(SONAME_MAJOR) $(DESTDIR)$(LIBDIR)/libdlx.so
	sed -e 's|@PREFIX@|$(PREFIX)|; s|@LIBDIR@|$(LIBDIR)|; s|@INCLUDEDIR@|$(INCLUDEDIR)|' \
	    -e 's|@VERSION@|$(VERSION)|' dlx/dlx.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/dlx.pc
	for page in $(MAN1_PAGES) $(MAN3_PAGES); do \
	  section=$${page##*.}; \
	  sed '/^\.TH /s/"dlx [^"]*"/"dlx $(VERSION)"/' $$page > $(DESTDIR)$(MANDIR)/man$$section/$${page#man/} \
	    && chmod 644 $(DESTDIR)$(MANDIR)/man$$section/$${page#man/} || exit 1; \
	done
	install -m 644 LICENSE $(DESTDIR)$(DOCDIR)/
	install -d $(DESTDIR)$(BASHCOMPDIR)
	install -m 644 completion/dlx $(DESTDIR)$(BASHCOMPDIR)/dlx
	ln -sf dlx $(DESTDIR)$(BASHCOMPDIR)/sudoku
	ln -sf dlx $(DESTDIR)$(BASHCOMPDIR)/polyform

uninstall:
	rm -f $(addprefix $(DESTDIR)$(BINDIR)/,$(notdir $(COMMANDS) $(POLYFORM_COMMAND)))
	rm -f $(addprefix $(DESTDIR)$(INCLUDEDIR)/dlx/,$(notdir $(PUBLIC_HEADERS)))
	rm -f $(addprefix $(DESTDIR)$(LIBDIR)/,libdlx.a libdlx.so.$(VERSION) libdlx.so.$(SONAME_MAJOR) libdlx.so)
	rm -f $(DESTDIR)$(LIBDIR)/pkgconfig/dlx.pc
	rm -f $(addprefix $(DESTDIR)$(MANDIR)/man1/,$(notdir $(MAN1_PAGES)))
	rm -f $(addprefix $(DESTDIR)$(MANDIR)/man3/,$(notdir $(MAN3_PAGES)))
	rm -f $(DESTDIR)$(DOCDIR)/LICENSE
	rm -f $(DESTDIR)$(BASHCOMPDIR)/dlx $(DESTDIR)$(BASHCOMPDIR)/sudoku $(DESTDIR)$(BASHCOMPDIR)/polyform
	rmdir $(DESTDIR)$(INCLUDEDIR)/dlx $(DESTDIR)$(DOCDIR) 2>/dev/null || true

# The shared library exports exactly the functions that the installed headers declare.
symbols-test: $(SHARED_LIBDLX) $(LIBDLX) $(LIBSUDOKU)
	@bash tests/symbols_test.sh $(SHARED_LIBDLX) $(PUBLIC_HEADERS)
	@bash tests/archive_names_test.sh $(LIBDLX):dlx_ $(LIBSUDOKU):sudoku_

# Memory running out at every allocation of a sudoku run, mid-search included: the right answer
# or "out of memory" and status 4 (tests/failing_malloc.c, preloaded; not with the sanitizers,
# whose allocator comes first).
$(BUILD)/tests/failing_malloc.so: tests/failing_malloc.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -Wall -Wextra $(CFLAGS) -shared -fPIC -o $@ $<

out-of-memory-test: $(COMMANDS) $(GENERATORS) $(BUILD)/tests/failing_malloc.so
	@bash tests/cli/run_out_of_memory.sh $(BUILD)

# Installs into a temporary DESTDIR and builds examples/ against that copy through pkg-config. It
# installs the artefacts built here, copied to a build directory of its own: no second make runs
# over $(BUILD) while make -j check builds and tests in it.
install-test: $(COMMANDS) $(LIBDLX) $(SHARED_LIBDLX)
	@EXAMPLE_FLAGS='$(if $(SANITIZE),$(CFLAGS) $(LDFLAGS))' bash tests/install_test.sh $(BUILD)

# The bash completion of the three commands (completion/dlx): its answers at a TAB, and exactly the
# options of each command's --help (tests/completion_test.sh).
.PHONY: completion-test
completion-test: $(COMMANDS) $(POLYFORM_COMMAND)
	@bash tests/completion_test.sh $(BUILD)

# Every package states the version of dlx/dlx.h: dlx.pc, Python, npm, the manual pages, CHANGELOG.md
# and both commands' --version (tests/version_test.sh).
.PHONY: version-test
version-test: $(COMMANDS)
	@bash tests/version_test.sh $(BUILD)

# The manual pages render without warnings and document every option and every public name.
man-test: $(COMMANDS) $(LIBDLX)
	@CC='$(CC)' EXAMPLE_FLAGS='$(CFLAGS) $(LDFLAGS)' bash tests/man_test.sh $(BUILD)

# The tree as cloned: build/, what setuptools and hypothesis write beside the Python package's
# sources, and Python's byte code (judge/*.py import each other; pytest imports the tests).
clean:
	rm -rf $(BUILD) python/build python/libdlx.egg-info python/tests/.hypothesis
	find . -path ./.git -prune -o -path ./web/node_modules -prune -o -name __pycache__ -type d \
	  -prune -exec rm -rf {} +

format:
	clang-format -i $(wildcard dlx/*.[ch] sudoku/*.[ch] cli/*.[ch] tests/*.[ch] bench/*.[ch] bench/peers/*.[ch] judge/*.c)

# One C file per online judge (judge/amalgamate.py, Debian's python3): the engine, the 9x9 solver,
# the reader and that judge's answer style, under 50,000 bytes, for the judges that take one source.
JUDGES := sudogob uva10957 hoj2306 acwing166 qmark
JUDGE_FILES := $(JUDGES:%=$(BUILD)/judge/%.c)
PYTHON ?= /usr/bin/python3
.PHONY: judge judge-tests
judge: $(JUDGE_FILES)

$(BUILD)/judge/%.c: $(wildcard judge/*.py) judge/judge_main.c judge/judge.ch $(DLX_SOURCES) $(SUDOKU_SOURCES) \
    $(wildcard dlx/*.h sudoku/*.h)
	@mkdir -p $(dir $@)
	@CC='$(CC)' $(PYTHON) judge/amalgamate.py --judge=$* $@

# Each file compiled as the judges do, on its judge's sample and (SUDOGOB's) on the collections'
# counts; the generation refusing broken sources. Not under the sanitizers: nothing of it is built
# with the project's flags.
judge-tests: $(JUDGE_FILES) $(COMMANDS)
	@bash tests/judge_test.sh $(BUILD)
	@PYTHON='$(PYTHON)' bash tests/judge_generation_test.sh
# make bench times the SUDOGOB file against build/sudoku (bench/judge.sh).
bench: $(JUDGE_FILES)

# The dependencies the compiler wrote (-MMD -MP) for every object: dlx/, sudoku/, cli/, tests/ and
# bench/ at depth 2, the shared library's pic/dlx/ and puzzles/generators/ at depth 3. Touching a
# header rebuilds exactly what includes it (tests/build_deps_test.sh checks this).
-include $(wildcard $(OBJ)/*/*.d $(OBJ)/*/*/*.d)

# sudoku --explain -f json replayed on a candidate grid of the checker's own for all of top1465
# (--rate -f json must give the same objects) and every 50th 17-clue puzzle (from --rate -f json),
# and --hint -f json on partly solved and wrong grids
# (tests/replay_explanations.py, Debian's python3, which make test-deps installs).
explain-tests: $(COMMANDS)
	@if [ -x /usr/bin/python3 ]; then /usr/bin/python3 tests/replay_explanations.py $(BUILD); \
	else echo "explain-tests skipped: /usr/bin/python3 is missing (make test-deps installs it)"; fi

# sudoku --draw read back by a checker of its own (tests/check_drawings.py): the lines between cells,
# the cages' sums, the givens and the solutions drawn, for killers of 4x4 to 9x9, a jigsaw, a 16x16.
draw-tests: $(COMMANDS)
	@if [ -x /usr/bin/python3 ]; then /usr/bin/python3 tests/check_drawings.py $(BUILD); \
	else echo "draw-tests skipped: /usr/bin/python3 is missing (make test-deps installs it)"; fi

# Grids without a declared size read at the side their first line tells, as with their header;
# --emit-dlx=PREFIX writes a file per puzzle, each counted by dlx as sudoku counts its puzzle.
input-tests: $(COMMANDS)
	@bash tests/cli/run_input.sh $(BUILD)
# The Python package (python/, libdlx): `make python` builds it offline into a venv of Debian's
# Python (build/venv, which sees the system's pytest and hypothesis), and `make python-tests` runs
# its pytest suite there, skipped with a message when a Debian package it needs is missing (make
# test-deps installs them). `make python-valgrind` runs the quick part of the suite under valgrind
# (not the packing puzzles: their searches run under the sanitizers, in polyform-tests).
PYTHON_PACKAGES := python3-dev python3-venv python3-setuptools python3-wheel python3-pytest \
    python3-hypothesis
PYTHON_VENV := build/venv
.PHONY: python python-tests python-valgrind
python: $(PYTHON_VENV)/.installed

# setuptools rebuilds its objects (in python/build) only when a .c file is newer than the module:
# a changed header or flag would leave them stale, so each install builds from scratch.
$(PYTHON_VENV)/.installed: $(DLX_SOURCES) $(SUDOKU_SOURCES) $(POLYFORM_SOURCES) \
    $(wildcard dlx/*.h sudoku/*.h polyform/*.h) \
    $(wildcard python/libdlx/*) python/setup.py python/pyproject.toml
	@$(PYTHON) python/check_prerequisites.py --build
	$(PYTHON) -m venv --system-site-packages $(PYTHON_VENV)
	rm -rf python/build
	$(PYTHON_VENV)/bin/pip install --quiet --no-index --no-build-isolation ./python
	@touch $@

# The suites compare the package with the commands, which are built first.
python-tests:
	@if $(PYTHON) python/check_prerequisites.py; then \
	  $(MAKE) --no-print-directory python $(COMMANDS) $(POLYFORM_COMMAND) && \
	  cd python/tests && ../../$(PYTHON_VENV)/bin/python -m pytest -q -p no:cacheprovider .; \
	fi

python-valgrind:
	@command -v valgrind >/dev/null || { echo "python-valgrind: valgrind is missing" >&2; exit 1; }
	@$(MAKE) --no-print-directory python
	cd python/tests && PYTHONMALLOC=malloc LIBDLX_TEST_QUICK=1 valgrind -q --error-exitcode=1 \
	  --suppressions=valgrind.supp ../../$(PYTHON_VENV)/bin/python -m pytest -q -p no:cacheprovider \
	  -k "not ctrl_c and not gil and not million and not timeout and not 100000 and not heavy_tail and not polyform" .
# The WebAssembly build, the JavaScript package and the page (make wasm, make web-tests): web/.
include web/wasm.mk
# The test tiers: check-quick, check, check-sanitize, check-full.
include tests/tiers.mk
# dlx --min-cost and --best=K: domino boards with random costs against networkx's minimum-weight
# perfect matching (python3-networkx, from make test-deps), and the k cheapest of the bundled 6x6
# board against all its tilings.
cost-tests: $(COMMANDS) $(GENERATORS)
	@bash tests/cli/run_cost.sh $(BUILD)
# The examples of README.md, python/README.md and the manual pages' EXAMPLES run in a copy of the
# tree, their output compared with the documents' and the figures quoted in prose with the runs
# that give them (tests/doc_examples.py, Debian's python3; conventions in tests/README.md). The
# Python and JavaScript examples need make python and make wasm, made first when they can be; when
# not, those examples are skipped with a line that says so.
.PHONY: doc-tests
doc-tests: $(COMMANDS) $(GENERATORS) $(JUDGE_FILES)
	@if $(PYTHON) python/check_prerequisites.py --build >/dev/null 2>&1; then \
	  $(MAKE) --no-print-directory python; fi
	@if command -v emcc >/dev/null && command -v node >/dev/null; then \
	  $(MAKE) --no-print-directory wasm; fi
	@$(PYTHON) tests/doc_examples.py --build $(BUILD)

# The shared library's ABI against abi/libdlx.abi, the ABI of the soname it names (abidiff, from
# Debian's abigail-tools): a change that breaks programs built against an earlier header fails
# unless DLX_ABI_VERSION (dlx/dlx.h) grew, and then abi/libdlx.abi must be written again (make
# abi-baseline). abi-test shows it on a copy of the tree whose request gains a field.
.PHONY: abi-check abi-baseline abi-test
abi-check: $(SHARED_LIBDLX)
	@bash tests/abi_check.sh $(SHARED_LIBDLX) abi/libdlx.abi
abi-baseline: $(SHARED_LIBDLX)
	@mkdir -p abi
	abidw --headers-dir dlx --drop-private-types --no-corpus-path --no-comp-dir-path --short-locs \
	  --out-file abi/libdlx.abi $(SHARED_LIBDLX)
abi-test:
	@MAKE='$(MAKE)' bash tests/abi_test.sh
