import SwiftSource
import Testing

@Suite("Facts: action sites")
struct ActionSiteTests {
  private func sites(_ text: String) -> [String] {
    Read.facts(text).actionSites.map { "\($0.mechanism.rawValue) \($0.title?.displayText ?? "-")" }
  }

  @Test("Swipe actions, context menus, toolbar items, accessibility actions, buttons")
  func mechanisms() {
    let text = """
      struct OrderRow: View {
        var body: some View {
          HStack { Text(order.title) }
            .swipeActions(edge: .trailing) { Button("Archive", role: .destructive) { archive() } }
            .contextMenu { Button("Reorder") { reorder() } }
            .accessibilityAction(named: "Reorder") { reorder() }
            .accessibilityAction { open() }
            .accessibilityActions { Button("Share") { share() } }
            .toolbar {
              ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
              Button("Refresh") { refresh() }
            }
          Button("Details") { open() }
          Menu("More") { Button("Duplicate") { } }
        }
      }
      """
    #expect(
      sites(text) == [
        "swipeAction Archive", "contextMenu Reorder", "accessibilityAction Reorder", "accessibilityAction -",
        "accessibilityAction Share", "toolbarItem Add", "toolbarItem Refresh", "button Details", "menu Duplicate",
      ]
    )
    #expect(Read.facts(text).actionSites.allSatisfy { $0.enclosingType == "OrderRow" })
  }

  @Test("A context menu for a selection, with its primary action")
  func contextMenuForSelection() {
    let text = """
      Table(orders, selection: $selection) { TableColumn("Order", value: \\.title) }
        .contextMenu(forSelectionType: Order.ID.self) { ids in
          Button("Reorder") { reorder(ids) }
        } primaryAction: { ids in
          open(ids)
        }
      """
    #expect(sites(text) == ["contextMenuPrimaryAction -", "contextMenu Reorder"])
  }

  @Test("Tap and long-press gestures, as modifiers and as gesture values")
  func gestures() {
    let text = """
      Image(systemName: "star")
        .onTapGesture(count: 2) { favorite() }
        .onLongPressGesture(minimumDuration: 0.5) { reorder() }
        .gesture(TapGesture().onEnded { open() })
        .simultaneousGesture(LongPressGesture().onEnded { _ in menu() })
      """
    #expect(sites(text) == ["tapGesture -", "longPressGesture -", "tapGesture -", "longPressGesture -"])
  }

  @Test("UIKit swipe actions and custom accessibility actions")
  func uiKit() {
    let text = """
      let archive = UIContextualAction(style: .destructive, title: "Archive") { _, _, done in done(true) }
      cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Reorder") { _ in true }]
      """
    #expect(sites(text) == ["swipeAction Archive", "accessibilityAction Reorder"])
  }

  @Test("Not action sites: alert buttons, picker options, labels of other controls, previews")
  func notSites() {
    let text = """
      struct V: View {
        var body: some View {
          Text("x")
            .alert("Delete?", isPresented: $asking) { Button("Delete", role: .destructive) { } }
            .confirmationDialog("Share", isPresented: $sharing) { Button("Copy") { } }
          Picker("Sort", selection: $sort) { Button("Never") { } }
          Menu { } label: { Button("Label") { } }
        }
      }
      #Preview { Button("Preview") { } }
      struct V_Previews: PreviewProvider { static var previews: some View { Button("Old Preview") { } } }
      """
    #expect(sites(text) == ["button Sort"])
  }

  @Test("A view type used in swipe actions gives its buttons that mechanism, composed")
  func composedActions() {
    let workspace = Read.workspace([
      ("Row.swift", "struct Row: View { var body: some View { Text(\"x\").swipeActions { ArchiveButton() } } }"),
      ("Archive.swift", "struct ArchiveButton: View { var body: some View { Button(\"Archive\") { } } }"),
    ])
    #expect(
      workspace.actionSites.map { "\($0.mechanism.rawValue) \($0.title?.text ?? "-")" } == ["swipeAction Archive"]
    )
  }

  @Test("Members of the type named in an action closure give their controls that closure's place")
  func namedMembers() {
    let text = """
      struct Row: View {
        var body: some View {
          Text("x")
            .contextMenu { menuItems }
            .toolbar { toolbarItems() }
        }
        var menuItems: some View { Button("Archive") { } }
        func toolbarItems() -> some View { Button("Add") { } }
        var other: some View { Button("Plain") { } }
      }
      """
    #expect(sites(text) == ["contextMenu Archive", "toolbarItem Add", "button Plain"])
  }

  @Test("A view type inside a pull-down Menu of a view gives its buttons the menu mechanism, composed")
  func typeInPullDownMenu() {
    let workspace = Read.workspace([
      ("Row.swift", "struct Row: View { var body: some View { Menu(\"More\") { RowActions() } } }"),
      ("Actions.swift", "struct RowActions: View { var body: some View { Button(\"Mute\") { } } }"),
    ])
    #expect(workspace.actionSites.map { "\($0.mechanism.rawValue) \($0.title?.text ?? "-")" } == ["menu Mute"])
  }
}

@Suite("Facts: a member named in several action closures")
struct SharedMemberTests {
  @Test("Its buttons are sites of each closure's mechanism, also through another member")
  func bothPlaces() {
    let text = """
      struct Row: View {
        var body: some View {
          Text("Row")
            .swipeActions { archive }
            .contextMenu { menu }
        }
        private var menu: some View { Group { archive } }
        private var archive: some View { Button("Archive") { } }
      }
      """
    let sites = Read.facts(text).actionSites.map { "\($0.mechanism.rawValue) \($0.title?.text ?? "-")" }
    #expect(sites.sorted() == ["contextMenu Archive", "swipeAction Archive"])
  }
}
