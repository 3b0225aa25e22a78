import Testing

@testable import ContractModel

/// The workspace's binding index keeps each bucket in the order the conflict groups use, so
/// that arranging a group never sorts it again.
@Suite("Workspace: binding index order")
struct WorkspaceIndexesTests {
  static func contract(_ name: String) -> String {
    """
    App: Leaf
    Platforms: iPad, Mac

    \(name)Row
    Meaning: a row. Primary action: Open\(name).
    iPad: keyboard focus, ⌘I
    Mac: table row; Open\(name) in context menu, ⌘I; ⌘D

    """
  }

  @Test("Buckets stay in the groups' order whatever order documents are added, changed and removed in")
  func bucketsStaySorted() {
    let workspace = ContractWorkspace()
    for name in ["m", "z", "a", "q", "b"] { workspace.setDocument("\(name).contract", text: Self.contract(name)) }
    workspace.setDocument("a.contract", text: "\n\n" + Self.contract("a"))
    workspace.setDocuments([("c.contract", Self.contract("c")), ("A.contract", Self.contract("A"))])
    workspace.removeDocument("q.contract")
    let buckets = workspace.bindings
    #expect(buckets.values.contains { $0.count == 6 }, "\(buckets.mapValues(\.count))")
    for (key, members) in buckets {
      let sorted = members.sorted(by: ShortcutConflictGroup.precedes)
      #expect(members == sorted, "\(key)")
    }
  }

  @Test("A binding goes where the groups' order puts it, ties and all")
  func insertionPointsInSortedBuckets() {
    let workspace = ContractWorkspace()
    for name in ["m", "z", "a", "q", "b"] { workspace.setDocument("\(name).contract", text: Self.contract(name)) }
    let members = workspace.bindings.values.max { $0.count < $1.count } ?? []
    #expect(members.count == 5)
    for (index, member) in members.enumerated() {
      let point = ContractWorkspace.insertionPoint(of: member, in: members)
      #expect(point <= index && members[point..<index].allSatisfy { !ShortcutConflictGroup.precedes($0, member) })
    }
    var late = members[0]
    late.document = "zz.contract"
    #expect(ContractWorkspace.insertionPoint(of: late, in: members) == members.count)
  }
}
