import Glibc

extension Terminal {
  /// A cell's size in pixels from the `TIOCGWINSZ` ioctl (`ws_xpixel`/`ws_ypixel` over the
  /// columns and rows), or nil when the terminal does not fill them in.
  public var cellPixelSize: (width: Int, height: Int)? {
    for fd in [outputDescriptor, inputDescriptor] {
      var window = winsize()
      guard ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
      else { continue }
      let width = Int(window.ws_xpixel) / Int(window.ws_col)
      let height = Int(window.ws_ypixel) / Int(window.ws_row)
      if width > 0 && height > 0 { return (width, height) }
    }
    return nil
  }
}
