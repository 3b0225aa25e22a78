/// One block as the workspace keeps it: its text, and the values derived from it, each present
/// while valid (nil once an input it was made from changed) and recording the facts it read.
///
/// - The model (the reading) reads the block's text and the menu command names its segments
///   start with (`model.segmentWords`, ``FactKey/commandWord(_:)``).
/// - The exports read the model, the file's `App` and targets.
/// - The local findings (block rules) read the model, the file header's facts and what
///   ``Findings/reads`` lists; the cross-file findings (workspace rules) read the exports and
///   what their reads list.
/// - The drift findings read the model, the app's code and what their reads list.
/// - The finished findings read both kinds of findings of the block and its neighbours'
///   suppressions (see ``DiagnosticPipeline``).
struct WorkspaceBlock: Sendable {
  /// The block's identity: it stays while the text does, wherever the block moves, and when the
  /// block's text alone is edited (``init(succeeding:text:)``).
  let id: BlockID
  /// The block's text.
  let bytes: [UInt8]
  /// The block's line table, made once (it shares the text's storage).
  let lines: LineTable
  /// Whether the text holds `leaf-ignore-file`: the block may suppress findings in the whole file.
  let mentionsFileWideSuppression: Bool
  /// What the block is (nil for the file header), read from its first line.
  let kind: BlockKind?
  /// Whether the reading is held.
  var hasModel: Bool { model != nil }
  /// Whether the reading must be made again: a command its segments may name changed.
  var modelIsStale = true
  /// In a workspace that does not track readers (``ContractWorkspace/tracksReaders``): a revision
  /// at or before which every value held that reads facts was made (a value that read a fact
  /// changed after it may be stale). One bound for the block's values, next to the flags above,
  /// where it takes no room; a revision past `UInt32.max` is held as `UInt32.max`, which only
  /// makes more values stale.
  var madeAt: UInt32 = 0
  /// What the block gives the workspace: nil until first read.
  var exports: BlockExports? {
    get { storedExports?.value }
    set { storedExports = newValue.map(Boxed.init) }
  }
  /// The block's suppressions, kept when the model is let go.
  var suppressions: [Suppression] = []
  /// The folded first words of the component's path segments, kept when the model is let go:
  /// the reading depends on the commands that start with them.
  var segmentWords: [String] = []
  /// The block rules' findings, while valid.
  var local: Findings?
  /// The workspace rules' findings, while valid.
  var crossFile: Findings?
  /// `contract-drift`'s findings against the app's code, while valid: made again when the
  /// block is read again, when a fact they read changes, and when any code file changes.
  var drift: Findings?
  /// The findings after severities and suppressions, in the block's offsets, while valid.
  var finished: [Diagnostic]?
  /// The reading (a reference); let go for documents kept lean, and read again from ``bytes``
  /// when needed. Declared here, beside the exports, where it takes no padding.
  var model: BlockModel?
  /// The exports are held by reference, as the reading is: inline, they made each block (and each
  /// slot of the arrays and tables of blocks) about a kilobyte, whether read or not.
  private var storedExports: Boxed<BlockExports>?

  /// Takes `reading` (this block read again, off the workspace's thread) in place of the block:
  /// its model, suppressions and local findings; the exports held stay (handed over boxed, not
  /// copied) until the reading's are compared with them, and the cross-file findings go.
  mutating func take(_ reading: WorkspaceBlock) {
    let exports = storedExports
    self = reading
    storedExports = exports
    crossFile = nil
  }

  /// Changes the exports, if any, in place (copied first only when another block value shares
  /// them); `change` is given the block's identity too.
  mutating func updateExports(_ change: (inout BlockExports, BlockID) -> Void) {
    guard storedExports != nil else { return }
    if !isKnownUniquelyReferenced(&storedExports!) { storedExports = Boxed(storedExports!.value) }
    change(&storedExports!.value, id)
  }

  /// A block of `bytes`, not read yet.
  init(id: BlockID, bytes: [UInt8], isFileHeader: Bool) {
    self.init(id: id, text: BlockText(bytes, isFileHeader: isFileHeader))
  }

  /// The block `old` with its text edited to `text` (one block's text replaced by one text): the
  /// same identity, not read yet, holding `old`'s exports, which stay in the workspace's indexes
  /// until the new reading's are compared with them (``ContractWorkspace/reindex(_:_:_:)``).
  init(succeeding old: WorkspaceBlock, text: BlockText) {
    self.init(id: old.id, text: text)
    storedExports = old.storedExports
  }

  /// A block of `text`, not read yet (holding the reading `text` came with, which reading it
  /// takes).
  init(id: BlockID, text: BlockText) {
    self.id = id
    bytes = text.bytes
    lines = text.lines
    kind = text.kind
    mentionsFileWideSuppression = text.mentionsFileWideSuppression
    model = text.reading
  }

  /// Whether the block provides workspace facts that components read (menus, catalog entries).
  var isProvider: Bool { kind == .menu || kind == .catalog }

  /// Records that the values `kinds` held now were made at `revision` (in a workspace that does
  /// not track readers): ``madeAt`` stays a bound for every value held that reads facts.
  mutating func stamp(_ kinds: ReadKinds, at revision: Int) {
    let revision = UInt32(clamping: revision)
    madeAt = valuesReadingFacts.subtracting(kinds).isEmpty ? revision : min(madeAt, revision)
  }

  /// The values held that read facts: the reading when its segments start with words, and the
  /// findings.
  var valuesReadingFacts: ReadKinds {
    var held: ReadKinds = []
    if !modelIsStale, !segmentWords.isEmpty { held.insert(.model) }
    if local != nil { held.insert(.local) }
    if crossFile != nil { held.insert(.crossFile) }
    if drift != nil { held.insert(.drift) }
    return held
  }

  /// The values held that read a fact `changedAt` says changed after ``madeAt``; `latest` is the
  /// latest revision in `changedAt` (a block whose values were all made since reads no change).
  func values(readingChangesIn changedAt: [FactKey: Int], latest: Int) -> ReadKinds {
    let made = Int(madeAt)
    guard made < latest else { return [] }
    func changed(_ fact: FactKey) -> Bool { (changedAt[fact] ?? 0) > made }
    var stale: ReadKinds = []
    if !modelIsStale, segmentWords.contains(where: { changed(.commandWord($0)) }) { stale.insert(.model) }
    if local?.reads.contains(where: changed) == true { stale.insert(.local) }
    if crossFile?.reads.contains(where: changed) == true { stale.insert(.crossFile) }
    if drift?.reads.contains(where: changed) == true { stale.insert(.drift) }
    return stale
  }

  /// What the block reads, for each kind of value derived from it.
  var reads: [(kind: ReadKinds, facts: [FactKey])] {
    var result: [(kind: ReadKinds, facts: [FactKey])] = []
    if !segmentWords.isEmpty { result.append((.model, segmentWords.map(FactKey.commandWord))) }
    if let local { result.append((.local, local.reads)) }
    if let crossFile { result.append((.crossFile, crossFile.reads)) }
    if let drift { result.append((.drift, drift.reads)) }
    return result
  }
}

/// Which values derived from a block read a fact.
struct ReadKinds: OptionSet, Sendable, Hashable {
  let rawValue: UInt8
  /// The reading.
  static let model = ReadKinds(rawValue: 1)
  /// The block rules' findings.
  static let local = ReadKinds(rawValue: 2)
  /// The workspace rules' findings.
  static let crossFile = ReadKinds(rawValue: 4)
  /// `contract-drift`'s findings.
  static let drift = ReadKinds(rawValue: 8)
  /// Every value.
  static let all: ReadKinds = [.model, .local, .crossFile, .drift]
}
