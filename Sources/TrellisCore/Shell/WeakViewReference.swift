import TrellisUI

/// A view held weakly, to remember it without keeping it alive.
struct WeakViewReference {
  weak var view: View?
}
