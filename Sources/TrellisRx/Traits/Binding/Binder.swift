/// An observer that binds elements to a target object, for UI bindings.
///
/// - Each element is delivered on `scheduler` (the main scheduler by default) and handed to
///   `binding` with the target, if the target is still alive. The target is held weakly:
///   a binder never keeps its view alive.
/// - Completion is ignored.
/// - An error is a programming error — a UI binding cannot fail. Debug builds trap with a
///   message naming the error; release builds ignore it.
public struct Binder<Value>: ObserverType {
  /// The type of elements bound.
  public typealias Element = Value

  private let binding: (Event<Value>) -> Void

  /// A binder that runs `binding` with `target` and each element on `scheduler`.
  ///
  /// - Parameters:
  ///   - target: The object to bind to; held weakly.
  ///   - scheduler: Where `binding` runs; the main scheduler by default.
  ///   - binding: Applies one element to the target.
  public init<Target: AnyObject>(
    _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
    binding: @escaping (Target, Value) -> Void
  ) {
    weak let weakTarget = target
    self.binding = { event in
      switch event {
      case .next(let element):
        _ = scheduler.schedule(element) { element in
          if let target = weakTarget {
            binding(target, element)
          }
          return Disposables.create()
        }
      case .error(let error):
        BinderDiagnostics.fatalErrorInDebug("Binding error: \(error)")
      case .completed:
        break
      }
    }
  }

  /// Binds a `next` element to the target; ignores completion; traps on error in debug.
  public func on(_ event: Event<Value>) {
    binding(event)
  }

  /// The binder as a type-erased observer.
  public func asObserver() -> AnyObserver<Value> {
    AnyObserver(eventHandler: on)
  }
}

/// Reports misuse of bindings and traits (an error reaching a binder, a completion
/// reaching a `Single` observer): debug builds trap, release builds carry on.
enum BinderDiagnostics {
  /// Traps with `message` in debug builds; does nothing in release builds.
  static func fatalErrorInDebug(
    _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line
  ) {
    #if DEBUG
      fatalError(message(), file: file, line: line)
    #endif
  }
}
