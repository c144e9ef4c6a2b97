import TrellisTerminal

/// Shows its content inset by margins.
public final class PaddingView: View {
  /// The margins around the content.
  public var insets: EdgeInsets {
    didSet { setNeedsLayout() }
  }
  /// The padded view.
  public let content: View

  /// `content` with `insets` around it.
  public init(_ content: View, insets: EdgeInsets) {
    self.content = content
    self.insets = insets
    super.init()
    addSubview(content)
  }

  /// The content's fitting size plus the margins.
  public override func sizeThatFits(_ available: Size) -> Size {
    let inner = content.sizeThatFits(
      Size(
        width: available.width - insets.left - insets.right,
        height: available.height - insets.top - insets.bottom))
    return Size(
      width: Swift.min(available.width, inner.width + insets.left + insets.right),
      height: Swift.min(available.height, inner.height + insets.top + insets.bottom))
  }

  /// The content fills the frame less the margins.
  public override func layoutSubviews() {
    content.frame = frame.inset(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
