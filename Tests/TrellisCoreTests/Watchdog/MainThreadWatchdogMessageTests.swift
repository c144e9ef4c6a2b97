import Testing
import TrellisTerminal

@testable import TrellisCore

/// The watchdog's words, and what they never carry.
@Suite struct MainThreadWatchdogMessageTests {
  @Test func aMessageNamesThePluginAndWhatItDidWithoutControlCharacters() {
    let mark = MainThreadActivity.Mark(
      activity: PluginActivity(pluginID: "evil", kind: .command(title: "wipe\u{1B}[2J\u{07}")),
      since: .now, serial: 1)
    #expect(
      MainThreadWatchdog.message(held: 2.04, mark: mark)
        == "plugin evil has held the main thread for 2.0 s in its command wipe␛[2J␇: the app "
        + "cannot answer until it returns; report this to the plugin's author")
    let key = PluginActivity(pluginID: "repos", kind: .keyHandler(key: .enter))
    #expect(key.description == "in a key handler (enter)")
    #expect(
      MainThreadWatchdog.message(held: 3, shownPlugin: "photos")
        == "the main thread has not come back for 3.0 s while plugin photos's screen is shown "
        + "(work it scheduled?): the app cannot answer until it returns")
  }

  @Test func theStatusRowIsWrittenInPlaceAndCutToTheWidth() {
    let bytes = App.statusRowBytes(
      "plugin repos has held the main thread", size: TerminalSize(width: 20, height: 5),
      encoding: TerminalEncoding(environment: ["LANG": "C.UTF-8"]))
    let terminal = HeadlessTerminal(width: 20, height: 5)
    terminal.write(bytes)
    #expect(terminal.lines[4] == " plugin repos has he")
  }
}
