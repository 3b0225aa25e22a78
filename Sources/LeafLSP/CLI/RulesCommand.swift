import ContractModel

/// `leaf-lsp rules`: every rule with its default severity and one line.
enum RulesCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    if arguments == ["-h"] || arguments == ["--help"] {
      StandardStreams.out(HelpText.rules)
      return .success
    }
    guard arguments.isEmpty else {
      return UsageReport.fail("takes no arguments, not '\(arguments.joined(separator: " "))'", command: "rules")
    }
    let width = RuleCatalog.all.map(\.id.rawValue.count).max() ?? 0
    var output = ""
    for rule in RuleCatalog.all {
      let id = rule.id.rawValue.padding(to: width)
      let severity = (rule.severityNote ?? rule.defaultSeverity.rawValue).padding(to: 30)
      output += "\(id)  \(severity)  \(rule.summary)\n"
    }
    StandardStreams.out(output)
    return .success
  }
}

extension String {
  func padding(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
