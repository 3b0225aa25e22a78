import Testing

@testable import ContractModel

@Suite("Markdown: contract fences and their positions")
struct MarkdownContractsTests {
  @Test("A contract fence's content is the contract; other fences and prose are not")
  func findsContractFences() {
    let markdown = """
      # Orders

      Prose with `contract` in it, and a Swift example:

      ```swift
      Button("Reorder") { }
      ```

      ```contract
      OrderRow
      Meaning: one past order.
      ```

      ~~~ Contract title="Cart"
      App: Shop
      CartRow
      ~~~
      """
    let fences = MarkdownContracts.fences(in: markdown)
    #expect(fences.map(\.number) == [1, 2])
    #expect(fences.map(\.text) == ["OrderRow\nMeaning: one past order.\n", "App: Shop\nCartRow\n"])
    #expect(fences.map(\.firstLine) == [9, 14])
  }

  @Test("A contract fence shown inside a longer fence, or opened by four spaces, is not a contract")
  func nestedAndIndentedCodeAreNotContracts() {
    let markdown = """
      ````markdown
      ```contract
      OrderRow
      ```
      ````

          ```contract
          OrderRow
          ```

      ``` contract `inline`
      """
    #expect(MarkdownContracts.fences(in: markdown).isEmpty)
  }

  @Test("A closing fence is at least as long as the opening one, of the same character")
  func closingFences() {
    let markdown = "````contract\nA\n```\n~~~~\nB\n````  \nafter\n"
    let fences = MarkdownContracts.fences(in: markdown)
    #expect(fences.map(\.text) == ["A\n```\n~~~~\nB\n"])
  }

  @Test("An unclosed fence runs to the end of the file")
  func unclosedFence() {
    let fences = MarkdownContracts.fences(in: "Intro\n```contract\nOrderRow\nMeaning: x")
    #expect(fences.map(\.text) == ["OrderRow\nMeaning: x"])
  }

  @Test("Offsets map both ways, with ⌘, emoji, CRLF and an indented fence")
  func offsetsMapBothWays() throws {
    let markdown = "Intro 🍃\r\n  ```contract\r\n  OrderRow\r\n  Mac: Reorder ⌘R\r\n Note: 👍\r\n  ```\r\nEnd\r\n"
    let fence = try #require(MarkdownContracts.fences(in: markdown).first)
    #expect(fence.text == "OrderRow\r\nMac: Reorder ⌘R\r\nNote: 👍\r\n")
    let bytes = Array(markdown.utf8)
    let contract = Array(fence.text.utf8)
    for needle in ["⌘R", "OrderRow", "👍", "Mac"] {
      let inContract = try #require(Self.offset(of: needle, in: contract))
      let inMarkdown = try #require(Self.offset(of: needle, in: bytes))
      #expect(fence.markdownOffset(ofContractOffset: inContract) == inMarkdown, "\(needle)")
      #expect(fence.contractOffset(ofMarkdownOffset: inMarkdown) == inContract, "\(needle)")
    }
    // The left-out indentation maps to its line's start; the prose around maps to nothing.
    let macLine = try #require(Self.offset(of: "  Mac", in: bytes))
    #expect(fence.contractOffset(ofMarkdownOffset: macLine) == Self.offset(of: "Mac", in: contract))
    #expect(fence.contractOffset(ofMarkdownOffset: 0) == nil)
    #expect(fence.contractOffset(ofMarkdownOffset: bytes.count - 1) == nil)
    // The end of the contract is the start of the closing fence's line.
    #expect(fence.markdownOffset(ofContractOffset: contract.count) == fence.range.end)
  }

  @Test("Every offset of every fence maps to the Markdown byte that holds the same character")
  func mappingIsFaithful() {
    let markdown = "a\n```contract\nRow ⌫\n   x\n```\n   ~~~contract\n    Row2\n  y\n~~~\n"
    let bytes = Array(markdown.utf8)
    for fence in MarkdownContracts.fences(in: markdown) {
      let contract = Array(fence.text.utf8)
      for offset in contract.indices {
        #expect(bytes[fence.markdownOffset(ofContractOffset: offset)] == contract[offset])
      }
    }
  }

  static func offset(of needle: String, in bytes: [UInt8]) -> Int? {
    let pattern = Array(needle.utf8)
    guard bytes.count >= pattern.count else { return nil }
    return (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
  }
}
