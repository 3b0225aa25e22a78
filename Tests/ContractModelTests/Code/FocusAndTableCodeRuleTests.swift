import ContractModel
import Foundation
import Testing

@Suite("hidden-focus-ring and list-should-be-table on Swift code")
struct FocusAndTableCodeRuleTests {
  @Test("focusRingType = .none and .focusEffectDisabled(): a warning each")
  func hiddenRing() {
    let appKit = """
      import AppKit

      final class SearchField: NSTextField {
        override func awakeFromNib() {
          super.awakeFromNib()
          focusRingType = .none
        }
      }

      """
    let findings = CodeCheck.findings(swift: appKit)
    #expect(findings.map(\.description) == ["Code.swift:6 hidden-focus-ring warning"])
    #expect(
      findings.first?.message.hasPrefix("SearchField hides the focus ring (focusRingType = .none) on Mac") == true
    )
    let swiftUI = """
      import SwiftUI

      struct Tile: View {
        var body: some View {
          Text("Tile").focusable().focusEffectDisabled()
        }
      }

      """
    #expect(CodeCheck.findings(swift: swiftUI).map(\.description) == ["Code.swift:5 hidden-focus-ring warning"])
  }

  @Test("focusEffectDisabled(false), or a type that shows focus through a @FocusState: no finding")
  func ringShown() {
    let notDisabled = """
      import SwiftUI
      struct Tile: View {
        var body: some View { Text("Tile").focusable().focusEffectDisabled(false) }
      }
      """
    #expect(CodeCheck.rules(swift: notDisabled) == [])
    // A condition the code computes hides the ring only while it holds: not read as hidden.
    let conditional = notDisabled.replacingOccurrences(
      of: "focusEffectDisabled(false)",
      with: "focusEffectDisabled(isEditing)"
    )
    #expect(CodeCheck.rules(swift: conditional) == [])
    let literalTrue = notDisabled.replacingOccurrences(
      of: "focusEffectDisabled(false)",
      with: "focusEffectDisabled(true)"
    )
    #expect(CodeCheck.rules(swift: literalTrue) == ["hidden-focus-ring"])
    let ownFocus = """
      import SwiftUI
      struct Tile: View {
        @FocusState private var focused: Bool
        var body: some View {
          Text("Tile").focusable().focused($focused).focusEffectDisabled()
            .overlay { if focused { RoundedRectangle(cornerRadius: 4).stroke(.blue) } }
        }
      }
      """
    #expect(CodeCheck.rules(swift: ownFocus) == [])
  }

  /// A list of rows of `texts` Texts each.
  static func list(texts: Int, condition: String? = nil) -> String {
    let row = (0..<texts).map { "          Text(order.value\($0))" }.joined(separator: "\n")
    return """
      import SwiftUI
      \(condition.map { "#if \($0)" } ?? "")
      struct OrdersList: View {
        let orders: [Order]
        var body: some View {
          List(orders) { order in
            HStack {
      \(row)
            }
          }
        }
      }
      \(condition == nil ? "" : "#endif")

      """
  }

  @Test("A List of rows of three Texts compiled for macOS: information")
  func listOfColumns() {
    let findings = CodeCheck.findings(swift: Self.list(texts: 3))
    #expect(findings.map(\.description) == ["Code.swift:6 list-should-be-table information"])
    #expect(
      findings.first?.message.hasPrefix("OrdersList presents rows of 3 texts side by side in a List on Mac") == true
    )
  }

  @Test("Rows of two Texts, a Table, or a list only the iOS app compiles: no finding")
  func notTabular() {
    #expect(CodeCheck.rules(swift: Self.list(texts: 2)) == [])
    let table = """
      import SwiftUI
      struct OrdersTable: View {
        let orders: [Order]
        var body: some View {
          Table(orders) {
            TableColumn("Order", value: \\.title)
            TableColumn("Date") { Text($0.date, style: .date) }
            TableColumn("Total") { Text($0.total, format: .currency(code: "USD")) }
          }
        }
      }
      """
    #expect(CodeCheck.rules(swift: table) == [])
    #expect(CodeCheck.rules(swift: Self.list(texts: 3, condition: "os(iOS) && !targetEnvironment(macCatalyst)")) == [])
  }

  @Test("Texts stacked vertically are not columns; a row type whose HStack holds three Texts is")
  func columnsSideBySide() {
    let stacked = Self.list(texts: 3).replacingOccurrences(of: "HStack {", with: "VStack {")
    #expect(CodeCheck.rules(swift: stacked) == [])
    let rowType = """
      import SwiftUI
      struct OrdersList: View {
        let orders: [Order]
        var body: some View {
          List(orders) { order in OrderLine(order: order) }
        }
      }
      struct OrderLine: View {
        let order: Order
        var body: some View {
          HStack {
            Text(order.number)
            Text(order.date, style: .date)
            Spacer()
            Text(order.total, format: .currency(code: "USD")).bold()
          }
        }
      }
      """
    let findings = CodeCheck.findings(swift: rowType)
    #expect(findings.map(\.description) == ["Code.swift:5 list-should-be-table information"])
  }

  @Test("Texts side by side in a Section's header or footer title the rows: no columns; the rows' own still are")
  func sectionTitles() {
    // Swiftfin's ItemElementSearchView: `Existing items - 12` over the matches.
    let search = """
      import SwiftUI
      struct AddElementView: View {
        var body: some View {
          List { ElementSearch(matches: matches) }
        }
      }
      struct ElementSearch: View {
        let matches: [Match]
        var body: some View {
          Section {
            ForEach(matches) { match in Text(match.name) }
          } header: {
            HStack {
              Text(L10n.existingItems)
              Text(String.hyphen)
              Text(matches.count.description)
            }
          }
          Section(footer: HStack { Text(a.name); Text(a.size); Text(a.date) }) { Text(a.note) }
        }
      }
      """
    #expect(CodeCheck.rules(swift: search) == [])
    let rows = search.replacingOccurrences(
      of: "ForEach(matches) { match in Text(match.name) }",
      with: "ForEach(matches) { match in HStack { Text(match.name); Text(match.kind); Text(match.year) } }"
    )
    #expect(CodeCheck.findings(swift: rows).map(\.description) == ["Code.swift:4 list-should-be-table information"])
  }

  /// A list of updates whose rows show a name, then `versions`, then `more` (Swift lines in the
  /// row's `HStack`).
  static func updates(versions: String, more: String = "") -> String {
    """
    import SwiftUI
    struct UpdatesList: View {
      let updates: [Update]
      var body: some View {
        List(updates) { update in
          HStack {
            Text(update.title)
    \(versions)
    \(more)
          }
        }
      }
    }

    """
  }

  @Test("Texts joined with + are one Text on screen: one column, over several lines, with modifiers")
  func joinedTexts() {
    let versions = """
            (Text(update.current).foregroundStyle(.secondary)
              + Text(" → ")
              + Text(update.latest).bold())
      """
    #expect(CodeCheck.rules(swift: Self.updates(versions: versions)) == [])
    let findings = CodeCheck.findings(swift: Self.updates(versions: versions, more: "Text(update.size)"))
    #expect(findings.map(\.description) == ["Code.swift:5 list-should-be-table information"])
    #expect(findings.first?.message.contains("rows of 3 texts side by side") == true)
  }

  @Test("A literal Text, the same on every row, is a label and no column; a value or an interpolation is one")
  func labelsAreNoColumns() {
    let labelled = "        Text(\"Version:\").foregroundStyle(.secondary)\n        Text(update.latest)"
    #expect(CodeCheck.rules(swift: Self.updates(versions: labelled)) == [])
    let sized = Self.updates(versions: labelled, more: "Text(\"\\(update.size) MB\")")
    let findings = CodeCheck.findings(swift: sized)
    #expect(findings.map(\.description) == ["Code.swift:5 list-should-be-table information"])
    #expect(findings.first?.message.contains("rows of 3 texts side by side") == true)
  }

  @Test("Severity and off come from the configuration, as for contracts")
  func configured() {
    let warning = Configuration(severities: [.listShouldBeTable: .warning])
    #expect(CodeCheck.findings(swift: Self.list(texts: 3), configuration: warning).map(\.severity) == [.warning])
    let off = Configuration(severities: [.listShouldBeTable: nil])
    #expect(CodeCheck.findings(swift: Self.list(texts: 3), configuration: off).isEmpty)
  }
}
