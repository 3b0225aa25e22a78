extension Configuration {
  /// The keys a `.leaf-lsp.json` object may hold.
  static let settingNames = ["platforms", "rules", "exclude", "failBuildOnErrors", "markdown"]

  /// Reads the text of a `.leaf-lsp.json` file. Never fails: problems become `config` diagnostics
  /// and the parts that can be read still apply.
  public static func parse(_ text: String, file: String?, directory: String?) -> Configuration {
    var configuration = Configuration(file: file, directory: directory)
    func report(_ message: String, _ range: SourceRange) {
      configuration.diagnostics.append(RuleCatalog.makeDiagnostic(.config, message: message, range: range))
    }
    let json: PositionedJSON
    switch PositionedJSONReader.read(Array(text.utf8)) {
    case .failure(let error):
      report(
        "'.leaf-lsp.json' is not valid JSON: \(error.message). Defaults apply until it is fixed.",
        .empty(at: error.offset)
      )
      return configuration
    case .success(let value):
      json = value
    }
    guard case .object(let members, _) = json else {
      report("'.leaf-lsp.json' must hold one object, such as {\"rules\": {}}; it holds \(json.kindName).", json.range)
      return configuration
    }
    for member in members {
      switch member.key {
      case "platforms":
        configuration.platforms = readPlatforms(member.value, report: report)
      case "rules":
        configuration.severities = readRules(member.value, report: report)
      case "exclude":
        configuration.exclude = readExclude(member.value, report: report)
      case "failBuildOnErrors":
        configuration.failBuildOnErrors = readFlag(member.value, named: member.key, default: false, report: report)
      case "markdown":
        configuration.markdown = readFlag(member.value, named: member.key, default: true, report: report)
      default:
        let suggestion = DidYouMean.sentence(for: member.key, among: settingNames)
        report(
          "'\(member.key)' is not a setting of '.leaf-lsp.json' (\(settingNames.joined(separator: ", "))).\(suggestion)",
          member.keyRange
        )
      }
    }
    return configuration
  }

  private static func readPlatforms(_ value: PositionedJSON, report: (String, SourceRange) -> Void) -> [Platform]? {
    guard case .array(let elements, _) = value else {
      report("'platforms' must be an array of platform names, such as [\"iPhone\", \"iPad\", \"Mac\"].", value.range)
      return nil
    }
    var platforms: [Platform] = []
    for element in elements {
      guard case .string(let name, let range) = element else {
        report("A platform is a string: \"iPhone\", \"iPad\" or \"Mac\".", element.range)
        continue
      }
      if let platform = Platform(name: name) {
        if !platforms.contains(platform) { platforms.append(platform) }
      } else {
        report(
          "'\(name)' is not a platform: use \"iPhone\", \"iPad\" or \"Mac\"."
            + DidYouMean.sentence(for: name, among: Platform.allCases.map(\.rawValue)),
          range
        )
      }
    }
    return platforms
  }

  private static func readRules(_ value: PositionedJSON, report: (String, SourceRange) -> Void) -> [RuleID: Severity?] {
    guard case .object(let members, _) = value else {
      report(
        "'rules' must be an object mapping rule ids to \"error\", \"warning\", \"information\", \"hint\" or \"off\".",
        value.range
      )
      return [:]
    }
    var severities: [RuleID: Severity?] = [:]
    for member in members {
      let rule = RuleID(member.key)
      guard RuleCatalog.isKnown(rule) else {
        report(
          "'\(member.key)' is not a rule id (see `leaf-lsp rules`)."
            + DidYouMean.sentence(for: member.key, among: RuleCatalog.all.map(\.id.rawValue)),
          member.keyRange
        )
        continue
      }
      guard case .string(let word, let range) = member.value else {
        report(
          "The severity of '\(member.key)' must be a string: \"error\", \"warning\", \"information\", \"hint\" or \"off\".",
          member.value.range
        )
        continue
      }
      guard let severity = severityWord(word) else {
        report("'\(word)' is not a severity: use \"error\", \"warning\", \"information\", \"hint\" or \"off\".", range)
        continue
      }
      severities[rule] = severity
    }
    return severities
  }

  private static func readExclude(_ value: PositionedJSON, report: (String, SourceRange) -> Void) -> [String] {
    guard case .array(let elements, _) = value else {
      report("'exclude' must be an array of globs, such as [\"drafts/**\"].", value.range)
      return []
    }
    return elements.compactMap { element in
      guard case .string(let glob, _) = element else {
        report("An exclude glob is a string, such as \"drafts/**\".", element.range)
        return nil
      }
      return glob
    }
  }

  /// The true or false of setting `name`, or `fallback` (reported) when it is something else.
  private static func readFlag(
    _ value: PositionedJSON,
    named name: String,
    default fallback: Bool,
    report: (String, SourceRange) -> Void
  ) -> Bool {
    guard case .bool(let flag, _) = value else {
      report("'\(name)' must be true or false.", value.range)
      return fallback
    }
    return flag
  }
}
