extension Style {
  /// This style as a terminal of `depth` shows it: both colours down-sampled (see
  /// `Color.downsampled(to:)`), attributes kept.
  public func downsampled(to depth: ColorDepth) -> Style {
    Style(
      foreground: foreground.downsampled(to: depth),
      background: background.downsampled(to: depth),
      attributes: attributes)
  }
}
