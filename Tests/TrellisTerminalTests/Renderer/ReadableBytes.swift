/// Terminal output as text a test can compare: ESC as `⎋`, CR as `␍`, LF as `␊`.
func readable(_ bytes: [UInt8]) -> String {
  var scalars = String.UnicodeScalarView()
  for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
    switch scalar {
    case "\u{1B}": scalars.append("⎋")
    case "\r": scalars.append("␍")
    case "\n": scalars.append("␊")
    default: scalars.append(scalar)
    }
  }
  return String(scalars)
}
