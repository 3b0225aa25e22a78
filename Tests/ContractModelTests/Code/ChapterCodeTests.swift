import ContractModel
import Testing

@Suite("The rules on the chapter's Swift: the clean screen and the shipped one")
struct ChapterCodeTests {
  @Test("The chapter's own Swift gives no finding")
  func cleanChapter() {
    let files = CodeCheck.fixtures("Chapter")
    #expect(files.count == 5)
    #expect(CodeCheck.findings(files).map(\.description) == [])
  }

  @Test("The shipped screen gives exactly the chapter's five problems")
  func shippedScreen() {
    let files = CodeCheck.fixtures("Shipped")
    let findings = CodeCheck.findings(files)
    #expect(
      findings.map(\.description) == [
        "Shipped/OrderHistoryView.swift:11 list-should-be-table information",
        "Shipped/OrderHistoryView.swift:17 hover-only-information warning",
        "Shipped/OrderHistoryView.swift:20 touch-only-action warning",
        "Shipped/RatingView.swift:3 custom-view-missing-accessibility warning",
        "Shipped/RatingView.swift:3 custom-view-not-focusable warning",
      ]
    )
  }
}
