import Foundation
import SwiftSource
import Testing

@Suite("Facts: what the computed properties a visible text shows are computed from")
struct ComputedPropertyTextTests {
  /// Each visible text of `text` as `source text: names`.
  static func computed(_ text: String) -> [String] {
    Read.facts(text).visibleTexts.map { "\($0.text.text): " + $0.computedFrom.joined(separator: " ") }
  }

  @Test("A getter's names, through `self.` and in an interpolation; a member of another value is not the type's")
  func getter() {
    let text = """
      struct OrderRow: View {
        let order: Order
        var total: String { order.total.formatted(.currency(code: "USD")) }
        var body: some View {
          Text(total)
          Text(self.total)
          Text("Total: \\(total)")
          Text(order.total)
          Label(total, systemImage: "cart")
          EmptyView().accessibilityValue(total)
        }
      }
      """
    #expect(
      Self.computed(text) == [
        "total: order total formatted currency code", "self.total: order total formatted currency code",
        "Total: \\(total): order total formatted currency code", "order.total: ",
        "total: order total formatted currency code", "total: order total formatted currency code",
      ]
    )
  }

  @Test("Accessors: the `get` block only; observers, static properties and stored ones are not followed")
  func accessors() {
    let text = """
      struct OrderRow: View {
        let order: Order
        var note: String { get async throws(OrderError) { order.note } set { order.total = 0 } }
        var caption: String { didSet { log(order.total) } }
        static var title: String { order.title }
        let stored: String = order.code
        var body: some View {
          Text(note)
          Text(caption)
          Text(Self.title)
          Text(stored)
        }
      }
      """
    #expect(Self.computed(text) == ["note: order note", "caption: ", "Self.title: ", "stored: "])
  }

  @Test("One level; a property in an extension of the file counts; another type's property does not")
  func scope() {
    let text = """
      struct OrderRow: View {
        let order: Order
        var caption: String { formattedTotal }
        var body: some View {
          Text(caption)
          Text(formattedTotal)
          Text(summary)
        }
      }
      extension OrderRow {
        var formattedTotal: String { order.total.formatted() }
      }
      struct Other {
        var summary: String { order.summary }
      }
      """
    #expect(Self.computed(text) == ["caption: formattedTotal", "formattedTotal: order total formatted", "summary: "])
  }

  @Test("CRLF line breaks and emoji move nothing")
  func crlfAndEmoji() {
    let text = """
      // 🧾 👩‍👩‍👧‍👦
      struct OrderRow: View {
        var total: String { "💶 \\(order.total.formatted())" }
        var body: some View { Text("🛒 \\(total)") }
      }
      """.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(Self.computed(text) == ["🛒 \\(total): order total formatted"])
  }
}
