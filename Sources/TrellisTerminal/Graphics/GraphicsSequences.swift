/// The escape sequences of terminal graphics that are not pictures: the start-up queries,
/// kitty's delete commands, and the wrapping that takes a sequence through tmux.
public enum GraphicsSequences {
  /// The id the kitty query uses (any id works; replies name it).
  public static let kittyQueryID = 31

  /// `ESC _ G i=31,s=1,v=1,a=q,t=d,f=24;AAAA ESC \`: a one-pixel picture the terminal is
  /// asked to check without storing. A kitty-graphics terminal answers
  /// `ESC _ G i=31;OK ESC \`; others stay silent.
  public static let kittyQuery: [UInt8] =
    [0x1B] + Array("_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA".utf8) + stringTerminator

  /// `ESC [ > 0 q` (XTVERSION): the terminal's name and version, answered as
  /// `ESC P > | name ESC \` by xterm, kitty, iTerm2, WezTerm, foot, tmux and others.
  public static let terminalVersionQuery: [UInt8] = Array("\u{1B}[>0q".utf8)

  /// `ESC [ 16 t`: a cell's size in pixels, answered as `ESC [ 6 ; height ; width t`.
  public static let cellSizeQuery: [UInt8] = Array("\u{1B}[16t".utf8)

  /// `ESC [ c` (DA1): every terminal answers `ESC [ ? … c`; attribute 4 means sixel. Sent
  /// last, its reply says all the replies before it have arrived.
  public static let primaryDeviceAttributesQuery: [UInt8] = Array("\u{1B}[c".utf8)

  /// `ESC _ G a=d,d=i,i=<id>,q=2 ESC \`: deletes kitty picture `id` (its placements), with
  /// no reply.
  public static func kittyDelete(id: UInt32) -> [UInt8] {
    [0x1B] + Array("_Ga=d,d=i,i=\(id),q=2".utf8) + stringTerminator
  }

  /// `ESC _ G a=d,d=A,q=2 ESC \`: deletes every kitty picture on the screen and frees its
  /// data, with no reply. The restore path sends it when the app ends.
  public static let kittyDeleteAll: [UInt8] =
    [0x1B] + Array("_Ga=d,d=A,q=2".utf8) + stringTerminator

  /// `ESC \`, the string terminator.
  public static let stringTerminator: [UInt8] = [0x1B, 0x5C]

  /// `bytes` wrapped for tmux's passthrough: `ESC P tmux ; <bytes, every ESC doubled>
  /// ESC \`. tmux hands the inside to the outer terminal when `allow-passthrough` is on.
  public static func tmuxPassthrough(_ bytes: [UInt8]) -> [UInt8] {
    var wrapped: [UInt8] = [0x1B, UInt8(ascii: "P")] + Array("tmux;".utf8)
    wrapped.reserveCapacity(bytes.count + bytes.count / 8 + 10)
    for byte in bytes {
      if byte == 0x1B { wrapped.append(0x1B) }
      wrapped.append(byte)
    }
    wrapped += stringTerminator
    return wrapped
  }
}
