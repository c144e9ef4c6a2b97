import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Settings {
  /// The sections in the file at `path`, and the recovery made when it was malformed.
  static func load(_ path: String) throws
    -> ([String: [String: SettingsJSONValue]], SettingsRecovery?)
  {
    var info = stat()
    guard stat(path, &info) == 0 else {
      // No file (or a file where a folder should be, which the first save reports).
      if errno == ENOENT || errno == ENOTDIR { return ([:], nil) }
      throw SettingsError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      let kind = (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "a device, pipe or socket"
      throw SettingsError.notASettingsFile(path: path, reason: "it is \(kind), not a file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let reason = access(path, R_OK) != 0 ? String(cString: strerror(errno)) : "\(error)"
      throw SettingsError.unreadableFile(path: path, reason: reason)
    }
    if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) { return ([:], nil) }
    // Binary data is some other file given by mistake, not a settings file gone bad: it is
    // left where it is rather than moved aside.
    if data.contains(0) || String(validating: data, as: UTF8.self) == nil {
      throw SettingsError.notASettingsFile(
        path: path, reason: "it holds binary data, not JSON text")
    }
    do {
      return (try sections(of: SettingsJSONParser.parse(data), path: path), nil)
    } catch let error as SettingsError {
      return ([:], try moveAside(path, reason: error))
    } catch let error as SettingsJSONParser.SyntaxError {
      let reason = SettingsError.malformedFile(
        path: path, line: error.line, column: error.column, reason: error.reason)
      return ([:], try moveAside(path, reason: reason))
    }
  }

  /// The file's sections, when the value is an object of objects.
  private static func sections(of json: SettingsJSONValue, path: String) throws
    -> [String: [String: SettingsJSONValue]]
  {
    guard let members = json.objectValue else {
      throw SettingsError.malformedFile(
        path: path, line: nil, column: nil,
        reason: "it must hold a JSON object with one object per section, not \(json.kind)")
    }
    var sections: [String: [String: SettingsJSONValue]] = [:]
    for (name, value) in members {
      guard let section = value.objectValue else {
        throw SettingsError.malformedFile(
          path: path, line: nil, column: nil,
          reason: "section \"\(name)\" must be a JSON object, not \(value.kind)")
      }
      sections[name] = section
    }
    return sections
  }

  /// Moves the malformed file aside and describes what was done.
  private static func moveAside(_ path: String, reason: SettingsError) throws -> SettingsRecovery {
    do {
      let moved = try FileAside.move(path, label: "malformed")
      return SettingsRecovery(path: path, movedTo: moved, reason: reason)
    } catch let error as FileAsideError {
      throw SettingsError.cannotMoveAside(path: path, reason: error.reason)
    }
  }
}
