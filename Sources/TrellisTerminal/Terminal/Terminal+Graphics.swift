import Glibc

extension Terminal {
  /// A cell's size in pixels from the `TIOCGWINSZ` ioctl (`ws_xpixel`/`ws_ypixel` over the
  /// columns and rows), or nil when the terminal does not fill them in.
  public var cellPixelSize: (width: Int, height: Int)? {
    for fd in [outputDescriptor, inputDescriptor] {
      var window = winsize()
      guard ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
      else { continue }
      let width = Int(window.ws_xpixel) / Int(window.ws_col)
      let height = Int(window.ws_ypixel) / Int(window.ws_row)
      if width > 0 && height > 0 { return (width, height) }
    }
    return nil
  }

  /// Asks the terminal which pixel protocol it speaks: writes `detector`'s queries, reads
  /// the replies until the detector is complete or `timeout` passes (a terminal that
  /// answers nothing gets symbols), and returns the verdict. Call it after `start()` (in
  /// raw mode, so the replies are not echoed) and before another reader takes the input.
  ///
  /// Replies that arrive after the timeout are still decoded as responses by whoever reads
  /// next, never as keys. Input that is not a reply is handed back in the result.
  /// - Throws: `TerminalError.writeFailed` when the queries cannot be written.
  public func detectGraphics(
    _ detector: GraphicsDetector, timeout: Duration = .milliseconds(200)
  ) throws -> GraphicsDetection {
    var detector = detector
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    if detector.asks {
      try write(detector.queries)
      let clock = ContinuousClock()
      let deadline = clock.now + timeout
      while !detector.isComplete {
        let remaining = clock.now.duration(to: deadline)
        guard remaining > .zero else { break }
        guard let bytes = try? readAvailable(timeout: remaining), !bytes.isEmpty else { break }
        for event in decoder.decode(bytes) {
          if case .response(let response) = event {
            detector.receive(response)
          } else {
            events.append(event)
          }
        }
      }
    }
    return GraphicsDetection(
      graphics: detector.graphics(fallbackCellSize: cellPixelSize), detector: detector,
      events: events, decoder: decoder)
  }
}
