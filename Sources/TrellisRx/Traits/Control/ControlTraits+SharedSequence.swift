extension ControlProperty {
  /// The property's values as a `Driver`. A control property never errors; if one does,
  /// debug builds trap and release builds complete the driver.
  public func asDriver() -> Driver<Element> {
    asDriver { error -> Driver<Element> in
      BinderDiagnostics.fatalErrorInDebug("A ControlProperty errored: \(error)")
      return Driver.empty()
    }
  }
}

extension ControlEvent {
  /// The events as a `Driver`. A control event never errors; if one does, debug builds
  /// trap and release builds complete the driver.
  public func asDriver() -> Driver<Element> {
    asDriver { error -> Driver<Element> in
      BinderDiagnostics.fatalErrorInDebug("A ControlEvent errored: \(error)")
      return Driver.empty()
    }
  }

  /// The events as a `Signal`. A control event never errors; if one does, debug builds
  /// trap and release builds complete the signal.
  public func asSignal() -> Signal<Element> {
    asSignal { error -> Signal<Element> in
      BinderDiagnostics.fatalErrorInDebug("A ControlEvent errored: \(error)")
      return Signal.empty()
    }
  }

  /// The events as an `Infallible`. A control event never errors; if one does, debug
  /// builds trap and release builds complete the sequence.
  public func asInfallible() -> Infallible<Element> {
    asInfallible { error -> Infallible<Element> in
      BinderDiagnostics.fatalErrorInDebug("A ControlEvent errored: \(error)")
      return Infallible.empty()
    }
  }
}
