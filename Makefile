# qiita-stats — build, test and run. `make help` lists the targets.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
# Release binaries link the Swift runtime and Foundation statically: start-up drops from
# ~20 ms to ~12 ms, which is most of a `report` from the cache.
# A target importing one it does not declare (a floor upside down) is a build error, not a
# warning that happens to compile because the module was built already.
FLOORS := --explicit-target-dependency-import-check error
# No $ORIGIN rpath: the release binaries load no library from beside themselves (the Swift
# runtime is static), and with it the loader probed ~35 hwcaps folders there per library.
RELEASE := -c release --static-swift-stdlib --disable-local-rpath $(FLOORS)
DEB_PACKAGES := libcurl4-openssl-dev libpng-dev zlib1g-dev pkg-config pngcheck openssl libfreetype-dev libfontconfig-dev fonts-dejavu-core fonts-sawarabi-gothic
# The history of fetches (HistoryStore, through the SQLiteStore adapter).
DEB_PACKAGES += libsqlite3-dev
# macOS: the libraries from Homebrew (libcurl and SQLite's headers are the SDK's; sqlite is for
# pkg-config), and pngcheck for the tests. scripts/deps.sh picks the list for the system it runs on.
BREW_FORMULAE := libpng freetype fontconfig sqlite pkg-config pngcheck
BENCH_PACKAGES := hyperfine bc curl optipng python3-venv
BENCH_FORMULAE := hyperfine optipng
# BROWSER=1 adds Chromium for the real-browser test of the HTML page (CI sets it; without
# Chromium that test is skipped with a note, and with BROWSER=1 its absence is a failure).
BROWSER_PACKAGES := $(if $(BROWSER),chromium)
# SHELLS=1 adds zsh, fish and man-db (with groff) for the checks of the installed completions
# and manual page (without them those checks are skipped with a note; with SHELLS=1 they must run).
SHELLS_PACKAGES := $(if $(SHELLS),zsh fish man-db)

.PHONY: help deps build debug test test-reliability lint format install uninstall dist man docs-images clean demo \
	emulator bench bench-deps bench-aggregate bench-fetch bench-report bench-png

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 14

deps: ## install the system packages the build needs (apt as root; Homebrew on macOS), or print the command; BROWSER=1 adds chromium, SHELLS=1 zsh, fish and man (apt)
	@BREW_FORMULAE="$(BREW_FORMULAE)" ./scripts/deps.sh $(DEB_PACKAGES) $(BROWSER_PACKAGES) $(SHELLS_PACKAGES)

build: deps ## release binaries in .build/release (the tool; qiita-emulator, a development tool from Tools/)
	$(SWIFT) build $(RELEASE) --product qiita-stats
	$(SWIFT) build $(RELEASE) --product qiita-emulator

debug: deps ## debug build of everything
	$(SWIFT) build --build-tests $(FLOORS)

test: deps lint ## what CI runs: deps, lint, build, every test
	$(SWIFT) build --build-tests $(FLOORS) 2>&1 | { grep -vE '^\[[0-9]+/[0-9]+\]' || true; }; test $${PIPESTATUS[0]} -eq 0
# --quiet prints failures and the summary only
	QIITA_STATS_REQUIRE_BROWSER=$(if $(BROWSER),1,0) QIITA_STATS_REQUIRE_SHELLS=$(if $(SHELLS),1,0) $(SWIFT) test --skip-build --parallel --quiet
# the GitHub Action's shell steps against the emulator, with the binaries just built
	./scripts/ci-local.sh
	./scripts/test-reliability.sh
# make deps on macOS and elsewhere, with stand-ins for uname, brew and apt
	./scripts/test-deps.sh

test-reliability: ## the built binary against the emulator's faults (~40 s; needs the debug build)
	./scripts/test-reliability.sh

lint: ## fail on unformatted code
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Tools Benchmarks

format: ## format the code in place
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Tools Benchmarks

install: build ## the binary, man page and bash/zsh/fish completions under $(DESTDIR)$(PREFIX)
	DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" ./scripts/install.sh .build/release/qiita-stats

uninstall: ## remove what install put there
	DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" ./scripts/install.sh --uninstall .build/release/qiita-stats

dist: build ## the release archive dist/qiita-stats-VERSION-PLATFORM.tar.gz (laid out like PREFIX) and its .sha256
	./scripts/dist.sh .build/release/qiita-stats

man: ## regenerate qiita-stats.1 from the declarations behind --help (a test fails when it is stale)
	$(SWIFT) build $(FLOORS) --product qiita-stats
	.build/debug/qiita-stats help --man >qiita-stats.1

docs-images: ## redraw the pictures in docs/ from the emulator (a test fails when they are stale)
	$(SWIFT) build $(FLOORS) --product qiita-stats
	QIITA_STATS=.build/debug/qiita-stats ./scripts/docs-images.sh

clean: ## remove build products and generated outputs
	rm -rf .build dist
	find output -mindepth 1 ! -name .gitkeep -delete

demo: build ## the whole tool against the built-in emulator
	.build/release/qiita-stats demo

emulator: build ## run the emulator on a free port
	.build/release/qiita-emulator --port 0

bench: build bench-deps ## every benchmark in one table against peers and limits (~4 min; output/bench.json)
	$(SWIFT) build $(RELEASE) --product qiita-bench
	@mkdir -p .build/bench
	@printf 'import Foundation\nprint("hello \\(ProcessInfo.processInfo.processIdentifier > 0)")\n' > .build/bench/foundation-hello.swift
	swiftc -O -static-stdlib .build/bench/foundation-hello.swift -o .build/bench/foundation-hello
	python3 scripts/bench.py

# hyperfine for the single benchmarks; curl (the fetch's peer), optipng (the PNG size's peer);
# calplot (the PNG's peer) from PyPI into .build/bench-venv.
bench-deps:
	@BREW_FORMULAE="$(BENCH_FORMULAE)" ./scripts/deps.sh $(BENCH_PACKAGES)
	@test -x .build/bench-venv/bin/python || python3 -m venv .build/bench-venv
	@.build/bench-venv/bin/python -c 'import calplot' 2>/dev/null || \
		.build/bench-venv/bin/pip install --quiet calplot

bench-aggregate: build bench-deps ## aggregate 10,000 items (target: well under 50 ms)
	$(SWIFT) build $(RELEASE) --product qiita-bench
	.build/release/qiita-bench aggregate 10000

bench-png: build bench-deps ## the calendar PNG of a 10,000-item year (target: well under 50 ms)
	$(SWIFT) build $(RELEASE) --product qiita-bench
	.build/release/qiita-bench png 10000

bench-fetch: build bench-deps ## fetch 400 items at 50 ms latency, against the ideal bound
	./scripts/bench-fetch.sh

bench-report: build bench-deps ## report --offline from a warm cache (target: under 30 ms)
	./scripts/bench-report.sh

# libFuzzer over the parsers of untrusted input (docs/fuzzing.md); not part of `test`.
# SwiftPM cannot link a libFuzzer entry (it renames an executable's entry point), so fuzz/fuzz.sh
# builds the libraries under test with `swift build -c release -Xswiftc -sanitize=fuzzer,address
# -Xswiftc -enable-testing` (for @testable import) into .build/fuzz and links each
# fuzz/<target>.swift to their object files with swiftc.
FUZZ_SECONDS ?= 60
.PHONY: fuzz
fuzz: ## run every fuzz target for FUZZ_SECONDS each (default 60); fails on a crash
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) ./fuzz/fuzz.sh
# The history of fetches: added to `bench` here, in a block of its own.
.PHONY: bench-history
bench-history: build bench-deps ## a year of daily snapshots of 1,000 articles (targets: 100 ms, 20 ms)
	$(SWIFT) build $(RELEASE) --product qiita-bench
	.build/release/qiita-bench history 1000 365
