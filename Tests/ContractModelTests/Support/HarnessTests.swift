import Testing

@testable import ContractModel

@Suite("Test support: marked text and assertDiagnostics")
struct HarnessTests {
  @Test("Markers are removed and remembered as UTF-8 offsets")
  func markedText() {
    let marked = MarkedText("1️⃣a⌘2️⃣b😀3️⃣\r\n4️⃣注🔟")
    #expect(marked.text == "a⌘b😀\r\n注")
    #expect(marked.offset(of: "1️⃣") == 0)
    #expect(marked.offset(of: "2️⃣") == 4)
    #expect(marked.offset(of: "3️⃣") == 9)
    #expect(marked.offset(of: "4️⃣") == 11)
    #expect(marked.offset(of: "🔟") == 14)
    #expect(marked.markerNames == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "🔟"])
  }

  @Test("A keycap without its digit, or a digit alone, is text")
  func notMarkers() {
    let marked = MarkedText("1 2\u{20E3} 3\u{FE0F}")
    #expect(marked.text == "1 2\u{20E3} 3\u{FE0F}")
    #expect(marked.markers.isEmpty)
  }

  @Test("A missing, an unexpected and a misplaced diagnostic are each reported")
  func mismatchesAreReported() throws {
    let text = """
      Platforms: Mac
      1️⃣Thing
      2️⃣Mac: table row
      """
    let misplaced = try #require(checkDiagnostics(text, [DiagnosticSpec("2️⃣", .missingMeaning, .error)]).report)
    #expect(misplaced.contains("Expected but not produced:\n  - 2️⃣ missing-meaning error at 3:1"))
    #expect(misplaced.contains("Produced but not expected:\n  + missing-meaning error at 2:1-2:6: Component 'Thing'"))
    let unexpected = try #require(checkDiagnostics(text, []).report)
    #expect(!unexpected.contains("Expected but not produced"))
    #expect(unexpected.contains("+ missing-meaning error at 2:1-2:6"))
    #expect(checkDiagnostics(text, [DiagnosticSpec("1️⃣", .missingMeaning, .warning)]).report != nil)
    let message = [DiagnosticSpec("1️⃣", .missingMeaning, .error, message: "no such words")]
    #expect(checkDiagnostics(text, message).report != nil)
    let absent = checkDiagnostics(text, [DiagnosticSpec("9️⃣", .missingMeaning, .error)]).report
    #expect(absent?.contains("the marker 9️⃣ is not in the text") == true)
    let exact = [DiagnosticSpec("1️⃣", .missingMeaning, .error, message: "has no Meaning")]
    #expect(checkDiagnostics(text, exact).report == nil)
  }

  @Test("Ignored rules are left out unless a spec names them")
  func ignoring() {
    let text = "Platforms: Mac\n1️⃣Thing\nMeaning: a thing.\nMac: table row\n"
    #expect(checkDiagnostics(text, []).report == nil)
    #expect(checkDiagnostics(text, [DiagnosticSpec("1️⃣", .macVoiceOverUntested, .information)]).report == nil)
    #expect(checkDiagnostics(text, [], ignoring: []).report != nil)
  }
}
