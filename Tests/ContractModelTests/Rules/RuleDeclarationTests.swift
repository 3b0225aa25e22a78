import Testing

@testable import ContractModel

/// A rule is declared once: in a file named after its id, with a scope that is the kind of
/// check it implements (a block rule sees one block, a workspace rule one block's facts against
/// the indexes, a file rule is applied when a file's findings are finished).
@Suite("Rules: each declared once, in its own file, with its scope")
struct RuleDeclarationTests {
  @Test("The scope each rule declares is the kind of check it implements")
  func scopesMatchTheChecks() {
    for rule in RuleCatalog.rules {
      let scope = rule.descriptor.scope
      switch rule {
      case is any BlockRule.Type: #expect(scope == .block, "\(rule.descriptor.id)")
      case is any WorkspaceRule.Type: #expect(scope == .workspace, "\(rule.descriptor.id)")
      // Drift holds a block against the app's code: the engine runs it beside the workspace rules.
      case is ContractDrift.Type: #expect(scope == .workspace)
      default: #expect(scope == .file, "\(rule.descriptor.id)")
      }
    }
    #expect(RuleCatalog.blockRules.count + RuleCatalog.workspaceRules.count < RuleCatalog.rules.count)
  }

  @Test("The catalog's lists of block, workspace and code rules are exactly the rules of each conformance")
  func listsFollowTheConformances() {
    // The catalog asks each rule what it is (no cast, which is slow at start); the casts here
    // hold those answers to the conformances.
    let names = { (rules: [any Rule.Type]) in rules.map { $0.descriptor.id } }
    #expect(names(RuleCatalog.blockRules) == names(RuleCatalog.rules.filter { $0 is any BlockRule.Type }))
    #expect(names(RuleCatalog.workspaceRules) == names(RuleCatalog.rules.filter { $0 is any WorkspaceRule.Type }))
    #expect(names(CodeRules.all) == names(RuleCatalog.rules.filter { $0 is any CodeRule.Type }))
    #expect(!RuleCatalog.blockRules.isEmpty && !RuleCatalog.workspaceRules.isEmpty && !CodeRules.all.isEmpty)
  }

  @Test("Each rule lives in a file named after its id, in the folder of its scope, and nowhere else")
  func filesAreNamedAfterIDs() throws {
    let files = try RepositoryFiles.files(under: "Sources/ContractModel/Rules", suffix: ".swift").map {
      (path: $0, text: try RepositoryFiles.text($0))
    }
    for descriptor in RuleCatalog.all {
      let name = descriptor.id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
      let folder = ["block": "Block", "file": "File", "workspace": "Workspace"][descriptor.scope.rawValue]!
      let declaring = files.filter { $0.text.contains("RuleID = \"\(descriptor.id.rawValue)\"") }.map(\.path)
      #expect(declaring.count == 1, "\(descriptor.id) is declared in \(declaring)")
      let expected = "Sources/ContractModel/Rules/\(folder)/\(name).swift".lowercased()
      #expect(declaring.first?.lowercased() == expected, "\(descriptor.id) in \(declaring)")
    }
  }
}
