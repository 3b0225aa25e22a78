import ContractModel
import Testing

@Suite("// leaf-ignore in Swift")
struct CodeSuppressionTests {
  static func list(_ before: String) -> String {
    """
    import SwiftUI

    struct OrdersView: View {
      let orders: [Order]
      var body: some View {
        List(orders) { order in
          Text(order.title)
            .swipeActions {
    \(before)
              Button("Archive") { order.archive() }
            }
        }
      }
    }

    """
  }

  @Test("Unsilenced: the finding is on line 10")
  func baseline() {
    #expect(CodeCheck.findings(swift: Self.list("")).map(\.description) == ["Code.swift:10 touch-only-action warning"])
  }

  @Test("// leaf-ignore: rule-id reason on the line before silences it")
  func lineSuppression() {
    #expect(CodeCheck.findings(swift: Self.list("          // leaf-ignore: touch-only-action a row action")).isEmpty)
  }

  @Test("// leaf-ignore-file: rule-id silences the rule in the whole file")
  func fileSuppression() {
    let text = "// leaf-ignore-file: touch-only-action the iPad app only\n" + Self.list("")
    #expect(CodeCheck.findings(swift: text).isEmpty)
  }

  @Test("A suppression that silences nothing: unused-suppression, a hint naming // leaf-ignore, at the rule id")
  func unused() {
    let text = Self.list("          // leaf-ignore: hover-only-information not here")
    let findings = CodeCheck.findings(swift: text)
    #expect(
      findings.map(\.description) == [
        "Code.swift:9 unused-suppression hint", "Code.swift:10 touch-only-action warning",
      ]
    )
    #expect(findings[0].message == "This '// leaf-ignore' for hover-only-information silences nothing here: remove it.")
    let workspace = CodeCheck.workspace(["Code.swift": text])
    let diagnostic = workspace.diagnostics(for: "Code.swift")[0]
    #expect(workspace.lines("Code.swift")!.text(in: diagnostic.range) == "hover-only-information")
  }

  @Test("An unknown rule id: unused-suppression with a suggestion")
  func unknownRule() {
    let findings = CodeCheck.findings(swift: Self.list("          // leaf-ignore: touch-only-actions typo"))
    #expect(findings.map(\.rule) == ["unused-suppression", "touch-only-action"])
    #expect(findings[0].message.hasPrefix("'touch-only-actions' is not a rule id"))
  }
}
