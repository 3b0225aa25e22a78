import Foundation
import Testing

@testable import ContractModel

/// Contracts drafted from code (`leaf-lsp init`): what each draft says, and that the drafts of the
/// chapter's code and its shipped screen give only the findings the code deserves.
@Suite("Drafts from code")
struct ContractDraftsTests {
  /// A workspace holding the Swift `files` (path → text) and the contracts `contracts`.
  static func workspace(_ files: [String: String], contracts: [String: String] = [:]) -> ContractWorkspace {
    let workspace = ContractWorkspace()
    for (key, text) in contracts { workspace.setDocument(key, text: text) }
    workspace.setCodeFiles(files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    return workspace
  }

  /// The fields and paths of the drafted component `name` (comments left out).
  static func component(_ name: String, in drafts: ContractDrafts) -> [String] {
    let text = drafts.combined
    guard let start = text.range(of: "\n\(name)\n") else { return [] }
    return text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.isEmpty }.filter { !$0.hasPrefix("#") }.map(String.init)
  }

  @Test("The chapter's code: its Order menu, and its two views with Reorder, each path from the code")
  func chapter() {
    let drafts = ContractDrafts(workspace: Self.workspace(CodeCheck.fixtures("Chapter")))
    #expect(drafts.app == "Leaf")
    #expect(drafts.platforms == [.iPhone, .iPad, .mac])
    #expect(drafts.combined.contains("\nmenu Order\n  Reorder: ⌘R\n"))
    #expect(
      Self.component("OrdersView", in: drafts) == [
        "Meaning: TODO: what one OrdersView is and does, the same on every platform.",
        "Code: OrdersView",
        "Primary action: Reorder",
        "iPhone: list row; row → sheet; Reorder as context menu",
        "iPad: list row; row → sheet; Reorder as context menu + menu bar, ⌘R",
        "Mac: list row; row → sheet; Reorder as context menu + menu bar, ⌘R",
        "Focus after dismiss: selected row",
      ]
    )
    #expect(
      Self.component("OrderRow", in: drafts).suffix(3) == [
        "iPhone: Reorder as custom action",
        "iPad: Reorder as custom action + menu bar, ⌘R",
        "Mac: Reorder as custom action + menu bar, ⌘R",
      ]
    )
    // A view used only in a menu (ReorderCommand), one without actions (OrdersTable) and an
    // NSView (RatingView) get no component.
    for name in ["ReorderCommand", "OrdersTable", "RatingView", "LeafApp"] {
      #expect(Self.component(name, in: drafts) == [], "\(name)")
    }
  }

  @Test("The chapter's drafts beside its code: no error, no drift; only the Mac checks nobody wrote yet")
  func chapterDraftsAreClean() {
    let code = CodeCheck.fixtures("Chapter")
    let drafts = ContractDrafts(workspace: Self.workspace(code))
    let workspace = Self.workspace(code, contracts: ["Drafts.contract": drafts.combined])
    let findings = workspace.diagnostics(for: "Drafts.contract")
    #expect(findings.map(\.rule) == [.macVoiceOverUntested, .macVoiceOverUntested], "\(findings.map(\.message))")
    #expect(workspace.codeFileKeys.allSatisfy { workspace.diagnostics(for: $0).isEmpty })
  }

  @Test("The shipped screen's drafts: the chapter's problems, and no drift")
  func shippedDrafts() {
    var code = CodeCheck.fixtures("Shipped")
    code["Shipped/LeafApp.swift"] =
      "@main\nstruct LeafApp: App {\n  var body: some Scene { WindowGroup { OrderHistoryView() } }\n}\n"
    let drafts = ContractDrafts(workspace: Self.workspace(code))
    #expect(
      Self.component("OrderHistoryView", in: drafts).suffix(3) == [
        "iPhone: stack; row → sheet; Reorder as swipe",
        "iPad: stack; row → sheet; Reorder as swipe",
        "Mac: stack; row → sheet; Reorder as swipe",
      ]
    )
    let workspace = Self.workspace(code, contracts: ["Drafts.contract": drafts.combined])
    let lines = LineTable(drafts.combined)
    let found = workspace.diagnostics(for: "Drafts.contract").map { finding in
      "\(lines.line(containing: finding.range.start) + 1) \(finding.rule) \(finding.severity)"
    }
    #expect(
      found == [
        "7 mac-voiceover-untested information",
        "13 focus-return-unspecified warning", "13 primary-action-without-command warning",
        "13 touch-only-action warning",
        "14 focus-return-unspecified warning", "14 primary-action-without-command error",
        "14 touch-only-action error",
      ]
    )
  }

  @Test("Several actions are listed in Actions; a computed title is counted, never guessed")
  func severalActions() {
    let swift = """
      struct Row: View {
        var body: some View {
          Text("x")
            .contextMenu { Button("Archive") { }; Button("Share…") { }; Button(item.title) { } }
            .swipeActions { Button("Archive") { } }
        }
      }
      struct Shop: App {
        var body: some Scene {
          WindowGroup { Row() }.commands {
            CommandMenu("Item") { Button("Archive") { }.keyboardShortcut("a", modifiers: [.option, .command])
              Button(dynamicTitle) { } }
          }
        }
      }
      """
    let drafts = ContractDrafts(workspace: Self.workspace(["Row.swift": swift]))
    #expect(drafts.app == "Shop")
    #expect(drafts.combined.contains("menu Item\n  Archive: ⌥⌘A\n  # and 1 command whose title the code computes\n"))
    #expect(
      Self.component("Row", in: drafts) == [
        "Meaning: TODO: what one Row is and does, the same on every platform.",
        "Code: Row",
        "Actions: Archive, Share",
        "iPhone: Archive as context menu + swipe; Share as context menu",
        "iPad: Archive as context menu + swipe + menu bar, ⌥⌘A; Share as context menu",
        "Mac: Archive as context menu + swipe + menu bar, ⌥⌘A; Share as context menu",
      ]
    )
  }

  @Test("A Table's columns become Columns; a table compiled for the Mac only is the Mac's alone")
  func tables() {
    let swift = """
      struct Orders: View {
        var body: some View {
          #if os(macOS)
          Table(orders) { TableColumn("Order", value: \\.title); TableColumn("Total", value: \\.total) }
            .contextMenu(forSelectionType: Order.ID.self) { _ in Button("Reorder") { } }
          #else
          List(orders) { Text($0.title) }.contextMenu { Button("Reorder") { } }
          #endif
        }
      }
      """
    let drafts = ContractDrafts(workspace: Self.workspace(["Orders.swift": swift]))
    let lines = Self.component("Orders", in: drafts)
    #expect(lines.contains("Columns: Order, Total"))
    #expect(lines.contains("iPhone: list row; Reorder as context menu"))
    #expect(lines.contains("Mac: table; Reorder as context menu"))
  }

  @Test("A view compiled for fewer platforms: its own Platforms in its file, a leaf-ignore in one contract")
  func fewerPlatforms() throws {
    let swift = """
      struct Row: View { var body: some View { Text("x").contextMenu { Button("Open") { } } } }
      #if os(macOS)
      struct Sidebar: View { var body: some View { Text("y").contextMenu { Button("Rename") { } } } }
      #endif
      """
    let drafts = ContractDrafts(workspace: Self.workspace(["Views.swift": swift]))
    #expect(drafts.combined.contains("# leaf-ignore: missing-platform-path Sidebar is compiled for Mac only\n"))
    let sidebar = try #require(drafts.files.first { $0.name == "Sidebar.contract" })
    #expect(sidebar.text.contains("\nPlatforms: Mac\n"))
    let workspace = Self.workspace(["Views.swift": swift], contracts: ["Drafts.contract": drafts.combined])
    #expect(!workspace.diagnostics(for: "Drafts.contract").contains { $0.rule == .missingPlatformPath })
  }

  @Test("What contracts of the workspace already have is left out, and said")
  func leftOut() {
    let code = CodeCheck.fixtures("Chapter")
    let contracts = ["Orders.contract": "OrderRow\nMeaning: x.\n\nmenu Order\n  Reorder: ⌘R\n"]
    let drafts = ContractDrafts(workspace: Self.workspace(code, contracts: contracts))
    #expect(drafts.leftOut == ["menu Order: a contract has it", "OrderRow: tied to 'OrderRow' in Orders.contract"])
    #expect(!drafts.combined.contains("menu Order"))
    #expect(Self.component("OrdersView", in: drafts).count == 7)
    #expect(drafts.files.map(\.name) == ["OrdersView.contract"])
  }

  @Test("No view with actions and no menu: nothing to draft")
  func nothing() {
    let drafts = ContractDrafts(
      workspace: Self.workspace(["Model.swift": "struct Order { var title: String }\n"]),
      fallbackApp: "Shop"
    )
    #expect(drafts.isEmpty)
    #expect(drafts.app == "Shop")
  }
}

extension ContractDraftsTests {
  @Test("Toggles, pickers and links are not actions; a title that reads as a way is left out")
  func notActions() {
    let swift = """
      struct Settings: View {
        var body: some View {
          Form {
            Toggle("Compact Layout", isOn: $compact)
            Picker("Theme", selection: $theme) { Text("Dark").tag(1) }
            Link("Website", destination: url)
            Toggle("Show Account on Hover", isOn: $hover)
            Button("Show on Hover") { }
            Button("Restore Defaults") { }
          }
        }
      }
      """
    let drafts = ContractDrafts(workspace: Self.workspace(["Settings.swift": swift]))
    // One action, and no rows: not read as primary.
    #expect(Self.component("Settings", in: drafts).contains("Actions: Restore Defaults"))
    #expect(Self.component("Settings", in: drafts).contains("Mac: Restore Defaults as button"))
  }

  @Test("Without a SwiftUI App, the application menu of the Interface Builder menus names the app")
  func appFromApplicationMenu() {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
        <objects>
          <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
            <items>
              <menuItem title="Pebble" id="1Xt-HY-uBw">
                <menu key="submenu" title="Pebble" systemMenu="apple" id="uQy-DD-JDr">
                  <items>
                    <menuItem title="Hide Pebble" keyEquivalent="h" id="Olw-nP-bQN"/>
                    <menuItem title="Quit Pebble" keyEquivalent="q" id="4sb-4s-VLi"/>
                  </items>
                </menu>
              </menuItem>
            </items>
          </menu>
        </objects>
      </document>
      """
    let workspace = Self.workspace(["MainMenu.xib": xib])
    let drafts = ContractDrafts(workspace: workspace, fallbackApp: "folder")
    #expect(drafts.app == "Pebble")
    #expect(drafts.combined.contains("menu Pebble\n  Hide Pebble: ⌘H\n  Quit Pebble: ⌘Q\n"))
    let checked = Self.workspace(["MainMenu.xib": xib], contracts: ["Drafts.contract": drafts.combined])
    #expect(checked.diagnostics(for: "Drafts.contract").map(\.message) == [])
  }
}
