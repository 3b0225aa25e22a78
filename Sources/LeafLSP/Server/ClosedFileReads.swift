import ContractModel

/// Reads closed workspace contract files from disk on every core: the symbolic-link check, the
/// size limit, the text of each file and its split into blocks are pure of the server's state,
/// so a batch of the index is read at once (while the batch before is filed) and its outcomes
/// applied by ``ServerWorkspace`` on its own thread.
struct ClosedFileReads: Sendable {
  /// What reading one file gave.
  enum Outcome: Sendable {
    /// The text of a file that holds contracts, split into blocks.
    case contracts(DocumentText)
    /// A file over the size limit (its size in bytes), not read: the engine holds it empty.
    case oversized(Int)
    /// The text of a file that holds contracts and a lone CR (see ``LoneCarriageReturns``), not
    /// read: the engine holds it empty.
    case loneCarriageReturns(String)
    /// A Markdown file without contract fences.
    case noContracts
    /// A file that cannot be read, names nothing, or leads out of its workspace folder.
    case unreadable
  }

  /// Each workspace folder with its real path (symbolic links resolved), resolved once.
  private let folders: [(folder: String, realFolder: String)]
  /// ``ServerLimits/maxFileSize``.
  private let maxFileSize: Int

  /// Reads below `folders` with the size limit `maxFileSize`.
  init(folders: [String], maxFileSize: Int) {
    self.folders = folders.map { ($0, PosixFiles.realPath($0) ?? $0) }
    self.maxFileSize = maxFileSize
  }

  /// The outcomes of reading `paths`, in their order.
  func read(_ paths: [String]) -> [Outcome] {
    ParallelMap.map(paths) { read($0) }
  }

  /// The outcome of reading `path`; its text split into blocks when `splitting` (a file the
  /// engine holds already is split by the engine as it compares its blocks: see
  /// ``ServerWorkspace/reloadFromDisk(_:)``).
  func read(_ path: String, splitting: Bool = true) -> Outcome {
    // As ``ServerWorkspace/staysInWorkspace(_:)`` decides, with each folder's real path made once.
    guard let folder = folders.first(where: { ConfigurationResolver.folder($0.folder, contains: path) }),
      let realPath = PosixFiles.realPath(path),
      ConfigurationResolver.lies(realPath, below: folder.realFolder)
    else { return .unreadable }
    if let size = ContractFileReader.size(atPath: path), size > maxFileSize { return .oversized(size) }
    guard let text = ContractFileReader.text(atPath: path) else { return .unreadable }
    if LoneCarriageReturns.first(in: text) != nil {
      // A Markdown file's fences are looked for in its lines as an editor shows them.
      let holdsContracts = ServerWorkspace.holdsContracts(path, LoneCarriageReturns.converted(text))
      return holdsContracts ? .loneCarriageReturns(text) : .noContracts
    }
    guard ServerWorkspace.holdsContracts(path, text) else { return .noContracts }
    return .contracts(splitting ? .split(key: path, text: text) : DocumentText(key: path, text: text))
  }
}
