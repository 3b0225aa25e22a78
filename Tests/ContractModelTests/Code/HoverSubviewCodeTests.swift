import ContractModel
import Foundation
import Testing

@Suite("hover-only-information on Swift code: the views a view is made of")
struct HoverSubviewCodeTests {
  static let row = """
    import SwiftUI

    struct FileRow: View {
      let file: FileItem
      var body: some View {
        HStack {
          FileName(file: file)
          PathLabel(file: file)
        }
        .help(file.url.path)
      }
    }

    """

  static func pathLabel(_ text: String) -> String {
    """
    import SwiftUI

    struct PathLabel: View {
      let file: FileItem
      var body: some View { \(text).font(.caption) }
    }

    """
  }

  @Test("A value a subview in another file shows: no finding, as in one file")
  func shownBySubviewInAnotherFile() {
    let label = Self.pathLabel("Text(file.url.path)")
    #expect(CodeCheck.findings(["Row.swift": Self.row, "PathLabel.swift": label]) == [])
    #expect(CodeCheck.findings(["Row.swift": Self.row + label]) == [])
    let interpolated = Self.pathLabel("Text(\"In \\(file.url.path)\")")
    #expect(CodeCheck.findings(["Row.swift": Self.row, "PathLabel.swift": interpolated]) == [])
  }

  @Test("A value no subview shows: a warning that names the views read")
  func shownByNoSubview() {
    let findings = CodeCheck.findings(["Row.swift": Self.row, "PathLabel.swift": Self.pathLabel("Text(file.name)")])
    #expect(findings.map(\.description) == ["Row.swift:10 hover-only-information warning"])
    #expect(
      findings.first?.message.hasSuffix(
        "Row.swift names 'path' nowhere else, and no text of the views FileRow is made of (PathLabel) shows it."
      ) == true
    )
    // A literal that spells the word shows no value.
    let literal = Self.pathLabel("Text(\"path\")")
    #expect(
      CodeCheck.findings(["Row.swift": Self.row, "PathLabel.swift": literal]).map(\.rule) == [
        "hover-only-information"
      ]
    )
  }

  @Test("Subviews are followed through other views, across files, and a cycle ends")
  func transitive() {
    let row = Self.row.replacingOccurrences(of: "PathLabel(file: file)", with: "FileDetail(file: file)")
    let detail = """
      import SwiftUI

      struct FileDetail: View {
        let file: FileItem
        var body: some View { VStack { PathLabel(file: file); FileRow(file: file) } }
      }

      """
    let shown = ["Row.swift": row, "Detail.swift": detail, "PathLabel.swift": Self.pathLabel("Text(file.url.path)")]
    #expect(CodeCheck.findings(shown) == [])
    let hidden = ["Row.swift": row, "Detail.swift": detail, "PathLabel.swift": Self.pathLabel("Text(file.name)")]
    let findings = CodeCheck.findings(hidden)
    #expect(findings.map(\.description) == ["Row.swift:10 hover-only-information warning"])
    #expect(findings.first?.message.contains("the views FileRow is made of (FileDetail, PathLabel)") == true)
  }

  @Test("A subview's text shown only on its own hover, or a type that is not a view, shows nothing")
  func notShown() {
    let hovering = """
      import SwiftUI

      struct PathLabel: View {
        let file: FileItem
        @State private var isHovering = false
        var body: some View {
          HStack {
            Image(systemName: "doc")
            if isHovering { Text(file.url.path) }
          }
          .onHover { isHovering = $0 }
        }
      }

      """
    let findings = CodeCheck.findings(["Row.swift": Self.row, "PathLabel.swift": hovering])
    #expect(findings.map(\.description).contains("Row.swift:10 hover-only-information warning"))
    let model = """
      struct PathLabel {
        let file: FileItem
        var text: Text { Text(file.url.path) }
      }

      """
    #expect(
      CodeCheck.findings(["Row.swift": Self.row, "PathLabel.swift": model]).map(\.description) == [
        "Row.swift:10 hover-only-information warning"
      ]
    )
  }

  @Test("CRLF line breaks and emoji keep the finding on its tooltip")
  func crlfAndEmoji() {
    let row = Self.row.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n// 📁 Files 👩‍👩‍👧‍👦 ⌘\n")
      .replacingOccurrences(of: "\n", with: "\r\n")
    let label = Self.pathLabel("Text(\"🗂 \\(file.name)\")").replacingOccurrences(of: "\n", with: "\r\n")
    let workspace = CodeCheck.workspace(["Row.swift": row, "PathLabel.swift": label])
    let diagnostics = workspace.diagnostics(for: "Row.swift")
    #expect(diagnostics.map(\.rule.rawValue) == ["hover-only-information"])
    let lines = workspace.lines("Row.swift")!
    #expect(diagnostics.first.map { lines.text(in: $0.range) } == ".help(file.url.path)")
    #expect(
      diagnostics.first.map { lines.position(of: $0.range.start, encoding: .utf16) } == LineColumn(line: 10, column: 4)
    )
    let shown = Self.pathLabel("Text(\"🗂 \\(file.url.path)\")").replacingOccurrences(of: "\n", with: "\r\n")
    #expect(CodeCheck.findings(["Row.swift": row, "PathLabel.swift": shown]) == [])
  }
}
