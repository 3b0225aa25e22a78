import ContractModel
import JSONRPC

/// Positions of LSP requests and answers between a Markdown document and the contract documents
/// its fences are held as (see `ContractWorkspace+Markdown.swift`). A fence's line `n` is the
/// Markdown file's line `firstLine + n`, its columns those of the Markdown line less the fence's
/// indentation (spaces: the same count in every position encoding).
struct MarkdownDocumentMap {
  /// A fence of the Markdown document, with the key and URI of its contract document.
  struct Fence {
    let key: String
    let uri: String
    let fence: MarkdownContractFence

    /// Whether Markdown line `line` is one of the fence's content lines.
    func contains(line: Int) -> Bool {
      line >= fence.firstLine && line < fence.firstLine + fence.lineCount
    }

    /// A Markdown position as a position of the fence's contract (its line must be the fence's).
    func contractPosition(_ position: Position) -> Position {
      let line = position.line - fence.firstLine
      return Position(line: line, character: max(0, position.character - fence.indentation(ofLine: line)))
    }

    /// A position of the fence's contract as a position of the Markdown document.
    func markdownPosition(_ position: Position) -> Position {
      Position(
        line: position.line + fence.firstLine,
        character: position.character + fence.indentation(ofLine: position.line)
      )
    }
  }

  /// The Markdown document's URI.
  let uri: String
  /// Its fences, in order.
  let fences: [Fence]

  /// The fence whose content holds Markdown line `line`, if any.
  func fence(atLine line: Int) -> Fence? {
    fences.first { $0.contains(line: line) }
  }

  // MARK: - Requests

  /// `params` of a request about the Markdown document as the same request about `fence`: the
  /// document's URI, positions and ranges (a range's end kept inside the fence) moved into it;
  /// diagnostics of a code action's context outside the fence left out.
  static func params(_ params: JSONValue?, into fence: Fence) -> JSONValue? {
    guard case .object(var object)? = params else { return params }
    if case .object(var document)? = object["textDocument"] {
      document.updateValue(.string(fence.uri), forKey: "uri")
      object.updateValue(.object(document), forKey: "textDocument")
    }
    if let position = object["position"].flatMap(Self.position) {
      object.updateValue(Self.json(fence.contractPosition(position)), forKey: "position")
    }
    if let range = object["range"], let moved = Self.range(range, into: fence) {
      object.updateValue(moved, forKey: "range")
    }
    if case .object(var context)? = object["context"], case .array(let diagnostics)? = context["diagnostics"] {
      let kept = diagnostics.compactMap { diagnostic -> JSONValue? in
        guard case .object(var item) = diagnostic, let range = item["range"],
          let moved = Self.range(range, into: fence),
          let start = Self.startLine(range), fence.contains(line: start)
        else { return nil }
        item.updateValue(moved, forKey: "range")
        return .object(item)
      }
      context.updateValue(.array(kept), forKey: "diagnostics")
      object.updateValue(.object(context), forKey: "context")
    }
    return .object(object)
  }

  /// A Markdown range as a range of `fence`'s contract, its end kept at most at the fence's end.
  private static func range(_ value: JSONValue, into fence: Fence) -> JSONValue? {
    guard case .object(var range) = value, let start = range["start"].flatMap(Self.position),
      let end = range["end"].flatMap(Self.position)
    else { return nil }
    let fenceEnd = Position(line: fence.fence.firstLine + fence.fence.lineCount, character: 0)
    let clampedEnd = (end.line, end.character) > (fenceEnd.line, fenceEnd.character) ? fenceEnd : end
    let movedStart = fence.contains(line: start.line) ? fence.contractPosition(start) : Position(line: 0, character: 0)
    let movedEnd =
      fence.contains(line: clampedEnd.line)
      ? fence.contractPosition(clampedEnd) : Position(line: fence.fence.lineCount, character: 0)
    range.updateValue(Self.json(movedStart), forKey: "start")
    range.updateValue(Self.json(movedEnd), forKey: "end")
    return .object(range)
  }

  /// The line of a range's start.
  private static func startLine(_ value: JSONValue) -> Int? {
    guard case .object(let range) = value else { return nil }
    return range["start"].flatMap(Self.position)?.line
  }

  // MARK: - Answers

  /// An answer about a fence's contract as an answer about Markdown documents: every position
  /// under a URI (or, at the top, of `fence`) moved from its fence to its Markdown document, and
  /// every fence URI replaced by its Markdown document's. `fenceOf` names the fence of a URI.
  static func answer(
    _ value: JSONValue,
    from fence: Fence?,
    fenceOf: (String) -> (uri: String, fence: Fence)?
  )
    -> JSONValue
  {
    switch value {
    case .array(let items):
      return .array(items.map { answer($0, from: fence, fenceOf: fenceOf) })
    case .string(let text):
      return .string(fenceOf(text)?.uri ?? text)
    case .object(let object):
      if let position = Self.position(value), object.count == 2 {
        return fence.map { Self.json($0.markdownPosition(position)) } ?? value
      }
      // A location names its document: its positions are that document's.
      var current = fence
      for key in ["uri", "targetUri"] {
        if case .string(let uri)? = object[key] { current = fenceOf(uri)?.fence }
      }
      if case .object(let document)? = object["textDocument"], case .string(let uri)? = document["uri"] {
        current = fenceOf(uri)?.fence
      }
      let members = object.map { member -> (String, JSONValue) in
        // A workspace edit's changes are keyed by URI.
        if let owner = fenceOf(member.key) {
          return (owner.uri, answer(member.value, from: owner.fence, fenceOf: fenceOf))
        }
        // A text edit's new lines start where the fence's content starts, after its indentation.
        if member.key == "newText", let current, case .string(let text) = member.value,
          let line = object["range"].flatMap(Self.startLine)
        {
          // Past the content (an edit at the contract's end) the position is the closing fence
          // line's start, before its own indentation.
          let fence = current.fence
          let indentation = fence.indentation(ofLine: min(line, max(0, fence.lineCount - 1)))
          let atLineStart = line >= fence.lineCount
          return (member.key, .string(Self.indented(text, by: indentation, atLineStart: atLineStart)))
        }
        return (member.key, answer(member.value, from: current, fenceOf: fenceOf))
      }
      return .object(JSONObject(members))
    default:
      return value
    }
  }

  /// `text` (a contract edit's new text) with `indentation` spaces at the start of each line it
  /// writes content on: in a fence indented in a list item, a line at column 0 would close the
  /// item and the fence with it. An edit inside the content starts after a line's indentation,
  /// so the text after its last line break is content and is indented too; one `atLineStart`
  /// (the closing fence line's start) is indented from its first byte, and the closing fence
  /// after its last line break keeps its own indentation.
  static func indented(_ text: String, by indentation: Int, atLineStart: Bool = false) -> String {
    guard indentation > 0, !text.isEmpty else { return text }
    let indent = [UInt8](repeating: UInt8(ascii: " "), count: indentation)
    let bytes = Array(text.utf8)
    func startsContent(at index: Int) -> Bool {
      guard index < bytes.count else { return !atLineStart }
      return bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r")
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + indentation * 4)
    if atLineStart, startsContent(at: 0) { result += indent }
    for (index, byte) in bytes.enumerated() {
      result.append(byte)
      if byte == UInt8(ascii: "\n"), startsContent(at: index + 1) { result += indent }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Semantic tokens of each fence (LSP's relative encoding), as the tokens of the Markdown
  /// document.
  static func semanticTokens(_ answers: [(fence: Fence, data: [Int])]) -> [Int] {
    var data: [Int] = []
    var previous = Position(line: 0, character: 0)
    for (fence, tokens) in answers {
      var line = 0
      var character = 0
      for index in stride(from: 0, to: tokens.count - tokens.count % 5, by: 5) {
        line += tokens[index]
        character = tokens[index] == 0 ? character + tokens[index + 1] : tokens[index + 1]
        let moved = fence.markdownPosition(Position(line: line, character: character))
        let deltaLine = moved.line - previous.line
        data += [
          deltaLine, deltaLine == 0 ? moved.character - previous.character : moved.character,
          tokens[index + 2], tokens[index + 3], tokens[index + 4],
        ]
        previous = moved
      }
    }
    return data
  }

  // MARK: - JSON

  /// The position `value` holds (`line` and `character`), if it is one.
  static func position(_ value: JSONValue) -> Position? {
    guard case .object(let object) = value, case .integer(let line)? = object["line"],
      case .integer(let character)? = object["character"]
    else { return nil }
    return Position(line: Int(line), character: Int(character))
  }

  /// `position` as JSON.
  static func json(_ position: Position) -> JSONValue {
    .object(["line": .integer(Int64(position.line)), "character": .integer(Int64(position.character))])
  }
}
