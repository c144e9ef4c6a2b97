import Foundation

/// Receives every line `debug` prints as well; tests set it to check the output.
///
/// `@unchecked Sendable`: `lock` guards `receiver`.
final class DebugOperatorTap: @unchecked Sendable {
  /// The one tap of the process.
  static let shared = DebugOperatorTap()

  private let lock = RecursiveLock()
  @exclusivity(unchecked)
  private var receiver: ((String) -> Void)?

  /// The closure that receives each line, if any.
  var current: ((String) -> Void)? {
    get { lock.performLocked { receiver } }
    set { lock.performLocked { receiver = newValue } }
  }
}

extension ObservableType {
  /// Prints what happens to each subscription, passing the events on unchanged.
  ///
  /// Prints a timestamped line (`yyyy-MM-dd HH:mm:ss.SSS: identifier -> …`) to standard
  /// output when a subscription is made (`subscribed`), for every event (`Event next(1)`,
  /// `Event error(…)`, `Event completed`), and when the subscription is disposed
  /// (`isDisposed`), which includes after a terminal event. Without an `identifier`, the
  /// caller's file name, line and function are used. With `trimOutput`, an event's text
  /// longer than 40 characters is shortened to its first and last 20 characters.
  ///
  /// Emits, completes and errors as the source does; disposing disposes the source
  /// subscription.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let name: String
    if let identifier {
      name = identifier
    } else {
      let fileName = file.split(separator: "/").last.map(String.init) ?? file
      name = "\(fileName):\(line) (\(function))"
    }
    let source = asObservable()
    return Producer { observer in
      let sink = DebugSink(identifier: name, trimOutput: trimOutput, observer: observer)
      sink.log("subscribed")
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

/// Logs the events and the disposal of one `debug` subscription.
final class DebugSink<Element>: Sink<Element>, ObserverType {
  private static var maxEventTextLength: Int { 40 }

  private let identifier: String
  private let trimOutput: Bool
  private let formatter: DateFormatter

  init(identifier: String, trimOutput: Bool, observer: AnyObserver<Element>) {
    self.identifier = identifier
    self.trimOutput = trimOutput
    formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    super.init(observer: observer)
  }

  /// Prints one timestamped line about this subscription.
  func log(_ content: String) {
    let line = "\(formatter.string(from: Date())): \(identifier) -> \(content)"
    print(line)
    DebugOperatorTap.shared.current?(line)
  }

  func on(_ event: Event<Element>) {
    let text = "\(event)"
    let limit = Self.maxEventTextLength
    let shown =
      trimOutput && text.count > limit
      ? "\(text.prefix(limit / 2))...\(text.suffix(limit / 2))" : text
    log("Event \(shown)")
    relay(event)
  }

  /// Logs `isDisposed` before disposing the source subscription, so that a chain of
  /// `debug` operators logs its disposal from the subscriber towards the source.
  override func dispose() {
    if !isDisposed {
      log("isDisposed")
    }
    super.dispose()
  }
}
