import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The short reason a file operation failed, as the system words it ("Permission
/// denied", "No such file or directory"), for messages like "Could not read the folder
/// …: Permission denied."
public enum FileErrorReason {
  /// The reason in `error`, a Foundation file error or a POSIX one.
  public static func text(of error: Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(nsError.code)))
    }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSCocoaErrorDomain {
      switch nsError.code {
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError:
        return String(cString: strerror(EACCES))
      case NSFileNoSuchFileError, NSFileReadNoSuchFileError:
        return String(cString: strerror(ENOENT))
      default: break
      }
    }
    return nsError.localizedDescription
  }
}
