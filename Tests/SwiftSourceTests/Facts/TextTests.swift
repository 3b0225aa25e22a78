import SwiftSource
import Testing

@Suite("Facts: hover texts and visible texts")
struct TextTests {
  @Test(".help with a literal, an interpolation, a Text, an expression")
  func help() {
    let text = """
      struct OrderRow: View {
        var body: some View {
          Text(order.title)
            .help("Reorder this order")
            .help("Delivered \\(order.date.formatted(date: .abbreviated, time: .omitted)) to \\(order.city)")
            .help(Text("Total"))
            .help(order.tooltip)
        }
      }
      """
    let hovers = Read.facts(text).hoverTexts
    #expect(hovers.map(\.mechanism) == [.help, .help, .help, .help])
    #expect(hovers[0].text?.text == "Reorder this order")
    #expect(hovers[1].text?.literalParts == ["Delivered ", " to ", ""])
    #expect(
      hovers[1].text?.interpolations == ["order.date.formatted(date: .abbreviated, time: .omitted)", "order.city"]
    )
    #expect(
      hovers[1].text?.text == "Delivered \\(order.date.formatted(date: .abbreviated, time: .omitted)) to \\(order.city)"
    )
    #expect(hovers[2].text?.text == "Total")
    #expect(hovers[3].text?.source == .expression && hovers[3].text?.text == "order.tooltip")
    #expect(hovers.allSatisfy { $0.enclosingType == "OrderRow" })
  }

  @Test(".onHover that sets state which shows a view")
  func onHover() {
    let text = """
      struct OrderRow: View {
        @State private var isHovering = false
        var body: some View {
          HStack {
            Text(order.title)
            if isHovering { Text("Delivered \\(order.date)") }
            if !isHovering { Text("Hidden on hover") }
          }
          .onHover { hovering in isHovering = hovering }
          .popover(isPresented: $isHovering) { Label("Details", systemImage: "info") }
        }
      }
      """
    let hovers = Read.facts(text).hoverTexts
    #expect(hovers.count == 1)
    #expect(hovers[0].mechanism == .onHover)
    #expect(hovers[0].hoverStates == ["isHovering"])
    #expect(hovers[0].shownTexts.map(\.text) == ["Delivered \\(order.date)", "Details"])
  }

  @Test("An .onHover that sets nothing shows nothing; .help look-alikes are not hover")
  func hoverNegatives() {
    let text = """
      Text("x").onHover { _ in NSCursor.pointingHand.push() }
      help("not a modifier")
      Text("y").helpText("not help")
      """
    let hovers = Read.facts(text).hoverTexts
    #expect(hovers.count == 1)
    #expect(hovers[0].hoverStates.isEmpty && hovers[0].shownTexts.isEmpty)
  }

  @Test("Visible texts: Text (literal, verbatim, styled, formatted), Label, accessibility label and value")
  func visible() {
    let text = """
      struct OrderRow: View {
        var body: some View {
          Text("Order")
          Text(verbatim: "#42")
          Text(order.date, style: .date)
          Text(order.total, format: .currency(code: "USD"))
          Label("Reorder", systemImage: "arrow.clockwise")
          Image(systemName: "star").accessibilityLabel("Favorite").accessibilityValue(Text("\\(order.rating) of 5"))
        }
      }
      """
    let texts = Read.facts(text).visibleTexts
    #expect(
      texts.map { "\($0.kind.rawValue):\($0.text.source.rawValue):\($0.text.text)" } == [
        "text:literal:Order", "text:verbatim:#42", "text:expression:order.date", "text:expression:order.total",
        "label:literal:Reorder", "accessibilityLabel:literal:Favorite",
        "accessibilityValue:literal:\\(order.rating) of 5",
      ]
    )
    #expect(texts.map(\.style) == [nil, nil, ".date", ".currency(code: \"USD\")", nil, nil, nil])
  }

  @Test("Localized literals are their key")
  func localizedKeys() {
    let text = """
      Text(String(localized: "orders.title"))
      Text(LocalizedStringKey("orders.empty"))
      Text(NSLocalizedString("orders.total", comment: "Total"))
      """
    let texts = Read.facts(text).visibleTexts
    #expect(texts.map(\.text.text) == ["orders.title", "orders.empty", "orders.total"])
    #expect(texts.allSatisfy { $0.text.source == .localized })
  }
}
