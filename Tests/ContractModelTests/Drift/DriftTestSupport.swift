import Foundation
import SwiftSource

@testable import ContractModel

/// Drift of contracts written in a test against Swift written in the test (or read from the
/// chapter's fixtures).
enum Drift {
  /// The app code of Swift `files` given as (path, text).
  static func code(_ files: [(String, String)], localizations: [SwiftLocalizationTable] = []) -> AppCode {
    AppCode(
      SwiftWorkspaceFacts.compose(
        files: files.map { SwiftFacts.read(SwiftFile(path: $0.0, text: $0.1)) },
        localizations: localizations
      )
    )
  }

  /// The Swift files of a fixtures folder (`Chapter`, `Shipped`), paths relative to the fixtures.
  static func fixtureFiles(_ folder: String) -> [(String, String)] {
    let base = RepositoryFiles.root.appendingPathComponent("Tests/SwiftSourceTests/Fixtures/\(folder)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
      ("\(folder)/\(name)", (try? String(contentsOf: base.appendingPathComponent(name), encoding: .utf8)) ?? "")
    }
  }

  /// The drift findings of `contract` (with `otherFiles`) against `code`.
  static func findings(_ contract: String, otherFiles: [String: String] = [:], code: AppCode) -> [Diagnostic] {
    let workspace = TestWorkspace.make(contract, otherFiles: otherFiles)
    return workspace.driftFindings(TestWorkspace.mainKey, code: code)
  }

  /// The drift of `contract` against the Swift `files`, each as `line:column severity: message`.
  static func describe(
    _ contract: String,
    otherFiles: [String: String] = [:],
    swift files: [(String, String)]
  ) -> [String] {
    let lines = LineTable(contract)
    return findings(contract, otherFiles: otherFiles, code: code(files)).map { finding in
      let start = lines.position(of: finding.range.start)
      return "\(start.line + 1):\(start.column + 1) \(finding.severity): \(finding.message)"
    }
  }

  /// The related locations of the drift findings, as `path:line: message`.
  static func related(_ contract: String, swift files: [(String, String)]) -> [[String]] {
    let texts = Dictionary(uniqueKeysWithValues: files)
    return findings(contract, code: code(files)).map { finding in
      finding.related.map { related in
        let text = texts[related.location.document] ?? ""
        let line = LineTable(text).position(of: related.location.range.start).line + 1
        return "\(related.location.document):\(line): \(related.message)"
      }
    }
  }
}
