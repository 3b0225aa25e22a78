import ContractModel
import JSONRPC

/// The editor settings of section `leaf`: `{"rules": {"rule-id": "warning" | … | "off"}}`.
///
/// Accepted wherever a client puts them: the section's value itself (`workspace/configuration`),
/// or an object holding it under `leaf` (`didChangeConfiguration`, `initializationOptions`).
struct ServerSettings: Sendable, Hashable {
  /// Severity overrides; a nil severity switches the rule off.
  var rules: [RuleID: Severity?] = [:]

  /// Settings read from `value`, and a line for each problem found (an unknown rule or
  /// severity word, a value of the wrong type); the rest of the settings still apply.
  static func parse(_ value: JSONValue?) -> (settings: ServerSettings, problems: [String]) {
    var settings = ServerSettings()
    var problems: [String] = []
    guard var section = value, !section.isNull else { return (settings, problems) }
    if let nested = section["leaf"] { section = nested }
    guard case .object(let object) = section else {
      if !section.isNull { problems.append("settings: expected an object, not \(section.typeDescription)") }
      return (settings, problems)
    }
    guard let rules = object["rules"], !rules.isNull else { return (settings, problems) }
    guard case .object(let ruleObject) = rules else {
      problems.append("settings: \"rules\" must be an object, not \(rules.typeDescription)")
      return (settings, problems)
    }
    for (name, severityValue) in ruleObject {
      let rule = RuleID(name)
      guard RuleCatalog.isKnown(rule) else {
        problems.append("settings: unknown rule '\(name)'")
        continue
      }
      guard let word = severityValue.stringValue, let severity = Configuration.severityWord(word) else {
        problems.append("settings: rule '\(name)' has an unknown severity \(severityValue)")
        continue
      }
      settings.rules[rule] = severity
    }
    return (settings, problems)
  }
}
