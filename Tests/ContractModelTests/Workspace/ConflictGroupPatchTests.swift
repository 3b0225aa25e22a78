import Foundation
import Testing

@testable import ContractModel

/// A block edited in place keeps its identity, and its new reading's bindings replace the old
/// ones only where they differ: a conflict group whose members of that block only moved in its
/// text is changed in place instead of arranged again. It must equal the group arranged from its
/// bucket, and the findings those of a fresh workspace.
@Suite("Workspace: conflict groups changed in place")
struct ConflictGroupPatchTests {
  /// Ten components binding ⌥⌘K (a group over the small size) and their own shortcut each.
  static func component(_ index: Int) -> String {
    """
    App: Leaf
    Platforms: iPad, Mac

    Row\(index)
    Meaning: a row. Primary action: Go\(index).
    iPad: keyboard focus, ⌥⌘K
    Mac: table row; Go\(index) in menu bar and context menu, ⌥⌘\(index)

    """
  }

  static let menu = """
    App: Leaf
    Platforms: iPad, Mac

    menu Rows
      Go0: ⌥⌘0
      Go1: ⌥⌘1
      Go2: ⌥⌘2
      Keep: ⌥⌘K
      Go3: ⌥⌘3

    """

  static let menuKey = "menu.contract"

  /// A workspace of the menu and the ten components, every document's findings made (so every
  /// group is arranged).
  static func workspace() -> ContractWorkspace {
    let workspace = ContractWorkspace()
    workspace.setDocument(menuKey, text: menu)
    for index in 0..<10 { workspace.setDocument("row\(index).contract", text: component(index)) }
    for key in workspace.documentKeys { _ = workspace.diagnostics(for: key) }
    return workspace
  }

  /// Every group present is its bucket's members, in order.
  static func expectGroupsAgreeWithBuckets(_ workspace: ContractWorkspace, _ step: String) {
    _ = workspace.bindings
    for (key, group) in workspace.conflictGroups {
      #expect(group.members == (workspace.bindingIndex[key]?.members ?? []), "\(step): \(key)")
    }
  }

  /// The findings and the bindings of every document equal those of a workspace given the same
  /// texts at once (the bindings but for their block identities, which are the workspace's own).
  static func expectFindingsAsFresh(_ workspace: ContractWorkspace, _ step: String) {
    let fresh = ContractWorkspace()
    for key in workspace.documentKeys { fresh.setDocument(key, text: workspace.text(key) ?? "") }
    for key in workspace.documentKeys {
      #expect(workspace.diagnostics(for: key) == fresh.diagnostics(for: key), "\(step): \(key)")
    }
    let anonymous = { (bindings: [BindingKey: [ShortcutBinding]]) in
      bindings.mapValues {
        $0.map { $0.relocated(to: BlockID(0)) }
      }
    }
    #expect(anonymous(workspace.bindings) == anonymous(fresh.bindings), "\(step): bindings")
  }

  /// Types `text` right after the first `marker` of the menu document.
  static func type(_ text: String, after marker: String, in workspace: ContractWorkspace) {
    workspace.type(text, after: marker, in: menuKey)
  }

  @Test("Typing into a menu command leaves the other commands' groups in place, equal to groups arranged again")
  func typingKeepsTheOtherGroups() {
    let workspace = Self.workspace()
    let arranged = workspace.conflictGroups.count
    #expect(arranged >= 12, "every shortcut on iPad and Mac")
    // The last command's name: every other command keeps its place and offsets.
    Self.type("x", after: "  Go3", in: workspace)
    Self.expectGroupsAgreeWithBuckets(workspace, "last command")
    // Only the groups of the command typed into (Go3 now names no action) wait to be arranged.
    let menuKeys = Set(workspace.bindingIndex.filter { $0.value.members.contains { $0.menu == "Rows" } }.keys)
    let waiting = menuKeys.filter { workspace.conflictGroups[$0] == nil }
    #expect(waiting.count == 2, "\(waiting)")
    Self.expectFindingsAsFresh(workspace, "last command")
    // The first command's name: every later command moves by one byte in its block.
    Self.type("y", after: "  Go0", in: workspace)
    Self.expectGroupsAgreeWithBuckets(workspace, "first command")
    Self.expectFindingsAsFresh(workspace, "first command")
  }

  @Test("A changed shortcut, a second menu of the same name, a removed menu: groups arranged again where they must be")
  func otherChangesArrangeAgain() {
    let workspace = Self.workspace()
    // Keep's shortcut changes: the ⌥⌘K groups lose the menu's binding.
    let current = workspace.text(Self.menuKey) ?? ""
    workspace.setDocument(Self.menuKey, text: current.replacingOccurrences(of: "Keep: ⌥⌘K", with: "Keep: ⌥⌘J"))
    Self.expectGroupsAgreeWithBuckets(workspace, "shortcut changed")
    Self.expectFindingsAsFresh(workspace, "shortcut changed")
    // A second menu titled alike in the same document: blocks of one name in one document.
    let twice = (workspace.text(Self.menuKey) ?? "") + "menu Rows\n  Go1: ⌥⌘1\n  Keep: ⌥⌘K\n"
    workspace.setDocument(Self.menuKey, text: twice)
    Self.expectGroupsAgreeWithBuckets(workspace, "second menu")
    Self.expectFindingsAsFresh(workspace, "second menu")
    Self.type("z", after: "  Keep", in: workspace)
    Self.expectGroupsAgreeWithBuckets(workspace, "typed into the first of two menus")
    Self.expectFindingsAsFresh(workspace, "typed into the first of two menus")
    // A component typed into, and one removed, in a group over the small size.
    workspace.edit("row4.contract", range: SourceRange(start: 0, end: 0), newText: "# moved\n")
    workspace.removeDocument("row7.contract")
    Self.expectGroupsAgreeWithBuckets(workspace, "component moved, another removed")
    Self.expectFindingsAsFresh(workspace, "component moved, another removed")
    workspace.removeDocument(Self.menuKey)
    Self.expectGroupsAgreeWithBuckets(workspace, "menu removed")
    Self.expectFindingsAsFresh(workspace, "menu removed")
  }

  @Test("A group takes a block's bindings back only when they are the same but for block and offsets")
  func replaceMembersChecksEverything() {
    let workspace = Self.workspace()
    // ⌥⌘K on iPad: the ten components and the menu's Keep, a group over the small size.
    guard
      let key = workspace.bindingIndex.keys.first(where: { key in
        key.platform == .iPad && workspace.bindingIndex[key]!.members.contains { $0.target == "Keep" }
      }),
      var group = workspace.conflictGroups[key], let own = group.members.first(where: { $0.menu == "Rows" })
    else {
      Issue.record("no group of ⌥⌘K on iPad with the menu's command")
      return
    }
    #expect(group.members.count > ShortcutConflictGroup.smallGroup)
    let moved = own.relocated(to: BlockID(987_654), shiftedBy: 3)
    var renamed = ShortcutBinding(
      shortcut: own.shortcut,
      platform: own.platform,
      target: "Hold",
      component: nil,
      menu: own.menu,
      document: own.document,
      block: moved.block,
      app: own.app,
      range: own.range,
      tokenRange: own.tokenRange
    )
    renamed.rank = own.rank
    var reranked = moved
    reranked.rank += 1
    for (changed, label) in [(renamed, "another target"), (reranked, "another rank")] {
      var copy = group
      let replaced = copy.replaceMembers(of: own.block, in: own.document, with: [changed])
      #expect(!replaced, "\(label)")
      #expect(copy.members == group.members, "\(label): left as it was")
    }
    let twice = group.replaceMembers(of: own.block, in: own.document, with: [moved, moved])
    #expect(!twice, "another count")
    let elsewhere = group.replaceMembers(of: BlockID(-1), in: own.document, with: [moved])
    #expect(!elsewhere, "another block")
    let replaced = group.replaceMembers(of: own.block, in: own.document, with: [moved])
    #expect(replaced)
    #expect(group.members.contains(moved) && !group.members.contains(own))
    #expect(group.members == group.members.sorted(by: ShortcutConflictGroup.precedes))
  }
}
