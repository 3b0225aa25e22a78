import Testing

@testable import ContractModel

/// ``FreeShortcuts``: the shortcuts a completion or a quick fix may offer for an action.
@Suite("Free shortcuts for an action")
struct CompletionFreeShortcutsTests {
  private static func written(_ candidates: [FreeShortcut]) -> [String] { candidates.map(\.shortcut.description) }

  @Test("The initial with ⌘ first, then ⇧⌘, then ⌥⌘, then the other letters; each with its reason")
  func orderAndReason() {
    let workspace = ContractWorkspace()
    let free = workspace.freeShortcuts(for: "Reorder", platforms: [.mac, .iPad], app: "Leaf", limit: 5)
    #expect(Self.written(free) == ["⌘R", "⇧⌘R", "⌥⌘R", "⇧⌘E", "⌥⌘E"])
    #expect(free.first?.reason == "free in Leaf on iPad and Mac; not a system or standard shortcut")
    let anyApp = workspace.freeShortcuts(for: "Reorder", platforms: [.mac], app: nil, limit: 1)
    #expect(anyApp.first?.reason == "free in the workspace on Mac; not a system or standard shortcut")
  }

  @Test("Never reserved, standard, ⌃⌥ or one of the app menu's five")
  func neverReservedOrStandard() {
    let workspace = ContractWorkspace()
    let copy = Self.written(workspace.freeShortcuts(for: "Copy", platforms: [.mac], app: nil, limit: 20))
    #expect(!copy.contains("⌘C"))
    #expect(!copy.contains("⌥⌘C"))
    let hide = Self.written(workspace.freeShortcuts(for: "Hide", platforms: [.mac, .iPad], app: nil, limit: 20))
    #expect(!hide.contains("⌘H"))
    #expect(!hide.contains("⌥⌘H"))
    let quit = Self.written(workspace.freeShortcuts(for: "Quit", platforms: [.iPad], app: nil, limit: 20))
    #expect(!quit.contains("⌘Q"))
    #expect(FreeShortcuts.isSafe(Shortcut.parse("⌘R").shortcut!, on: [.mac, .iPad]))
    #expect(!FreeShortcuts.isSafe(Shortcut.parse("⌃⌥R").shortcut!, on: [.iPad]))
    #expect(!FreeShortcuts.isSafe(Shortcut.parse("⌘M").shortcut!, on: [.iPhone]))
  }

  @Test("A shortcut bound to another action in the same app is not free; its own, or another app's, is")
  func boundElsewhere() {
    let workspace = ContractWorkspace()
    workspace.setDocument("Menus.contract", text: "App: Leaf\nmenu Order\n  Refresh: ⌘R\n")
    workspace.setDocument("Other.contract", text: "App: Fern\nmenu Cart\n  Rename: ⇧⌘R\n")
    let reorder = Self.written(workspace.freeShortcuts(for: "Reorder", platforms: [.mac], app: "Leaf", limit: 2))
    #expect(reorder == ["⇧⌘R", "⌥⌘R"])
    let refresh = Self.written(workspace.freeShortcuts(for: "refresh", platforms: [.mac], app: "Leaf", limit: 1))
    #expect(refresh == ["⌘R"])
    let iPhoneOnly = Self.written(workspace.freeShortcuts(for: "Reorder", platforms: [.iPhone], app: "Leaf", limit: 1))
    #expect(iPhoneOnly == ["⌘R"])
    let noApp = Self.written(workspace.freeShortcuts(for: "Reorder", platforms: [.mac], app: nil, limit: 1))
    #expect(noApp == ["⌥⌘R"])
  }

  @Test("No letters or no platforms: nothing")
  func nothingToOffer() {
    let workspace = ContractWorkspace()
    #expect(workspace.freeShortcuts(for: "→ 42", platforms: [.mac], app: nil).isEmpty)
    #expect(workspace.freeShortcuts(for: "Reorder", platforms: [], app: nil).isEmpty)
  }
}
