# Trellis: `make test` builds and runs every test; `make demo` runs the sample app
# (pass options with ARGS="--route help"). Each target first installs the Debian packages the
# build needs when they are missing.

SWIFT ?= swift
# Debian packages the build and tests need (the C libraries of later modules join here).
PACKAGES ?= pkg-config libsqlite3-dev libutf8proc-dev libchafa-dev libglib2.0-dev libstb-dev libturbojpeg0-dev libwebp-dev chafa tmux \
  libgit2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev git sqlite3

.PHONY: test test-tsan bench deps demo lint format

deps:
	@Scripts/ensure-packages.sh $(PACKAGES)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(SWIFT) test --package-path Examples/HelloPlugin

# The reactive core's tests under the thread sanitizer.
test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan -Xswiftc -DTRELLIS_TSAN
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan -Xswiftc -DTRELLIS_TSAN --filter TrellisRxTests

bench: deps
	$(SWIFT) run -c release trellis-bench

lint:
	$(SWIFT) format lint --strict --recursive Sources Plugins Tests Examples Benchmarks

format:
	$(SWIFT) format --in-place --recursive Sources Plugins Tests Examples Benchmarks

demo: deps
	$(SWIFT) build --product trellis-demo
	$(SWIFT) run --skip-build trellis-demo $(ARGS)
