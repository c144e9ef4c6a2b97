import Foundation
import Synchronization

/// Global hooks of the reactive core.
public enum Hooks {
  /// Called with an error that reached a `subscribe` without an `onError` handler.
  public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

  private static let handler = Mutex<DefaultErrorHandler>({ _, error in
    #if DEBUG
      FileHandle.standardError.write(Data("Unhandled error happened: \(error)\n".utf8))
    #endif
  })

  /// What happens to an error nobody handles; by default debug builds print it to stderr.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { handler.criticalSection { $0 } }
    set { handler.criticalSection { $0 = newValue } }
  }
}
