import ContractModel
import JSONRPC

/// One JSON array of diagnostics: path, 1-based line and column (in characters) and their end,
/// severity, rule id, message, catalog entry and related locations.
struct JSONReporter: CheckReporter {
  func report(_ files: [CheckedFile]) -> String {
    let relatedLines = RelatedLines(files)
    var items: [JSONValue] = []
    for file in files {
      for diagnostic in file.diagnostics {
        let location = PrintedLocation(diagnostic.range, in: file.lines)
        var object: [(String, JSONValue)] = [
          ("path", .string(file.displayPath)),
          ("line", .integer(Int64(location.line))),
          ("column", .integer(Int64(location.column))),
          ("endLine", .integer(Int64(location.endLine))),
          ("endColumn", .integer(Int64(location.endColumn))),
          ("severity", .string(diagnostic.severity.rawValue)),
          ("rule", .string(diagnostic.rule.rawValue)),
          ("message", .string(diagnostic.message)),
          ("catalogEntry", diagnostic.catalogEntry.map(JSONValue.string) ?? .null),
        ]
        object.append(("documentation", .string(RuleCatalog.descriptor(diagnostic.rule)?.documentationURL ?? "")))
        object.append(
          (
            "related",
            .array(
              diagnostic.related.map { related in
                let place = relatedLines.location(of: related.location)
                return .object(
                  jsonObject([
                    ("path", .string(CheckInputs.display(related.location.document))),
                    ("line", .integer(Int64(place.line))),
                    ("column", .integer(Int64(place.column))),
                    ("endLine", .integer(Int64(place.endLine))),
                    ("endColumn", .integer(Int64(place.endColumn))),
                    ("message", .string(related.message)),
                  ])
                )
              }
            )
          )
        )
        items.append(.object(jsonObject(object)))
      }
    }
    return String(decoding: JSONWriter.encode(.array(items)), as: UTF8.self) + "\n"
  }
}

/// Line tables of the checked files, to place related locations in any of them.
struct RelatedLines {
  private var tables: [String: any LineIndex] = [:]

  init(_ files: [CheckedFile]) {
    for file in files { tables[file.key] = file.lines }
  }

  func location(of location: DocumentLocation) -> PrintedLocation {
    PrintedLocation(location.range, in: tables[location.document] ?? DocumentLines(""))
  }
}
