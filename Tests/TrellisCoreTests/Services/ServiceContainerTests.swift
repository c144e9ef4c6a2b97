import Dispatch
import Testing
import TrellisCore

@Suite struct ServiceContainerTests {
  private final class ContainerTestClock {
    var now = 0
  }

  private static let clock = ServiceKey<ContainerTestClock>("clock")
  private static let greeting = ServiceKey<String>("greeting")
  private static let greetingAsNumber = ServiceKey<Int>("greeting")

  @Test func registersAndResolvesByTypedKey() throws {
    let container = ServiceContainer()
    let clock = ContainerTestClock()
    container.register(Self.clock, clock)
    container.register(Self.greeting, "hello")
    #expect(try container.resolve(Self.clock) === clock)
    #expect(try container.resolve(Self.greeting) == "hello")
    #expect(container.contains(name: "clock"))
    #expect(!container.contains(name: "database"))
    #expect(container.names == ["clock", "greeting"])
  }

  @Test func aMissingServiceIsAnErrorNamingIt() {
    let container = ServiceContainer()
    #expect(throws: ServiceError.missing(name: "database")) {
      try container.resolve(ServiceKey<Int>("database"))
    }
    #expect(
      ServiceError.missing(name: "database").message
        == "service database is not registered; the app must register it before loading plugins")
    #expect(container.resolveIfPresent(ServiceKey<Int>("database")) == nil)
  }

  @Test func aServiceOfAnotherTypeIsAnErrorNamingBothTypes() {
    let container = ServiceContainer()
    container.register(Self.greeting, "hello")
    #expect(throws: ServiceError.wrongType(name: "greeting", expected: "Int", actual: "String")) {
      try container.resolve(Self.greetingAsNumber)
    }
  }

  @Test func registeringAgainReplacesAndRemoveForgets() throws {
    let container = ServiceContainer()
    container.register(Self.greeting, "hello")
    container.register(Self.greeting, "hi")
    #expect(try container.resolve(Self.greeting) == "hi")
    container.remove(name: "greeting")
    #expect(!container.contains(name: "greeting"))
    container.remove(name: "greeting")
  }

  @Test func isSafeToUseFromManyThreads() throws {
    let container = ServiceContainer()
    DispatchQueue.concurrentPerform(iterations: 400) { index in
      let key = ServiceKey<Int>("service-\(index % 40)")
      container.register(key, index)
      _ = container.resolveIfPresent(key)
      _ = container.contains(name: key.name)
      if index % 7 == 0 { container.remove(name: key.name) }
      _ = container.names
    }
    for index in 0..<40 {
      let key = ServiceKey<Int>("service-\(index)")
      if let value = container.resolveIfPresent(key) { #expect(value % 40 == index) }
    }
  }
}
