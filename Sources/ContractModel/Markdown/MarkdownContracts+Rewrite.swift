extension MarkdownContracts {
  /// `text` with the content of each contract fence replaced by what `rewrite` makes of it (nil
  /// keeps the fence as it is). Every byte outside the fences' content is kept; a fence whose
  /// content was indented gets the opening fence's indentation back on each line, and a new
  /// content ends with a line break when the old one did, so the closing fence stays on its own
  /// line.
  public static func rewritingFences(
    in text: String,
    _ rewrite: (MarkdownContractFence) -> String?
  ) -> String {
    var bytes = Array(text.utf8)
    for fence in fences(in: bytes).reversed() {
      guard let contract = rewrite(fence), contract != fence.text else { continue }
      let replacement = fence.markdownText(ofContract: contract)
      bytes.replaceSubrange(fence.range.start..<fence.range.end, with: replacement)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension MarkdownContractFence {
  /// The spaces the content lines were indented by (the opening fence's indentation).
  var indentation: Int { lines.map(\.removed).max() ?? 0 }

  /// `contract` as the content of this fence in the Markdown file: each non-empty line indented
  /// as the fence is, ending with a line break when the fence's content did.
  func markdownText(ofContract contract: String) -> [UInt8] {
    var bytes: [UInt8] = []
    let indent = [UInt8](repeating: UInt8(ascii: " "), count: indentation)
    var atLineStart = true
    for byte in contract.utf8 {
      if atLineStart, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { bytes += indent }
      bytes.append(byte)
      atLineStart = byte == UInt8(ascii: "\n")
    }
    if text.utf8.last == UInt8(ascii: "\n"), !bytes.isEmpty, bytes.last != UInt8(ascii: "\n") {
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }
}
