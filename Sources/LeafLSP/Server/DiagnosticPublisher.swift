/// The bookkeeping of pushed diagnostics: what each URI was last sent, at which engine revision,
/// and which URIs of config files carry diagnostics. When to publish is the
/// ``DocumentSchedule``'s.
struct DiagnosticPublisher {
  /// What was last published for each URI.
  private var published: [String: [LSPDiagnostic]] = [:]
  /// The engine's findings revision of each URI's document when it was last published.
  private var revisions: [String: Int] = [:]
  /// Config-file URIs last published with diagnostics.
  private(set) var configurationURIs: Set<String> = []

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
