extension ObservableType {
  /// A sequence built like a `for` loop: starts from `initialState`, emits each state
  /// while `condition` holds, moving on with `iterate`; each step is a scheduled action
  /// on `scheduler`.
  ///
  /// Completes at the first state for which `condition` is false. An error thrown by
  /// `condition` or `iterate` is emitted as `error`. Disposing the subscription cancels the
  /// pending step: neither closure is called again.
  public static func generate(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    Producer { observer in
      let sink = GenerateSink(
        state: initialState, condition: condition, iterate: iterate, observer: observer)
      sink.setUpstream(sink.run(scheduler))
      return sink
    }
  }
}

/// Runs one loop step per recursive action: iterate (except the first time), test, emit.
final class GenerateSink<Element>: Sink<Element> {
  let condition: (Element) throws -> Bool
  let iterate: (Element) throws -> Element
  @exclusivity(unchecked)
  var state: Element

  init(
    state: Element, condition: @escaping (Element) throws -> Bool,
    iterate: @escaping (Element) throws -> Element, observer: AnyObserver<Element>
  ) {
    self.state = state
    self.condition = condition
    self.iterate = iterate
    super.init(observer: observer)
  }

  func run(_ scheduler: ImmediateSchedulerType) -> Disposable {
    scheduler.scheduleRecursive(true) { [self] isFirst, recurse in
      do {
        if !isFirst {
          state = try iterate(state)
        }
        if try condition(state) {
          forward(.next(state))
          recurse(false)
        } else {
          forwardTerminal(.completed)
        }
      } catch {
        forwardTerminal(.error(error))
      }
    }
  }
}
