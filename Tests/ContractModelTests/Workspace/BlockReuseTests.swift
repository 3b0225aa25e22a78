import Foundation
import Testing

@testable import ContractModel

/// An edit keeps every block whose text comes back unchanged (its identity, reading and
/// findings), each at most once, whether it replaces a few blocks (compared byte for byte) or many
/// (found by a hash of their bytes).
@Suite("Blocks an edit gives back unchanged are kept")
struct BlockReuseTests {
  /// A contract of `count` components, two of them (`Twin`) the same text.
  static func text(components names: [String]) -> String {
    "App: Leaf\nPlatforms: iPhone, iPad, Mac\n\n"
      + names.map {
        "\($0)\nMeaning: the \($0.lowercased()) of an order.\niPhone: tap\niPad: tap, ⌘R\nMac: menu, ⌘R\n\n"
      }
      .joined()
  }

  static func ids(_ workspace: ContractWorkspace, _ key: String) -> [String: [BlockID]] {
    let document = workspace.document(key)!
    var ids: [String: [BlockID]] = [:]
    for block in document.blocks.dropFirst() {
      let name = String(
        document.lines.text(in: SourceRange(start: block.start, end: block.start + block.length)).prefix { $0 != "\n" }
      )
      ids[name, default: []].append(block.id)
    }
    return ids
  }

  @Test("Components given back in another order keep their identities", arguments: [3, 20])
  func reorderedComponents(count: Int) {
    var names = (0..<count).map { "Row\($0)" }
    names.insert("Twin", at: 1)
    names.append("Twin")
    let workspace = ContractWorkspace()
    workspace.setDocument("A.contract", text: Self.text(components: names))
    let before = Self.ids(workspace, "A.contract")
    let header = Self.text(components: []).utf8.count
    let end = Self.text(components: names).utf8.count
    let reordered = Array(names.reversed())
    let replacement = String(Self.text(components: reordered).utf8.dropFirst(header))!
    workspace.edit("A.contract", range: SourceRange(start: header, end: end), newText: replacement)
    let after = Self.ids(workspace, "A.contract")
    #expect(workspace.text("A.contract") == Self.text(components: reordered))
    for name in names where name != "Twin" {
      #expect(after[name] == before[name], "\(name)")
    }
    // The twins are kept once each, not one of them twice.
    #expect(Set(after["Twin"] ?? []) == Set(before["Twin"] ?? []))
    #expect(after["Twin"]?.count == 2)
  }

  @Test("A component whose text alone changed keeps its identity and is read again; its twin is kept")
  func changedComponentIsNew() {
    let names = (0..<12).map { "Row\($0)" } + ["Twin", "Twin"]
    let workspace = ContractWorkspace()
    let text = Self.text(components: names)
    workspace.setDocument("A.contract", text: text)
    let before = Self.ids(workspace, "A.contract")
    let header = Self.text(components: []).utf8.count
    let changed = String(text.utf8.dropFirst(header))!.replacingOccurrences(of: "the row3 of", with: "the third row of")
    workspace.edit("A.contract", range: SourceRange(start: header, end: text.utf8.count), newText: changed)
    let after = Self.ids(workspace, "A.contract")
    #expect(after["Row3"] == before["Row3"], "the one block edited keeps its identity")
    let row3 = workspace.document("A.contract")!.blocks.first { $0.id == after["Row3"]?.first }
    #expect(row3.map { String(decoding: $0.model.lines.bytes, as: UTF8.self).contains("the third row of") } == true)
    #expect(after["Row4"] == before["Row4"])
    #expect(after["Twin"] == before["Twin"])
  }

  @Test("Two components changed by one edit are new blocks; the others are kept")
  func twoChangedComponentsAreNew() {
    let names = (0..<12).map { "Row\($0)" }
    let workspace = ContractWorkspace()
    let text = Self.text(components: names)
    workspace.setDocument("A.contract", text: text)
    let before = Self.ids(workspace, "A.contract")
    let header = Self.text(components: []).utf8.count
    let changed = String(text.utf8.dropFirst(header))!
      .replacingOccurrences(of: "the row3 of", with: "the third row of")
      .replacingOccurrences(of: "the row5 of", with: "the fifth row of")
    workspace.edit("A.contract", range: SourceRange(start: header, end: text.utf8.count), newText: changed)
    let after = Self.ids(workspace, "A.contract")
    #expect(after["Row3"] != before["Row3"])
    #expect(after["Row5"] != before["Row5"])
    #expect(after["Row4"] == before["Row4"])
    let fresh = ContractWorkspace()
    fresh.setDocument("A.contract", text: workspace.text("A.contract") ?? "")
    #expect(workspace.diagnostics(for: "A.contract") == fresh.diagnostics(for: "A.contract"))
  }
}
