#if canImport(XCTest)
  import XCTest

  // The `XCTAssertEqual` overloads of RxTest, for event lists whose type XCTest's own
  // overload cannot compare (single events) or compares without saying where they differ.
  // A failure lists every index where the lists differ.

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Asserts that two lists of events are equal: the same cases in the same order, with
  /// equal elements, and errors of the same type and description.
  public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertSequencesEqual(lhs, rhs, by: ==, file: file, line: line)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Asserts that two lists of single events are equal: equal elements, and errors of the
  /// same type and description.
  public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSequencesEqual(lhs, rhs, by: singleEventsMatch, file: file, line: line)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Asserts that two lists of maybe events are equal: the same cases in the same order,
  /// with equal elements, and errors of the same type and description.
  public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSequencesEqual(lhs, rhs, by: ==, file: file, line: line)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Asserts that two lists of completable events are equal: the same cases in the same
  /// order, and errors of the same type and description.
  public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertSequencesEqual(lhs, rhs, by: ==, file: file, line: line)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Asserts that two lists of recorded events are equal: the same times and equal events.
  public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSequencesEqual(lhs, rhs, by: ==, file: file, line: line)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Asserts that two lists of recorded events of optional elements are equal: the same
  /// times and equal events.
  public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    assertSequencesEqual(lhs, rhs, by: ==, file: file, line: line)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Asserts that `stream` holds only `next` events and that their elements are
  /// `elements`, ignoring the times; a `completed` or `error` event fails the assertion.
  public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
      XCTFail("A non-next stop event has been emitted: \(stop)", file: file, line: line)
      return
    }
    let streamElements = stream.compactMap { $0.value.element }
    assertSequencesEqual(streamElements, elements, by: ==, file: file, line: line)
  }

  /// Fails, listing the differences, unless `lhs` and `rhs` have the same length and
  /// `equal` holds for every pair.
  func assertSequencesEqual<Item>(
    _ lhs: [Item], _ rhs: [Item], by equal: (Item, Item) -> Bool, file: StaticString,
    line: UInt
  ) {
    let differences = sequenceDifferences(lhs, rhs, by: equal)
    guard !differences.isEmpty else { return }
    XCTFail(
      "(\(lhs)) is not equal to (\(rhs)); differences:\n"
        + differences.joined(separator: "\n"), file: file, line: line)
  }
#endif

/// One line for each index where `lhs` and `rhs` differ (by `equal`, or because one of them
/// has no item there); empty when they are equal.
func sequenceDifferences<Item>(_ lhs: [Item], _ rhs: [Item], by equal: (Item, Item) -> Bool)
  -> [String]
{
  var differences: [String] = []
  for index in 0..<max(lhs.count, rhs.count) {
    if index < lhs.count, index < rhs.count, equal(lhs[index], rhs[index]) { continue }
    let left = index < lhs.count ? "\(lhs[index])" : "nothing"
    let right = index < rhs.count ? "\(rhs[index])" : "nothing"
    differences.append("[\(index)]: \(left) is not \(right)")
  }
  return differences
}
