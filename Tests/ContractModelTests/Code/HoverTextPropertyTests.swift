import ContractModel
import Testing

@Suite("hover-only-information on Swift code: a tooltip that is a text property joining other values")
struct HoverTextPropertyTests {
  /// Plash's website rows: the row shows the title and the URL, the tooltip joins them.
  static func screen(shows shown: String) -> String {
    """
    import SwiftUI

    struct RowView: View {
      @Binding var website: Website
      var body: some View {
        HStack {
          \(shown)
        }
        .help(website.tooltip)
      }
    }

    """
  }

  /// A `Website` whose `tooltip` is `getter`.
  static func website(_ getter: String) -> String {
    """
    struct Website {
      var title: String
      var subtitle: String
      var notes: String
      var tooltip: String { \(getter) }
    }

    """
  }

  static func hoverLines(_ files: [String: String]) -> [String] {
    CodeCheck.findings(files).filter { $0.rule == "hover-only-information" }.map(\.description)
  }

  @Test("The audit's row: the tooltip joins the title and the URL, both shown: no finding")
  func joinsShownValues() {
    let shown = "Text(website.title); Text(website.subtitle)"
    for getter in [
      #""\(title)\n \n\(subtitle)".trimmed"#, #"return "\(title) – \(self.subtitle)""#,
      #""\(title): \(subtitle)".trimmingCharacters(in: .whitespaces)"#,
    ] {
      let files = ["Row.swift": Self.screen(shows: shown), "Website.swift": Self.website(getter)]
      #expect(Self.hoverLines(files) == [], "\(getter)")
    }
  }

  @Test("A value the row does not show, a getter that is not one text, or no such property: a warning")
  func readsMore() {
    let shown = "Text(website.title); Text(website.subtitle)"
    for getter in [
      #""\(title)\n\(notes)""#, #""\(title)" + notes"#, "notes", #""Website""#,
      #""\(title)".appending(notes)"#,
    ] {
      let files = ["Row.swift": Self.screen(shows: shown), "Website.swift": Self.website(getter)]
      #expect(Self.hoverLines(files) == ["Row.swift:9 hover-only-information warning"], "\(getter)")
    }
    let onlyTitle = [
      "Row.swift": Self.screen(shows: "Text(website.title)"),
      "Website.swift": Self.website(
        #""\(title)\n\(subtitle)""#
      ),
    ]
    #expect(Self.hoverLines(onlyTitle) == ["Row.swift:9 hover-only-information warning"])
  }
}
