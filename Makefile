# One-command entry points (see README.md). `make deps` installs the system
# libraries the package links against when they are missing.
SWIFT ?= swift
PREFIX ?= /usr/local
# release for install and demo; scripts/install-check.sh installs a debug build.
CONFIG ?= release
BIN = .build/$(CONFIG)/reader
# A release binary carries the Swift runtime and Foundation inside it: loading and relocating about 15 shared
# libraries was a third of every cold start (`reader --version` 13.1 -> 7.7 ms, `lemma went` 15.3 -> 11.2 ms).
BUILD_FLAGS = $(if $(filter release,$(CONFIG)),--static-swift-stdlib)
# Generated from the command definitions by swift-argument-parser's plugin at
# install time, so it never drifts from the code (nothing generated is committed).
MAN_PAGE = .build/plugins/GenerateManual/outputs/reader-cli/reader.1
VERSION = $(shell sed -n 's/.*number = "\(.*\)"/\1/p' Sources/reader-cli/ReaderVersion.swift)
APT_PACKAGES = pkg-config libicu-dev libsqlite3-dev sqlite3 tmux libespeak-ng-dev espeak-ng-data sox libxml2-dev libcmark-dev zlib1g-dev time libzstd-dev lame python3-venv chromium chromium-driver
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SAMPLE ?= Corpora/samples/pride-and-prejudice-chapter-1.txt
# The demo uses its own store (seeded at level B1) so it never touches the user's.
DEMO_DB ?= .build/demo-vocabulary.sqlite
# Seconds each fuzz target runs in `make test` (a smoke run; see scripts/fuzz.sh).
FUZZ_SECONDS ?= 10

.PHONY: deps build demo test install bench man version

deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) --product reader $(BUILD_FLAGS)

man: build
	$(SWIFT) package plugin generate-manual --configuration $(CONFIG)

version:
	@echo $(VERSION)

demo: build
	rm -f $(DEMO_DB) $(DEMO_DB)-wal $(DEMO_DB)-shm
	.build/release/reader init --level B1 --db $(DEMO_DB)
	.build/release/reader read --db $(DEMO_DB) --no-pager $(SAMPLE)
	.build/release/reader score --db $(DEMO_DB) Corpora/samples/*.txt

# Unit and end-to-end tests, `reader serve` in headless Chromium (scripts/browser_check.py), the two faces' parity
# (scripts/parity_check.py: serve's pages, cards and library against read, define and score), every console example
# of README.md and docs/ run and compared with the page (scripts/docs_check.py), then the multi-process store checks (8 writers,
# kill -9 during an import, corrupt/read-only/busy stores), the short form of the hostile-input campaign and
# of `reader serve` under load (scripts/serve-load.py) on the same build, then each fuzz target for FUZZ_SECONDS.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	python3 -c 'import selenium' 2>/dev/null || python3 -m pip install -q selenium
	python3 scripts/browser_check.py "$$($(SWIFT) build --show-bin-path)/reader"
	python3 scripts/parity_check.py "$$($(SWIFT) build --show-bin-path)/reader"
	python3 scripts/docs_check.py "$$($(SWIFT) build --show-bin-path)/reader"
	READER="$$($(SWIFT) build --show-bin-path)/reader" bash scripts/store-stress.sh
	READER="$$($(SWIFT) build --show-bin-path)/reader" bash scripts/hostile-campaign.sh
	python3 scripts/serve-load.py --quick --reader "$$($(SWIFT) build --show-bin-path)/reader"
	[ ! -d ../shared/data ] || READER_BIN="$$($(SWIFT) build --show-bin-path)/reader" bash scripts/eval-dev.sh --check
	bash scripts/install-check.sh
	bash scripts/fuzz.sh all $(FUZZ_SECONDS)

install: build man
	$(SWIFT) build -c $(CONFIG) --product reader $(BUILD_FLAGS)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/reader $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/reader
	install -m 644 $(MAN_PAGE) $(DESTDIR)$(PREFIX)/share/man/man1/reader.1
	$(BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/reader
	$(BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_reader
	$(BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/reader.fish
	cp -R Corpora/lemma Corpora/frequency Corpora/cefr Corpora/phrases Corpora/compiled Corpora/translations Corpora/LICENSES $(DESTDIR)$(PREFIX)/share/reader/
	[ ! -d Corpora/models ] || cp -R Corpora/models $(DESTDIR)$(PREFIX)/share/reader/
	rm -rf $(DESTDIR)$(PREFIX)/share/reader/web && cp -R Sources/ReaderServer/Web $(DESTDIR)$(PREFIX)/share/reader/web

bench:
	cd Benchmarks && $(SWIFT) package benchmark
