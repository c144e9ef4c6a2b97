import Foundation
import Synchronization
import TrellisRx

/// The shared state of a ``FixtureServer``: the listening socket, the routes and the
/// recorded exchanges. The accept thread and the connection threads hold it, so the public
/// server can stop it from its deinit.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the routes, the exchanges and the
/// stopping flag; `listener` is used only by the accept thread once started, and `threads`
/// is a `DispatchGroup`.
final class FixtureServerCore: @unchecked Sendable {
  private struct State {
    var routes = FixtureRouteTable()
    var exchanges: [FixtureExchange] = []
    var stopping = false
  }

  /// The listening socket.
  let listener: FixtureSocket

  private let state = Mutex(State())
  private let threads = DispatchGroup()

  /// A core listening on `listener`.
  init(listener: FixtureSocket) {
    self.listener = listener
  }

  /// Whether `stop()` has been called.
  var isStopping: Bool {
    state.criticalSection { $0.stopping }
  }

  /// The exchanges so far, in arrival order.
  var exchanges: [FixtureExchange] {
    state.criticalSection { $0.exchanges }
  }

  /// Adds or replaces a route.
  func add(_ route: FixtureRouteTable.Route) {
    state.criticalSection { $0.routes.add(route) }
  }

  /// Records `request` as a pending exchange and picks its response; returns the exchange's
  /// index and the response.
  func record(_ request: FixtureRequest) -> (Int, FixtureResponse) {
    state.criticalSection { state in
      state.exchanges.append(FixtureExchange(request: request, outcome: .pending))
      return (state.exchanges.count - 1, state.routes.respond(to: request))
    }
  }

  /// Sets how exchange `index` ended.
  func finish(_ index: Int, outcome: FixtureOutcome) {
    state.criticalSection { state in
      let request = state.exchanges[index].request
      state.exchanges[index] = FixtureExchange(request: request, outcome: outcome)
    }
  }

  /// Starts the accept loop on its own thread.
  func start() {
    threads.enter()
    let thread = Thread { [self] in
      acceptLoop()
      threads.leave()
    }
    thread.name = "FixtureServer.accept"
    thread.start()
  }

  /// Stops accepting, interrupts delays, and waits (up to two seconds) for the threads to
  /// close their sockets. Calling it again does nothing.
  func stop() {
    let first = state.criticalSection { state -> Bool in
      defer { state.stopping = true }
      return !state.stopping
    }
    guard first else { return }
    _ = threads.wait(timeout: .now() + 2)
  }

  private func acceptLoop() {
    defer { listener.close() }
    while !isStopping {
      guard listener.wait(milliseconds: 50) == .readable, let client = listener.accept() else {
        continue
      }
      threads.enter()
      let thread = Thread { [self] in
        FixtureConnection(socket: client, core: self).serve()
        threads.leave()
      }
      thread.name = "FixtureServer.connection"
      thread.start()
    }
  }
}
