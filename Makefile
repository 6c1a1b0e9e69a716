# qiita-stats — build, test and run. `make help` lists the targets.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
DEB_PACKAGES := libcurl4-openssl-dev libpng-dev zlib1g-dev pkg-config

.PHONY: help deps build debug test unit lint format install uninstall clean demo bench bench-fetch emulator

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 14

deps: ## install the system packages the build needs (apt, as root), or print the command
	@./scripts/deps.sh $(DEB_PACKAGES)

build: deps ## release binaries in .build/release
	$(SWIFT) build -c release --product qiita-stats
	$(SWIFT) build -c release --product qiita-emulator

debug: deps ## debug build of everything
	$(SWIFT) build --build-tests

test: deps lint ## what CI runs: deps, lint, build, every test
	$(SWIFT) build --build-tests 2>&1 | tee .build/build.log | grep -vE '^\[[0-9]+/[0-9]+\]' ; test $${PIPESTATUS[0]} -eq 0
	$(SWIFT) test --skip-build --parallel

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
