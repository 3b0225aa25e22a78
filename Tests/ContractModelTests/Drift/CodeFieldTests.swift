import Testing

@testable import ContractModel

/// The `Code:` field: a component's Swift types, known wherever fields are known.
@Suite("The Code field")
struct CodeFieldTests {
  @Test("Code is a component field, in any case; not one of the file header or a catalog entry")
  func key() {
    #expect(FieldKey("Code", in: .component) == .code)
    #expect(FieldKey("code", in: .component) == .code)
    #expect(FieldKey("CODE", in: .component) == .code)
    #expect(FieldKey("Code", in: .fileHeader) == nil)
    #expect(FieldKey("Code", in: .catalog) == nil)
    #expect(FieldKey.code.description == "Code")
    #expect(FieldKey.names(in: .component).contains("Code"))
  }

  @Test("A component reads its Code types as a comma list, with their places")
  func reading() throws {
    let text = "Row\nMeaning: x.\nCode: OrderRow,  Orders.ListView\n"
    let document = ContractDocument(key: "Doc.contract", text: text)
    let component = try #require(document.components.first)
    #expect(component.value.codeTypes.map(\.text) == ["OrderRow", "Orders.ListView"])
    let lines = LineTable(text)
    #expect(component.value.codeTypes.map { lines.position(of: component.absolute($0.range).start).column } == [6, 17])
  }

  @Test("Code raises no unknown-field; in the file header it does, and a misspelling suggests it")
  func unknownField() {
    let clean = TestWorkspace.diagnostics("Platforms: Mac\n\nRow\nMeaning: x.\nCode: RowView\nMac: button\n")
    #expect(!clean.contains { $0.rule == .unknownField })
    let header = TestWorkspace.diagnostics("Code: App\nPlatforms: Mac\n\nRow\nMeaning: x.\nMac: button\n")
    #expect(
      header.contains { $0.rule == .unknownField && $0.message.hasPrefix("'Code' is not a field of the file header") }
    )
    let typo = TestWorkspace.diagnostics("Platforms: Mac\n\nRow\nMeaning: x.\nCdoe: RowView\nMac: button\n")
    #expect(typo.contains { $0.rule == .unknownField && $0.message.contains("'Code'") })
  }

  @Test("Completion proposes Code with what it means; hover on the key says it")
  func completionAndHover() throws {
    let (_, items) = CompletionContextTests.complete("Row\nMeaning: x.\nCo1️⃣\n")
    let code = try #require(items.first { $0.label == "Code" })
    #expect(code.newText == "Code: ")
    #expect(code.documentation.contains("Swift types"))
    let (_, hover) = HoverContentTests.hover("Row\nMeaning: x.\n0️⃣Code: RowView\n", at: "0️⃣")
    #expect(hover?.markdown.hasPrefix("**Code** — component field") == true)
    #expect(hover?.markdown.contains("`View` suffix") == true)
  }

  @Test("The formatter writes the key canonically")
  func formatting() {
    #expect(ContractFormatter.format("Row\nMeaning: x.\ncode:OrderRow\n") == "Row\nMeaning: x.\nCode: OrderRow\n")
  }
}
