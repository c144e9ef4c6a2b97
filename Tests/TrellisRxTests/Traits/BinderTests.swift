import Foundation
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct BinderTests {
  final class Target {
    private let box = TraitsTestBox<[Int]>([])

    /// The bound values; safe to read while the main queue writes.
    var values: [Int] {
      get { box.value }
      set { box.value = newValue }
    }
  }

  @Test func bindsElementsOnTheGivenScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let target = Target()
    let binder = Binder<Int>(target, scheduler: scheduler) { target, value in
      target.values.append(value)
    }
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    scheduler.scheduleAt(200) { _ = xs.subscribe(binder) }
    scheduler.scheduleAt(220) { #expect(target.values == [1]) }
    scheduler.start()
    #expect(target.values == [1, 2])
  }

  @Test func doesNotRetainTheTarget() {
    var target: Target? = Target()
    weak let weakTarget = target
    var calls = 0
    let binder = Binder<Int>(target!, scheduler: CurrentThreadScheduler.instance) { _, _ in
      calls += 1
    }
    binder.onNext(1)
    target = nil
    #expect(weakTarget == nil)
    binder.onNext(2)
    #expect(calls == 1)
  }

  @Test func completionIsIgnored() {
    let target = Target()
    let binder = Binder<Int>(target, scheduler: CurrentThreadScheduler.instance) {
      $0.values.append($1)
    }
    binder.on(.completed)
    binder.asObserver().onNext(3)
    #expect(target.values == [3])
  }

  @Test func defaultSchedulerIsTheMainScheduler() {
    let target = Target()
    // Sent from another thread on purpose: a Binder hops to its scheduler.
    nonisolated(unsafe) let binder = Binder<Int>(target) { target, value in
      target.values.append(value)
    }
    let box = TraitsTestBox(false)
    DispatchQueue.global().async {
      binder.onNext(7)
      box.value = true
    }
    // Off the main thread the element goes through the main queue, so it arrives later.
    #expect(TraitsTestSupport.pumpMainQueue(until: { box.value && target.values == [7] }))
  }

  @Test func anErrorTrapsInDebugBuilds() async {
    #if DEBUG
      await #expect(processExitsWith: .failure) {
        final class Sink {}
        let binder = Binder<Int>(Sink(), scheduler: CurrentThreadScheduler.instance) { _, _ in }
        binder.onError(RxError.unknown)
      }
    #endif
  }
}
