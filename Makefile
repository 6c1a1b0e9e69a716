# qiita-stats — build, test and run. `make help` lists the targets.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
# Release binaries link the Swift runtime and Foundation statically: start-up drops from
# ~20 ms to ~12 ms, which is most of a `report` from the cache.
RELEASE := -c release --static-swift-stdlib
DEB_PACKAGES := libcurl4-openssl-dev libpng-dev zlib1g-dev pkg-config pngcheck libfreetype-dev libfontconfig-dev fonts-dejavu-core fonts-sawarabi-gothic
BENCH_PACKAGES := hyperfine time bc

.PHONY: help deps build debug test test-reliability lint format install uninstall clean demo emulator \
	bench bench-deps bench-aggregate bench-fetch bench-report

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 14

deps: ## install the system packages the build needs (apt, as root), or print the command
	@./scripts/deps.sh $(DEB_PACKAGES)

build: deps ## release binaries in .build/release
	$(SWIFT) build $(RELEASE) --product qiita-stats
	$(SWIFT) build $(RELEASE) --product qiita-emulator

debug: deps ## debug build of everything
	$(SWIFT) build --build-tests

test: deps lint ## what CI runs: deps, lint, build, every test
	$(SWIFT) build --build-tests 2>&1 | { grep -vE '^\[[0-9]+/[0-9]+\]' || true; }; test $${PIPESTATUS[0]} -eq 0
# --quiet prints failures and the summary only
	$(SWIFT) test --skip-build --parallel --quiet
	./scripts/test-reliability.sh

test-reliability: ## the built binary against the emulator's faults (~40 s; needs the debug build)
	./scripts/test-reliability.sh

lint: ## fail on unformatted code
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

format: ## format the code in place
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

install: build ## install to $(PREFIX)/bin
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 .build/release/qiita-stats $(DESTDIR)$(PREFIX)/bin/qiita-stats

uninstall: ## remove what install put there
	rm -f $(DESTDIR)$(PREFIX)/bin/qiita-stats

clean: ## remove build products and generated outputs
	rm -rf .build
	find output -mindepth 1 ! -name .gitkeep -delete

demo: build ## the whole tool against the built-in emulator
	.build/release/qiita-stats demo

emulator: build ## run the emulator on a free port
	.build/release/qiita-emulator --port 0

bench: bench-aggregate bench-fetch bench-report ## every benchmark (release build, prints medians)

bench-deps:
	@./scripts/deps.sh $(BENCH_PACKAGES)

bench-aggregate: build bench-deps ## aggregate 10,000 items (target: well under 50 ms)
	$(SWIFT) build $(RELEASE) --product qiita-bench
	.build/release/qiita-bench aggregate 10000

bench-fetch: build bench-deps ## fetch 400 items at 50 ms latency, against the ideal bound
	./scripts/bench-fetch.sh

bench-report: build bench-deps ## report --offline from a warm cache (target: under 30 ms)
	./scripts/bench-report.sh
