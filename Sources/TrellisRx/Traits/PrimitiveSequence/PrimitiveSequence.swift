/// A sequence of at most one element, tagged with a `Trait` that says which:
/// `Single` (exactly one element, or an error), `Maybe` (one element, nothing, or an
/// error) and `Completable` (no element: completion or an error).
///
/// A primitive sequence wraps an `Observable` and adds the subscribe methods and operators
/// that fit its trait; `asObservable()` gives the underlying sequence back.
public struct PrimitiveSequence<Trait, Element> {
  let source: Observable<Element>

  /// Wraps `raw`, which must keep the trait's contract.
  init(raw: Observable<Element>) {
    source = raw
  }
}

/// A type that is a primitive sequence of some trait: lets extensions constrain on the
/// trait (`where Trait == SingleTrait`).
public protocol PrimitiveSequenceType {
  /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
  associatedtype Trait
  /// The type of the element.
  associatedtype Element

  /// This value as a `PrimitiveSequence`.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// Returns self.
  public var primitiveSequence: PrimitiveSequence<Trait, Element> {
    self
  }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// The underlying observable sequence.
  public func asObservable() -> Observable<Element> {
    source
  }
}

extension PrimitiveSequence {
  /// A sequence made anew for each subscriber by `observableFactory`.
  ///
  /// Emits, completes and errors as the made sequence does; an error thrown by the factory
  /// is emitted as `error`. Disposing disposes the made sequence's subscription.
  public static func deferred(
    _ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
  }
}
