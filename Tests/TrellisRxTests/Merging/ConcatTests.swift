import Foundation
import Synchronization
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct ConcatTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func instanceConcatSubscribesTheSecondAfterTheFirstCompletes() {
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start { xs.concat(ys) }
    #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(230, 250)])
  }

  @Test func errorInTheFirstSkipsTheSecond() {
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start { Observable.concat(xs.asObservable(), ys.asObservable()) }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [])
  }

  @Test func errorInTheSecondIsEmitted() {
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.error(10, TestError.other, Int.self)])
    let res = scheduler.start { Observable.concat([xs.asObservable(), ys.asObservable()]) }
    #expect(res.events == [.next(210, 1), .error(230, TestError.other)])
    #expect(ys.subscriptions == [Subscription(220, 230)])
  }

  @Test func disposeMidStreamDisposesTheRunningOne() {
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(260)])
    let res = scheduler.start(disposed: 245) { xs.concat(ys) }
    #expect(res.events == [.next(210, 1), .next(240, 3)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(230, 245)])
  }

  @Test func emptyConcatCompletesAtOnce() {
    let res = scheduler.start { Observable<Int>.concat([]) }
    #expect(res.events == [.completed(200)])
  }

  @Test func synchronousSourcesInOrder() throws {
    let result = try Observable.concat(Observable.just(1), Observable.empty(), Observable.just(2))
      .toBlocking().toArray()
    #expect(result == [1, 2])
  }

  @Test func longLazySequenceDoesNotGrowTheStack() throws {
    let count = 100_000
    let sources = AnySequence((0..<count).lazy.map { Observable.just($0) })
    let result = try Observable.concat(sources).toBlocking().toArray()
    #expect(result.count == count)
    #expect(result.last == count - 1)
  }

  @Test func nestedConcatsAreFlattenedNotSubscribedRecursively() {
    // Runs on a thread with a large stack: releasing a 3000-deep chain of sequences
    // recurses on any stack, whatever concat does.
    let depth = 3000
    let outcome = Mutex<(result: [Int], stackUsed: Int)>(([], 0))
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      var chain = Observable.just(0)
      for i in 1...depth {
        chain = Observable.concat([Observable.just(i), chain])
      }
      let base = stackAddress()
      _ = chain.subscribe(
        onNext: { element in
          let used = base - stackAddress()
          outcome.criticalSection {
            $0.result.append(element)
            $0.stackUsed = max($0.stackUsed, used)
          }
        },
        onCompleted: { done.signal() })
    }
    thread.stackSize = 16 << 20
    thread.start()
    #expect(done.wait(timeout: .now() + 10) == .success)
    let (result, stackUsed) = outcome.criticalSection { $0 }
    #expect(result == Array((0...depth).reversed()))
    // Subscribing the nested concats one inside another would take far more than this.
    #expect(stackUsed < 128 * 1024)
  }

  @Test func endlessSequenceIsIteratedLazily() {
    var made = 0
    let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
      AnyIterator {
        made += 1
        return made <= 3 ? Observable.just(made) : Observable.never()
      }
    }
    var received: [Int] = []
    let subscription = Observable.concat(sources).subscribe(onNext: { received.append($0) })
    #expect(received == [1, 2, 3])
    #expect(made == 4)
    subscription.dispose()
  }

  @Test func concatOfInnerSequences() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(10)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .next(215, ys2.asObservable()), .completed(220),
    ])
    let res = scheduler.start { xs.concat() }
    #expect(res.events == [.next(220, 1), .next(235, 2), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys1.subscriptions == [Subscription(210, 230)])
    #expect(ys2.subscriptions == [Subscription(230, 240)])
  }
}

/// The address of a local variable: how deep the stack currently is.
@inline(never)
private func stackAddress() -> Int {
  var marker = 0
  return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
}

@Suite struct ConcatOfInnerSequencesTests {
  let scheduler = TestScheduler(initialClock: 0)

  @Test func innerErrorEndsTheSequence() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(10)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .next(215, ys2.asObservable()), .completed(300),
    ])
    let res = scheduler.start { xs.concat() }
    #expect(res.events == [.next(220, 1), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys2.subscriptions == [])
  }

  @Test func outerErrorEndsTheSequence() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .error(225, TestError.other),
    ])
    let res = scheduler.start { xs.concat() }
    #expect(res.events == [.next(220, 1), .error(225, TestError.other)])
    #expect(ys1.subscriptions == [Subscription(210, 225)])
  }

  @Test func disposeMidStream() {
    let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(50)])
    let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
    let xs = scheduler.createHotObservable([
      .next(210, ys1.asObservable()), .next(215, ys2.asObservable()), .completed(300),
    ])
    let res = scheduler.start(disposed: 230) { xs.concat() }
    #expect(res.events == [.next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys1.subscriptions == [Subscription(210, 230)])
    #expect(ys2.subscriptions == [])
  }
}
