import ContractModel
import Foundation
import Testing

@Suite("touch-only-action on Swift code")
struct TouchOnlyCodeRuleTests {
  /// A list of orders whose rows have `modifiers` (lines of Swift after the row).
  static func list(_ modifiers: String, extra: String = "") -> String {
    """
    import SwiftUI

    struct OrdersView: View {
      let orders: [Order]

      var body: some View {
        List(orders) { order in
          Text(order.title)
    \(modifiers)
        }
      }
    }
    \(extra)
    """
  }

  static let swipe = """
          .swipeActions {
            Button("Archive") { order.archive() }
          }
    """

  @Test("An action only in .swipeActions: a warning on iPad and Mac that says how it was read")
  func swipeOnly() {
    let findings = CodeCheck.findings(swift: Self.list(Self.swipe))
    #expect(findings.map(\.description) == ["Code.swift:10 touch-only-action warning"])
    #expect(
      findings.first?.message
        == "'Archive' in OrdersView is reached on iPad only by touch and on Mac only by a trackpad gesture (a swipe "
        + "action), which neither the keyboard nor VoiceOver can do: add it to a context menu (.contextMenu) and, "
        + "on Mac, as a menu command with a shortcut. Read from the code: no menu command, context menu, toolbar "
        + "item, accessibility action or button titled 'Archive' is compiled for them."
    )
  }

  @Test("On Mac alone a swipe is a trackpad gesture; on iPad alone it stays touch")
  func macWording() {
    let mac = Configuration(platforms: [.mac])
    let onMac = CodeCheck.findings(swift: Self.list(Self.swipe), configuration: mac)
    #expect(
      onMac.first?.message.hasPrefix(
        "'Archive' in OrdersView is reached on Mac only by a trackpad gesture (a swipe action), which neither the "
          + "keyboard nor VoiceOver can do: add it"
      ) == true
    )
    let iPad = CodeCheck.findings(swift: Self.list(Self.swipe), configuration: Configuration(platforms: [.iPad]))
    #expect(
      iPad.first?.message.hasPrefix("'Archive' in OrdersView is reached on iPad only by touch (a swipe action): add")
        == true
    )
  }

  @Test("The same title in a context menu, an accessibility action or a menu command: no finding")
  func reachedOtherwise() {
    let contextMenu = Self.swipe + "\n      .contextMenu { Button(\"Archive\") { order.archive() } }"
    #expect(CodeCheck.rules(swift: Self.list(contextMenu)) == [])
    let accessibility = Self.swipe + "\n      .accessibilityAction(named: \"Archive\") { order.archive() }"
    #expect(CodeCheck.rules(swift: Self.list(accessibility)) == [])
    let command = """
      struct OrderCommands: Commands {
        var body: some Commands {
          CommandMenu("Order") { Button("Archive…") { }.keyboardShortcut("a", modifiers: [.command, .option]) }
        }
      }
      """
    #expect(CodeCheck.rules(swift: Self.list(Self.swipe, extra: command)) == [])
  }

  @Test("A member holding the action, named in the swipe actions and in a context menu member: reached both ways")
  func sharedMember() {
    let source = """
      import SwiftUI
      struct Row: View {
        let order: Order
        var body: some View {
          Text(order.title)
            .contextMenu { contextMenu }
            .swipeActions { archiveAction }
        }
        private var contextMenu: some View {
          Group { archiveAction }
        }
        private var archiveAction: some View {
          Button("Archive") { order.archive() }
        }
      }
      """
    #expect(CodeCheck.rules(swift: source) == [])
    let swipeOnly = source.replacingOccurrences(of: ".contextMenu { contextMenu }", with: "")
    #expect(CodeCheck.rules(swift: swipeOnly) == ["touch-only-action"])
  }

  @Test("Another way on Mac only: the swipe is still the only way on iPad")
  func otherWayOnMacOnly() {
    let macOnly = Self.swipe + "\n      #if os(macOS)\n      .contextMenu { Button(\"Archive\") { } }\n      #endif"
    let findings = CodeCheck.findings(swift: Self.list(macOnly))
    #expect(findings.map(\.rule) == ["touch-only-action"])
    #expect(findings.first?.message.contains("is reached on iPad only by touch") == true)
  }

  @Test("A title through a localization table matches the other way's English title")
  func localizedTitle() {
    let swipe = Self.swipe.replacingOccurrences(of: "Button(\"Archive\")", with: "Button(\"order.archive\")")
    let files = [
      "Code.swift": Self.list(swipe + "\n      .contextMenu { Button(\"Archive\") { } }"),
      "en.lproj/Localizable.strings": "\"order.archive\" = \"Archive\";\n",
    ]
    #expect(CodeCheck.findings(files).isEmpty)
    #expect(CodeCheck.findings(["Code.swift": files["Code.swift"]!]).map(\.rule) == ["touch-only-action"])
  }

  @Test("A swipe whose title is not text, and a long press with no title, are not guessed at")
  func notGuessed() {
    let computed = Self.swipe.replacingOccurrences(of: "Button(\"Archive\")", with: "Button(order.actionTitle)")
    #expect(CodeCheck.rules(swift: Self.list(computed)) == [])
    #expect(CodeCheck.rules(swift: Self.list("      .onLongPressGesture { order.archive() }")) == [])
  }

  @Test("Configured platforms without iPad and Mac: nothing to hold the swipe to")
  func iPhoneOnly() {
    let configuration = Configuration(platforms: [.iPhone])
    #expect(CodeCheck.rules(swift: Self.list(Self.swipe), configuration: configuration) == [])
  }
}
