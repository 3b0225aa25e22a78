import SwiftSource
import Testing

@Suite("Facts: focus and presentations")
struct FocusTests {
  @Test("@FocusState properties and focus modifiers")
  func modifiers() {
    let text = """
      struct OrdersView: View {
        @FocusState private var focusedOrder: Order.ID?
        @FocusState var isSearching: Bool
        @State private var plain = false
        var body: some View {
          List { Row().focused($focusedOrder, equals: order.id) }
            .focusable()
            .focusable(false)
          TextField("Search", text: $query).focused($isSearching)
          Button("x") { }.focusEffectDisabled()
            .defaultFocus($focusedOrder, orders.first?.id)
        }
      }
      """
    let facts = Read.facts(text)
    #expect(facts.focusStates.map(\.name) == ["focusedOrder", "isSearching"])
    #expect(facts.focusStates.map(\.typeText) == ["Order.ID?", "Bool"])
    #expect(
      facts.focusModifiers.map { "\($0.kind.rawValue) \($0.binding ?? "-") \($0.flag.map(String.init) ?? "-")" } == [
        "focused focusedOrder -", "focusable - -", "focusable - false", "focused isSearching -",
        "focusEffectDisabled - true", "defaultFocus focusedOrder -",
      ]
    )
    #expect(facts.focusModifiers[0].argumentText == "$focusedOrder, equals: order.id")
  }

  @Test("A hidden focus ring: assigned, or returned by an override")
  func focusRing() {
    let text = """
      final class CanvasView: NSView {
        override var focusRingType: NSFocusRingType { get { .none } set { } }
        func setUp() { searchField.focusRingType = .none }
      }
      func configure(_ view: NSView) { view.focusRingType = NSFocusRingType.none }
      func keep(_ view: NSView) { view.focusRingType = .exterior }
      """
    let rings = Read.facts(text).focusModifiers.filter { $0.kind == .focusRingHidden }
    #expect(rings.count == 3)
    #expect(rings.map(\.enclosingType) == ["CanvasView", nil, "CanvasView"])
  }

  @Test("A sheet whose onDismiss closure restores focus")
  func restoringSheet() {
    let text = """
      struct OrdersView: View {
        @FocusState private var focusedOrder: Order.ID?
        var body: some View {
          List { }
            .sheet(item: $detailsOrder, onDismiss: { focusedOrder = selection }) { order in OrderDetails(order) }
        }
      }
      """
    let presentation = Read.facts(text).presentations.first
    #expect(presentation?.kind == .sheet)
    #expect(presentation?.trigger == "item")
    #expect(presentation?.hasOnDismiss == true)
    #expect(presentation?.onDismissAssignments == ["focusedOrder"])
    #expect(presentation?.restoresFocus == true)
  }

  @Test("onDismiss naming a function of the type that restores focus")
  func functionReference() {
    let text = """
      struct OrdersView: View {
        @FocusState private var focusedOrder: Order.ID?
        var body: some View { List { }.sheet(isPresented: $showing, onDismiss: restoreFocus) { Details() } }
        private func restoreFocus() { self.focusedOrder = selection }
      }
      """
    #expect(Read.facts(text).presentations.map(\.restoresFocus) == [true])
  }

  @Test("No onDismiss, or one that sets other state, does not restore focus")
  func notRestoring() {
    let text = """
      struct OrdersView: View {
        @FocusState private var focusedOrder: Order.ID?
        var body: some View {
          List { }
            .sheet(item: $detailsOrder) { order in OrderDetails(order) }
            .fullScreenCover(isPresented: $onboarding, onDismiss: { seenOnboarding = true }) { Onboarding() }
            .popover(isPresented: $info) { Info() }
        }
      }
      """
    let presentations = Read.facts(text).presentations
    #expect(presentations.map(\.kind) == [.sheet, .fullScreenCover, .popover])
    #expect(presentations.map(\.hasOnDismiss) == [false, true, false])
    #expect(presentations.map(\.restoresFocus) == [false, false, false])
  }

  @Test("A focus state declared in another file of the type is seen when composed")
  func composedFocusState() {
    let workspace = Read.workspace([
      ("A.swift", "struct V: View {\n  @FocusState var focus: Int?\n  var body: some View { content }\n}"),
      (
        "B.swift",
        "extension V { var content: some View { List { }.sheet(isPresented: $a, onDismiss: { focus = 1 }) { } } }"
      ),
    ])
    #expect(workspace.files[1].presentations.map(\.restoresFocus) == [false])
    #expect(workspace.presentations.map(\.restoresFocus) == [true])
  }
}
