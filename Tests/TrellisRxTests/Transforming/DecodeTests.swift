import Foundation
import Testing
import TrellisRx
import TrellisRxTest

@Suite struct DecodeTests {
  struct Person: Codable, Equatable {
    let name: String
    let age: Int
  }

  /// A decoder that reads "name,age".
  struct CommaDecoder: DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
      let parts = String(decoding: data, as: UTF8.self).split(separator: ",")
      guard parts.count == 2, let age = Int(parts[1]),
        let person = Person(name: String(parts[0]), age: age) as? Item
      else { throw TestError.other }
      return person
    }
  }

  let scheduler = TestScheduler(initialClock: 0)

  @Test func decodesJSON() {
    let xs = scheduler.createHotObservable([
      .next(210, Data(#"{"name":"Ada","age":36}"#.utf8)),
      .next(220, Data(#"{"name":"Alan","age":41}"#.utf8)), .completed(230),
    ])
    let res = scheduler.start { xs.decode(type: Person.self, decoder: JSONDecoder()) }
    #expect(
      res.events == [
        .next(210, Person(name: "Ada", age: 36)), .next(220, Person(name: "Alan", age: 41)),
        .completed(230),
      ])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func decodingErrorEndsTheSequence() {
    let xs = scheduler.createHotObservable([
      .next(210, Data(#"{"name":"Ada"}"#.utf8)),
      .next(220, Data(#"{"name":"Alan","age":41}"#.utf8)),
    ])
    let res = scheduler.start { xs.decode(type: Person.self, decoder: JSONDecoder()) }
    #expect(res.events.count == 1)
    #expect(res.events.first?.time == 210)
    #expect(res.events.first?.value.error is DecodingError)
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func sourceErrorAndDispose() {
    let xs = scheduler.createHotObservable([
      .next(210, Data(#"{"name":"Ada","age":36}"#.utf8)), .error(220, TestError.boom),
    ])
    let res = scheduler.start { xs.decode(type: Person.self, decoder: JSONDecoder()) }
    #expect(res.events == [.next(210, Person(name: "Ada", age: 36)), .error(220, TestError.boom)])
    let ys = TestScheduler(initialClock: 0)
    let zs = ys.createHotObservable([
      .next(210, Data(#"{"name":"Ada","age":36}"#.utf8)),
      .next(230, Data(#"{"name":"Alan","age":41}"#.utf8)),
    ])
    let res2 = ys.start(disposed: 220) { zs.decode(type: Person.self, decoder: JSONDecoder()) }
    #expect(res2.events == [.next(210, Person(name: "Ada", age: 36))])
    #expect(zs.subscriptions == [Subscription(200, 220)])
  }

  @Test func customDecoder() throws {
    let people = try Observable.just(Data("Grace,85".utf8))
      .decode(type: Person.self, decoder: CommaDecoder())
      .toBlocking().toArray()
    #expect(people == [Person(name: "Grace", age: 85)])
  }

  @Test func propertyListDecoderConforms() throws {
    let data = try PropertyListEncoder().encode(Person(name: "Linus", age: 55))
    let people = try Observable.just(data)
      .decode(type: Person.self, decoder: PropertyListDecoder())
      .toBlocking().toArray()
    #expect(people == [Person(name: "Linus", age: 55)])
  }
}
