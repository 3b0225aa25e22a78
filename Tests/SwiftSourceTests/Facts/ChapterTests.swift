import SwiftSource
import Testing

@Suite("The chapter's Swift: the clean screen and the shipped one")
struct ChapterTests {
  @Test("Clean: Order > Reorder ⌘R composed from ReorderCommand in another file")
  func cleanCommand() {
    let workspace = SwiftWorkspaceFacts.compose(files: Fixtures.facts(in: "Chapter"))
    let command = try! #require(workspace.menuCommands.first)
    #expect(workspace.menuCommands.count == 1)
    #expect(command.context.menuTitle == "Order")
    #expect(command.title?.text == "Reorder")
    #expect(command.shortcut?.key == .character("r"))
    #expect(command.shortcut?.modifiers == [.command] && command.shortcut?.modifiersWritten == true)
    #expect(command.shortcut?.isUpperCaseLetter == false)
    #expect(command.declaringType == "ReorderCommand" && command.via == ["ReorderCommand"])
    #expect(command.platforms == .all)
    #expect(command.location.path == "Chapter/ReorderCommand.swift")
    #expect(workspace.shortcuts.map(\.title?.text) == ["Reorder"])
  }

  @Test("Clean: Reorder is also a context menu item and an accessibility action; nothing is touch-only")
  func cleanActions() {
    let workspace = SwiftWorkspaceFacts.compose(files: Fixtures.facts(in: "Chapter"))
    #expect(
      workspace.actionSites.map { "\($0.mechanism.rawValue) \($0.title?.text ?? "-") \($0.enclosingType ?? "-")" } == [
        "contextMenu Reorder OrdersView", "accessibilityAction Reorder OrderRow",
      ]
    )
    #expect(!workspace.actionSites.contains { $0.mechanism == .swipeAction || $0.mechanism == .longPressGesture })
  }

  @Test("Clean: a Table with three columns, a List of OrderRows, no stack of rows")
  func cleanCollections() {
    let workspace = SwiftWorkspaceFacts.compose(files: Fixtures.facts(in: "Chapter"))
    let table = try! #require(workspace.collections.first { $0.kind == .table })
    #expect(table.columns.map(\.text) == ["Order", "Date", "Total"])
    #expect(table.enclosingType == "OrdersTable")
    let list = try! #require(workspace.collections.first { $0.kind == .list })
    #expect(list.rowTypes == ["OrderRow"] && list.rowTextCount == 2)
    #expect(!workspace.collections.contains { $0.kind == .stack })
  }

  @Test("Clean: the sheet's onDismiss returns focus to the selected row")
  func cleanFocus() {
    let workspace = SwiftWorkspaceFacts.compose(files: Fixtures.facts(in: "Chapter"))
    #expect(workspace.focusStates.map(\.name) == ["focusedOrder"])
    #expect(workspace.focusModifiers.map(\.kind) == [.focused])
    let sheet = try! #require(workspace.presentations.first)
    #expect(sheet.kind == .sheet && sheet.trigger == "item" && sheet.hasOnDismiss && sheet.restoresFocus)
    #expect(!workspace.focusModifiers.contains { $0.kind == .focusRingHidden })
  }

  @Test("Clean: RatingView has role, label, value, adjust actions and takes focus")
  func cleanCustomView() {
    let workspace = SwiftWorkspaceFacts.compose(files: Fixtures.facts(in: "Chapter"))
    let view = try! #require(workspace.customViews.first)
    #expect(view.name == "RatingView" && view.role == "slider" && view.acceptsFirstResponder == true)
    #expect(view.aspects.isSuperset(of: [.accessibilityLabel, .accessibilityValue, .accessibilityPerformIncrement]))
    #expect(workspace.hoverTexts.isEmpty)
  }

  @Test("Shipped: Reorder only as a swipe action, no menu command")
  func shippedActions() {
    let workspace = SwiftWorkspaceFacts.compose(files: Fixtures.facts(in: "Shipped"))
    #expect(workspace.menuCommands.isEmpty)
    #expect(workspace.shortcuts.isEmpty)
    let reorder = workspace.actionSites.filter { $0.title?.text == "Reorder" }
    #expect(reorder.map(\.mechanism) == [.swipeAction])
    #expect(workspace.actionSites.map(\.mechanism) == [.tapGesture, .swipeAction])
  }

  @Test("Shipped: rows of three Texts in a VStack with ForEach inside a ScrollView, no Table")
  func shippedCollections() {
    let workspace = SwiftWorkspaceFacts.compose(files: Fixtures.facts(in: "Shipped"))
    #expect(workspace.collections.count == 1)
    let stack = workspace.collections[0]
    #expect(stack.kind == .stack && stack.containers == ["ScrollView", "VStack"] && stack.rowTextCount == 3)
    #expect(stack.enclosingType == "OrderHistoryView")
  }

  @Test("Shipped: the delivery date only in .help")
  func shippedHover() {
    let workspace = SwiftWorkspaceFacts.compose(files: Fixtures.facts(in: "Shipped"))
    let help = try! #require(workspace.hoverTexts.first)
    #expect(help.mechanism == .help)
    #expect(help.text?.literalParts == ["Delivered ", ""])
    #expect(help.text?.interpolations == ["order.deliveryDate.formatted(date: .abbreviated, time: .omitted)"])
    let visible = workspace.visibleTexts.filter { $0.enclosingType == "OrderHistoryView" }.map(\.text.text)
    #expect(visible == ["order.number", "order.title", "order.total"])
    #expect(!visible.contains { $0.contains("deliveryDate") })
  }

  @Test("Shipped: a sheet with no focus restore")
  func shippedFocus() {
    let workspace = SwiftWorkspaceFacts.compose(files: Fixtures.facts(in: "Shipped"))
    let sheet = try! #require(workspace.presentations.first)
    #expect(!sheet.hasOnDismiss && !sheet.restoresFocus)
    #expect(workspace.focusStates.isEmpty)
  }

  @Test("Shipped: an NSView subclass with mouseDown and nothing else")
  func shippedCustomView() {
    let workspace = SwiftWorkspaceFacts.compose(files: Fixtures.facts(in: "Shipped"))
    let view = try! #require(workspace.customViews.first)
    #expect(view.aspects == [.mouseDown])
    #expect(view.isInteractive && view.role == nil && view.acceptsFirstResponder == nil)
  }
}
