import Testing

@testable import ContractModel

/// The workspace's binding index: each block's bindings kept apart, given in the conflict
/// groups' order whatever order documents came in.
@Suite("Workspace: binding index")
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

  @Test("A block's bindings replace what it bound before; taking a block out leaves the others")
  func blocksReplaceAndLeaveTheirOwnBindings() {
    let workspace = ContractWorkspace()
    for name in ["m", "z", "a"] { workspace.setDocument("\(name).contract", text: Self.contract(name)) }
    let members = workspace.bindings.values.max { $0.count < $1.count } ?? []
    #expect(members.count == 3)
    var bucket = BindingBucket()
    for member in members { bucket.add([member], document: member.document, block: member.block) }
    bucket.add(members, document: members[0].document, block: members[0].block)
    #expect(bucket.count == 5 && bucket.members.count == 5, "the first block now binds three times")
    bucket.remove(document: members[0].document, block: members[0].block)
    #expect(bucket.members == Array(members.dropFirst()))
    bucket.remove(document: "nowhere.contract", block: members[1].block)
    #expect(bucket.count == 2)
    for member in members.dropFirst() { bucket.remove(document: member.document, block: member.block) }
    #expect(bucket.isEmpty && bucket.members.isEmpty)
  }

  @Test("A bucket gives its members in the groups' order, blocks of one name in one document merged")
  func bucketMembersAreInTheGroupsOrder() {
    var random = SeededGenerator(seed: 31)
    for _ in 0..<200 {
      var bindings = ShortcutConflictGroupTests.randomBindings(&random, count: Int.random(in: 0...60, using: &random))
      // Some bindings move to a second block of the same name in the same document.
      for index in bindings.indices where Int.random(in: 0..<4, using: &random) == 0 {
        bindings[index] = bindings[index].relocated(to: BlockID(bindings[index].block.value + 100))
      }
      // Some blocks' bindings carry ranks, as the workspace's do; the others are all rank 0.
      var bucket = BindingBucket()
      let blocks = Dictionary(grouping: bindings) { BlockReference(document: $0.document, block: $0.block) }
      var added: [ShortcutBinding] = []
      for (reference, var members) in blocks {
        if Bool.random(using: &random) {
          for index in members.indices { members[index].rank = members.count - index }
        }
        added += members
        bucket.add(members.shuffled(using: &random), document: reference.document, block: reference.block)
      }
      let order = { (binding: ShortcutBinding) in
        "\(binding.document)|\(binding.blockName)|\(binding.rank)|\(binding.targetKey)|\(binding.range.start)"
      }
      let members = bucket.members
      #expect(members.map(order) == added.sorted(by: ShortcutConflictGroup.precedes).map(order))
      #expect(members.count == added.count && Set(members) == Set(added))
    }
  }
}
