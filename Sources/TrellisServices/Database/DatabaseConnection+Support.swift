import CSQLite
import Foundation

extension DatabaseConnection {
  /// The error for a failure while opening: damaged files are `corrupt`, locks `busy`,
  /// anything else `cannotOpen`.
  static func openError(path: String, code: Int32, message: String) -> DatabaseError {
    switch code & 0xFF {
    case SQLITE_CORRUPT, SQLITE_NOTADB:
      return .corrupt(path: path, code: code, message: message)
    case SQLITE_BUSY, SQLITE_LOCKED:
      return .busy(code: code, message: message, sql: "opening \(path)")
    default:
      return .cannotOpen(path: path, code: code, message: message)
    }
  }

  /// `error` (from one of the statements run while opening) as an opening error.
  static func openError(from error: DatabaseError, path: String) -> DatabaseError {
    switch error {
    case .corrupt, .busy, .cannotOpen:
      return error
    case .statementFailed(let code, let message, _), .constraint(let code, let message, _):
      return openError(path: path, code: code, message: message)
    default:
      return error
    }
  }

  /// The first `count` bytes of the file at `path` (fewer when it is shorter), read through
  /// SQLite's own file layer without taking any lock; `nil` when it cannot be read.
  ///
  /// Not with a descriptor of its own: SQLite's locks are POSIX locks, which belong to the
  /// process, and closing any descriptor of the file drops all of them. Another process
  /// would then find the file unused when it closes its connection, checkpoint it and delete
  /// its `-wal` and `-shm` under this process's connections (their next writes are lost,
  /// and a new connection reads a stale WAL index: `SQLITE_IOERR_SHORT_READ`). SQLite keeps
  /// its descriptor open until the process's last lock on the file goes.
  static func fileHeader(_ path: String, count: Int) -> Data? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let length = min(count, Int(info.st_size))
    guard length > 0 else { return Data() }
    var opened: OpaquePointer?
    defer { sqlite3_close_v2(opened) }
    guard sqlite3_open_v2(path, &opened, SQLITE_OPEN_READONLY, nil) == SQLITE_OK, let opened
    else { return nil }
    var file: UnsafeMutablePointer<sqlite3_file>?
    guard sqlite3_file_control(opened, "main", SQLITE_FCNTL_FILE_POINTER, &file) == SQLITE_OK,
      let file, let read = file.pointee.pMethods?.pointee.xRead
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: length)
    guard read(file, &bytes, Int32(length), 0) == SQLITE_OK else { return nil }
    return Data(bytes)
  }

  /// Whether `text` holds nothing but blanks, semicolons and comments.
  static func isBlank(_ text: UnsafePointer<CChar>?) -> Bool {
    guard var cursor = text else { return true }
    while cursor.pointee != 0 {
      let byte = UInt8(bitPattern: cursor.pointee)
      if byte == UInt8(ascii: ";") || byte == 0x20 || (0x09...0x0D).contains(byte) {
        cursor += 1
      } else if byte == UInt8(ascii: "-"), UInt8(bitPattern: cursor[1]) == UInt8(ascii: "-") {
        while cursor.pointee != 0, cursor.pointee != 0x0A { cursor += 1 }
      } else if byte == UInt8(ascii: "/"), UInt8(bitPattern: cursor[1]) == UInt8(ascii: "*") {
        cursor += 2
        while cursor.pointee != 0,
          !(cursor.pointee == 0x2A && cursor[1] == 0x2F)
        {
          cursor += 1
        }
        if cursor.pointee != 0 { cursor += 2 }
      } else {
        return false
      }
    }
    return true
  }

  /// The column names of `statement`'s result.
  static func columnNames(_ statement: OpaquePointer) -> [String] {
    (0..<sqlite3_column_count(statement)).map { index in
      sqlite3_column_name(statement, index).map { String(cString: $0) } ?? "column\(index)"
    }
  }

  /// Column `index` of the current row of `statement`.
  static func value(_ statement: OpaquePointer, _ index: Int) -> DatabaseValue {
    let column = Int32(index)
    switch sqlite3_column_type(statement, column) {
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(statement, column))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(statement, column))
    case SQLITE_TEXT:
      // Text first, then its length: the length is of the form the pointer points to.
      guard let text = sqlite3_column_text(statement, column) else { return .text("") }
      let count = Int(sqlite3_column_bytes(statement, column))
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      let bytes = sqlite3_column_blob(statement, column)
      let count = Int(sqlite3_column_bytes(statement, column))
      guard let bytes, count > 0 else {
        return .blob(Data())
      }
      return .blob(Data(bytes: bytes, count: count))
    default:
      return .null
    }
  }
}
