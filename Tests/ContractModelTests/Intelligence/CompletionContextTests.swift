import Testing

@testable import ContractModel

/// ``ContractCompletions`` in each context: what is proposed, in which order, and what it replaces.
@Suite("Completion in context")
struct CompletionContextTests {
  static let menus = "App: Leaf\nmenu Order\n  Refresh: ⌘R\n  Show Details\n"

  /// The proposals at marker 1️⃣ of `marked`; the workspace also holds `others`.
  static func complete(_ marked: String, others: [String: String] = [:]) -> (MarkedText, [ContractCompletion]) {
    let text = MarkedText(marked)
    let workspace = ContractWorkspace()
    for (key, other) in others { workspace.setDocument(key, text: other) }
    workspace.setDocument("Doc.contract", text: text.text)
    return (text, ContractCompletions.items(in: workspace, key: "Doc.contract", offset: text.offset(of: "1️⃣")))
  }

  @Test("Inside a word, a proposal that ends with the rest of the word replaces it; others stop at the cursor")
  func insideAWord() throws {
    let (text, items) = Self.complete("Row\nMeaning: x.\nRole: 0️⃣sli1️⃣der2️⃣\n")
    let slider = try #require(items.first { $0.label == "slider" })
    #expect(slider.range == SourceRange(start: text.offset(of: "0️⃣"), end: text.offset(of: "2️⃣")))
    #expect(slider.newText == "slider")
    let (other, others) = Self.complete("Row\nMeaning: x.\nRole: 0️⃣sli1️⃣xyz\n")
    let kept = try #require(others.first { $0.label == "slider" })
    #expect(kept.range == SourceRange(start: other.offset(of: "0️⃣"), end: other.offset(of: "1️⃣")))
  }

  @Test("Keys at a line start: missing platform paths first, then other missing keys; written keys left out")
  func componentKeys() {
    let (text, items) = Self.complete("App: Leaf\nPlatforms: iPad, Mac\nRow\nMeaning: x.\nMac: table row\n1️⃣")
    let labels = items.map(\.label)
    #expect(labels.prefix(3) == ["iPad", "Primary action", "Actions"])
    #expect(!labels.contains("Meaning"))
    #expect(labels.suffix(2) == ["iPhone", "Mac"])
    #expect(items.allSatisfy { !$0.documentation.isEmpty })
    #expect(items.first?.newText == "iPad: ")
    #expect(items.first?.range == .empty(at: text.offset(of: "1️⃣")))
  }

  @Test("A key typed at column 0 (read as a new header) is completed as a key of the block above")
  func keyTypedAtColumnZero() {
    let (text, items) = Self.complete("Row\nMeaning: x.\n0️⃣Fo1️⃣\niPhone: button\n")
    #expect(items.map(\.label) == ["Focus after dismiss"])
    #expect(items.first?.range == SourceRange(start: text.offset(of: "0️⃣"), end: text.offset(of: "1️⃣")))
    #expect(items.first?.newText == "Focus after dismiss: ")
  }

  @Test("File header keys before the first block; catalog keys in a catalog block; a colon already there")
  func headerAndCatalogKeys() {
    #expect(Self.complete("App: Leaf\n1️⃣\nRow\nMeaning: x.\n").1.map(\.label) == ["Platforms", "See"])
    #expect(Self.complete("catalog Swipe Trap\n  1️⃣\n").1.map(\.label) == ["Summary", "Link", "See"])
    let (_, items) = Self.complete("catalog Swipe Trap\nSu1️⃣: x\n")
    #expect(items.map(\.newText) == ["Summary"])
  }

  @Test("Roles after Role:, with meaning and counterpart")
  func roles() {
    let (text, items) = Self.complete("Row\nMeaning: x.\nRole: 0️⃣sli1️⃣\n")
    #expect(items.map(\.label) == ["slider"])
    #expect(items[0].range == SourceRange(start: text.offset(of: "0️⃣"), end: text.offset(of: "1️⃣")))
    #expect(items[0].documentation.contains("Counterpart on iOS: `adjustable`"))
    let all = Self.complete("Row\nMeaning: x.\nRole: 1️⃣\n").1.map(\.label)
    #expect(all.contains("button") && all.contains("checkBox") && all.contains("adjustable"))
  }

  @Test("Kinds, platforms and catalog entries (built in and team)")
  func listValues() {
    #expect(Self.complete("Row\nKind: cu1️⃣\n").1.map(\.label) == ["custom view"])
    #expect(Self.complete("Platforms: iPhone, i1️⃣\n").1.map(\.label) == ["iPhone", "iPad"])
    let team = "catalog Swipe Trap\nSummary: a swipe is the only way.\n"
    let (text, items) = Self.complete("Row\nSee: Platform Copy Paste, 0️⃣Reading 1️⃣", others: ["Team.contract": team])
    #expect(items.map(\.label) == ["Reading Order Drift", "Reading Order Contract"])
    #expect(items[0].range.start == text.offset(of: "0️⃣"))
    let teamItems = Self.complete("Row\nSee: Sw1️⃣\n", others: ["Team.contract": team]).1
    #expect(teamItems.map(\.label) == ["Swipe Trap"])
    #expect(teamItems[0].documentation.contains("a swipe is the only way"))
  }

  @Test("Menu commands after Menu → in Check, from the menus of the same app")
  func menuCommandsInCheck() {
    let (text, items) = Self.complete(
      "App: Leaf\nRow\nMeaning: x.\nCheck: Mac: Order → 0️⃣Ref1️⃣",
      others: ["Menus.contract": Self.menus]
    )
    #expect(items.map(\.label) == ["Refresh"])
    #expect(items[0].range.start == text.offset(of: "0️⃣"))
    #expect(items[0].detail == "Order → Refresh, ⌘R")
    let all = Self.complete("App: Leaf\nRow\nCheck: Mac: Order → 1️⃣", others: ["Menus.contract": Self.menus]).1
    #expect(all.map(\.label) == ["Refresh", "Show Details"])
    let otherApp = Self.complete("App: Fern\nRow\nCheck: Mac: Order → 1️⃣", others: ["Menus.contract": Self.menus]).1
    #expect(otherApp.isEmpty)
  }

  @Test("In a path: same first where an earlier path exists, mechanisms and actions for the word typed")
  func pathValues() {
    let row = "Row\nMeaning: x. Primary action: Reorder.\niPhone: Reorder button\n"
    let first = Self.complete(row + "iPad: 1️⃣").1
    #expect(first.first?.label == "same")
    #expect(first.first?.documentation.contains("`Reorder button`") == true)
    #expect(!Self.complete("Row\niPhone: 1️⃣").1.map(\.label).contains("same"))
    #expect(!Self.complete(row + "iPad: button, 1️⃣").1.map(\.label).contains("same"))
    let (text, items) = Self.complete(row + "iPad: Reorder in 0️⃣context m1️⃣")
    #expect(items.map(\.label) == ["context menu", "menu bar"])
    #expect(items[1].range.start == text.offset(of: "1️⃣") - 1)
    #expect(items[0].range == SourceRange(start: text.offset(of: "0️⃣"), end: text.offset(of: "1️⃣")))
    #expect(items[0].documentation.contains("| Mac |"))
    let actions = Self.complete(row + "iPad: Reo1️⃣").1
    #expect(actions.map(\.label) == ["Reorder"])
    #expect(actions[0].documentation.contains("| iPhone | button |"))
  }

  @Test("Shortcuts after ⌘, after Cmd-, after an action name and after a menu command's colon; never reserved")
  func shortcuts() {
    let row = "App: Leaf\nRow\nMeaning: x. Primary action: Reorder.\niPhone: Reorder button\n"
    let menus = ["Menus.contract": Self.menus]
    let (text, afterSymbol) = Self.complete(row + "Mac: Reorder 0️⃣⌘1️⃣", others: menus)
    #expect(afterSymbol.map(\.label).prefix(3) == ["⇧⌘R", "⌥⌘R", "⇧⌘E"])
    #expect(afterSymbol[0].range == SourceRange(start: text.offset(of: "0️⃣"), end: text.offset(of: "1️⃣")))
    #expect(afterSymbol[0].detail == "Reorder: free in Leaf on Mac; not a system or standard shortcut")
    let afterText = Self.complete(row + "Mac: Reorder Cmd-1️⃣").1
    #expect(afterText.first?.label == "⌘R")
    #expect(afterText.first?.filterText == "Cmd-R")
    let afterName = Self.complete(row + "Mac: Reorder 1️⃣").1.map(\.label)
    #expect(afterName.first == "⌘R")
    #expect(afterName.contains("context menu"))
    let primary = Self.complete(row + "Mac: table row; context menu, ⌘1️⃣").1.map(\.label)
    #expect(primary.first == "⌘R")
    let menu = Self.complete("App: Leaf\nmenu Order\n  Copy Number: 1️⃣\n").1.map(\.label)
    #expect(menu.first == "⇧⌘O")
    #expect(!menu.contains { $0.hasSuffix("C") })
  }

  @Test("A complete text form is offered in canonical form, replacing exactly the typed shortcut")
  func canonicalForm() {
    let (text, items) = Self.complete("Row\nMeaning: x.\nMac: Reorder with 0️⃣Shift-Cmd-r1️⃣")
    #expect(items.map(\.label) == ["⇧⌘R"])
    #expect(items[0].range == SourceRange(start: text.offset(of: "0️⃣"), end: text.offset(of: "1️⃣")))
    #expect(Self.complete("Row\nMac: Reorder ⌘R1️⃣").1.isEmpty)
  }

  @Test("Nothing in comments, on headers, in free text fields")
  func nothingToComplete() {
    #expect(Self.complete("# Ro1️⃣\nRow\n").1.isEmpty)
    #expect(Self.complete("Row\nMeaning: a 1️⃣").1.isEmpty)
    #expect(Self.complete("menu Ord1️⃣er\n").1.isEmpty)
  }
}
