import CChafa
import Foundation
import TrellisUI

/// libchafa's terminal database: what escape sequences a terminal understands, detected
/// from environment variables (`TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`, …).
enum TermDatabase {
  /// Detects the terminal described by `environment` and hands its term info (an opaque
  /// `ChafaTermInfo *`) to `body`; everything is freed afterwards.
  static func withTermInfo<Result>(
    environment: [String: String], _ body: (OpaquePointer) throws -> Result
  ) throws -> Result {
    guard let database = chafa_term_db_new() else {
      throw ImageError.renderFailed("libchafa could not load its terminal database")
    }
    defer { chafa_term_db_unref(database) }
    // A NULL-terminated `KEY=VALUE` array, as `environ` is.
    var entries: [UnsafeMutablePointer<CChar>?] = environment.map {
      strdup("\($0.key)=\($0.value)")
    }
    defer {
      for entry in entries { free(entry) }
    }
    entries.append(nil)
    let info = entries.withUnsafeMutableBufferPointer { buffer in
      chafa_term_db_detect(database, buffer.baseAddress)
    }
    guard let info else {
      throw ImageError.renderFailed("libchafa could not describe the terminal")
    }
    defer { chafa_term_info_unref(info) }
    return try body(info)
  }

  /// Whether the term info has the sequence that starts a picture in `pixelProtocol`.
  static func has(_ pixelProtocol: PixelProtocol, in info: OpaquePointer) -> Bool {
    chafa_term_info_have_seq(info, pixelProtocol.beginSequence) != 0
  }
}
