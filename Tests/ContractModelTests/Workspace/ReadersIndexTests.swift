import Testing

@testable import ContractModel

/// The readers index holds a fact's one reader in place and a table from the second on; either
/// way it answers as a table of readers would.
@Suite("Workspace: the readers index")
struct ReadersIndexTests {
  let first = BlockReference(document: "/w/a.contract", block: BlockID(1))
  let second = BlockReference(document: "/w/b.contract", block: BlockID(2))
  let third = BlockReference(document: "/w/b.contract", block: BlockID(3))
  let fact = FactKey.command("reorder")

  /// The readers of `fact`, as text in a stable order.
  func readers(_ index: ReadersIndex, _ fact: FactKey) -> [String] {
    index.readers(of: fact).map { "\($0.reference.block.value):\($0.kinds.rawValue)" }.sorted()
  }

  @Test("One reader, its values added and taken out one by one")
  func oneReader() {
    var index = ReadersIndex()
    index.insert(.model, of: first, reading: fact)
    index.insert(.local, of: first, reading: fact)
    #expect(readers(index, fact) == ["1:3"])
    index.remove(.model, of: first, reading: fact)
    #expect(readers(index, fact) == ["1:2"])
    index.remove(.crossFile, of: second, reading: fact)
    #expect(readers(index, fact) == ["1:2"])
    index.remove(.local, of: first, reading: fact)
    #expect(readers(index, fact).isEmpty)
    #expect(index.count == 0)
  }

  @Test("A second reader makes a table; back to one, the fact keeps the one left")
  func severalReaders() {
    var index = ReadersIndex()
    index.insert(.local, of: first, reading: fact)
    index.insert(.crossFile, of: second, reading: fact)
    index.insert(.model, of: third, reading: fact)
    index.insert(.drift, of: second, reading: fact)
    #expect(readers(index, fact) == ["1:2", "2:12", "3:1"])
    index.remove(of: second, reading: fact)
    #expect(readers(index, fact) == ["1:2", "3:1"])
    index.remove(.model, of: third, reading: fact)
    #expect(readers(index, fact) == ["1:2"])
    index.insert(.model, of: third, reading: fact)
    #expect(readers(index, fact) == ["1:2", "3:1"])
    index.remove(.local, of: first, reading: fact)
    index.remove(.model, of: third, reading: fact)
    #expect(readers(index, fact).isEmpty)
    #expect(index.count == 0)
  }

  @Test("The facts a document's blocks read, and no other")
  func factsOfADocument() {
    var index = ReadersIndex()
    let other = FactKey.menu("edit")
    index.insert(.local, of: first, reading: fact)
    index.insert(.local, of: second, reading: fact)
    index.insert(.local, of: third, reading: other)
    #expect(index.facts(readBy: "/w/a.contract") == [fact])
    #expect(Set(index.facts(readBy: "/w/b.contract")) == [fact, other])
    #expect(index.facts(readBy: "/w/c.contract").isEmpty)
  }
}
