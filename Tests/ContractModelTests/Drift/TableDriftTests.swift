import Foundation
import Testing

@testable import ContractModel

/// Drift of a Mac table: the contract's Mac path presents a table, the code a list or stack.
@Suite("Drift: Mac tables")
struct TableDriftTests {
  static let contract = """
    Platforms: Mac

    OrderRow
    Meaning: one past order. Number, date, total.
    Mac: table row
    """

  /// `OrderRow` and a view listing it with `container`.
  static func listed(_ container: String, more: String = "") -> [(String, String)] {
    [
      ("OrderRow.swift", "struct OrderRow: View {\n  var body: some View { HStack { Text(a)\n Text(b) } }\n}\n"),
      (
        "Orders.swift",
        """
        struct Orders: View {
          var body: some View {
            \(container)
          }
        }
        \(more)
        """
      ),
    ]
  }

  @Test("Rows of the component in a stack on macOS, and no table compiled for the Mac")
  func stack() {
    let swift = Self.listed("ScrollView { LazyVStack { ForEach(orders) { OrderRow($0) } } }")
    #expect(
      Drift.describe(Self.contract, swift: swift) == [
        "5:6 warning: 'OrderRow' is a table row on Mac in the contract, but its code (OrderRow) presents it in a "
          + "stack (ScrollView > LazyVStack) on macOS, and in no table: Mac VoiceOver reads a group with no row "
          + "count or column headers. Present the rows in a Table (or NSTableView), or change the contract."
      ]
    )
    #expect(
      Drift.related(Self.contract, swift: swift) == [["Orders.swift:3: a stack (ScrollView > LazyVStack), in Orders"]]
    )
  }

  @Test("A List compiled only for the Mac is the Mac's, whatever else the app has")
  func macOnlyList() {
    let swift = Self.listed(
      "#if os(macOS)\n    List(orders) { OrderRow($0) }\n    #endif",
      more: "struct Other: View { var body: some View { Table(items) { TableColumn(\"A\", value: \\.a) } } }"
    )
    #expect(Drift.describe(Self.contract, swift: swift).count == 1)
  }

  @Test("A shared List while the app compiles a table for the Mac elsewhere: not confirmed, no drift")
  func sharedListBesideTable() {
    let swift = Self.listed(
      "List(orders) { OrderRow($0) }",
      more: "struct OrdersTable: View { var body: some View { Table(items) { TableColumn(\"A\", value: \\.a) } } }"
    )
    #expect(Drift.describe(Self.contract, swift: swift) == [])
  }

  @Test("A table in the component's code, or a Mac path that presents no table: no drift")
  func noDrift() {
    let table = Self.listed(
      "#if os(macOS)\n    Table(orders) { TableColumn(\"Order\", value: \\.title) }\n    #else\n    List(orders) { OrderRow($0) }\n    #endif"
    )
    let tied = Self.contract.replacingOccurrences(of: "Mac: ", with: "Code: OrderRow, Orders\nMac: ")
    #expect(Drift.describe(tied, swift: table) == [])
    let noTable = Self.contract.replacingOccurrences(of: "Mac: table row", with: "Mac: list row")
    #expect(Drift.describe(noTable, swift: Self.listed("List(orders) { OrderRow($0) }")) == [])
  }

  @Test("A List compiled only for iOS is not the Mac's")
  func iOSOnlyList() {
    let swift = Self.listed(
      "#if os(iOS) && !targetEnvironment(macCatalyst)\n    List(orders) { OrderRow($0) }\n    #endif"
    )
    #expect(Drift.describe(Self.contract, swift: swift) == [])
  }
}
