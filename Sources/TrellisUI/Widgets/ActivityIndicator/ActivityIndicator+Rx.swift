import TrellisRx

@MainActor
extension Reactive where Base: ActivityIndicator {
  /// Starts or stops the spinner.
  public var isAnimating: Binder<Bool> {
    Binder(base) { indicator, animating in indicator.isAnimating = animating }
  }
}
