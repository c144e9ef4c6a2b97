import Glibc
import Synchronization

/// The restorer's table of started terminals, kept in memory allocated once so that a
/// signal handler can read it without allocating or locking.
///
/// Each slot holds one terminal's restore record: the bytes that turn its modes off, the
/// descriptor to write them to, and the termios to put back. A slot's state is an atomic:
/// `free`, `busy` (reserved, being filled) or `armed` (complete, used by `restoreAll`).
/// A terminal that changes its record fills a new slot and arms it before freeing the old
/// one, so a signal arriving in between always finds at least one complete record. Each
/// arming takes the next number of a counter, and records are restored newest first by
/// that number, whichever slots they were given.
///
/// `@unchecked Sendable`: a slot's fields are written only by the thread that reserved it
/// (`busy`, by compare-exchange) and published by the releasing store of `armed`; readers
/// load `armed` with acquiring order first.
final class RestoreTable: @unchecked Sendable {
  /// The table every `Terminal` registers in.
  static let shared = RestoreTable()

  /// How many terminals (counting a record being replaced) the table holds.
  let capacity = 16
  /// The longest restore sequence a slot holds.
  let sequenceCapacity = 256

  private static let free = 0
  private static let busy = 1
  private static let armed = 2

  private let states: UnsafeMutablePointer<Atomic<Int>>
  private let outputDescriptors: UnsafeMutablePointer<Int32>
  private let termiosDescriptors: UnsafeMutablePointer<Int32>
  private let savedTermios: UnsafeMutablePointer<termios>
  private let sequenceLengths: UnsafeMutablePointer<Int>
  private let sequences: UnsafeMutablePointer<UInt8>
  /// When each slot was armed (a counter's value; higher is newer).
  private let armings: UnsafeMutablePointer<Int>
  private let armingCounter = Atomic(0)

  private init() {
    states = .allocate(capacity: capacity)
    for index in 0..<capacity {
      (states + index).initialize(to: Atomic(Self.free))
    }
    outputDescriptors = .allocate(capacity: capacity)
    outputDescriptors.initialize(repeating: -1, count: capacity)
    termiosDescriptors = .allocate(capacity: capacity)
    termiosDescriptors.initialize(repeating: -1, count: capacity)
    savedTermios = .allocate(capacity: capacity)
    savedTermios.initialize(repeating: termios(), count: capacity)
    sequenceLengths = .allocate(capacity: capacity)
    sequenceLengths.initialize(repeating: 0, count: capacity)
    sequences = .allocate(capacity: capacity * sequenceCapacity)
    sequences.initialize(repeating: 0, count: capacity * sequenceCapacity)
    armings = .allocate(capacity: capacity)
    armings.initialize(repeating: 0, count: capacity)
  }

  /// Stores a record and arms it; returns its slot.
  ///
  /// - Parameters:
  ///   - output: where the restore bytes go.
  ///   - termiosDescriptor: the terminal whose termios is put back, with the termios; nil
  ///     when the terminal is not in raw mode.
  ///   - sequence: the bytes that turn the terminal's modes off.
  func arm(output: Int32, termios saved: (Int32, termios)?, sequence: [UInt8]) throws -> Int {
    guard sequence.count <= sequenceCapacity else {
      throw TerminalError.restoreSequenceTooLong(
        length: sequence.count, limit: sequenceCapacity)
    }
    guard let slot = reserve() else {
      throw TerminalError.tooManyTerminals(limit: capacity / 2)
    }
    outputDescriptors[slot] = output
    termiosDescriptors[slot] = saved?.0 ?? -1
    savedTermios[slot] = saved?.1 ?? termios()
    sequenceLengths[slot] = sequence.count
    let start = sequences + slot * sequenceCapacity
    for (offset, byte) in sequence.enumerated() { start[offset] = byte }
    armings[slot] = armingCounter.add(1, ordering: .relaxed).newValue
    states[slot].store(Self.armed, ordering: .releasing)
    return slot
  }

  /// Frees a slot returned by `arm`.
  func disarm(_ slot: Int) {
    guard slot >= 0 && slot < capacity else { return }
    states[slot].store(Self.free, ordering: .releasing)
  }

  /// How many records are armed.
  var armedCount: Int {
    (0..<capacity).filter { states[$0].load(ordering: .acquiring) == Self.armed }.count
  }

  /// Writes every armed record's restore bytes and puts its termios back, the most
  /// recently armed first (so the terminal started last is put back first), then ends the
  /// `StderrCapture` so what was held back shows on the restored screen. Async-signal-
  /// safe: it only reads the preallocated tables and calls `write`, `poll`, `tcgetpgrp`, `tcsetattr`,
  /// `dup2`, `pread` and `close`.
  func restoreAll() {
    var newerThanNext = Int.max
    while let slot = newestArmed(olderThan: newerThanNext) {
      newerThanNext = armings[slot]
      restore(slot)
    }
    StderrCapture.shared.end()
  }

  /// The armed slot armed most recently before arming number `limit`, if any.
  private func newestArmed(olderThan limit: Int) -> Int? {
    var found: Int?
    for slot in 0..<capacity where states[slot].load(ordering: .acquiring) == Self.armed {
      let arming = armings[slot]
      if arming < limit && arming > (found.map { armings[$0] } ?? Int.min) { found = slot }
    }
    return found
  }

  private func reserve() -> Int? {
    for slot in 0..<capacity {
      let (exchanged, _) = states[slot].compareExchange(
        expected: Self.free, desired: Self.busy, ordering: .acquiringAndReleasing)
      if exchanged { return slot }
    }
    return nil
  }

  /// Puts one record's terminal back, unless the process is a background job of it (see
  /// `JobControl`): then the terminal is the foreground job's, and stays as that job has it.
  private func restore(_ slot: Int) {
    let termiosFD = termiosDescriptors[slot]
    if JobControl.isInBackground(termiosFD >= 0 ? termiosFD : outputDescriptors[slot]) { return }
    SignalSafeOutput.write(
      outputDescriptors[slot], sequences + slot * sequenceCapacity, count: sequenceLengths[slot])
    if termiosFD >= 0 {
      _ = tcsetattr(termiosFD, TCSANOW, savedTermios + slot)
    }
  }
}
