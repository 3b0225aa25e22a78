import ContractModel

/// The line ending a document uses, as found in its text (the first one wins).
enum LineEnding: String, Sendable, Hashable {
  case lf = "\n"
  case crlf = "\r\n"

  /// The line ending of `text`: CRLF when its first line break is `\r\n`, LF otherwise.
  init(of text: String) {
    guard let newline = text.utf8.firstIndex(of: UInt8(ascii: "\n")) else {
      self = .lf
      return
    }
    let before = text.utf8.index(before: newline)
    self = newline > text.utf8.startIndex && text.utf8[before] == UInt8(ascii: "\r") ? .crlf : .lf
  }
}

/// A document the client has open: its text wins over the file on disk.
struct OpenDocument: Sendable {
  var uri: String
  var key: String
  var languageID: String
  var version: Int
  var text: String
  var lineEnding: LineEnding
}

/// The documents the client has open, by workspace key.
struct DocumentStore {
  /// Why a change was not applied.
  enum ChangeRefusal: Error, Hashable, CustomStringConvertible {
    case notOpen
    case staleVersion(current: Int, received: Int)

    var description: String {
      switch self {
      case .notOpen: return "the document is not open"
      case .staleVersion(let current, let received): return "version \(received) is not newer than \(current)"
      }
    }
  }

  private(set) var documents: [String: OpenDocument] = [:]

  /// The open document for `key`.
  subscript(key: String) -> OpenDocument? { documents[key] }

  /// Whether `key` is open.
  func isOpen(_ key: String) -> Bool { documents[key] != nil }

  /// The keys of the open documents, sorted.
  var keys: [String] { documents.keys.sorted() }

  /// Records a document as open (replacing an earlier open of the same key).
  mutating func open(uri: String, key: String, languageID: String, version: Int, text: String) {
    documents[key] = OpenDocument(
      uri: uri,
      key: key,
      languageID: languageID,
      version: version,
      text: text,
      lineEnding: LineEnding(of: text)
    )
  }

  /// Applies a `didChange`; returns the clamped positions, or throws when the change is refused
  /// (the document is then unchanged).
  mutating func change(
    key: String,
    version: Int,
    changes: [TextDocumentContentChangeEvent],
    encoding: ColumnEncoding
  ) throws(ChangeRefusal) -> [TextEdits.Clamp] {
    guard var document = documents[key] else { throw .notOpen }
    guard version > document.version else { throw .staleVersion(current: document.version, received: version) }
    let result = TextEdits.apply(changes, to: document.text, encoding: encoding)
    document.text = result.text
    document.version = version
    document.lineEnding = LineEnding(of: result.text)
    documents[key] = document
    return result.clamps
  }

  /// Forgets an open document; returns it.
  @discardableResult
  mutating func close(key: String) -> OpenDocument? {
    documents.removeValue(forKey: key)
  }
}
