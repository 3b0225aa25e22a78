import ContractModel
import Foundation
import Testing

@Suite("hover-only-information on Swift code: a fixed text of an enum case named by its type")
struct HoverFixedTextTests {
  /// CotEditor's invalid-pattern icon: its tooltip is the error code's description.
  static func mark(_ tooltip: String) -> String {
    """
    import SwiftUI

    struct RegexValidationMark: View {
      var pattern: String
      var code: Syntax.Error.Code
      var body: some View {
        Image(systemName: "exclamationmark.triangle")
          .help(\(tooltip))
      }
    }

    """
  }

  /// The error codes, with `getter` as `descriptionResource`'s.
  static func codes(_ getter: String) -> String {
    """
    extension Syntax {
      struct Error: Swift.Error {
        enum Code: Equatable {
          case duplicated
          case regularExpression, blockComment(String)
        }
      }
    }

    extension Syntax.Error.Code {
      var descriptionResource: LocalizedStringResource {
    \(getter)
      }
    }

    """
  }

  static let switchGetter = """
        switch self {
          case .duplicated:
            .init("Syntax.Error.Code.duplicated", defaultValue: "The same word is registered multiple times.")
          case .regularExpression:
            return "Invalid regular expression."
          default:
            String(localized: "Block comment needs both begin and end delimiters.")
        }
    """

  static func hoverLines(_ tooltip: String, getter: String) -> [String] {
    CodeCheck.findings(["Mark.swift": Self.mark(tooltip), "Codes.swift": Self.codes(getter)])
      .filter { $0.rule == "hover-only-information" }.map(\.description)
  }

  @Test("A case named by its type, with a getter of fixed texts: no finding")
  func fixedText() {
    for tooltip in [
      "Syntax.Error.Code.regularExpression.descriptionResource", "Error.Code.duplicated.descriptionResource",
      "Code.blockComment.descriptionResource",
    ] {
      #expect(Self.hoverLines(tooltip, getter: Self.switchGetter) == [], "\(tooltip)")
    }
    #expect(Self.hoverLines("Code.duplicated.descriptionResource", getter: "    \"Syntax error\"") == [])
  }

  @Test("A value's case, a case the enum lacks, or a getter that reads data: a warning")
  func valueOrData() {
    let warning = ["Mark.swift:8 hover-only-information warning"]
    #expect(Self.hoverLines("code.descriptionResource", getter: Self.switchGetter) == warning)
    #expect(Self.hoverLines("Syntax.Error.Code.current.descriptionResource", getter: Self.switchGetter) == warning)
    let readsData = Self.switchGetter.replacingOccurrences(
      of: "return \"Invalid regular expression.\"",
      with: "return \"Invalid: \\(pattern)\""
    )
    #expect(Self.hoverLines("Syntax.Error.Code.regularExpression.descriptionResource", getter: readsData) == warning)
  }
}
