import JSONRPC

/// The JSON text of `publishDiagnostics` params, written straight to bytes: the keystroke path
/// sends one per edit. Each `writeJSON(to:)` appends exactly the bytes `JSONWriter` writes for the
/// type's `jsonValue` (the tests hold the two equal).
extension PublishDiagnosticsParams {
  /// Appends the params' JSON text to `output`.
  func writeJSON(to output: inout [UInt8]) {
    output.append(contentsOf: #"{"uri":"#.utf8)
    JSONWriter.appendString(uri, to: &output)
    if let version {
      output.append(contentsOf: #","version":"#.utf8)
      JSONWriter.appendInteger(Int64(version), to: &output)
    }
    output.append(contentsOf: #","diagnostics":["#.utf8)
    for (index, diagnostic) in diagnostics.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      diagnostic.writeJSON(to: &output)
    }
    output.append(contentsOf: "]}".utf8)
  }
}

extension LSPDiagnostic {
  /// Appends the diagnostic's JSON text to `output`.
  func writeJSON(to output: inout [UInt8]) {
    output.append(contentsOf: #"{"range":"#.utf8)
    range.writeJSON(to: &output)
    if let severity {
      output.append(contentsOf: #","severity":"#.utf8)
      JSONWriter.appendInteger(Int64(severity.rawValue), to: &output)
    }
    if let code {
      output.append(contentsOf: #","code":"#.utf8)
      JSONWriter.appendString(code, to: &output)
    }
    if let codeDescription {
      output.append(contentsOf: #","codeDescription":{"href":"#.utf8)
      JSONWriter.appendString(codeDescription.href, to: &output)
      output.append(UInt8(ascii: "}"))
    }
    if let source {
      output.append(contentsOf: #","source":"#.utf8)
      JSONWriter.appendString(source, to: &output)
    }
    output.append(contentsOf: #","message":"#.utf8)
    JSONWriter.appendString(message, to: &output)
    if let relatedInformation {
      output.append(contentsOf: #","relatedInformation":["#.utf8)
      for (index, related) in relatedInformation.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output.append(contentsOf: #"{"location":{"uri":"#.utf8)
        JSONWriter.appendString(related.location.uri, to: &output)
        output.append(contentsOf: #","range":"#.utf8)
        related.location.range.writeJSON(to: &output)
        output.append(contentsOf: #"},"message":"#.utf8)
        JSONWriter.appendString(related.message, to: &output)
        output.append(UInt8(ascii: "}"))
      }
      output.append(UInt8(ascii: "]"))
    }
    if let data {
      output.append(contentsOf: #","data":"#.utf8)
      JSONWriter.append(data, to: &output)
    }
    output.append(UInt8(ascii: "}"))
  }
}

extension LSPRange {
  /// Appends `{"start":…,"end":…}` to `output`.
  func writeJSON(to output: inout [UInt8]) {
    output.append(contentsOf: #"{"start":{"line":"#.utf8)
    JSONWriter.appendInteger(Int64(start.line), to: &output)
    output.append(contentsOf: #","character":"#.utf8)
    JSONWriter.appendInteger(Int64(start.character), to: &output)
    output.append(contentsOf: #"},"end":{"line":"#.utf8)
    JSONWriter.appendInteger(Int64(end.line), to: &output)
    output.append(contentsOf: #","character":"#.utf8)
    JSONWriter.appendInteger(Int64(end.character), to: &output)
    output.append(contentsOf: "}}".utf8)
  }
}
