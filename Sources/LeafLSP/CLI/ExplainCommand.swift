import ContractModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `leaf-lsp explain <rule-id | catalog entry>`: the rule's page, or the entry's text.
enum ExplainCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    if arguments == ["-h"] || arguments == ["--help"] {
      StandardStreams.out(HelpText.explain)
      return .success
    }
    guard !arguments.isEmpty else {
      return UsageReport.fail("needs a rule id or a catalog entry name", command: "explain")
    }
    let name = arguments.joined(separator: " ")
    if let rule = RuleCatalog.descriptor(RuleID(name)) {
      StandardStreams.out(page(for: rule))
      return .success
    }
    if let entry = BuiltInCatalog.entry(named: name) {
      StandardStreams.out("# \(entry.name)\n\n\(entry.summary)\n\n\(entry.text)\n\nMore: \(entry.link)\n")
      return .success
    }
    StandardStreams.err(unknownNameMessage(name))
    return .usageOrIOError
  }

  /// What `explain` says about a name that is neither a rule id nor a catalog entry: the closest
  /// ones when some are close, else where the ids are listed.
  static func unknownNameMessage(_ name: String) -> String {
    let candidates = RuleCatalog.all.map(\.id.rawValue) + BuiltInCatalog.entries.map(\.name)
    let problem = "leaf-lsp explain: '\(name)' is neither a rule id nor a catalog entry"
    if let question = NameSuggestions.question(for: NameSuggestions.closest(to: name, among: candidates)) {
      return "\(problem); \(question)\n"
    }
    return "\(problem)\nsee 'leaf-lsp rules' for the rule ids\n"
  }

  /// The rule's doc page when the docs are at hand, else its summary from the catalog.
  static func page(for rule: RuleDescriptor) -> String {
    for folder in docsFolders() {
      let path = folder + "/rules/\(rule.id.rawValue).md"
      if let text = try? String(contentsOfFile: path, encoding: .utf8) {
        return text.hasSuffix("\n") ? text : text + "\n"
      }
    }
    return """
      # \(rule.id)

      Default severity: \(rule.severityNote ?? rule.defaultSeverity.rawValue)
      Catalog entry: \(rule.catalogEntry ?? "none")

      \(rule.summary)

      More: \(rule.documentationURL)

      """
  }

  /// Where the docs may be: `LEAF_LSP_DOCS`, next to the binary's checkout, or the source tree it was built from.
  static func docsFolders() -> [String] {
    var folders: [String] = []
    if let override = ProcessInfo.processInfo.environment["LEAF_LSP_DOCS"] { folders.append(override) }
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    for _ in 0..<5 {
      folders.append(folder.appendingPathComponent("docs").path)
      folder = folder.deletingLastPathComponent()
    }
    let source = URL(fileURLWithPath: #filePath)
    folders.append(
      source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs").path
    )
    return folders
  }
}
