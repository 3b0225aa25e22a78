import JSONRPC

/// The JSON text of `publishDiagnostics` params, written straight to bytes: the keystroke path
/// sends one per edit. Each `writeJSON(to:)` appends exactly the bytes `JSONWriter` writes for the
/// type's `jsonValue` (the tests hold the two equal).
extension PublishDiagnosticsParams {
  /// Appends the params' JSON text to `output`.
  func writeJSON(to output: inout [UInt8]) {
    JSONWriter.appendRaw(#"{"uri":"#, to: &output)
    JSONWriter.appendString(uri, to: &output)
    if let version {
      JSONWriter.appendRaw(#","version":"#, to: &output)
      JSONWriter.appendInteger(Int64(version), to: &output)
    }
    JSONWriter.appendRaw(#","diagnostics":["#, to: &output)
    for (index, diagnostic) in diagnostics.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      diagnostic.writeJSON(to: &output)
    }
    JSONWriter.appendRaw("]}", to: &output)
  }
}

extension LSPDiagnostic {
  /// Appends the diagnostic's JSON text to `output`.
  func writeJSON(to output: inout [UInt8]) {
    JSONWriter.appendRaw(#"{"range":"#, to: &output)
    range.writeJSON(to: &output)
    if let severity {
      JSONWriter.appendRaw(#","severity":"#, to: &output)
      JSONWriter.appendInteger(Int64(severity.rawValue), to: &output)
    }
    if let code {
      JSONWriter.appendRaw(#","code":"#, to: &output)
      JSONWriter.appendString(code, to: &output)
    }
    if let codeDescription {
      JSONWriter.appendRaw(#","codeDescription":{"href":"#, to: &output)
      JSONWriter.appendString(codeDescription.href, to: &output)
      output.append(UInt8(ascii: "}"))
    }
    if let source {
      JSONWriter.appendRaw(#","source":"#, to: &output)
      JSONWriter.appendString(source, to: &output)
    }
    JSONWriter.appendRaw(#","message":"#, to: &output)
    JSONWriter.appendString(message, to: &output)
    if let relatedInformation {
      JSONWriter.appendRaw(#","relatedInformation":["#, to: &output)
      for (index, related) in relatedInformation.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        JSONWriter.appendRaw(#"{"location":{"uri":"#, to: &output)
        JSONWriter.appendString(related.location.uri, to: &output)
        JSONWriter.appendRaw(#","range":"#, to: &output)
        related.location.range.writeJSON(to: &output)
        JSONWriter.appendRaw(#"},"message":"#, to: &output)
        JSONWriter.appendString(related.message, to: &output)
        output.append(UInt8(ascii: "}"))
      }
      output.append(UInt8(ascii: "]"))
    }
    if let data {
      JSONWriter.appendRaw(#","data":"#, to: &output)
      JSONWriter.append(data, to: &output)
    }
    output.append(UInt8(ascii: "}"))
  }
}

extension LSPRange {
  /// Appends `{"start":…,"end":…}` to `output`.
  func writeJSON(to output: inout [UInt8]) {
    JSONWriter.appendRaw(#"{"start":{"line":"#, to: &output)
    JSONWriter.appendInteger(Int64(start.line), to: &output)
    JSONWriter.appendRaw(#","character":"#, to: &output)
    JSONWriter.appendInteger(Int64(start.character), to: &output)
    JSONWriter.appendRaw(#"},"end":{"line":"#, to: &output)
    JSONWriter.appendInteger(Int64(end.line), to: &output)
    JSONWriter.appendRaw(#","character":"#, to: &output)
    JSONWriter.appendInteger(Int64(end.character), to: &output)
    JSONWriter.appendRaw("}}", to: &output)
  }
}
