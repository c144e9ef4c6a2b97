import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the ELF headers of a shared library say, read from the file before it is loaded:
/// the libraries it needs and the symbols it defines. Reading it first matters: `dlopen` on
/// a truncated library crashes inside the dynamic loader, and a library for another machine
/// fails with a misleading message.
///
/// Only 64-bit little-endian ELF files are read (x86_64 and aarch64 Linux).
public struct SharedLibraryFile: Sendable {
  /// The file.
  public let path: String
  /// The libraries it needs (`DT_NEEDED`), as named in the file.
  public let neededLibraries: [String]
  /// The dynamic symbols it defines.
  public let definedSymbols: Set<String>
  /// The file's identity when it was read: device, inode, size, change time.
  private let identity: [Int]

  /// The largest file read: 256 MB (a plugin library is a few MB).
  public static let maximumSize = 256 << 20

  /// Reads the library at `path`, checking that it is a shared library for this machine
  /// whose segments are all in the file.
  ///
  /// - Throws: ``SharedLibraryError`` saying what is wrong with the file.
  public init(path: String) throws {
    if let reason = PathProblem.reason(path, folder: false) {
      throw SharedLibraryError.unreadable(path: path, reason: reason)
    }
    let identity = Self.identity(of: path)
    guard identity.count == 4, identity[2] <= Self.maximumSize else {
      throw SharedLibraryError.unreadable(
        path: path, reason: "it is larger than \(Self.maximumSize >> 20) MB, too large for a plugin"
      )
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
    } catch {
      throw SharedLibraryError.unreadable(path: path, reason: error.localizedDescription)
    }
    let elf = ELFReader(data: data, path: path)
    try elf.checkHeader()
    try elf.checkSegments()
    let sections = try elf.sections()
    self.path = path
    self.identity = identity
    neededLibraries = try elf.neededLibraries(in: sections)
    definedSymbols = try elf.definedDynamicSymbols(in: sections)
  }

  /// Whether the file at ``path`` is still the one read: same device, inode, size and
  /// change time.
  public func isUnchanged() -> Bool {
    Self.identity(of: path) == identity
  }

  private static func identity(of path: String) -> [Int] {
    var status = stat()
    guard stat(path, &status) == 0 else { return [] }
    return [
      Int(status.st_dev), Int(status.st_ino), Int(status.st_size),
      Int(status.st_ctim.tv_sec) * 1_000_000_000 + Int(status.st_ctim.tv_nsec),
    ]
  }

  /// The ELF machine number of the running process (`EM_X86_64` 62, `EM_AARCH64` 183).
  static var processMachine: UInt16 {
    #if arch(x86_64)
      return 62
    #elseif arch(arm64)
      return 183
    #else
      return 0
    #endif
  }
}
