/// The bookkeeping of pushed diagnostics: what each URI was last sent, which open documents
/// changed since the last publish, and which URIs of config files carry diagnostics.
///
/// The publishing itself is debounce-free and never stale: changes mark documents pending; when
/// the connection holds no more received messages (``LanguageServer/messagesDrained()``), the
/// *latest* version of every pending document is published without suspending in between, so a
/// result is always sent for the version it was computed from, and versions superseded by a
/// burst are never published.
struct DiagnosticPublisher {
  /// Open documents changed (opened or edited) since the last flush: always published, with
  /// their new version.
  private(set) var changedKeys: Set<String> = []
  /// Whether config-file diagnostics must be looked at again.
  var configurationsChanged = false
  /// Whether something is to be published when the connection drains.
  var hasPendingWork = false
  /// What was last published for each URI.
  private var published: [String: [LSPDiagnostic]] = [:]
  /// The engine's findings revision of each URI's document when it was last published.
  private var revisions: [String: Int] = [:]
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

  /// Records what was sent, and the findings revision it was made at.
  mutating func didPublish(_ items: [LSPDiagnostic], for uri: String, revision: Int?) {
    published[uri] = items
    revisions[uri] = revision
  }

  /// The findings revision `uri` was last published at.
  func publishedRevision(of uri: String) -> Int? { revisions[uri] }

  /// Forgets a URI (its document closed and was cleared).
  mutating func forget(_ uri: String) {
    published[uri] = nil
    revisions[uri] = nil
  }

  /// Records the config URIs that now carry diagnostics.
  mutating func setConfigurationURIs(_ uris: Set<String>) {
    configurationURIs = uris
  }
}
