extension Terminal {
  /// Asks the terminal what it can do, in one round: writes `probe`'s queries (DA1 last),
  /// reads the replies until the probe is complete or `timeout` passes, and takes the
  /// answers — ``capabilities`` follows them (synchronized output, the kitty keyboard
  /// protocol), and the kitty keyboard protocol is pushed when the started options ask for
  /// it and the terminal speaks it. A terminal that answers nothing keeps what the
  /// environment said and gets symbols for pictures. Call it after `start()` (in raw mode,
  /// so the replies are not echoed) and before another reader takes the input.
  ///
  /// Replies that arrive after the timeout are still decoded as responses by whoever reads
  /// next, never as keys. Input that is not a reply is handed back in the result, with the
  /// decoder to read on with (set to the keyboard protocol now in force).
  /// - Throws: `TerminalError.writeFailed` when the queries cannot be written.
  public func detect(
    _ probe: TerminalProbe = TerminalProbe(), timeout: Duration = .milliseconds(200)
  ) throws -> TerminalDetection {
    var probe = probe
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    try write(probe.queries)
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !probe.isComplete {
      let remaining = clock.now.duration(to: deadline)
      guard remaining > .zero else { break }
      guard let bytes = try? readAvailable(timeout: remaining), !bytes.isEmpty else { break }
      for event in decoder.decode(bytes) {
        if case .response(let response) = event {
          probe.receive(response)
        } else {
          events.append(event)
        }
      }
    }
    decoder.keyboardProtocol = try adopt(probe)
    return TerminalDetection(
      graphics: probe.graphics.graphics(fallbackCellSize: cellPixelSize), probe: probe,
      capabilities: capabilities, events: events, decoder: decoder)
  }

  /// Takes the answers `probe` holds: the capabilities follow them, and when the session
  /// asks for the kitty keyboard protocol and the terminal speaks it, pushes it (and arms
  /// its pop). Returns the keyboard protocol now in force.
  /// - Throws: `TerminalError.writeFailed` when the push cannot be written.
  func adopt(_ probe: TerminalProbe) throws -> KeyboardProtocol {
    let (push, keyboard) = state.criticalSection { state -> ([UInt8], KeyboardProtocol) in
      state.capabilities = probe.capabilities(over: state.capabilities)
      guard !state.keyboardPushed, state.wantsKeyboardPush else {
        return ([], state.keyboardPushed ? .kitty : .legacy)
      }
      state.keyboardPushed = true
      do {
        try rearm(&state)
      } catch {
        state.keyboardPushed = false
        return ([], .legacy)
      }
      return (KeyboardProtocol.kittyPush, .kitty)
    }
    try write(push)
    return keyboard
  }
}
