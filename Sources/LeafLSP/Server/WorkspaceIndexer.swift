import ContractModel

/// Brings the engine in line with the workspace folders on disk: every `*.contract` file and every
/// code file of the app (Swift, Interface Builder, string tables, build settings) that a folder
/// walk finds the way `leaf-lsp check` walks (honouring `exclude`, skipping `.build`,
/// `DerivedData`, `Pods`, `Carthage`) is read, unless the editor has it open; files the engine held
/// that are no longer in the workspace are dropped.
struct WorkspaceIndexer {
  /// Reports progress: files done, files in all.
  typealias Progress = (_ done: Int, _ total: Int) async -> Void

  /// How many contract files are read (and parsed together) between two progress reports.
  var batchSize = 50
  /// How many code files are read (and parsed together) between two progress reports: each batch
  /// composes the code's facts again, so code files go in larger batches.
  var codeBatchSize = 500

  /// What an indexing pass found.
  struct Summary: Sendable, Hashable {
    var files: Int
    var removed: Int
    /// The code files found.
    var codeFiles: Int = 0
  }

  /// The contract files and code files of `folders`, each list without duplicates (folders may
  /// nest) and sorted.
  static func files(in folders: [String], resolver: ConfigurationResolver) -> (contracts: [String], code: [String]) {
    var contracts: Set<String> = []
    var code: Set<String> = []
    for folder in folders {
      let found = resolver.workspaceFiles(in: folder)
      contracts.formUnion(found.contracts)
      code.formUnion(found.code)
    }
    return (contracts.sorted(), code.sorted())
  }

  /// A batch of files being read from disk.
  private typealias Reading = Task<[ClosedFileReads.Outcome], Never>

  /// The files `batch` read from disk with `reads`, off the caller's thread.
  private static func reading(_ batch: [String], with reads: ClosedFileReads) -> Reading {
    Task.detached { reads.read(batch) }
  }

  /// Reads the files of the workspace folders into `model`, reporting progress between batches:
  /// the contracts first, then the code.
  func index(
    _ model: ServerWorkspace,
    isolation: isolated (any Actor)? = #isolation,
    progress: Progress
  ) async -> Summary {
    let (files, code) = Self.files(in: model.resolver.folders, resolver: model.resolver)
    let total = files.count + code.count
    // Each batch's files are read from disk while the one before is put into the engine, whose
    // filing runs on one thread and leaves the other cores free.
    let reads = model.closedFileReads
    let batches = stride(from: 0, to: files.count, by: batchSize).map {
      Array(files[$0..<min($0 + batchSize, files.count)])
    }
    var done = 0
    var next = batches.first.map { Self.reading($0, with: reads) }
    for (index, batch) in batches.enumerated() {
      let outcomes = await next!.value
      next = index + 1 < batches.count ? Self.reading(batches[index + 1], with: reads) : nil
      model.load(batch, reads: outcomes)
      done += batch.count
      if done < total { await progress(done, total) }
    }
    var codeDone = 0
    while codeDone < code.count {
      let batch = Array(code[codeDone..<min(codeDone + codeBatchSize, code.count)])
      model.loadCodeFromDisk(batch)
      codeDone += batch.count
      if done + codeDone < total { await progress(done + codeDone, total) }
    }
    let stray = model.strayClosedFiles(found: Set(files)) + model.strayClosedCodeFiles(found: Set(code))
    for key in stray { model.removeClosedFile(key) }
    await progress(total, total)
    return Summary(files: files.count, removed: stray.count, codeFiles: code.count)
  }
}
