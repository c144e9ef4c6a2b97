/// Scores how well a typed query matches a candidate, as command palettes do: the query's
/// characters must appear in the candidate in order (not necessarily together), matched
/// case-insensitively; spaces in the query are ignored.
///
/// Among the ways the characters can be matched it picks the best, which prefers:
/// - characters at the start of a word (the candidate's start, after a space, `-`, `_`,
///   `/`, `.`, `:` or `?`, or an uppercase letter after a lowercase one);
/// - runs of consecutive characters;
/// - few and short gaps, and an early first match;
/// - shorter candidates, when all else is equal.
///
/// ```swift
/// FuzzyMatcher.match("tn", in: "Tasks: new")     // matches T and n (word starts)
/// FuzzyMatcher.match("xyz", in: "Tasks: new")    // nil
/// FuzzyMatcher.rank("cnt", ["Counters", "Contents"]) { $0 }   // best first
/// ```
public enum FuzzyMatcher {
  static let matchScore = 16
  static let wordStartBonus = 24
  static let firstCharacterBonus = 8
  static let consecutiveBonus = 12
  static let gapPenalty = 3
  static let gapStartPenalty = 5
  static let leadingPenaltyPerCharacter = 1
  static let exactCaseBonus = 1

  /// The best match of `query` in `candidate`, or nil when the query's characters do not
  /// all appear in order. An empty query matches everything with score 0.
  public static func match(_ query: String, in candidate: String) -> FuzzyMatch? {
    let needle = Array(query.filter { $0 != " " })
    if needle.isEmpty { return FuzzyMatch(score: 0, positions: []) }
    let hay = Array(candidate)
    let n = hay.count
    let m = needle.count
    guard m <= n else { return nil }
    let lowerNeedle = needle.map(folded)
    let lowerHay = hay.map(folded)
    guard isSubsequence(lowerNeedle, of: lowerHay) else { return nil }

    let bonuses = (0..<n).map { wordBonus(hay, at: $0) }
    let impossible = Int.min / 4
    // best[i][j]: the best score with needle[i] matched at hay[j]; from[i][j]: where
    // needle[i - 1] was matched then.
    var best = Array(repeating: Array(repeating: impossible, count: n), count: m)
    var from = Array(repeating: Array(repeating: -1, count: n), count: m)
    for i in 0..<m {
      // The best previous row's score for a gap ending just before j, and where it was.
      var gapScore = impossible
      var gapFrom = -1
      for j in i..<n {
        if i > 0 && j >= 1 {
          // Extend the running gap by one skipped character, or start one after j - 2.
          if j >= 2, best[i - 1][j - 2] > impossible {
            let started = best[i - 1][j - 2] - gapStartPenalty - gapPenalty
            if gapScore > impossible { gapScore -= gapPenalty }
            if started > gapScore {
              gapScore = started
              gapFrom = j - 2
            }
          } else if gapScore > impossible {
            gapScore -= gapPenalty
          }
        }
        guard lowerHay[j] == lowerNeedle[i] else { continue }
        var score = matchScore + bonuses[j] + (hay[j] == needle[i] ? exactCaseBonus : 0)
        if i == 0 {
          score += (j == 0 ? firstCharacterBonus : 0) - Swift.min(j, 8) * leadingPenaltyPerCharacter
          best[i][j] = score
          continue
        }
        var previous = impossible
        var origin = -1
        if best[i - 1][j - 1] > impossible {
          previous = best[i - 1][j - 1] + consecutiveBonus
          origin = j - 1
        }
        if gapScore > previous {
          previous = gapScore
          origin = gapFrom
        }
        guard previous > impossible else { continue }
        best[i][j] = score + previous
        from[i][j] = origin
      }
    }
    var end = -1
    var top = impossible
    for j in 0..<n where best[m - 1][j] > top {
      top = best[m - 1][j]
      end = j
    }
    guard end >= 0 else { return nil }
    var positions = Array(repeating: 0, count: m)
    var j = end
    for i in stride(from: m - 1, through: 0, by: -1) {
      positions[i] = j
      j = from[i][j]
    }
    // Shorter candidates win ties.
    let lengthPenalty = Swift.min(n - m, 32) / 4
    return FuzzyMatch(score: top - lengthPenalty, positions: positions)
  }

  /// The candidates that match `query`, best first (ties keep the candidates' order),
  /// each with its match; `text` gives the string matched for a candidate.
  public static func rank<Candidate>(
    _ query: String, _ candidates: [Candidate], by text: (Candidate) -> String
  ) -> [(candidate: Candidate, match: FuzzyMatch)] {
    let scored = candidates.enumerated().compactMap {
      offset, candidate -> (Int, Candidate, FuzzyMatch)? in
      guard let found = match(query, in: text(candidate)) else { return nil }
      return (offset, candidate, found)
    }
    return
      scored
      .sorted { $0.2.score != $1.2.score ? $0.2.score > $1.2.score : $0.0 < $1.0 }
      .map { ($0.1, $0.2) }
  }

  /// The character as compared: lowercased (one character even when lowercasing makes
  /// more, so positions stay aligned).
  private static func folded(_ character: Character) -> Character {
    let lower = character.lowercased()
    return lower.count == 1 ? Character(lower) : character
  }

  private static func isSubsequence(_ needle: [Character], of hay: [Character]) -> Bool {
    var index = 0
    for character in hay where index < needle.count && character == needle[index] {
      index += 1
    }
    return index == needle.count
  }

  /// The bonus for matching at `index`: a word start scores more.
  private static func wordBonus(_ hay: [Character], at index: Int) -> Int {
    if index == 0 { return wordStartBonus }
    let previous = hay[index - 1]
    let current = hay[index]
    if separators.contains(previous) { return wordStartBonus }
    if previous.isLowercase && current.isUppercase { return wordStartBonus - 4 }
    if previous.isLetter && current.isNumber { return wordStartBonus / 2 }
    return 0
  }

  private static let separators: Set<Character> = [" ", "-", "_", "/", ".", ":", "?", "=", "&"]
}
