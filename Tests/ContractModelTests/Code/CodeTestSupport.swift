import ContractModel
import Foundation

/// Checks Swift (and other code files) given as text through the workspace, as `check` does.
enum CodeCheck {
  /// A finding as tests compare it: `path:line rule severity` (line 1-based).
  struct Finding: Hashable, CustomStringConvertible {
    let path: String
    let line: Int
    let rule: String
    let severity: Severity
    let message: String

    var description: String { "\(path):\(line) \(rule) \(severity)" }
  }

  /// A workspace holding `files` (path → text) as code files, each file's configuration `configuration`.
  static func workspace(_ files: [String: String], configuration: Configuration = .defaults) -> ContractWorkspace {
    let workspace = ContractWorkspace { _ in configuration }
    workspace.setCodeFiles(files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    return workspace
  }

  /// Every finding of every file, in path order then position.
  static func findings(_ files: [String: String], configuration: Configuration = .defaults) -> [Finding] {
    findings(in: workspace(files, configuration: configuration))
  }

  /// Every finding of every code file of `workspace`.
  static func findings(in workspace: ContractWorkspace) -> [Finding] {
    workspace.codeFileKeys.flatMap { key in
      let lines = workspace.lines(key)!
      return workspace.diagnostics(for: key).map { diagnostic in
        Finding(
          path: key,
          line: lines.line(containing: diagnostic.range.start) + 1,
          rule: diagnostic.rule.rawValue,
          severity: diagnostic.severity,
          message: diagnostic.message
        )
      }
    }
  }

  /// The findings of one Swift file `Code.swift`.
  static func findings(swift text: String, configuration: Configuration = .defaults) -> [Finding] {
    findings(["Code.swift": text], configuration: configuration)
  }

  /// The rule ids found, in order.
  static func rules(swift text: String, configuration: Configuration = .defaults) -> [String] {
    findings(swift: text, configuration: configuration).map(\.rule)
  }

  /// The files of a folder of SwiftSource's fixtures (path relative to the fixtures folder → text).
  static func fixtures(_ folder: String) -> [String: String] {
    let base = RepositoryFiles.root.appendingPathComponent("Tests/SwiftSourceTests/Fixtures")
    var result: [String: String] = [:]
    for path in RepositoryFiles.files(under: "Tests/SwiftSourceTests/Fixtures/" + folder, suffix: "") {
      let url = RepositoryFiles.root.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      result[String(url.path.dropFirst(base.path.count + 1))] = text
    }
    return result
  }
}
