import ContractModel

/// A document the client has open: its text (held by the engine) wins over the file on disk.
struct OpenDocument: Sendable {
  var uri: String
  var key: String
  var languageID: String
  var version: Int
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
  mutating func open(uri: String, key: String, languageID: String, version: Int) {
    documents[key] = OpenDocument(uri: uri, key: key, languageID: languageID, version: version)
  }

  /// Accepts version `version` of `key` (a `didChange`), or throws when the change is refused.
  mutating func advance(key: String, to version: Int) throws(ChangeRefusal) {
    guard var document = documents[key] else { throw .notOpen }
    guard version > document.version else { throw .staleVersion(current: document.version, received: version) }
    document.version = version
    documents[key] = document
  }

  /// Forgets an open document; returns it.
  @discardableResult
  mutating func close(key: String) -> OpenDocument? {
    documents.removeValue(forKey: key)
  }
}
