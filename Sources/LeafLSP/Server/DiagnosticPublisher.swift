/// The bookkeeping of pushed diagnostics: what each URI was last sent, which open documents
/// changed since the last publish, and which URIs of config files carry diagnostics.
///
/// The publishing itself (``LanguageServer/flushDiagnostics()``) is debounce-free and never
/// stale: changes only mark documents; one scheduled flush then reads the *latest* version of
/// every open document, analyses it and sends the result without suspending in between, so a
/// result is always sent for the version it was computed from, and versions superseded before
/// the flush ran are never analysed at all.
struct DiagnosticPublisher {
  /// Open documents changed (opened or edited) since the last flush: always published, with
  /// their new version.
  private(set) var changedKeys: Set<String> = []
  /// Whether config-file diagnostics must be looked at again.
  var configurationsChanged = false
  /// What was last published for each URI.
  private var published: [String: [LSPDiagnostic]] = [:]
  /// Config-file URIs last published with diagnostics.
  private(set) var configurationURIs: Set<String> = []

  /// Marks an open document as changed.
  mutating func markChanged(_ key: String) { changedKeys.insert(key) }

  /// The changed documents, forgetting them.
  mutating func takeChangedKeys() -> Set<String> {
    defer { changedKeys.removeAll() }
    return changedKeys
  }

  /// Whether `items` must be sent for `uri`: the document changed, or its diagnostics did.
  func needsPublishing(_ items: [LSPDiagnostic], for uri: String, changed: Bool) -> Bool {
    changed || published[uri] != items
  }

  /// Records what was sent.
  mutating func didPublish(_ items: [LSPDiagnostic], for uri: String) {
    published[uri] = items
  }

  /// Forgets a URI (its document closed and was cleared).
  mutating func forget(_ uri: String) {
    published[uri] = nil
  }

  /// Records the config URIs that now carry diagnostics.
  mutating func setConfigurationURIs(_ uris: Set<String>) {
    configurationURIs = uris
  }
}
