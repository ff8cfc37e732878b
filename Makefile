# One-command entry points (see README.md). `make deps` installs the system
# libraries the package links against when they are missing.
SWIFT ?= swift
PREFIX ?= /usr/local
APT_PACKAGES = pkg-config libicu-dev libsqlite3-dev
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SAMPLE ?= Corpora/samples/pride-and-prejudice-chapter-1.txt

.PHONY: deps build demo test install bench

deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build -c release --product reader

demo: build
	.build/release/reader tokens --format tsv $(SAMPLE) | head -40

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/reader
	install -m 755 .build/release/reader $(DESTDIR)$(PREFIX)/bin/reader
	cp -R Corpora/lemma Corpora/frequency Corpora/cefr Corpora/phrases Corpora/LICENSES $(DESTDIR)$(PREFIX)/share/reader/
	[ ! -d Corpora/models ] || cp -R Corpora/models $(DESTDIR)$(PREFIX)/share/reader/

bench:
	cd Benchmarks && $(SWIFT) package benchmark
