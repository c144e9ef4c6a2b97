import Foundation
import Testing
import TrellisRx
import TrellisRxTest

final class ReactiveTestsLabel: ReactiveCompatible {
  var text = ""
  var isHidden = false
}

extension Reactive where Base: ReactiveTestsLabel {
  var shout: Binder<String> {
    Binder(base, scheduler: CurrentThreadScheduler.instance) { label, text in
      label.text = text.uppercased()
    }
  }
}

@Suite struct ReactiveTests {
  @Test func extensionsHangOffRx() {
    let label = ReactiveTestsLabel()
    _ = Observable.just("hi").subscribe(label.rx.shout)
    #expect(label.text == "HI")
    #expect(label.rx.base === label)
    #expect(ReactiveTestsLabel.rx == Reactive<ReactiveTestsLabel>.self)
  }

  @Test func writablePropertiesAreBindersOnTheMainScheduler() {
    let label = ReactiveTestsLabel()
    let binder: Binder<String> = label.rx.text
    _ = Observable.just("hello").subscribe(binder)
    _ = Observable.just(true).subscribe(label.rx.isHidden)
    #expect(TraitsTestSupport.pumpMainQueue(until: { label.text == "hello" && label.isHidden }))
  }

  @Test func nsObjectsAreReactiveCompatible() {
    let object = NSObject()
    #expect(object.rx.base === object)
  }
}
