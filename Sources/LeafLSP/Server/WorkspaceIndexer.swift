import ContractModel

/// Brings the engine in line with the workspace folders on disk: every `*.contract` file a
/// folder walk finds (honouring `exclude`) is read, unless the editor has it open; files the
/// engine held that are no longer in the workspace are dropped.
struct WorkspaceIndexer {
  /// Reports progress: files done, files in all.
  typealias Progress = (_ done: Int, _ total: Int) async -> Void

  /// How many files are read (and parsed together) between two progress reports.
  var batchSize = 50

  /// What an indexing pass found.
  struct Summary: Sendable, Hashable {
    var files: Int
    var removed: Int
  }

  /// The contract files of `folders`, without duplicates (folders may nest), sorted.
  static func files(in folders: [String], resolver: ConfigurationResolver) -> [String] {
    var files: Set<String> = []
    for folder in folders {
      files.formUnion(resolver.contractFiles(in: folder))
    }
    return files.sorted()
  }

  /// Reads the files of the workspace folders into `model`, reporting progress between batches.
  func index(
    _ model: ServerWorkspace,
    isolation: isolated (any Actor)? = #isolation,
    progress: Progress
  ) async -> Summary {
    let files = Self.files(in: model.resolver.folders, resolver: model.resolver)
    var done = 0
    while done < files.count {
      let batch = Array(files[done..<min(done + batchSize, files.count)])
      model.loadFromDisk(batch)
      done += batch.count
      if done < files.count { await progress(done, files.count) }
    }
    let stray = model.strayClosedFiles()
    for key in stray { model.removeClosedFile(key) }
    await progress(files.count, files.count)
    return Summary(files: files.count, removed: stray.count)
  }
}
