import Trellis

/// The greeting screen's logic: what is typed becomes a greeting; Enter counts it.
public struct HelloViewModel: ViewModelType {
  /// What the view sends.
  public struct Input {
    /// The name field's text.
    public let name: Observable<String>
    /// Enter in the name field.
    public let greet: Observable<Void>

    /// The inputs.
    public init(name: Observable<String>, greet: Observable<Void>) {
      self.name = name
      self.greet = greet
    }
  }

  /// What the view shows.
  public struct Output {
    /// "Hello, Ada!" — or a prompt while the name is empty.
    public let greeting: Driver<String>
    /// How many greetings were sent.
    public let greeted: Driver<String>
  }

  /// The greeting's first word.
  public let word: String

  /// A view model greeting with `word`.
  public init(word: String = "Hello") {
    self.word = word
  }

  /// Wires the inputs to the outputs.
  public func transform(_ input: Input) -> Output {
    let name = input.name.map { $0.trimmingCharacters(in: .whitespaces) }
    let greeting = name.map { $0.isEmpty ? "Type a name." : "\(word), \($0)!" }
    let greeted = input.greet
      .withLatestFrom(name)
      .filter { !$0.isEmpty }
      .scan(0) { count, _ in count + 1 }
      .map { $0 == 1 ? "1 greeting sent" : "\($0) greetings sent" }
      .startWith("")
    return Output(
      greeting: greeting.asDriver(onErrorJustReturn: ""),
      greeted: greeted.asDriver(onErrorJustReturn: ""))
  }
}
