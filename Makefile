# Trellis: `make test` builds and runs every test (the hostile plugin's package and its
# compile-time walls included); `make demo` runs the sample app
# (pass options with ARGS="--route help"). Each target first installs the Debian packages the
# build needs when they are missing.

SWIFT ?= swift
# Debian packages the build and tests need (the C libraries of later modules join here).
PACKAGES ?= pkg-config libsqlite3-dev libutf8proc-dev libchafa-dev libglib2.0-dev libstb-dev libturbojpeg0-dev libwebp-dev chafa tmux \
  libgit2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev git sqlite3

.PHONY: test test-tsan test-scaffold bench deps demo lint format check-generated check-imports check-unchecked check-main-thread-io

# The hostile plugin's package and its snippets take Trellis from Products/ and share one
# build folder, so Trellis is compiled for them once. (HelloPlugin keeps its own: two root
# packages in one build folder mix up their test bundles.)
OUTSIDE_BUILD ?= .build-outside

# Where the tests' processes append each blocking I/O call made on the main thread of an
# interactive app (debug builds, see MainThreadIO); `make test` prints the count and fails
# unless it is 0.
MAIN_THREAD_IO_LOG ?= $(abspath .build/main-thread-io.log)

deps:
	@Scripts/ensure-packages.sh $(PACKAGES)

test: deps
	$(SWIFT) build --build-tests
	rm -f $(MAIN_THREAD_IO_LOG)
	TRELLIS_MAIN_THREAD_IO_LOG=$(MAIN_THREAD_IO_LOG) $(SWIFT) test --skip-build
	$(SWIFT) build --package-path Examples/HelloPlugin
	TRELLIS_MAIN_THREAD_IO_LOG=$(MAIN_THREAD_IO_LOG) $(SWIFT) test --package-path Examples/HelloPlugin
	python3 Scripts/check-main-thread-io.py $(MAIN_THREAD_IO_LOG)
	$(SWIFT) test --package-path Tests/HostilePlugin --scratch-path $(OUTSIDE_BUILD)
	SWIFT=$(SWIFT) SCRATCH=$(abspath $(OUTSIDE_BUILD)) Tests/HostilePlugin/check-walls.sh

# What `trellis new plugin` and `trellis new app` make, built and tested in a temporary
# folder (Trellis is compiled there once more: a few minutes).
test-scaffold: deps
	SWIFT=$(SWIFT) Scripts/test-scaffold.sh

# Every test module under the thread sanitizer, each in a test process of its own: all the
# tests in one process on two cores starve the main queue, and real-time waits time out.
# -DTRELLIS_TSAN makes the locks visible to the sanitizer (`criticalSection`) and adapts the
# few tests its runtime cannot run as they are. Every race is reported, and any report makes
# the test process (or a child it runs) exit 66, so the run fails.
TSAN_OPTIONS_TEST ?= halt_on_error=0 exitcode=66 second_deadlock_stack=1
TSAN_TEST_MODULES ?= $(notdir $(wildcard Tests/*Tests))
test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan -Xswiftc -DTRELLIS_TSAN
	@failed=""; for module in $(TSAN_TEST_MODULES); do \
	  echo "== $$module under the thread sanitizer"; \
	  TSAN_OPTIONS="$(TSAN_OPTIONS_TEST)" $(SWIFT) test --skip-build --sanitize=thread \
	    --scratch-path .build-tsan -Xswiftc -DTRELLIS_TSAN --filter "^$$module\." \
	    || failed="$$failed $$module"; \
	done; \
	if [ -n "$$failed" ]; then echo "test-tsan failed in:$$failed"; exit 1; fi

bench: deps
	$(SWIFT) run -c release trellis-bench

lint:
	$(SWIFT) format lint --strict --recursive Sources Plugins Tests Examples Benchmarks Tools

# Every target of every package here (the root, Products/*, Examples/HelloPlugin) declares
# the modules it imports and imports the ones it declares, and no dependency points up the
# module map; fails naming the target and the module.
check-imports:
	python3 Scripts/check-imports.py

# Prints how many `@unchecked Sendable` and `nonisolated(unsafe)` the shipped code has; fails
# when one lacks the comment naming what keeps it safe, or a count passes its ceiling in
# Scripts/unchecked-ceiling.txt.
check-unchecked:
	python3 Scripts/check-unchecked.py

# Prints how many blocking I/O calls the last `make test` made on the main thread of an
# interactive app ("main-thread I/O: N"), and fails unless there were none.
check-main-thread-io:
	python3 Scripts/check-main-thread-io.py $(MAIN_THREAD_IO_LOG)

# The arity overloads of combineLatest and zip are generated; fails when the checked-in files
# differ from what Scripts/generate-arity.py writes.
check-generated:
	python3 Scripts/generate-arity.py --check

format:
	$(SWIFT) format --in-place --recursive Sources Plugins Tests Examples Benchmarks Tools

demo: deps
	$(SWIFT) build --product trellis-demo
	$(SWIFT) run --skip-build trellis-demo $(ARGS)
