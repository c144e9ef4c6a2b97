/// Why an app's folders could not be worked out.
public enum AppDirectoriesError: Error, Equatable, CustomStringConvertible {
  /// The app name cannot be a folder name.
  case invalidAppName(String)
  /// Neither the XDG variable nor `HOME` names an absolute path, and the user database
  /// has no home folder for this user.
  case noHomeDirectory
  /// The folder given for the app's files cannot be created or used; `path` is the folder
  /// (or the part of its path) at fault.
  case unusableFolder(path: String, reason: String)

  /// A message the user can act on.
  public var description: String {
    switch self {
    case .invalidAppName(let name):
      let shown = name.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined()
      return "\"\(shown)\" cannot be used as an app's folder name: use a short name without "
        + "\"/\" or control characters, such as \"trellis-demo\"."
    case .noHomeDirectory:
      return "No home folder was found: set HOME, or XDG_DATA_HOME and XDG_CONFIG_HOME, to "
        + "absolute paths."
    case .unusableFolder(let path, let reason):
      return "The folder \(path) cannot hold the app's files: \(reason). Give a folder you "
        + "may write to (it is created when missing)."
    }
  }
}
