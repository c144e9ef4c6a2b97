import TrellisTerminal

/// Keys to type into an app, written as text: the `--keys` option of a headless run and
/// `AppHarness.send(keys:)`.
///
/// Tokens are separated by spaces. A single character types itself (`q`, `:`, `é`); names
/// stand for the other keys: `enter`, `esc`, `tab`, `shift-tab`, `space`, `backspace`,
/// `delete`, `up`, `down`, `left`, `right`, `home`, `end`, `pgup`, `pgdn`, `f1`…`f12`.
/// `ctrl-X` and `alt-X` add a modifier to a character or a named key (`ctrl-c`, `alt-1`,
/// `ctrl-up`); `wait:MS` lets `MS` milliseconds pass. Names are read case-insensitively;
/// a single character keeps its case (`G` is Shift-g, as a terminal sends it).
///
/// ```swift
/// let script = try KeyScript(": c o u n enter wait:100 q")
/// script.steps   // [.key(":"), .key("c"), …, .key(enter), .wait(milliseconds: 100), .key("q")]
/// ```
public struct KeyScript: Hashable, Sendable {
  /// One thing the script does.
  public enum Step: Hashable, Sendable {
    /// Delivers an input event.
    case input(InputEvent)
    /// Lets time pass.
    case wait(milliseconds: Int)
  }

  /// The longest single wait: ten minutes.
  public static let maximumWaitMilliseconds = 600_000

  /// The steps, in order.
  public let steps: [Step]

  /// The script's steps, given directly.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// Reads `text`; an empty or all-space text is an empty script.
  /// - Throws: ``KeyScriptError`` naming the first token it cannot read.
  public init(_ text: String) throws {
    var steps: [Step] = []
    let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    for (index, token) in tokens.enumerated() {
      steps.append(try Self.step(String(token), position: index + 1))
    }
    self.steps = steps
  }

  /// The steps grouped for delivery: each run of input events between waits is one batch
  /// (as keys that arrive in one read), each wait stands alone.
  public var batches: [Batch] {
    var batches: [Batch] = []
    var events: [InputEvent] = []
    for step in steps {
      switch step {
      case .input(let event):
        events.append(event)
      case .wait(let milliseconds):
        if !events.isEmpty { batches.append(.events(events)) }
        events = []
        batches.append(.wait(milliseconds: milliseconds))
      }
    }
    if !events.isEmpty { batches.append(.events(events)) }
    return batches
  }

  /// A run of events delivered together, or a wait.
  public enum Batch: Hashable, Sendable {
    /// Events delivered in one go.
    case events([InputEvent])
    /// Time passing.
    case wait(milliseconds: Int)
  }

  /// The input events of the script, waits left out.
  public var events: [InputEvent] {
    steps.compactMap { step in
      if case .input(let event) = step { return event }
      return nil
    }
  }

  /// Reads one token.
  static func step(_ token: String, position: Int) throws -> Step {
    let lower = token.lowercased()
    if lower.hasPrefix("wait:") {
      let digits = lower.dropFirst(5)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let milliseconds = Int(digits), milliseconds <= maximumWaitMilliseconds
      else { throw KeyScriptError.badWait(token: token, position: position) }
      return .wait(milliseconds: milliseconds)
    }
    return .input(.key(try key(token, position: position)))
  }

  /// Reads a key token: a single character, a name, or modifiers before one of those.
  static func key(_ token: String, position: Int) throws -> KeyEvent {
    do {
      return try key(token, whole: token, position: position)
    } catch KeyScriptError.unknownKey {
      throw KeyScriptError.unknownKey(token: token, position: position)
    }
  }

  private static func key(_ token: String, whole: String, position: Int) throws -> KeyEvent {
    if token.count == 1, let character = token.first {
      return .character(character)
    }
    let lower = token.lowercased()
    if lower == "shift-tab" { return .backTab }
    if let key = namedKeys[lower] { return KeyEvent(key) }
    for (prefix, modifier) in modifierPrefixes where lower.hasPrefix(prefix) {
      let rest = String(token.dropFirst(prefix.count))
      guard !rest.isEmpty else {
        throw KeyScriptError.badModifier(token: whole, position: position)
      }
      let base = try key(rest, whole: whole, position: position)
      return try modified(base, by: modifier, token: whole, position: position)
    }
    throw KeyScriptError.unknownKey(token: token, position: position)
  }

  /// `base` with `modifier` added, as a terminal reports it: Ctrl with a letter gives the
  /// lowercase letter (Ctrl-C is `.control("c")`); Shift only with named keys.
  private static func modified(
    _ base: KeyEvent, by modifier: KeyModifiers, token: String, position: Int
  ) throws -> KeyEvent {
    if case .character(let character) = base.key {
      if modifier == .shift {
        throw KeyScriptError.badModifier(token: token, position: position)
      }
      if modifier == .control {
        return KeyEvent(
          .character(Character(character.lowercased())), modifiers: base.modifiers.union(.control))
      }
    }
    if base.key == .backTab && modifier == .shift {
      throw KeyScriptError.badModifier(token: token, position: position)
    }
    return base.with(modifier)
  }

  /// The name a key script writes for `event`, the inverse of reading one: `ctrl-n`,
  /// `alt-1`, `shift-tab`, `ctrl-up`, `f5`, `space`, `G`. Modifiers come in the order
  /// `ctrl-`, `alt-`, `shift-`; a key with no name (Insert) is written as the terminal
  /// layer describes it.
  public static func name(of event: KeyEvent) -> String {
    var prefix = ""
    if event.modifiers.contains(.control) { prefix += "ctrl-" }
    if event.modifiers.contains(.alt) { prefix += "alt-" }
    if event.modifiers.contains(.shift) { prefix += "shift-" }
    switch event.key {
    case .backTab:
      return prefix + "shift-tab"
    case .character(" "):
      return prefix + "space"
    case .character(let character):
      return prefix + String(character)
    default:
      let name = namedKeys.first { $0.value == event.key }?.key
      return prefix + (name ?? event.key.description.lowercased())
    }
  }

  /// The modifier prefixes, longest first.
  private static let modifierPrefixes: [(String, KeyModifiers)] = [
    ("shift-", .shift), ("ctrl-", .control), ("alt-", .alt),
  ]

  /// The key names, lowercase.
  private static let namedKeys: [String: Key] = {
    var names: [String: Key] = [
      "enter": .enter, "esc": .escape, "tab": .tab, "space": .character(" "),
      "backspace": .backspace, "delete": .delete, "up": .up, "down": .down, "left": .left,
      "right": .right, "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown,
    ]
    for number in 1...12 { names["f\(number)"] = .function(number) }
    return names
  }()
}
