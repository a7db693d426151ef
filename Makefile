# Builds the dlx engine, the sudoku library, the commands and the tests; every output goes under build/.
#   make            the libraries and the commands
#   make check      every Check suite and the command-line golden tests
#   make counts     every puzzle of the bundled collections against its known count
#   make install    PREFIX=/usr/local DESTDIR=

CC ?= cc
CFLAGS ?= -O2 -g
REQUIRED_FLAGS := -std=c11 -Wall -Wextra -D_POSIX_C_SOURCE=200809L -MMD -MP
PREFIX ?= /usr/local
BUILD := build

DLX_SOURCES := $(wildcard dlx/*.c)
SUDOKU_SOURCES := $(wildcard sudoku/*.c)
CLI_COMMON_SOURCES := $(filter-out cli/%_main.c,$(wildcard cli/*.c))

DLX_OBJECTS := $(DLX_SOURCES:%.c=$(BUILD)/%.o)
SUDOKU_OBJECTS := $(SUDOKU_SOURCES:%.c=$(BUILD)/%.o)
CLI_COMMON_OBJECTS := $(CLI_COMMON_SOURCES:%.c=$(BUILD)/%.o)

LIBDLX := $(BUILD)/libdlx.a
LIBSUDOKU := $(BUILD)/libsudoku.a
COMMANDS := $(BUILD)/sudoku

TEST_SOURCES := $(wildcard tests/test_*.c)
TEST_PROGRAMS := $(TEST_SOURCES:tests/%.c=$(BUILD)/tests/%)
CHECK_CFLAGS = $(shell pkg-config --cflags check 2>/dev/null)
CHECK_LIBS = $(shell pkg-config --libs check 2>/dev/null)

.PHONY: all check unit-tests golden-tests counts clean install format

all: $(COMMANDS)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(REQUIRED_FLAGS) $(CFLAGS) $(CPPFLAGS) -I. -c $< -o $@

$(LIBDLX): $(DLX_OBJECTS)
	$(AR) rcs $@ $^

$(LIBSUDOKU): $(SUDOKU_OBJECTS)
	$(AR) rcs $@ $^

$(BUILD)/sudoku: $(BUILD)/cli/sudoku_main.o $(CLI_COMMON_OBJECTS) $(LIBSUDOKU) $(LIBDLX)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^

$(BUILD)/tests/%.o: tests/%.c
	@mkdir -p $(dir $@)
	$(CC) $(REQUIRED_FLAGS) $(CFLAGS) $(CPPFLAGS) $(CHECK_CFLAGS) -I. -c $< -o $@

$(BUILD)/tests/test_%: $(BUILD)/tests/test_%.o $(LIBSUDOKU) $(LIBDLX)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(CHECK_LIBS)

check: unit-tests golden-tests

# Check is found through pkg-config; without it the suites cannot be built.
unit-tests: $(TEST_PROGRAMS)
	@pkg-config --exists check || { echo "Check is missing: apt-get install -y check pkg-config" >&2; exit 1; }
	@failed=0; for test in $(TEST_PROGRAMS); do \
	  echo "== $$test"; (cd tests && ../$$test) || failed=1; \
	done; exit $$failed

golden-tests: $(COMMANDS)
	@bash tests/cli/run_golden.sh $(BUILD)/sudoku

counts: $(COMMANDS)
	@bash tests/verify_counts.sh $(BUILD)/sudoku

clean:
	rm -rf $(BUILD)

format:
	clang-format -i $(wildcard dlx/*.[ch] sudoku/*.[ch] cli/*.[ch] tests/*.[ch] bench/*.[ch])

-include $(wildcard $(BUILD)/*/*.d $(BUILD)/tests/*.d)
