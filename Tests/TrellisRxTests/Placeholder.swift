import Testing
import TrellisRx

@Test func smoke() {
  var got: [Int] = []
  let d = Observable<Int>.create { o in
    o.onNext(1)
    o.onNext(2)
    o.onCompleted()
    return Disposables.create()
  }
  .map { $0 * 10 }.filter { $0 > 10 }.subscribe(onNext: { got.append($0) })
  d.dispose()
  #expect(got == [20])
  let s = PublishSubject<Int>()
  var r: [Int] = []
  let d2 = s.subscribe(onNext: { r.append($0) })
  s.onNext(1)
  d2.dispose()
  s.onNext(2)
  #expect(r == [1])
}
