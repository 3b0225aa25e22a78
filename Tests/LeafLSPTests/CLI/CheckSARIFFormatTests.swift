import Foundation
import Testing

/// `leaf-lsp check --format sarif`, through the built binary, read with `JSONSerialization`.
@Suite("check --format sarif")
struct CheckSARIFFormatTests {
  /// The SARIF log for the mixed folder.
  private func mixedLog() async throws -> (log: [String: Any], result: ProcessResult) {
    let folder = try Fixture.mixedFolder()
    let result = try await folder.leafLSP(["check", "--format", "sarif", "."])
    return (try Decode.object(result.standardOutput), result)
  }

  @Test("a SARIF 2.1.0 log with $schema and one run of the leaf-lsp driver")
  func logAndRun() async throws {
    let (log, result) = try await mixedLog()
    #expect(result.exitCode == 1)
    #expect(result.stderr.isEmpty)
    #expect(log["version"] as? String == "2.1.0")
    let schema = try #require(log["$schema"] as? String)
    #expect(schema.hasPrefix("https://") && schema.contains("sarif") && schema.contains("2.1.0"))
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "leaf-lsp")
  }

  @Test("tool.driver.rules has every rule with id, shortDescription.text, helpUri and defaultConfiguration.level")
  func ruleDescriptors() async throws {
    let (log, _) = try await mixedLog()
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    var ids: [String] = []
    for rule in rules {
      let id = try #require(rule["id"] as? String)
      ids.append(id)
      let text = (rule["shortDescription"] as? [String: Any])?["text"] as? String
      #expect(text?.isEmpty == false, "\(id)")
      let helpUri = try #require(rule["helpUri"] as? String, "\(id)")
      #expect(helpUri.hasPrefix("https://") && helpUri.hasSuffix("/\(id).md"), "\(id): \(helpUri)")
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(level == RuleList.defaultLevel[id], "\(id)")
    }
    #expect(ids.count == RuleList.ids.count)
    #expect(Set(ids) == Set(RuleList.ids))
  }

  @Test("every result has ruleId, level, message.text and a physical location with a full region")
  func results() async throws {
    let (log, _) = try await mixedLog()
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 8)
    var levels: [String: String] = [:]
    for result in results {
      let ruleId = try #require(result["ruleId"] as? String)
      let level = try #require(result["level"] as? String)
      #expect(["error", "warning", "note"].contains(level))
      let text = (result["message"] as? [String: Any])?["text"] as? String
      #expect(text?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]], "\(ruleId)")
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
      #expect(uri?.hasSuffix(".contract") == true)
      #expect(uri?.hasPrefix("/") == false, "a file below the working folder has a relative URI")
      let region = try #require(physical["region"] as? [String: Any])
      for key in ["startLine", "startColumn", "endLine", "endColumn"] {
        #expect(((region[key] as? Int) ?? 0) >= 1, "\(key) of \(ruleId)")
      }
      levels[ruleId] = level
    }
    // Information and hint map to note.
    #expect(levels["mac-voiceover-untested"] == "note")
    #expect(levels["unused-suppression"] == "note")
    #expect(levels["focus-return-unspecified"] == "warning")
    #expect(levels["missing-meaning"] == "error")
  }

  @Test("the region counts characters, like the other formats")
  func regionInCharacters() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Cart/Card.contract", Fixture.hoverAfterEmoji)
    let output = try await folder.leafLSP(["check", "--format", "sarif", "Cart"])
    let log = try Decode.object(output.standardOutput)
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Cart/Card.contract")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 4)
    #expect(region["startColumn"] as? Int == 24)
    #expect(region["endLine"] as? Int == 4)
    #expect(region["endColumn"] as? Int == 35)
    // Columns in code points must be declared: SARIF's default is UTF-16 code units.
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
  }

  @Test("a shortcut conflict carries relatedLocations pointing to the other file")
  func relatedLocations() async throws {
    let folder = try TemporaryFolder()
    try folder.write("ArchiveRow.contract", Fixture.conflictArchive)
    try folder.write("Export Folder/ExportRow.contract", Fixture.conflictExport)
    let output = try await folder.leafLSP(["check", "--format", "sarif"])
    let log = try Decode.object(output.standardOutput)
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    try #require(results.count == 2)
    let archive = try #require(
      results.first {
        let location = ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "ArchiveRow.contract"
      }
    )
    #expect(archive["ruleId"] as? String == "shortcut-conflict")
    let related = try #require(archive["relatedLocations"] as? [[String: Any]])
    try #require(related.count == 1)
    let physical = try #require(related[0]["physicalLocation"] as? [String: Any])
    // A space in a path is percent-encoded: the uri is a URI reference.
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Export%20Folder/ExportRow.contract")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 6)
    #expect(region["startColumn"] as? Int == 37)
    #expect(((related[0]["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
  }

  @Test("every property the SARIF 2.1.0 schema requires is present, and constrained values are valid")
  func schemaRequiredProperties() async throws {
    let folder = try Fixture.mixedFolder()
    try folder.write(".leaf-lsp.json", #"{"rules": {"no-such-rule": "off"}}"#)
    let output = try await folder.leafLSP(["check", "--format", "sarif", "."])
    let log = try Decode.object(output.standardOutput)
    let problems = SARIFSchemaCheck.problems(in: log)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    // The config diagnostic is a result too.
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect((run["results"] as? [[String: Any]])?.contains { $0["ruleId"] as? String == "config" } == true)
  }

  @Test("an empty run still has results and the full rule table")
  func emptyRun() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Counter.contract", Fixture.clean)
    let output = try await folder.leafLSP(["check", "--format", "sarif", "."])
    #expect(output.exitCode == 0)
    let log = try Decode.object(output.standardOutput)
    #expect(SARIFSchemaCheck.problems(in: log).isEmpty)
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect((run["results"] as? [Any])?.isEmpty == true)
    let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect((driver?["rules"] as? [Any])?.count == RuleList.ids.count)
  }
}

/// The `required` properties and value constraints of the SARIF 2.1.0 JSON schema
/// (sarif-schema-2.1.0.json) for every object kind `leaf-lsp` writes.
enum SARIFSchemaCheck {
  static func problems(in log: [String: Any]) -> [String] {
    var problems: [String] = []
    func require(_ object: [String: Any], _ keys: [String], _ place: String) {
      for key in keys where object[key] == nil { problems.append("\(place): missing required '\(key)'") }
    }
    func checkMessage(_ value: Any?, _ place: String) {
      guard let message = value as? [String: Any] else {
        problems.append("\(place): not a message object")
        return
      }
      if !(message["text"] is String) && !(message["id"] is String) {
        problems.append("\(place): a message needs 'text' or 'id'")
      }
    }
    func checkMultiformat(_ value: Any?, _ place: String) {
      guard let value else { return }
      guard let object = value as? [String: Any], object["text"] is String else {
        problems.append("\(place): a multiformatMessageString needs 'text'")
        return
      }
    }
    func checkLocation(_ value: Any, _ place: String) {
      guard let location = value as? [String: Any] else {
        problems.append("\(place): not a location object")
        return
      }
      if let id = location["id"], ((id as? Int) ?? -2) < -1 { problems.append("\(place).id: below -1") }
      if location["message"] != nil { checkMessage(location["message"], "\(place).message") }
      guard let physical = location["physicalLocation"] else { return }
      guard let physicalObject = physical as? [String: Any] else {
        problems.append("\(place).physicalLocation: not an object")
        return
      }
      // physicalLocation: anyOf [address] or [artifactLocation].
      if physicalObject["address"] == nil && physicalObject["artifactLocation"] == nil {
        problems.append("\(place).physicalLocation: needs 'address' or 'artifactLocation'")
      }
      if let artifact = physicalObject["artifactLocation"] as? [String: Any], let uri = artifact["uri"] {
        if let text = uri as? String, URL(string: text) == nil || text.contains(" ") {
          problems.append("\(place): uri '\(text)' is not a URI reference")
        }
      }
      if let region = physicalObject["region"] as? [String: Any] {
        for key in ["startLine", "startColumn", "endLine", "endColumn"] {
          if let number = region[key], ((number as? Int) ?? 0) < 1 {
            problems.append("\(place).region.\(key): below 1")
          }
        }
      }
    }

    require(log, ["version", "runs"], "sarifLog")
    if log["version"] as? String != "2.1.0" { problems.append("sarifLog.version: not \"2.1.0\"") }
    guard let runs = log["runs"] as? [[String: Any]] else {
      problems.append("sarifLog.runs: not an array of objects")
      return problems
    }
    for (runIndex, run) in runs.enumerated() {
      let place = "runs[\(runIndex)]"
      require(run, ["tool"], place)
      if let kind = run["columnKind"], !["utf16CodeUnits", "unicodeCodePoints"].contains(kind as? String ?? "") {
        problems.append("\(place).columnKind: \(kind)")
      }
      guard let tool = run["tool"] as? [String: Any] else { continue }
      require(tool, ["driver"], "\(place).tool")
      guard let driver = tool["driver"] as? [String: Any] else { continue }
      require(driver, ["name"], "\(place).tool.driver")
      let rules = driver["rules"] as? [[String: Any]] ?? []
      for (ruleIndex, rule) in rules.enumerated() {
        let rulePlace = "\(place).tool.driver.rules[\(ruleIndex)]"
        require(rule, ["id"], rulePlace)
        checkMultiformat(rule["shortDescription"], "\(rulePlace).shortDescription")
        checkMultiformat(rule["fullDescription"], "\(rulePlace).fullDescription")
        if let configuration = rule["defaultConfiguration"] as? [String: Any], let level = configuration["level"],
          !["none", "note", "warning", "error"].contains(level as? String ?? "")
        {
          problems.append("\(rulePlace).defaultConfiguration.level: \(level)")
        }
      }
      if let invocations = run["invocations"] as? [[String: Any]] {
        for (index, invocation) in invocations.enumerated() {
          require(invocation, ["executionSuccessful"], "\(place).invocations[\(index)]")
        }
      }
      for (resultIndex, result) in (run["results"] as? [[String: Any]] ?? []).enumerated() {
        let resultPlace = "\(place).results[\(resultIndex)]"
        require(result, ["message"], resultPlace)
        checkMessage(result["message"], "\(resultPlace).message")
        if let level = result["level"], !["none", "note", "warning", "error"].contains(level as? String ?? "") {
          problems.append("\(resultPlace).level: \(level)")
        }
        if let index = result["ruleIndex"] {
          let number = (index as? Int) ?? -2
          if number < -1 || number >= rules.count {
            problems.append("\(resultPlace).ruleIndex: \(index) outside the rule table")
          } else if number >= 0, rules[number]["id"] as? String != result["ruleId"] as? String {
            problems.append("\(resultPlace).ruleIndex: points to another rule than ruleId")
          }
        }
        for (index, location) in (result["locations"] as? [Any] ?? []).enumerated() {
          checkLocation(location, "\(resultPlace).locations[\(index)]")
        }
        for (index, location) in (result["relatedLocations"] as? [Any] ?? []).enumerated() {
          checkLocation(location, "\(resultPlace).relatedLocations[\(index)]")
        }
      }
    }
    return problems
  }
}
