import Foundation

/// A scheduler whose clock moves only when told: `start()` runs everything queued in time
/// order, jumping the clock to each item's time; `advanceTo(_:)` runs up to a time.
/// Actions due at the same time run in the order they were scheduled.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
  /// The virtual time unit.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// The virtual interval unit.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  @exclusivity(unchecked)
  private var running = false
  @exclusivity(unchecked)
  private var currentClock: VirtualTime
  @exclusivity(unchecked)
  private var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>
  @exclusivity(unchecked)
  private var nextId = 0
  private let converter: Converter

  /// The current time as a date.
  public var now: RxTime {
    converter.convertFromVirtualTime(clock)
  }

  /// The current virtual time.
  public var clock: VirtualTime {
    currentClock
  }

  /// A scheduler whose clock starts at `initialClock`.
  public init(initialClock: VirtualTime, converter: Converter) {
    self.currentClock = initialClock
    self.converter = converter
    self.queue = PriorityQueue { lhs, rhs in
      switch converter.compareVirtualTime(lhs.time, rhs.time) {
      case .lessThan: return true
      case .greaterThan: return false
      case .equal: return lhs.id < rhs.id
      }
    }
  }

  /// Schedules `action` at the current virtual time.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .microseconds(0), action: action)
  }

  /// Schedules `action` after the real interval `dueTime`, converted to virtual time.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let time = now.addingDispatchInterval(dueTime)
    let absolute = converter.convertToVirtualTime(time)
    return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absolute), action: action)
  }

  /// Schedules `action` after a virtual interval.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let time = converter.offsetVirtualTime(clock, offset: dueTime)
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` at the virtual time `time`.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let item = VirtualSchedulerItem(time: time, id: nextId) { action(state) }
    nextId += 1
    queue.enqueue(item)
    return item
  }

  /// Adjusts the time of an action scheduled through `scheduleRelative`; subclasses may
  /// move it (the test scheduler does, to simulate processing delay).
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  /// Runs every queued action in time order until the queue is empty or `stop()` is called.
  public func start() {
    guard !running else { return }
    running = true
    defer { running = false }
    while running, let next = findNext() {
      if converter.compareVirtualTime(next.time, clock).greaterThan {
        currentClock = next.time
      }
      next.invoke()
      queue.remove(next)
    }
  }

  /// Runs queued actions due at or before `virtualTime`, then sets the clock to it.
  public func advanceTo(_ virtualTime: VirtualTime) {
    guard !running else {
      fatalError("advanceTo(_:) cannot be called while the scheduler is running")
    }
    running = true
    defer { running = false }
    while running, let next = findNext() {
      if converter.compareVirtualTime(next.time, virtualTime).greaterThan { break }
      if converter.compareVirtualTime(next.time, clock).greaterThan {
        currentClock = next.time
      }
      next.invoke()
      queue.remove(next)
    }
    currentClock = virtualTime
  }

  /// Moves the clock forward by `virtualInterval` without running anything.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
    if converter.compareVirtualTime(sleepTo, clock).lessThen {
      fatalError("sleep(_:) cannot move the clock backwards")
    }
    currentClock = sleepTo
  }

  /// Stops a running `start()` or `advanceTo(_:)` after the current action.
  public func stop() {
    running = false
  }

  private func findNext() -> VirtualSchedulerItem<VirtualTime>? {
    while let front = queue.peek() {
      if front.isDisposed {
        queue.remove(front)
        continue
      }
      return front
    }
    return nil
  }
}

/// An action queued on a virtual-time scheduler.
final class VirtualSchedulerItem<Time>: Cancelable {
  let time: Time
  let id: Int
  @exclusivity(unchecked)
  private var action: (() -> Disposable)?
  private let disposable = SingleAssignmentDisposable()

  init(time: Time, id: Int, action: @escaping () -> Disposable) {
    self.time = time
    self.id = id
    self.action = action
  }

  var isDisposed: Bool {
    disposable.isDisposed
  }

  func invoke() {
    guard let action else { return }
    self.action = nil
    disposable.setDisposable(action())
  }

  func dispose() {
    action = nil
    disposable.dispose()
  }
}
