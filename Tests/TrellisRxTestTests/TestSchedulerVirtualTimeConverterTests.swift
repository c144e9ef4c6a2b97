import Foundation
import Testing

@testable import TrellisRxTest

@Suite struct TestSchedulerVirtualTimeConverterTests {
  @Test func secondsBecomeTicksRoundedToTheNearest() {
    let converter = TestSchedulerVirtualTimeConverter(resolution: 0.1)
    #expect(converter.convertToVirtualTimeInterval(1) == 10)
    #expect(converter.convertToVirtualTimeInterval(0.26) == 3)
    #expect(converter.convertFromVirtualTimeInterval(25) == 2.5)
  }

  @Test func anEndlessIntervalIsTheLastTick() {
    let converter = TestSchedulerVirtualTimeConverter(resolution: 1)
    #expect(converter.convertToVirtualTimeInterval(.infinity) == .max)
    #expect(converter.convertToVirtualTimeInterval(-.infinity) == .min)
  }
}
