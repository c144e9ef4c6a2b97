import Foundation

/// Opens a web page in the user's browser with `xdg-open`, when there is a display to
/// show it on (`DISPLAY` or `WAYLAND_DISPLAY`); only `http` and `https` URLs are opened.
struct PageOpener {
  /// The environment that says whether there is a display.
  var environment: [String: String] = ProcessInfo.processInfo.environment

  /// Why a page was not opened.
  enum Failure: Error, Equatable, LocalizedError {
    case noDisplay(URL)
    case notWeb
    case launch(String)

    var errorDescription: String? {
      switch self {
      case .noDisplay(let url):
        return "There is no display to open a browser on; the page is \(url.absoluteString)"
      case .notWeb: return "Only web pages (http and https) are opened."
      case .launch(let reason): return "xdg-open could not be started (\(reason))."
      }
    }
  }

  /// Whether a browser can be shown.
  var hasDisplay: Bool {
    !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  /// Opens `url`; the browser runs on its own, its output discarded.
  func open(_ url: URL) throws {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      throw Failure.notWeb
    }
    guard hasDisplay else { throw Failure.noDisplay(url) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url.absoluteString]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure.launch(error.localizedDescription)
    }
  }
}
