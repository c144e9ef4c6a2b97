import Foundation
import TrellisTerminal

/// Why a key script (the `--keys` text) could not be read. Each case names the token at
/// fault, counted from 1, so the user can find and fix it.
public enum KeyScriptError: Error, Equatable, LocalizedError, CustomStringConvertible {
  /// A token that is neither a single character nor a key name.
  case unknownKey(token: String, position: Int)
  /// A `wait:` token without a whole number of milliseconds (0 to 600000).
  case badWait(token: String, position: Int)
  /// A modifier prefix (`ctrl-`, `alt-`, `shift-`) with no key after it, or applied to a
  /// key it cannot modify.
  case badModifier(token: String, position: Int)

  /// The names a key script understands, for messages and `--help`.
  public static let knownNames =
    "a single character, enter, esc, tab, shift-tab, space, backspace, delete, up, down, "
    + "left, right, home, end, pgup, pgdn, f1…f12, ctrl-X, alt-X, wait:MS"

  /// A one-line message naming the token and what is accepted instead.
  public var description: String {
    switch self {
    case .unknownKey(let token, let position):
      return "unknown key '\(Self.shown(token))' (key \(position)); use "
        + Self.knownNames
    case .badWait(let token, let position):
      return "bad wait '\(Self.shown(token))' (key \(position)); write wait:MS with MS a "
        + "whole number of milliseconds from 0 to \(KeyScript.maximumWaitMilliseconds)"
    case .badModifier(let token, let position):
      return "bad modifier in '\(Self.shown(token))' (key \(position)); write ctrl-X or "
        + "alt-X with X a single character or a key name, or shift-tab"
    }
  }

  /// The same message, for `localizedDescription`.
  public var errorDescription: String? { description }

  /// The token as it may be printed: sanitized, cut to a readable length.
  private static func shown(_ token: String) -> String {
    let clean = TextSanitizer.sanitize(token)
    return clean.count > 40 ? String(clean.prefix(40)) + "…" : clean
  }
}
