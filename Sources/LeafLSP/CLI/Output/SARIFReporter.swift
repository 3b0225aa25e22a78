import ContractModel
import JSONRPC

/// SARIF 2.1.0: one run, the rule table in `tool.driver.rules`, one result per diagnostic.
struct SARIFReporter: CheckReporter {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  func report(_ files: [CheckedFile]) -> String {
    let relatedLines = RelatedLines(files)
    let rules = RuleCatalog.all
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    var results: [JSONValue] = []
    for file in files {
      for diagnostic in file.diagnostics {
        var result: [(String, JSONValue)] = [
          ("ruleId", .string(diagnostic.rule.rawValue)),
          ("level", .string(level(diagnostic.severity))),
          ("message", ["text": .string(diagnostic.message)]),
          ("locations", [physicalLocation(file.displayPath, PrintedLocation(diagnostic.range, in: file.lines))]),
        ]
        if let index = ruleIndex[diagnostic.rule] { result.insert(("ruleIndex", .integer(Int64(index))), at: 1) }
        if !diagnostic.related.isEmpty {
          result.append(
            (
              "relatedLocations",
              .array(
                diagnostic.related.enumerated().map { index, related in
                  var location = physicalLocation(
                    CheckInputs.display(related.location.document),
                    relatedLines.location(of: related.location)
                  )
                  if case .object(var object) = location {
                    _ = object.updateValue(.integer(Int64(index)), forKey: "id")
                    _ = object.updateValue(["text": .string(related.message)], forKey: "message")
                    location = .object(object)
                  }
                  return location
                }
              )
            )
          )
        }
        if let entry = diagnostic.catalogEntry {
          result.append(("properties", ["catalogEntry": .string(entry)]))
        }
        results.append(.object(jsonObject(result)))
      }
    }
    let driver: JSONValue = .object(
      jsonObject([
        ("name", "leaf-lsp"),
        ("version", .string(LeafVersion.current)),
        ("informationUri", "https://github.com/leaf-lsp/leaf-lsp"),
        ("rules", .array(rules.map(ruleDescriptor))),
      ])
    )
    let run: JSONValue = .object(
      jsonObject([
        ("tool", ["driver": driver]),
        ("columnKind", "unicodeCodePoints"),
        ("results", .array(results)),
      ])
    )
    let log: JSONValue = .object(
      jsonObject([("$schema", .string(Self.schema)), ("version", "2.1.0"), ("runs", [run])])
    )
    return String(decoding: JSONWriter.encode(log), as: UTF8.self) + "\n"
  }

  func ruleDescriptor(_ rule: RuleDescriptor) -> JSONValue {
    .object(
      jsonObject([
        ("id", .string(rule.id.rawValue)),
        ("shortDescription", ["text": .string(rule.summary)]),
        ("helpUri", .string(rule.documentationURL)),
        ("defaultConfiguration", ["level": .string(level(rule.defaultSeverity))]),
      ])
    )
  }

  func physicalLocation(_ path: String, _ location: PrintedLocation) -> JSONValue {
    [
      "physicalLocation": [
        "artifactLocation": ["uri": .string(uri(path))],
        "region": [
          "startLine": .integer(Int64(location.line)),
          "startColumn": .integer(Int64(location.column)),
          "endLine": .integer(Int64(location.endLine)),
          "endColumn": .integer(Int64(location.endColumn)),
        ],
      ]
    ]
  }

  /// A relative path as a URI reference (spaces and other reserved characters escaped).
  func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let character = Character(UnicodeScalar(byte))
      if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
        result.append(character)
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }

  func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .information, .hint: "note"
    }
  }
}

extension String {
  func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
