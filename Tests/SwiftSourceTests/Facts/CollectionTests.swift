import SwiftSource
import Testing

@Suite("Facts: collections")
struct CollectionTests {
  private func collections(_ text: String) -> [String] {
    Read.facts(text).collections.map { collection in
      "\(collection.kind.rawValue) \(collection.containers.joined(separator: ">")) texts:\(collection.rowTextCount)"
        + (collection.columns.isEmpty ? "" : " columns:" + collection.columns.map(\.text).joined(separator: ","))
        + (collection.rowTypes.isEmpty ? "" : " rows:" + collection.rowTypes.joined(separator: ","))
    }
  }

  @Test("A List of rows, by data or by ForEach")
  func lists() {
    let text = """
      List(orders) { order in HStack { Text(order.title); Text(order.total) } }
      List { ForEach(orders) { order in OrderRow(order) } }
      """
    #expect(collections(text) == ["list List texts:2", "list List texts:0 rows:OrderRow"])
  }

  @Test("A Table and its column titles")
  func table() {
    let text = """
      Table(orders, selection: $selection) {
        TableColumn("Order", value: \\.title)
        TableColumn("Date") { Text($0.date, style: .date) }
        TableColumn("Total") { Text($0.total, format: .currency(code: "USD")) }
      }
      """
    #expect(collections(text) == ["table Table texts:2 columns:Order,Date,Total"])
  }

  @Test("ForEach in a VStack, LazyVStack or ScrollView is a stack of rows")
  func stacks() {
    let text = """
      ScrollView { LazyVStack { ForEach(orders) { order in HStack { Text(order.number); Text(order.title); Text(order.total) } } } }
      VStack { Section { ForEach(orders) { Text($0.title) } } }
      """
    #expect(collections(text) == ["stack ScrollView>LazyVStack texts:3", "stack VStack texts:1"])
  }

  @Test("ForEach elsewhere is not a stack: in an HStack, a Picker, a List, a menu")
  func notStacks() {
    let text = """
      HStack { ForEach(tags) { Text($0) } }
      Picker("Sort", selection: $sort) { ForEach(Sort.allCases) { Text($0.name) } }
      CommandMenu("Go") { ForEach(pages) { page in Button(page.title) { } } }
      ForEach(items) { Text($0) }
      """
    #expect(collections(text).isEmpty)
  }

  @Test("AppKit tables: made, subclassed, held as outlets")
  func appKit() {
    let text = """
      final class OrdersController: NSViewController {
        @IBOutlet weak var tableView: NSTableView!
        let outline = NSOutlineView()
      }
      final class OrdersTableView: NSTableView {}
      """
    #expect(
      collections(text) == [
        "nsOutlineView NSOutlineView texts:0", "nsTableView NSTableView texts:0", "nsTableView NSTableView texts:0",
      ]
    )
  }

  @Test("A row made by a view type counts that type's texts when composed")
  func composedRows() {
    let workspace = Read.workspace([
      ("List.swift", "struct Orders: View { var body: some View { VStack { ForEach(orders) { OrderRow($0) } } } }"),
      ("Row.swift", "struct OrderRow: View { var body: some View { HStack { Text(a); Text(b); Text(c) } } }"),
    ])
    #expect(workspace.collections.map(\.rowTextCount) == [3])
  }
}

@Suite("Facts: columns of a row")
struct RowColumnTests {
  @Test("Texts and Labels that are direct children of one HStack are columns; stacked or nested ones are not")
  func sideBySide() {
    let text = """
      struct A: View {
        var body: some View {
          List(orders) { order in
            HStack {
              Text(order.number)
              VStack { Text(order.title); Text(order.note) }
              Label(order.status, systemImage: "clock")
              Text(order.total).bold()
              if order.isNew { Text("New") }
            }
          }
        }
      }
      """
    let collection = Read.facts(text).collections[0]
    #expect(collection.rowTextCount == 5)
    // The number, the status and the total: the literal badge is the same on every row it is on.
    #expect(collection.rowColumnCount == 3)
  }

  @Test("Of the branches of one if/else or switch, the fullest counts; a Text of no letter or digit is no column")
  func branchesAndSeparators() {
    // UTM's release notes: a bullet, then the note as Markdown or as plain text.
    let alternatives = """
      struct Notes: View {
        var body: some View {
          List(notes) { note in
            HStack {
              if hasBullet { Text(bullet) }
              if let attributed = try? AttributedString(markdown: note) {
                Text(attributed)
              } else {
                Text(note)
              }
              switch note.kind {
              case .fixed: Text(note.issue); Text(note.fixVersion)
              case .new: Text(note.feature)
              default: EmptyView()
              }
            }
          }
        }
      }
      """
    #expect(Read.facts(alternatives).collections[0].rowColumnCount == 4)
    // VirtualBuddy's build · size; a dash and a slash too; a value or an interpolation is a column.
    let separated = """
      struct Sizes: View {
        var body: some View {
          List(images) { image in
            HStack { Text(image.build); Text("·"); Text(image.size); Text(" – "); Text("/") }
            HStack { Text(image.build); Text(image.arch); Text(image.date, style: .date); Text("\\(image.size)") }
          }
        }
      }
      """
    #expect(Read.facts(separated).collections[0].rowColumnCount == 4)
    let sizes = "List(images) { image in HStack { Text(image.build); Text(\"·\"); Text(image.size) } }"
    #expect(Read.facts(sizes).collections[0].rowColumnCount == 2)
  }

  @Test("A row made by a view type gets that type's columns when composed")
  func rowType() {
    let workspace = Read.workspace([
      ("List.swift", "struct L: View { var body: some View { List(items) { item in ItemRow(item: item) } } }"),
      ("Row.swift", "struct ItemRow: View { var body: some View { HStack { Text(a); Text(b); Text(c) } } }"),
    ])
    #expect(workspace.collections.map(\.rowColumnCount) == [3])
  }
}
