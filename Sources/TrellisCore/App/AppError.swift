import Foundation
import TrellisTerminal

/// Why an app could not run; each message says what to do about it.
public enum AppError: Error, Equatable, LocalizedError, CustomStringConvertible {
  /// A screen size that is not `WIDTHxHEIGHT` with both from 1 to 1000.
  case badSize(String)
  /// There is no terminal to draw on (the reason is the system's).
  case noTerminal(String)
  /// `run()` or `runHeadless` was called off the main thread.
  case notOnMainThread
  /// The terminal cannot show a full-screen app: `TERM` is `dumb`, empty or unset (the
  /// value, nil when unset). Nothing was written to it.
  case dumbTerminal(term: String?)

  /// A one-line message.
  public var description: String {
    switch self {
    case .badSize(let text):
      return
        "bad screen size '\(TextSanitizer.sanitize(text))'; write WIDTHxHEIGHT, like 100x30 (each 1 to 1000)"
    case .noTerminal(let reason):
      return "there is no terminal to draw on (\(reason)); run in a terminal, or use --headless"
    case .notOnMainThread:
      return "the app must run on the main thread"
    case .dumbTerminal(let term):
      let said =
        switch term {
        case nil: "TERM is not set"
        case ""?: "TERM is empty"
        case let term?: "TERM=\(TextSanitizer.sanitize(term))"
        }
      return
        "\(said), so this terminal cannot show a full-screen app (it moves no cursor and "
        + "shows no colour); run it in a terminal emulator, which sets TERM (such as "
        + "TERM=xterm-256color), or use --headless WxH --print-screen for scripts"
    }
  }

  /// The message, for `localizedDescription`.
  public var errorDescription: String? { description }
}
