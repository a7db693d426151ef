# web/wasm.mk, included by the Makefile: the WebAssembly build (make wasm) and its tests
# (make web-tests), with Debian's emscripten (make test-deps installs it, with chromium and
# playwright-core: tests/install_test_deps.sh). Everything goes under
# build/wasm (objects, the two commands for Node) and build/web (the package and the page):
#   build/wasm/bin/sudoku, build/wasm/bin/dlx   the commands, run by Node (NODERAWFS: they read and
#                                               write the real files), for the golden tests
#   build/web/package/                          the npm package: dlx.js (ES module), with
#                                               sudoku.js and polyform.js, dlx.d.ts, engine.js (the
#                                               wasm inside, base64), package.json
#   build/web/page/index.html                   the page, which works from file:// and any host
# Debian's emcc runs its JavaScript optimizer with the system Node, which needs Debian's acorn
# (node-acorn, in /usr/share/nodejs): NODE_PATH points there.

EMCC := NODE_PATH=/usr/share/nodejs emcc
WASM_BUILD := build/wasm
WEB_BUILD := build/web
WASM_OBJ := $(WASM_BUILD)/obj
# WebAssembly's SIMD (Chrome 91, Firefox 89, Safari 16.4, Node 16.4 and later), with emscripten's
# SSE2 on top of it, so that the bitset search takes its SSE2 path (dlx/inference.c), faster than
# the generic vectors done lane by lane.
# Bulk memory (Chrome 75, Firefox 79, Safari 15: older than SIMD) makes memcpy, which copies each
# level of the bitset search, one memory.copy. -flto and a fixed memory instead of growth gain
# nothing measurable (bench/log/2026-11-28-python-and-web.md has the figures).
WASM_CFLAGS := -std=c11 -Wall -Wextra -Werror=implicit-function-declaration -D_POSIX_C_SOURCE=200809L \
    -O3 -msimd128 -msse2 -mbulk-memory \
    -MMD -MP
# One memory that grows as the problem needs, from 16 MiB.
WASM_LINK_FLAGS := -O3 -mbulk-memory -sALLOW_MEMORY_GROWTH=1
WASM_DLX_OBJECTS := $(DLX_SOURCES:%.c=$(WASM_OBJ)/%.o)
WASM_SUDOKU_OBJECTS := $(SUDOKU_SOURCES:%.c=$(WASM_OBJ)/%.o)
WASM_POLYFORM_OBJECTS := $(POLYFORM_SOURCES:%.c=$(WASM_OBJ)/%.o)
WASM_CLI_COMMON_OBJECTS := $(CLI_COMMON_SOURCES:%.c=$(WASM_OBJ)/%.o)
WASM_SUDOKU_CLI_OBJECTS := $(SUDOKU_CLI_SOURCES:%.c=$(WASM_OBJ)/%.o)
WEB_PACKAGE_SOURCES := $(wildcard web/package/*)
WEB_PAGE_SOURCES := $(wildcard web/page/*)

.PHONY: wasm wasm-commands web-tests web-golden-tests web-node-tests web-browser-tests

wasm: wasm-commands $(WEB_BUILD)/package/engine.js $(WEB_BUILD)/page/index.html

wasm-commands: $(WASM_BUILD)/bin/sudoku $(WASM_BUILD)/bin/dlx

# The objects depend on this file, which holds their flags: a change of flags rebuilds them.
$(WASM_OBJ)/%.o: %.c web/wasm.mk
	@mkdir -p $(dir $@)
	$(EMCC) $(WASM_CFLAGS) -I. -c $< -o $@

# The commands for Node: NODERAWFS reads and writes the real files, the wasm is instantiated
# synchronously (Node 20's fetch cannot read a path), and the runtime exits with main so that
# standard output is flushed and the exit status is main's. Each is copied to a file named as the
# command, with a #! line, so that it runs as build/wasm/bin/sudoku and names itself "sudoku".
WASM_COMMAND_FLAGS := $(WASM_LINK_FLAGS) -sNODERAWFS=1 -sWASM_ASYNC_COMPILATION=0 -sEXIT_RUNTIME=1 \
    --pre-js web/cli/node_terminal.js
$(WASM_BUILD)/node/sudoku.js: $(WASM_OBJ)/cli/sudoku_main.o $(WASM_SUDOKU_CLI_OBJECTS) \
    $(WASM_CLI_COMMON_OBJECTS) $(WASM_SUDOKU_OBJECTS) $(WASM_DLX_OBJECTS) web/cli/node_terminal.js
	@mkdir -p $(dir $@)
	$(EMCC) $(WASM_COMMAND_FLAGS) -o $@ $(filter %.o,$^)
$(WASM_BUILD)/node/dlx.js: $(WASM_OBJ)/cli/dlx_main.o $(DLX_CLI_SOURCES:%.c=$(WASM_OBJ)/%.o) \
    $(WASM_CLI_COMMON_OBJECTS) $(WASM_DLX_OBJECTS) \
    web/cli/node_terminal.js
	@mkdir -p $(dir $@)
	$(EMCC) $(WASM_COMMAND_FLAGS) -o $@ $(filter %.o,$^)
$(WASM_BUILD)/bin/%: $(WASM_BUILD)/node/%.js
	@mkdir -p $(dir $@)
	{ echo '#!/usr/bin/env node'; cat $<; } > $@ && chmod 755 $@
	cp $(WASM_BUILD)/node/$*.wasm $(dir $@)

# The library, the sudoku front end (sudoku/text_api.h) and the polyform library (packing
# puzzles, polyform/polyform.h) for the package and the page: one classic script defining createDlxEngine (a
# factory returning a promise of the module), the wasm inside as base64 (SINGLE_FILE), for the
# browser's main thread and workers and for Node (which runs it as plain JavaScript: no file is
# read). engine.js is that script made an ES module; the page's worker takes the classic one.
WASM_ENGINE_EXPORTS := _malloc _free _dlx_version _dlx_strerror _dlx_create _dlx_destroy \
    _dlx_add_colored_option _dlx_set_item_bounds _dlx_primary_count _dlx_secondary_count \
    _dlx_option_count _dlx_knuth_destroy _dlx_knuth_solver _dlx_knuth_option_text \
    _dlx_knuth_item_count _dlx_knuth_item_name _dlx_knuth_color_count _dlx_knuth_color_name \
    _dlx_item_bounds _dlx_iterator_next _dlx_iterator_destroy _dlx_status_count _dlx_status_name
wasm_comma := ,
wasm_space := $(wasm_comma:,=) $(wasm_comma:,=)
# The solver's options by name (dlx.js sets each search's), and the plan that ran in words.
WASM_ENGINE_EXPORTS += _dlx_set_option _dlx_plan_describe
WASM_ENGINE_FLAGS := $(WASM_LINK_FLAGS) -sMODULARIZE=1 -sEXPORT_NAME=createDlxEngine \
    -sENVIRONMENT=web,worker -sSINGLE_FILE=1 -sFILESYSTEM=0 \
    -sEXPORTED_FUNCTIONS=$(subst $(wasm_space),$(wasm_comma),$(strip $(WASM_ENGINE_EXPORTS))) \
    -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8
$(WASM_BUILD)/engine/engine-classic.js: $(WASM_OBJ)/web/src/dlx_wasm.o $(WASM_OBJ)/web/src/sudoku_wasm.o \
    $(WASM_OBJ)/web/src/polyform_wasm.o $(WASM_POLYFORM_OBJECTS) $(WASM_SUDOKU_OBJECTS) $(WASM_DLX_OBJECTS)
	@mkdir -p $(dir $@)
	$(EMCC) $(WASM_ENGINE_FLAGS) -o $@ $(filter %.o,$^)

$(WEB_BUILD)/package/engine.js: $(WASM_BUILD)/engine/engine-classic.js $(WEB_PACKAGE_SOURCES)
	@mkdir -p $(dir $@)
	cp $(WEB_PACKAGE_SOURCES) $(dir $@)
	{ cat $<; echo; echo 'export default createDlxEngine;'; } > $@

# The page: its files, examples.js (puzzles from puzzles/, named for a player), and
# worker-source.js, which holds the worker's whole code (the engine, the package, the worker: one
# wasm module, answered through the package's API alone) as one string that the page turns into a
# Blob: a page opened from file:// may not load a worker, a module or a wasm file from disk, but
# it may run a Blob.
$(WEB_BUILD)/page/index.html: $(WEB_PAGE_SOURCES) $(WEB_BUILD)/package/engine.js \
    web/make_page.mjs $(wildcard puzzles/exact-cover/*.dlx puzzles/shapes/*) \
    puzzles/judges/sudogob.in puzzles/sudoku/top95.txt puzzles/sudoku/killer-9x9.txt \
    puzzles/sudoku/killer-examples.txt $(wildcard puzzles/polyform/*.txt)
	@mkdir -p $(dir $@)
	node web/make_page.mjs $(WASM_BUILD)/engine $(WEB_BUILD)/package $(dir $@)

# The tests (make web-tests): the golden cases through the wasm commands under Node, the package
# under Node against independent answers and its timeout in every phase of a count
# (stop_phases.test.mjs), and the page in Debian's chromium driven by
# playwright-core (web/node_modules, from web/package-lock.json; the test says so and passes when
# chromium or playwright-core is missing). make check runs the three when emcc and node are present
# (not under SANITIZE=1: nothing of theirs is native), and says why when it cannot (tests/tiers.mk).
web-tests: web-golden-tests web-node-tests web-browser-tests
web-golden-tests: wasm-commands
	@bash web/tests/golden_wasm.sh build
web-node-tests: wasm $(COMMANDS) $(POLYFORM_COMMAND)
	@node web/tests/package.test.mjs build && node --expose-gc web/tests/inputs.test.mjs build && \
	  node web/tests/stop_phases.test.mjs build
web-browser-tests: wasm $(COMMANDS) $(POLYFORM_COMMAND)
	@node web/tests/browser.test.mjs build

.PHONY: web-bench-build
# make bench times the wasm of this tree (section web): built first when emcc and node are there.
bench: web-bench-build
web-bench-build:
	@if command -v emcc >/dev/null && command -v node >/dev/null; then \
	  $(MAKE) --no-print-directory wasm; fi

# The dependencies emcc wrote (-MMD -MP) for every WebAssembly object, as the Makefile reads those
# of the native objects: without them a changed header left objects built against its old text
# (a struct laid out two ways in one module: a killer generation of 6 ms ran for minutes).
-include $(wildcard $(WASM_OBJ)/*/*.d $(WASM_OBJ)/*/*/*.d)
