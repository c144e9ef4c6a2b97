import Foundation

/// The `.rx` namespace: a wrapper around `base` that reactive extensions hang off.
///
/// Extend it with a constraint on `Base` to add members for one type only:
///
/// ```swift
/// extension Reactive where Base: Label {
///   var text: Binder<String> { Binder(base) { label, text in label.text = text } }
/// }
/// ```
///
/// For a class, every writable property is reachable as a `Binder` through dynamic member
/// lookup: `label.rx.isHidden` binds `Bool` values to `label.isHidden`.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The wrapped value the extensions act on.
  public let base: Base

  /// Wraps `base`.
  public init(_ base: Base) {
    self.base = base
  }

  /// A `Binder` that assigns each bound value to the property at `keyPath` of `base`, on
  /// the main scheduler, while `base` is alive. `base` is not retained.
  public subscript<Property>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
  ) -> Binder<Property> where Base: AnyObject {
    Binder(base) { base, value in
      base[keyPath: keyPath] = value
    }
  }
}

/// A type with reactive extensions under `rx`.
public protocol ReactiveCompatible {
  /// The type the extensions are for; `Self` by default.
  associatedtype ReactiveBase

  /// The reactive extensions of the type.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The reactive extensions of this value.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The reactive extensions of the type. The setter does nothing; it lets
  /// extensions with `mutating` members be used on `rx`.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    set {}  // The setter exists so `rx` can be used where a mutable value is required.
  }

  /// The reactive extensions of this value. The setter does nothing; it lets
  /// extensions with `mutating` members be used on `rx`.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    set {}  // The setter exists so `rx` can be used where a mutable value is required.
  }
}

/// Every `NSObject` has reactive extensions, as in RxSwift.
extension NSObject: ReactiveCompatible {}
