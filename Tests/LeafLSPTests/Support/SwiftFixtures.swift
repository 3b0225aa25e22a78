import Foundation
import JSONRPC

@testable import LeafLSP

/// Contracts and Swift for the server's code-file tests: the drift example of
/// `docs/rules/contract-drift.md` and the touch-only example of `docs/rules/touch-only-action.md`.
enum SwiftFixtures {
  /// A Mac contract for `OrderRow`: a table row, Reorder in the menu bar and context menu, ⌘R.
  static let orderRowContract = """
    Platforms: Mac

    OrderRow
    Meaning: one past order. Number, date, total. Primary action: Reorder.
    Mac: table row; Reorder in menu bar and context menu, ⌘R
    Focus after dismiss: selected row
    Check: Mac: Order → Reorder works with the keyboard alone.

    menu Order
      Reorder: ⌘R

    """

  /// The app as shipped: Reorder is ⇧⌘R, a swipe only, and the rows are in a `List`.
  static let driftingApp = """
    import SwiftUI

    @main
    struct LeafApp: App {
      var body: some Scene {
        WindowGroup { OrdersView() }
          .commands {
            CommandMenu("Order") {
              Button("Reorder") { reorderSelection() }
                .keyboardShortcut("r", modifiers: [.shift, .command])
            }
          }
      }
    }

    struct OrdersView: View {
      var body: some View {
        List(orders) { order in
          OrderRow(order: order)
            .swipeActions { Button("Reorder") { order.reorder() } }
        }
      }
    }

    struct OrderRow: View {
      let order: Order
      var body: some View {
        HStack {
          Text(order.title)
          Text(order.total, format: .currency(code: "USD"))
        }
      }
    }

    """

  /// The app as the contract says: ⌘R, a `Table` with a context menu on the Mac.
  static let matchingApp = """
    import SwiftUI

    @main
    struct LeafApp: App {
      var body: some Scene {
        WindowGroup { OrdersView() }
          .commands {
            CommandMenu("Order") {
              Button("Reorder") { reorderSelection() }
                .keyboardShortcut("r")
            }
          }
      }
    }

    struct OrdersView: View {
      var body: some View {
        #if os(macOS)
        Table(orders) {
          TableColumn("Order", value: \\.title)
          TableColumn("Total") { Text($0.total, format: .currency(code: "USD")) }
        }
        .contextMenu(forSelectionType: Order.ID.self) { _ in Button("Reorder") { reorderSelection() } }
        #else
        List(orders) { order in
          OrderRow(order: order)
            .swipeActions { Button("Reorder") { order.reorder() } }
            .contextMenu { Button("Reorder") { order.reorder() } }
        }
        #endif
      }
    }

    struct OrderRow: View {
      let order: Order
      var body: some View {
        HStack {
          Text(order.title)
          Text(order.total, format: .currency(code: "USD"))
        }
      }
    }

    """

  /// A list whose Reorder is a swipe only, on one line after a string literal with an emoji and
  /// ⌘ (UTF-16 columns differ from UTF-8 ones there), with CRLF line ends.
  static let swipeOnlyList = [
    "import SwiftUI",
    "",
    "struct OrdersView: View {",
    "  let orders: [Order]",
    "",
    "  var body: some View {",
    "    List(orders) { order in",
    #"      Text("🧾 ⌘ \(order.title)").swipeActions { Button("Reorder") { order.reorder() } }"#,
    "    }",
    "  }",
    "}",
    "",
  ].joined(separator: "\r\n")

  /// The text added after `.swipeActions { … }` on the list's row line to offer Reorder in a context
  /// menu too.
  static let contextMenu = #".contextMenu { Button("Reorder") { order.reorder() } }"#

  /// Where `touch-only-action` points on the row line: the swipe's button.
  static let anchor = #"Button("Reorder")"#

  /// The 0-based line of the row in ``swipeOnlyList``.
  static let rowLine = 7
}

extension TestClient {
  /// `textDocument/didOpen` with a language id (a Swift document: `swift`).
  func open(_ uri: String, languageID: String, text: String, version: Int = 1) throws {
    try notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": .string(languageID), "version": .integer(Int64(version)),
          "text": .string(text),
        ]
      ]
    )
  }

  /// `workspace/didChangeWatchedFiles` for one file (`type`: 1 created, 2 changed, 3 deleted).
  func fileChanged(_ uri: String, type: Int = 2) throws {
    try notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri), "type": .integer(Int64(type))]]])
  }
}

extension String {
  /// The UTF-16 column of the first `needle` in this line.
  func utf16Column(of needle: String) -> Int? {
    range(of: needle).map { utf16.distance(from: startIndex, to: $0.lowerBound) }
  }
}
