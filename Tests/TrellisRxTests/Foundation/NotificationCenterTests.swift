import Foundation
import Testing
import TrellisRxTest

@Suite struct NotificationCenterTests {
  private let name = Notification.Name("trellis.test")

  @Test func emitsMatchingNotificationsUntilDisposed() {
    let center = NotificationCenter()
    var received: [String] = []
    center.post(name: name, object: nil, userInfo: ["n": "before"])
    let subscription = center.rx.notification(name)
      .subscribe(onNext: { received.append($0.userInfo?["n"] as? String ?? "?") })
    center.post(name: name, object: nil, userInfo: ["n": "1"])
    center.post(name: name, object: NSObject(), userInfo: ["n": "2"])
    center.post(name: Notification.Name("other"), object: nil, userInfo: ["n": "other"])
    subscription.dispose()
    center.post(name: name, object: nil, userInfo: ["n": "after"])
    #expect(received == ["1", "2"])
  }

  @Test func anObjectFiltersBySender() {
    let center = NotificationCenter()
    let sender = NSObject()
    var count = 0
    let subscription = center.rx.notification(name, object: sender)
      .subscribe(onNext: { _ in count += 1 })
    center.post(name: name, object: sender)
    center.post(name: name, object: nil)
    center.post(name: name, object: NSObject())
    center.post(name: name, object: sender)
    subscription.dispose()
    #expect(count == 2)
  }

  @Test func aNilNameMatchesEveryName() {
    let center = NotificationCenter()
    var names: [String] = []
    let subscription = center.rx.notification(nil)
      .subscribe(onNext: { names.append($0.name.rawValue) })
    center.post(name: Notification.Name("a"), object: nil)
    center.post(name: Notification.Name("b"), object: nil)
    subscription.dispose()
    #expect(names == ["a", "b"])
  }
}
