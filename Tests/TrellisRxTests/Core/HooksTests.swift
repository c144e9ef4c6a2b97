import Testing
import TrellisRxTest

/// An error only these tests send, so handlers can tell it from other tests' errors (tests
/// run in parallel and the hooks are global).
private struct HooksTestError: Error, Equatable {
  let id: Int
}

@Suite(.serialized) struct HooksTests {
  /// Runs `body` with a default error handler that records the call stacks of
  /// `HooksTestError`s by id, then restores the hooks.
  private func withRecordingHandler(_ body: (_ stacks: Guarded<[Int: [String]]>) -> Void) {
    let originalHandler = Hooks.defaultErrorHandler
    let originalCapture = Hooks.customCaptureSubscriptionCallstack
    let originalRecord = Hooks.recordCallStackOnError
    defer {
      Hooks.defaultErrorHandler = originalHandler
      Hooks.customCaptureSubscriptionCallstack = originalCapture
      Hooks.recordCallStackOnError = originalRecord
    }
    let stacks = Guarded<[Int: [String]]>([:])
    Hooks.defaultErrorHandler = { callStack, error in
      guard let error = error as? HooksTestError else { return }
      stacks.withLock { $0[error.id] = callStack }
    }
    body(stacks)
  }

  @Test func theCallStackIsRecordedOnlyWhenAskedAndWithTheCustomCapture() {
    withRecordingHandler { stacks in
      Hooks.recordCallStackOnError = false
      _ = Observable<Int>.error(HooksTestError(id: 1)).subscribe()
      Hooks.customCaptureSubscriptionCallstack = { ["frame1"] }
      _ = Observable<Int>.error(HooksTestError(id: 2)).subscribe()
      Hooks.recordCallStackOnError = true
      _ = Observable<Int>.error(HooksTestError(id: 3)).subscribe()
      Hooks.customCaptureSubscriptionCallstack = { ["frame1", "frame2"] }
      _ = Observable<Int>.error(HooksTestError(id: 4)).subscribe()
      #expect(stacks.current == [1: [], 2: [], 3: ["frame1"], 4: ["frame1", "frame2"]])
    }
  }

  @Test func theStackIsCapturedAtSubscriptionNotWhenTheErrorArrives() {
    withRecordingHandler { stacks in
      Hooks.recordCallStackOnError = true
      Hooks.customCaptureSubscriptionCallstack = { ["subscribe"] }
      let subject = PublishSubject<Int>()
      let subscription = subject.subscribe(onNext: { _ in })
      Hooks.customCaptureSubscriptionCallstack = { ["error"] }
      subject.onError(HooksTestError(id: 5))
      subscription.dispose()
      #expect(stacks.current == [5: ["subscribe"]])
    }
  }

  @Test func traitsHandTheRecordedStackToo() {
    withRecordingHandler { stacks in
      Hooks.recordCallStackOnError = true
      Hooks.customCaptureSubscriptionCallstack = { ["trait"] }
      _ = Single<Int>.error(HooksTestError(id: 6)).subscribe()
      _ = Maybe<Int>.error(HooksTestError(id: 7)).subscribe()
      _ = Completable.error(HooksTestError(id: 8)).subscribe()
      #expect(stacks.current == [6: ["trait"], 7: ["trait"], 8: ["trait"]])
    }
  }

  @Test func aHandledErrorCapturesNothing() {
    withRecordingHandler { stacks in
      Hooks.recordCallStackOnError = true
      var captures = 0
      Hooks.customCaptureSubscriptionCallstack = {
        captures += 1
        return []
      }
      _ = Observable<Int>.error(HooksTestError(id: 9)).subscribe(onError: { _ in })
      #expect(captures == 0)
      #expect(stacks.current.isEmpty)
    }
  }
}
