import Synchronization

/// Collects disposables and disposes them when the bag is deallocated — typically when the
/// screen or cell that owns the bag goes away, or when the owner replaces it with a new bag.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the disposables and the disposed flag.
public final class DisposeBag: @unchecked Sendable {
  private struct State {
    var disposables: [Disposable] = []
    var isDisposed = false
  }

  private let state = Mutex(State())

  /// An empty bag.
  public init() {
    Resources.increment()
  }

  /// A bag holding `disposables`.
  public convenience init(disposing disposables: Disposable...) {
    self.init(disposing: disposables)
  }

  /// A bag holding `disposables`.
  public convenience init(disposing disposables: [Disposable]) {
    self.init()
    state.criticalSection { $0.disposables = disposables }
  }

  /// A bag holding what `builder` lists.
  public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
    self.init(disposing: builder())
  }

  /// Adds `disposable` to the bag.
  public func insert(_ disposable: Disposable) {
    let disposeNow = state.criticalSection { state -> Bool in
      if state.isDisposed { return true }
      state.disposables.append(disposable)
      return false
    }
    if disposeNow { disposable.dispose() }
  }

  /// Adds every disposable `builder` lists.
  public func insert(@DisposableBuilder builder: () -> [Disposable]) {
    insert(builder())
  }

  /// Adds every one of `disposables`.
  public func insert(_ disposables: Disposable...) {
    insert(disposables)
  }

  /// Adds every one of `disposables`; if the bag is already gone they are disposed at once.
  public func insert(_ disposables: [Disposable]) {
    let disposeNow = state.criticalSection { state -> Bool in
      if state.isDisposed { return true }
      state.disposables += disposables
      return false
    }
    if disposeNow { for disposable in disposables { disposable.dispose() } }
  }

  deinit {
    let disposables = state.criticalSection { state -> [Disposable] in
      state.isDisposed = true
      let all = state.disposables
      state.disposables = []
      return all
    }
    for disposable in disposables { disposable.dispose() }
    Resources.decrement()
  }

  /// Builds a list of disposables from statements.
  @resultBuilder
  public enum DisposableBuilder {
    /// Collects the statements' disposables.
    public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
      disposables
    }
  }
}

extension Disposable {
  /// Adds this disposable to `bag`, to be disposed with it.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
