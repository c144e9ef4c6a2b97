/// Whether these tests were built for the thread sanitizer (`make test-tsan` passes
/// `-DTRELLIS_TSAN` to every target, the probes included).
///
/// A test that cannot run under the sanitizer's runtime says so with
/// `.disabled(if: threadSanitizerBuild, "why")`; it still runs in every other build.
public let threadSanitizerBuild: Bool = {
  #if TRELLIS_TSAN
    return true
  #else
    return false
  #endif
}()
