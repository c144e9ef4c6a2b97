/// The errors the reactive core itself produces.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
  /// An unknown error.
  case unknown
  /// A disposed object was used; `object` is the one that was disposed.
  case disposed(object: AnyObject)
  /// An arithmetic overflow.
  case overflow
  /// An argument was out of range.
  case argumentOutOfRange
  /// A sequence had no elements where one was required (`single`, `first` on a Single, `elementAt`).
  case noElements
  /// A sequence had more than one element where exactly one was required.
  case moreThanOneElement
  /// `timeout` fired before the sequence produced an element.
  case timeout

  /// A description the user can act on.
  public var debugDescription: String {
    switch self {
    case .unknown:
      return "Unknown error occurred."
    case .disposed(let object):
      return "Object `\(object)` was already disposed; create a new one instead of reusing it."
    case .overflow:
      return "Arithmetic overflow occurred."
    case .argumentOutOfRange:
      return "Argument out of range."
    case .noElements:
      return "Sequence doesn't contain any elements."
    case .moreThanOneElement:
      return "Sequence contains more than one element."
    case .timeout:
      return "Sequence timeout."
    }
  }
}

extension RxError: CustomStringConvertible {
  /// Same as `debugDescription`.
  public var description: String { debugDescription }
}
