import Foundation

#if !canImport(ObjectiveC)
  // Where Foundation has no Objective-C runtime (Linux), `NotificationCenter` is not an
  // `NSObject`, so it does not get `rx` from `NSObject`'s conformance.
  extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
  /// The notifications posted to the center named `name` (any name when nil) by `object`
  /// (any sender when nil), as RxCocoa's.
  ///
  /// Observes from subscription on: each matching notification is emitted on the thread
  /// that posts it. Never completes and never errors. The sequence holds `object` weakly:
  /// a subscription made after it is gone matches any sender. Disposing removes the
  /// observer from the center.
  public func notification(_ name: Notification.Name?, object: AnyObject? = nil)
    -> Observable<Notification>
  {
    let center = base
    return Observable.create { [weak object] observer in
      // The center calls on the posting thread, as RxSwift's observer contract allows.
      nonisolated(unsafe) let observer = observer
      let token = center.addObserver(forName: name, object: object, queue: nil) {
        notification in
        observer.onNext(notification)
      }
      return Disposables.create { center.removeObserver(token) }
    }
  }
}
