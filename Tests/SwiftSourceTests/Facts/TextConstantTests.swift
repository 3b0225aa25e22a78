import SwiftSource
import Testing

@Suite("Facts: text constants")
struct TextConstantTests {
  @Test("Static lets and one-expression getters of a fixed text, by every name; values and variables are not")
  func constants() {
    let text = """
      enum Strings {
        static let addColor = NSLocalizedString("palette.add", comment: "Add to palette")
        static let title = "Palette"
        static var newPalette: String { return String(localized: "New palette") }
        class var help: String { "Help" }
        static let greeting = "Hello \\(name)"
        static let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? ""
        static var lastColor = "Red"
        let instanceTitle = "Not static"
        static var observed: String = "x" { didSet { } }
        enum Palette { static let clear = "Clear palette" }
        static func make() -> String { let local = "Local"; return local }
      }
      extension Strings { static let more = LocalizedStringKey("More") }
      """
    #expect(
      Read.facts(text).textConstants
        == [
          "Strings.addColor", "Strings.title", "Strings.newPalette", "Strings.help", "Strings.Palette.clear",
          "Palette.clear", "Strings.more",
        ]
    )
  }
}
