/// Everything that can go wrong with `Settings`, with a message the user can act on.
///
/// No error ever holds a secret's value, or the value of a setting (which might be one put
/// there by mistake): only names, paths and the kind of value expected or found.
public enum SettingsError: Error, Equatable, CustomStringConvertible {
  /// A section or key name is empty or holds control characters.
  case invalidName(String)
  /// settings.json is not valid JSON, or not an object of section objects. `line` and
  /// `column` (from 1) locate the problem when it is a syntax error.
  case malformedFile(path: String, line: Int?, column: Int?, reason: String)
  /// settings.json exists but cannot be read.
  case unreadableFile(path: String, reason: String)
  /// What is at the settings file's path is not a settings file: a folder, a device, or a
  /// file of binary data. It is left as it is.
  case notASettingsFile(path: String, reason: String)
  /// settings.json could not be written; the previous file is untouched.
  case cannotSave(path: String, reason: String)
  /// A malformed settings.json could not be moved aside.
  case cannotMoveAside(path: String, reason: String)
  /// An environment variable's value does not convert to the setting's type.
  case badEnvironmentValue(variable: String, expected: String)
  /// A value in settings.json has the wrong type for the setting.
  case badValue(section: String, key: String, path: String, expected: String, found: String)
  /// An environment variable holds a whole number beyond what the setting takes: above
  /// `limit` when `tooBig`, else below it.
  case environmentNumberOutOfRange(variable: String, tooBig: Bool, limit: String)
  /// A value in settings.json is a whole number beyond what the setting takes: above
  /// `limit` when `tooBig`, else below it.
  case numberOutOfRange(section: String, key: String, path: String, tooBig: Bool, limit: String)
  /// A value could not be encoded as JSON.
  case cannotEncode(section: String, key: String, reason: String)
  /// A secret file may be read by others (its mode allows group or other access).
  case secretFileTooOpen(path: String, mode: String)
  /// A secret file belongs to another user.
  case secretFileNotOwned(path: String)
  /// A secret file is not a regular file.
  case secretFileNotRegular(path: String)
  /// A secret file cannot be read.
  case secretFileUnreadable(path: String, reason: String)
  /// A secret file is empty.
  case secretFileEmpty(path: String)
  /// The secret was found only in settings.json, which is never read for secrets.
  case secretInSettingsFile(
    section: String, key: String, path: String, variable: String, file: String)

  /// The problem and what to do about it.
  public var description: String {
    switch self {
    case .invalidName(let name):
      let shown = name.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined()
      return "\"\(shown)\" cannot be a settings section or key: use a non-empty name without "
        + "control characters."
    case .malformedFile(let path, let line, let column, let reason):
      let place = line.map { line in " at line \(line)" + (column.map { ", column \($0)" } ?? "") }
      return "The settings file \(path) is malformed\(place ?? ""): \(reason)."
    case .unreadableFile(let path, let reason):
      return "The settings file \(path) cannot be read: \(reason). Check its permissions."
    case .notASettingsFile(let path, let reason):
      return "\(path) is not a settings file: \(reason). A settings file holds a JSON object, "
        + "like {\"tasks\": {\"pageSize\": 50}}: give the path of one, or move this out of "
        + "the way so that the app can make one there."
    case .cannotSave(let path, let reason):
      return "The settings could not be saved to \(path): \(reason). Check that the folder "
        + "exists and is writable, or set XDG_CONFIG_HOME to a folder you own."
    case .cannotMoveAside(let path, let reason):
      return "The malformed settings file \(path) could not be moved aside: \(reason). Fix or "
        + "move it by hand."
    case .badEnvironmentValue(let variable, let expected):
      return "The environment variable \(variable) must be \(expected); its value is not. "
        + "Correct it or unset it."
    case .badValue(let section, let key, let path, let expected, let found):
      return "The setting \"\(key)\" in section \"\(section)\" of \(path) must be \(expected), "
        + "but it is \(found). Correct or remove it."
    case .environmentNumberOutOfRange(let variable, let tooBig, let limit):
      return "The environment variable \(variable) is \(Self.outOfRange(tooBig, limit)). "
        + "Correct it or unset it."
    case .numberOutOfRange(let section, let key, let path, let tooBig, let limit):
      return "The setting \"\(key)\" in section \"\(section)\" of \(path) is "
        + "\(Self.outOfRange(tooBig, limit)). Correct or remove it."
    case .cannotEncode(let section, let key, let reason):
      return "The setting \"\(key)\" in section \"\(section)\" cannot be saved as JSON: \(reason)."
    case .secretFileTooOpen(let path, let mode):
      return "The secret file \(path) has mode \(mode), so others may read it; it was not "
        + "read. Run: chmod 600 \(path)"
    case .secretFileNotOwned(let path):
      return "The secret file \(path) belongs to another user; it was not read. Make it yours "
        + "(chown) with mode 600."
    case .secretFileNotRegular(let path):
      return "The secret file \(path) is not a regular file; it was not read."
    case .secretFileUnreadable(let path, let reason):
      return "The secret file \(path) cannot be read: \(reason)."
    case .secretFileEmpty(let path):
      return "The secret file \(path) is empty: put the secret in it, or delete it."
    case .secretInSettingsFile(let section, let key, let path, let variable, let file):
      return "The secret \"\(key)\" of section \"\(section)\" is in \(path), where secrets are "
        + "never read from. Remove it from there, and set the environment variable \(variable) "
        + "or put it in \(file) with mode 600."
    }
  }

  /// "too big: the setting takes whole numbers up to 127", or "too small: … down to …".
  private static func outOfRange(_ tooBig: Bool, _ limit: String) -> String {
    tooBig
      ? "too big: the setting takes whole numbers up to \(limit)"
      : "too small: the setting takes whole numbers down to \(limit)"
  }
}
