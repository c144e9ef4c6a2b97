import Testing
import TrellisTerminal

@Suite struct TerminalEncodingTests {
  @Test func theLocaleComesFromLCAllThenLCCTypeThenLang() {
    let all = TerminalEncoding(environment: [
      "LC_ALL": "C", "LC_CTYPE": "C.UTF-8", "LANG": "C.UTF-8",
    ])
    #expect(all.locale == "C" && !all.isUTF8)
    let ctype = TerminalEncoding(environment: ["LC_ALL": "", "LC_CTYPE": "C.UTF-8", "LANG": "C"])
    #expect(ctype.locale == "C.UTF-8" && ctype.isUTF8 && ctype.codeset == "UTF-8")
    let lang = TerminalEncoding(environment: ["LANG": "C.utf8"])
    #expect(lang.isUTF8)
  }

  @Test func noLocaleAtAllIsTheCLocaleInASCII() {
    let none = TerminalEncoding(environment: [:])
    #expect(none.locale == "C")
    #expect(none.codeset == "ANSI_X3.4-1968")
    #expect(!none.isUTF8)
    #expect(!TerminalEncoding(environment: ["LANG": "POSIX"]).isUTF8)
  }

  /// A locale this machine lacks is judged by its name (the terminal is set up where the
  /// user sits, not here).
  @Test func aMissingLocaleIsJudgedByItsName() {
    #expect(TerminalEncoding(environment: ["LANG": "xx_YY.UTF-8"]).isUTF8)
    #expect(TerminalEncoding(environment: ["LANG": "sr_RS.UTF-8@latin"]).isUTF8)
    let latin1 = TerminalEncoding(environment: ["LANG": "xx_YY.ISO-8859-1"])
    #expect(!latin1.isUTF8)
    #expect(latin1.advice.contains("LANG=C.UTF-8"))
    #expect(latin1.advice.contains("xx_YY.ISO-8859-1"))
  }
}
