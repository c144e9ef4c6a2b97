import Foundation

/// A virtual-time scheduler whose clock is a date: replays historical data at any speed.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
  /// A scheduler whose clock starts at `initialClock` (the epoch by default).
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}
