import Testing

/// Starts the suites that check `Resources.total` in processes of their own (see
/// `NavIsolatedProcess`) and expects them to pass there.
@Suite(.enabled(if: !NavIsolatedProcess.isIsolated)) struct NavigatorIsolatedResourceChecks {
  @Test(arguments: ["NavigatorResourceTests"])
  func suitePassesInAProcessOfItsOwn(suite: String) throws {
    let (status, output) = try NavIsolatedProcess.run(filter: suite)
    let failures = output.split(separator: "\n").filter { $0.contains("✘") }
    #expect(status == 0, "\(suite) failed in its own process:\n\(failures.joined(separator: "\n"))")
    #expect(failures.isEmpty)
    // The child must really have run the suite's tests, not matched nothing.
    #expect(output.contains("Suite \(suite) passed"))
  }
}
