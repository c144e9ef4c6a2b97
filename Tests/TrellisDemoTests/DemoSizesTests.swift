import Foundation
import Testing

/// `trellis-demo` run headless at a small, a cramped, a common and a large terminal: below
/// the shell's minimum it asks for a bigger one; above it the layout gives way in order and
/// keeps what matters (the current tab, `? help` and `q quit`, a form's whole height, the
/// empty state in the middle, where the user is in a long list).
@Suite struct DemoSizesTests {
  static let sizes = [(40, 12), (80, 24), (200, 60)]
  static let emptyCounters = "No counters yet: press a to add one."

  /// The settled screen of the demo at `width`×`height` after `keys`, opened at `route`.
  func screen(
    _ width: Int, _ height: Int, route: String = "counters", keys: String = "wait:50"
  ) throws -> [String] {
    let outcome = try DemoCommandTests().demo([
      "--headless", "\(width)x\(height)", "--route", route, "--keys", keys, "--print-screen",
    ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    return Array(outcome.lines.prefix(height))
  }

  /// Where `text` starts on `lines`: its row and column, if it shows.
  func position(of text: String, in lines: [String]) -> (row: Int, column: Int)? {
    for (row, line) in lines.enumerated() {
      if let range = line.range(of: text) {
        return (row, line.distance(from: line.startIndex, to: range.lowerBound))
      }
    }
    return nil
  }

  @Test func belowTheMinimumOnlyTheRequestForABiggerTerminalShows() throws {
    let lines = try screen(20, 6)
    #expect(lines == ["", "", "Make the terminal at", "    least 40×10", "", ""], "\(lines)")
    // Keys but quit do nothing meanwhile: the counter is not added.
    let typed = try screen(20, 6, keys: "a a wait:50")
    #expect(typed == lines)
  }

  @Test(arguments: sizes)
  func theCurrentTabHelpAndQuitAlwaysShow(size: (Int, Int)) throws {
    let (width, height) = size
    let tabs = ["Counters", "Tasks", "Repos", "Photos", "Plugins", "Help"]
    for (index, title) in tabs.enumerated() {
      let lines = try screen(width, height, keys: "\(index + 1) wait:50")
      #expect(
        lines[0].contains(" \(title) ") || lines[0].hasSuffix(" \(title)"),
        "tab \(index + 1) at \(size): \(lines[0])")
      // Repos and Photos open with the focus in their search field, where ? and q would
      // type: the way out shown there is ctrl-c.
      let quit = ["Repos", "Photos"].contains(title) ? "ctrl-c quit" : "? help  q quit"
      #expect(lines[height - 1].hasSuffix(quit), "\(size): \(lines[height - 1])")
    }
  }

  @Test(arguments: sizes)
  func theEmptyStateSitsInTheMiddleOfTheListsArea(size: (Int, Int)) throws {
    let (width, height) = size
    let lines = try screen(width, height)
    // The list's area runs from row 1 to the row above the footer (height - 3 rows).
    let middle = 1 + (height - 3 - 1) / 2
    let place = try #require(position(of: Self.emptyCounters, in: lines), "\(lines)")
    #expect(place.row == middle, "\(lines)")
    #expect(place.column == (width - Self.emptyCounters.count) / 2)
    #expect(lines[height - 2] == "[ add ]")
  }

  @Test func aToastLeavesTheEmptyStateAndTheHelpHintInSight() throws {
    let lines = try screen(40, 12, keys: "a d wait:50")
    let toast = try #require(position(of: "Counter deleted  u undo", in: lines), "\(lines)")
    let empty = try #require(position(of: Self.emptyCounters, in: lines), "\(lines)")
    // The toast has a row of its own above the status bar; the screen is laid out above
    // it, so the footer stays whole and the list's area (rows 1…8) centres the empty state.
    #expect(toast.row == 10)
    #expect(lines[9] == "[ add ]", "\(lines)")
    #expect(empty.row == 4)
    #expect(lines[11].hasSuffix("? help  q quit"))
  }

  @Test(arguments: sizes)
  func theNewTaskModalIsAsTallAsItsForm(size: (Int, Int)) throws {
    let (width, height) = size
    let lines = try screen(width, height, route: "tasks/new")
    let top = try #require(position(of: "┌ New task", in: lines), "\(lines)")
    let bottom = try #require(lines.firstIndex { $0.contains("└──") }, "\(lines)")
    // A margin row, title, notes, due date, a blank row, the buttons, and the two edges.
    #expect(bottom - top.row + 1 == 8, "\(lines)")
    #expect(lines[top.row + 2].contains("│ Title "))
    #expect(lines[bottom - 1].contains("│ [ Save ]  [ Cancel ]"))
    // Centered, with the tab bar and the status bar in sight around it.
    #expect(top.row == (height - 8) / 2)
    #expect(lines[0].contains(" Tasks "))
    // The title field has the focus: ? and q would type there, ctrl-c quits.
    #expect(lines[height - 1].contains("enter save"), "\(lines[height - 1])")
    #expect(lines[height - 1].hasSuffix("ctrl-c quit"), "\(lines[height - 1])")
  }

  @Test(arguments: [(40, 12), (80, 24)])
  func aLongListShowsWhereTheUserIsInIt(size: (Int, Int)) throws {
    let (width, height) = size
    let adds = Array(repeating: "a", count: 60).joined(separator: " ")
    // The list's rows are 1…height - 3; the scroll bar is their last column.
    func bar(_ lines: [String]) -> String {
      lines[1...(height - 3)].map { line in
        line.count == width ? String(line.last ?? " ") : " "
      }.joined()
    }
    let rows = height - 3
    // The last counter added is selected: the list shows its end, the thumb at the bottom.
    let atEnd = try screen(width, height, keys: "\(adds) wait:50")
    #expect(atEnd[height - 2].hasSuffix("60 counters"))
    let end = bar(atEnd)
    #expect(end.hasSuffix("┃") && end.hasPrefix("│"), "\(atEnd)")
    #expect(end.count == rows && end.allSatisfy { $0 == "│" || $0 == "┃" })
    // Back to the top: the thumb at the top, its size that of the part shown.
    let atTop = try screen(width, height, keys: "\(adds) g wait:50")
    let top = bar(atTop)
    let thumb = max(1, (rows * rows + 30) / 60)
    #expect(
      top == String(repeating: "┃", count: thumb) + String(repeating: "│", count: rows - thumb))
  }

  @Test func aLongErrorShowsItsFirstLineCutWithWhereToReadItAll() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-sizes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let data = DemoCommandTests.dataFolder(home: home)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data(repeating: 0x41, count: 8192).write(to: data.appendingPathComponent("database.sqlite"))
    let outcome = try DemoCommandTests().demo(
      DemoCommandTests.keepingData(
        in: home, ["--headless", "80x24", "--route", "counters", "--print-screen"]),
      home: home)
    #expect(outcome.status == 0, "\(outcome.errors)")
    let status = outcome.lines[23]
    // The hints give way to the message, the least important first; not `? help`, `q quit`.
    #expect(status.hasPrefix("a add  ? help  q quit  The database "), "\(status)")
    #expect(status.hasSuffix("… (m: messages)"), "\(status)")
    #expect(status.count == 80)
  }
}
