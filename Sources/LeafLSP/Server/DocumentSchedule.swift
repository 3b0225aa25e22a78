/// Where the analysis of each open document stands: what publishing follows.
///
/// An open document is
/// - idle: what was last published for it is current (it is not listed);
/// - pending version N: it changed, to version N; its diagnostics are published for N once the
///   connection holds no more received messages, so a burst of edits is published once, for its
///   last version. A newer edit replaces the pending version;
/// - analysing version N: its text (large, read whole) is being read off the server's actor;
///   publishing it waits for that. An edit meanwhile makes it pending again, and the reading's
///   result, made for an older text, is not stored.
///
/// Beside the documents, a change of what every document reads (the index of the workspace
/// folders, the settings, a file on disk) asks for every open document to be looked at again.
struct DocumentSchedule {
  /// The analysis state of one open document.
  enum State: Hashable, Sendable {
    case idle
    case pending(version: Int)
    case analysing(version: Int)
  }

  /// The documents that are not idle.
  private var states: [String: State] = [:]
  /// Whether something beyond the open documents changed: every open document's diagnostics
  /// are looked at again (and published when they changed).
  var workspaceChanged = false
  /// Whether the config files' diagnostics are to be looked at again.
  var configurationsChanged = false

  /// The state of `key`.
  func state(of key: String) -> State { states[key] ?? .idle }

  /// `key` changed to `version`: pending, in place of any pending version or analysis.
  mutating func changed(_ key: String, to version: Int) {
    states[key] = .pending(version: version)
  }

  /// `key`, pending, is now analysed off the actor; returns whether it was pending.
  @discardableResult
  mutating func startAnalysing(_ key: String) -> Bool {
    guard case .pending(let version) = state(of: key) else { return false }
    states[key] = .analysing(version: version)
    return true
  }

  /// The analysis of `key` for `version` was stored: it is pending again, now ready to publish.
  /// An analysis overtaken by an edit changes nothing.
  mutating func analysed(_ key: String, version: Int) {
    guard state(of: key) == .analysing(version: version) else { return }
    states[key] = .pending(version: version)
  }

  /// The diagnostics of `key` were published for `version`: idle, unless it changed since.
  mutating func published(_ key: String, version: Int) {
    guard state(of: key) == .pending(version: version) else { return }
    states[key] = nil
  }

  /// `key` was closed: nothing of it is published any more.
  mutating func closed(_ key: String) { states[key] = nil }

  /// The pending documents, sorted.
  var pendingKeys: [String] {
    states.compactMap { key, state in if case .pending = state { key } else { nil } }.sorted()
  }

  /// Whether a document is being analysed off the actor.
  var isAnalysing: Bool {
    states.values.contains { if case .analysing = $0 { true } else { false } }
  }

  /// Whether anything waits to be published.
  var hasWork: Bool { workspaceChanged || configurationsChanged || states.values.contains { $0 != .idle } }
}
