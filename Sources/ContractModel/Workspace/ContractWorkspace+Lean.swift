extension ContractDocument {
  /// What the workspace keeps of a document whose model it let go: its key, app, platforms,
  /// menus and catalog entries (which the workspace facts read); no components.
  var skeleton: ContractDocument {
    var skeleton = ContractDocument.placeholder(key: key)
    skeleton.app = app
    skeleton.declaredPlatforms = declaredPlatforms
    skeleton.menus = menus
    skeleton.catalogEntries = catalogEntries
    return skeleton
  }
}

/// Models read again for lean documents, a few at a time: requests about a closed file (its
/// lines for a related location, its symbols) come in runs, so the last ones read are kept
/// until the context changes or the cache fills, and then it starts afresh.
struct LeanModelCache {
  /// How many models are kept.
  static let capacity = 32
  private var models: [String: ContractDocument] = [:]
  /// The context version the models were read with.
  private var version = -1

  /// The model of `key`, read from `text` with `context` (labelled `version`) unless known.
  mutating func model(_ key: String, text: String, context: ModelContext, version: Int) -> ContractDocument {
    if version != self.version {
      models = [:]
      self.version = version
    }
    if let known = models[key] { return known }
    let document = ContractDocument(key: key, text: text, context: context)
    if models.count >= Self.capacity { models = [:] }
    models[key] = document
    return document
  }

  /// Drops the model of `key` (its text or entry changed).
  mutating func forget(_ key: String) { models[key] = nil }

  /// Drops the models of `keys`.
  mutating func forget(_ keys: [String]) { for key in keys { models[key] = nil } }
}
