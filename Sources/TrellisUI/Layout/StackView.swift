import TrellisTerminal

/// Lays its arranged views out in a row or a column, each sized by its `SizeRule`.
///
/// Fixed, fitted and minimum sizes are given first, in order, as long as there is room;
/// whatever remains is shared among the flexible and minimum views by weight (the first
/// ones get the remainder cells). Views that get no room are laid out with an empty frame.
public final class StackView: View {
  /// The direction views are laid out in.
  public enum Axis: Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
  }

  /// The direction views are laid out in.
  public var axis: Axis {
    didSet { setNeedsLayout() }
  }
  /// Cells between neighbouring views.
  public var spacing: Int {
    didSet { setNeedsLayout() }
  }

  /// What an arranged view keeps of its stack: which stack, and its size rule there. It
  /// lives on the view, so it goes with it (no table keyed by an identity a later view
  /// could be given).
  struct Arrangement {
    weak var stack: StackView?
    var rule: SizeRule
  }

  /// An empty stack.
  public init(axis: Axis, spacing: Int = 0) {
    self.axis = axis
    self.spacing = spacing
  }

  /// A stack of `views`, each with its rule.
  public convenience init(axis: Axis, spacing: Int = 0, _ views: [(View, SizeRule)]) {
    self.init(axis: axis, spacing: spacing)
    for (view, rule) in views { addArrangedSubview(view, size: rule) }
  }

  /// Adds `view` at the end, sized by `rule`.
  public func addArrangedSubview(_ view: View, size rule: SizeRule = .fit) {
    addSubview(view)
    view.arrangement = Arrangement(stack: self, rule: rule)
  }

  /// Changes the rule of `view` in this stack (it takes effect when the view is a subview).
  public func setSizeRule(_ rule: SizeRule, for view: View) {
    view.arrangement = Arrangement(stack: self, rule: rule)
    setNeedsLayout()
  }

  /// The sum of the arranged views' fitting sizes along the axis, the largest across it.
  public override func sizeThatFits(_ available: Size) -> Size {
    let visible = subviews.filter { !$0.isHidden }
    var along = max(0, visible.count - 1) * spacing
    var across = 0
    for view in visible {
      let fit = view.sizeThatFits(available)
      switch rule(for: view) {
      case .fixed(let cells): along += cells
      case .min(let cells): along += Swift.max(cells, length(of: fit))
      case .fit, .flexible: along += length(of: fit)
      }
      across = Swift.max(across, axis == .vertical ? fit.width : fit.height)
    }
    return axis == .vertical
      ? Size(width: Swift.min(across, available.width), height: Swift.min(along, available.height))
      : Size(width: Swift.min(along, available.width), height: Swift.min(across, available.height))
  }

  /// Places the arranged views along the axis.
  public override func layoutSubviews() {
    let visible = subviews.filter { !$0.isHidden }
    let total = axis == .vertical ? frame.height : frame.width
    let lengths = StackView.distribute(
      total: Swift.max(0, total - Swift.max(0, visible.count - 1) * spacing),
      rules: visible.map { rule(for: $0) },
      fits: visible.map { length(of: $0.sizeThatFits(frame.size)) })
    var offset = 0
    for (view, length) in zip(visible, lengths) {
      if axis == .vertical {
        view.frame = Rect(x: frame.x, y: frame.y + offset, width: frame.width, height: length)
      } else {
        view.frame = Rect(x: frame.x + offset, y: frame.y, width: length, height: frame.height)
      }
      offset += length + spacing
    }
  }

  /// The lengths for `rules` sharing `total` cells; `fits` are the views' fitting lengths.
  static func distribute(total: Int, rules: [SizeRule], fits: [Int]) -> [Int] {
    var lengths = Array(repeating: 0, count: rules.count)
    var remaining = total
    for (index, rule) in rules.enumerated() {
      let wanted: Int
      switch rule {
      case .fixed(let cells): wanted = cells
      case .fit: wanted = fits[index]
      case .min(let cells): wanted = cells
      case .flexible: wanted = 0
      }
      lengths[index] = Swift.min(Swift.max(0, wanted), remaining)
      remaining -= lengths[index]
    }
    let weights = rules.map { rule -> Int in
      switch rule {
      case .flexible(let weight): return Swift.max(0, weight)
      case .min: return 1
      case .fixed, .fit: return 0
      }
    }
    let totalWeight = weights.reduce(0, +)
    guard totalWeight > 0, remaining > 0 else { return lengths }
    var leftover = remaining
    for index in rules.indices where weights[index] > 0 {
      let share = remaining * weights[index] / totalWeight
      lengths[index] += share
      leftover -= share
    }
    for index in rules.indices where weights[index] > 0 && leftover > 0 {
      lengths[index] += 1
      leftover -= 1
    }
    return lengths
  }

  /// The rule `view` was given in this stack; `.fit` for one added with `addSubview`.
  private func rule(for view: View) -> SizeRule {
    guard let arrangement = view.arrangement, arrangement.stack === self else { return .fit }
    return arrangement.rule
  }

  private func length(of size: Size) -> Int {
    axis == .vertical ? size.height : size.width
  }
}
