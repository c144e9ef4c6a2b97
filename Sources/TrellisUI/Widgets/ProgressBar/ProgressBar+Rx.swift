import TrellisRx

@MainActor
extension Reactive where Base: ProgressBar {
  /// Sets the progress, 0…1 (clamped).
  public var progress: Binder<Double> {
    Binder(base) { bar, progress in bar.progress = progress }
  }
}
