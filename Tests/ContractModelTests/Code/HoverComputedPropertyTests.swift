import ContractModel
import Foundation
import Testing

@Suite("hover-only-information on Swift code: a subview's computed property its body shows")
struct HoverComputedPropertyTests {
  /// A list of orders whose rows (`OrderRow`, in another file) show the total on hover.
  static let orders = """
    import SwiftUI

    struct OrdersView: View {
      let orders: [Order]
      var body: some View {
        VStack {
          ForEach(orders) { order in
            OrderRow(order: order)
              .help("Total: \\(order.total.formatted())")
          }
        }
      }
    }

    """

  /// An `OrderRow` with `members` (lines of Swift) before a body that shows `shown`.
  static func row(_ members: String, shows shown: String) -> String {
    """
    import SwiftUI

    struct OrderRow: View {
      let order: Order
    \(members)
      var body: some View {
        HStack {
          Text(order.number)
          \(shown)
        }
      }
    }

    """
  }

  /// The hover findings of the orders view beside `row`, as `path:line`.
  static func findings(_ row: String, orders: String = Self.orders) -> [String] {
    CodeCheck.findings(["Orders.swift": orders, "OrderRow.swift": row]).filter { $0.rule == "hover-only-information" }
      .map(\.description)
  }

  @Test("The audit's row: the body shows `formattedTotal`, computed from `order.total`: no finding")
  func computedProperty() {
    let row = Self.row(
      "  var formattedTotal: String { order.total.formatted(.currency(code: \"USD\")) }",
      shows: "Text(formattedTotal)"
    )
    #expect(Self.findings(row) == [])
    // In an interpolation, through `self.`, in a Label or the accessibility value.
    for shown in [
      "Text(\"Total: \\(formattedTotal)\")", "Text(self.formattedTotal)",
      "Label(formattedTotal, systemImage: \"cart\")",
      "EmptyView().accessibilityValue(formattedTotal)",
    ] {
      #expect(
        Self.findings(Self.row("  var formattedTotal: String { order.total.formatted() }", shows: shown)) == [],
        "\(shown)"
      )
    }
  }

  @Test("A getter with statements, a `get` beside a `set`, a property in an extension of the file")
  func getterForms() {
    let statements = Self.row(
      """
        var formattedTotal: String {
          let formatter = NumberFormatter()
          formatter.numberStyle = .currency
          return formatter.string(for: order.total) ?? ""
        }
      """,
      shows: "Text(formattedTotal)"
    )
    #expect(Self.findings(statements) == [])
    let getAndSet = Self.row(
      "  var formattedTotal: String { get { order.total.formatted() } set { } }",
      shows: "Text(formattedTotal)"
    )
    #expect(Self.findings(getAndSet) == [])
    let inExtension =
      Self.row("", shows: "Text(formattedTotal)")
      + "extension OrderRow {\n  var formattedTotal: String { order.total.formatted() }\n}\n"
    #expect(Self.findings(inExtension) == [])
  }

  @Test("Shown in a hover popover of the parent: no finding when the row's computed property shows it")
  func onHoverPopover() {
    let orders = """
      import SwiftUI

      struct OrdersView: View {
        let order: Order
        @State private var isHovering = false
        var body: some View {
          OrderRow(order: order)
            .onHover { isHovering = $0 }
            .popover(isPresented: $isHovering) { Text(order.total.formatted()) }
        }
      }

      """
    let row = Self.row("  var formattedTotal: String { order.total.formatted() }", shows: "Text(formattedTotal)")
    #expect(Self.findings(row, orders: orders) == [])
    let other = Self.row("  var formattedDate: String { order.date.formatted() }", shows: "Text(formattedDate)")
    #expect(Self.findings(other, orders: orders) == ["Orders.swift:8 hover-only-information warning"])
  }

  @Test("A computed property that reads something else, or that the body does not show: still a finding")
  func notShown() {
    let otherValue = Self.row(
      "  var itemCount: String { \"\\(order.items.count) items, total\" }",
      shows: "Text(itemCount)"
    )
    #expect(Self.findings(otherValue) == ["Orders.swift:9 hover-only-information warning"])
    let unshown = Self.row(
      "  var formattedTotal: String { order.total.formatted() }",
      shows: "Text(order.date, style: .date)"
    )
    #expect(Self.findings(unshown) == ["Orders.swift:9 hover-only-information warning"])
    // A setter is not what the view shows.
    let setter = Self.row(
      "  var note: String { get { order.note } set { order.total = Decimal(string: newValue) ?? 0 } }",
      shows: "Text(note)"
    )
    #expect(Self.findings(setter) == ["Orders.swift:9 hover-only-information warning"])
    // A stored property with an observer is not computed: its observer is not what it shows.
    let observed = Self.row(
      "  var caption: String { didSet { print(order.total) } }",
      shows: "Text(caption)"
    )
    #expect(Self.findings(observed) == ["Orders.swift:9 hover-only-information warning"])
  }

  @Test("One level: a computed property read through another is not followed")
  func oneLevel() {
    let row = Self.row(
      """
        var caption: String { formattedTotal }
        var formattedTotal: String { order.total.formatted() }
      """,
      shows: "Text(caption)"
    )
    #expect(Self.findings(row) == ["Orders.swift:9 hover-only-information warning"])
  }

  @Test("CRLF line breaks and emoji: the property is still followed")
  func crlfAndEmoji() {
    let row = Self.row(
      "  // 🧾 Totals 👩‍👩‍👧‍👦\n  var formattedTotal: String { \"💶 \\(order.total.formatted())\" }",
      shows: "Text(\"🛒 \\(formattedTotal)\")"
    ).replacingOccurrences(of: "\n", with: "\r\n")
    #expect(Self.findings(row, orders: Self.orders.replacingOccurrences(of: "\n", with: "\r\n")) == [])
  }
}
