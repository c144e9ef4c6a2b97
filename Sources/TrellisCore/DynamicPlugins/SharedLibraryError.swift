/// Why a file is not a shared library this process can load; the message names the file.
public enum SharedLibraryError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The file cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not an ELF file (or too short to be one).
  case notELF(path: String)
  /// An ELF file of another kind than a 64-bit little-endian shared library.
  case notSharedLibrary(path: String, reason: String)
  /// A shared library built for another processor.
  case otherMachine(path: String, machine: UInt16)
  /// The file ends before what its headers describe: it was cut short.
  case truncated(path: String, reason: String)

  /// The message.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "\(path) cannot be read: \(reason)"
    case .notELF(let path):
      return "\(path) is not a shared library (not an ELF file)"
    case .notSharedLibrary(let path, let reason):
      return "\(path) is not a shared library this app can load: \(reason)"
    case .otherMachine(let path, let machine):
      return "\(path) was built for another processor (ELF machine \(machine)); "
        + "build it on this machine"
    case .truncated(let path, let reason):
      return "\(path) is cut short (\(reason)); build or copy it again"
    }
  }
}
