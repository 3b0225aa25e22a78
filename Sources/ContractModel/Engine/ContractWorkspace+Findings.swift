extension ContractWorkspace {
  /// The diagnostics of `key`: its blocks' findings and the cross-file rules', with configured
  /// severities and suppressions, in absolute offsets of the document, sorted (for a code file,
  /// the code rules' findings in it).
  public func diagnostics(for key: String) -> [Diagnostic] {
    if let document = markdown.documents[key] { return markdownDiagnostics(document) }
    let found = contractDiagnostics(key)
    // Related locations into a Markdown file's fences point into the Markdown file.
    return markdown.owners.isEmpty ? found : found.map(relatedInMarkdown)
  }

  /// The diagnostics of the contract or code file `key`.
  private func contractDiagnostics(_ key: String) -> [Diagnostic] {
    if let code = codeDiagnostics(key) { return code }
    refresh()
    guard let document = documents[key] else { return [] }
    // Kept with related locations anchored to their blocks: resolved on every read, since the
    // blocks they point to may have moved without any finding changing.
    if document.finished == nil { finish([document]) }
    var lookup = DocumentLookup()
    return document.finished!.map { resolvingRelated($0, lookup: &lookup) }
  }

  /// Makes the diagnostics of every contract document among `keys` (and of the fences of every
  /// Markdown document among them) on every core, so that ``diagnostics(for:)`` gives them at
  /// once: what `check` asks for before reporting every file.
  public func prepareDiagnostics(for keys: [String]) {
    refresh()
    let wanted = Set(keys)
    let unfinished = documents.values.filter { document in
      document.finished == nil
        && (wanted.contains(document.key) || markdown.owners[document.key].map { wanted.contains($0.markdown) } == true)
    }
    finish(unfinished.sorted { $0.key < $1.key })
  }

  /// Finishes the findings of `documents` (block by block, each block's kept while valid, only
  /// the stale ones made again; the whole file at once when a suppression covers it all), on
  /// every core when there are several, and stores them with the values made on the way.
  ///
  /// The documents are finished in slices of about ``finishingSliceBlocks`` blocks: a job holds
  /// copies of the blocks it reads, so memory follows a slice, not the workspace.
  func finish(_ documents: [WorkspaceDocument]) {
    var start = documents.startIndex
    while start < documents.endIndex {
      var end = start
      var blocks = 0
      while end < documents.endIndex, end == start || blocks < Self.finishingSliceBlocks {
        blocks += documents[end].blocks.count
        end += 1
      }
      finishSlice(documents[start..<end])
      start = end
    }
  }

  /// About how many blocks ``finish(_:)`` finishes at a time.
  static let finishingSliceBlocks = 8_192

  /// Finishes `documents` on every core and stores what the jobs made.
  private func finishSlice(_ documents: ArraySlice<WorkspaceDocument>) {
    // The jobs share the documents' arrays of blocks: they are let go of before anything is
    // stored, so that storing changes each array in place instead of copying it.
    let results: [FinishJob.Result] = {
      let jobs = documents.map(finishJob)
      let inputs = finishInputs(jobs)
      return ParallelMap.map(jobs) { $0.run(inputs) }
    }()
    for (document, result) in zip(documents, results) { store(result, in: document) }
  }

  /// What finishing `document` needs (its drift made here, where the code is held).
  private func finishJob(_ document: WorkspaceDocument) -> FinishJob {
    let fileWide = document.fileWideBlocks.contains { id in
      document.index(of: id).map { document.blocks[$0].suppressions.contains { $0.scope == .file } } ?? false
    }
    let stale = document.staleFinished.compactMap(document.index(of:)).sorted()
    let read = FinishJob.indicesRead(stale: stale, count: document.blocks.count, fileWide: fileWide)
    var drift: [Int: [Diagnostic]] = [:]
    for index in read {
      let found = self.drift(document, index)
      if !found.isEmpty { drift[index] = found }
    }
    return FinishJob(
      key: document.key,
      blocks: document.blocks,
      read: read,
      header: document.header,
      targets: document.targets,
      configuration: document.configuration,
      stale: stale,
      fileWide: fileWide,
      starts: document.starts(),
      drift: drift
    )
  }

  /// The workspace values `jobs` read, with the conflict groups of the bindings whose
  /// cross-file findings they make arranged first (on every core when many).
  private func finishInputs(_ jobs: [FinishJob]) -> FinishJob.Inputs {
    var missing = Set<BindingKey>()
    for job in jobs {
      for index in job.read where job.blocks[index].crossFile == nil {
        for binding in job.blocks[index].exports?.bindings ?? [] {
          let key = BindingKey(binding)
          // Asked by index: a group read out to be compared with nil is copied.
          if conflictGroups.index(forKey: key) == nil { missing.insert(key) }
        }
      }
    }
    let keys = Array(missing)
    let buckets = keys.map { bindingIndex[$0] ?? BindingBucket() }
    let groups = ParallelMap.map(buckets) { ShortcutConflictGroup(ordered: $0.members) }
    for (key, group) in zip(keys, groups) { conflictGroups[key] = group }
    return FinishJob.Inputs(
      facts: facts,
      groups: conflictGroups,
      bindings: bindingIndex,
      declarations: componentIndex,
      apps: appByDocument
    )
  }

  /// Stores what finishing `document` made: the block values that were stale (with the facts
  /// they read, in the readers index) and the finished findings.
  private func store(_ result: FinishJob.Result, in document: WorkspaceDocument) {
    for (index, local) in result.local {
      document.blocks[index].local = local
      register(document, index, kinds: .local)
    }
    for (index, crossFile) in result.crossFile {
      document.blocks[index].crossFile = crossFile
      register(document, index, kinds: .crossFile)
    }
    let finished: [Diagnostic]
    if let fileWide = result.fileWide {
      finished = fileWide
    } else {
      for (index, findings) in result.finished { document.setFinished(index, findings) }
      let starts = document.starts()
      var gathered: [Diagnostic] = []
      for index in document.indicesWithFindings {
        for diagnostic in document.blocks[index].finished! { gathered.append(diagnostic.moved(to: starts[index])) }
      }
      // Each block's are sorted and lie in it; only findings at a block's very end may need it.
      if zip(gathered, gathered.dropFirst()).contains(where: { $1 < $0 }) { gathered.sort() }
      finished = gathered
    }
    document.finished = finished
    document.finishedAt = revision
    // A finding's related locations point into a few documents, many times each (a shortcut's
    // other bindings): a key the same as the one before is not hashed again.
    var relatedDocuments: Set<String> = []
    var previous: String?
    for diagnostic in finished {
      for related in diagnostic.related where related.location.document != previous {
        previous = related.location.document
        relatedDocuments.insert(related.location.document)
      }
    }
    document.relatedDocuments = relatedDocuments
  }

  /// A number that changes whenever the diagnostics of `key` may have: equal numbers mean equal
  /// diagnostics (the revision at which they were last made, and at which the blocks they point
  /// into last moved).
  public func findingsRevision(_ key: String) -> Int? {
    if let document = markdown.documents[key] { return markdownFindingsRevision(document) }
    refresh()
    guard let document = documents[key] else { return nil }
    if document.finished == nil { _ = diagnostics(for: key) }
    var hasher = Hasher()
    hasher.combine(document.finishedAt)
    hasher.combine(document.layoutAt)
    for other in document.relatedDocuments.sorted() {
      hasher.combine(documents[other]?.layoutAt)
      // A fence moves with its Markdown file's text.
      hasher.combine(markdown.fence(ofKey: other)?.document.changedAt)
    }
    return hasher.finalize()
  }

  /// `diagnostic` with its related locations made absolute (`lookup` keeping the document last
  /// looked up).
  private func resolvingRelated(_ diagnostic: Diagnostic, lookup: inout DocumentLookup) -> Diagnostic {
    guard diagnostic.related.contains(where: { $0.location.block != nil }) else { return diagnostic }
    var resolved = diagnostic
    resolved.related = diagnostic.related.map { related in
      var related = related
      related.location = absolute(related.location, lookup: &lookup)
      return related
    }
    if diagnostic.listsRelatedInPlaceOrder {
      resolved.related.sort {
        ($0.location.document, $0.location.range.start) < ($1.location.document, $1.location.range.start)
      }
      resolved.listsRelatedInPlaceOrder = false
    }
    return resolved
  }

  /// `location` in absolute offsets of its document (a location whose block left the workspace
  /// stays where it was).
  public func absolute(_ location: DocumentLocation) -> DocumentLocation {
    var lookup = DocumentLookup()
    return absolute(location, lookup: &lookup)
  }

  /// ``absolute(_:)``, `lookup` keeping the document last looked up: related locations point into
  /// a few documents many times each, and a document's key is a path, long to hash.
  private func absolute(_ location: DocumentLocation, lookup: inout DocumentLookup) -> DocumentLocation {
    guard let block = location.block else { return location }
    let document: WorkspaceDocument?
    if let last = lookup.last, last.key == location.document {
      document = last.document
    } else {
      document = documents[location.document]
      lookup.last = (location.document, document)
    }
    guard let document, let index = document.index(of: block) else { return location }
    let start = document.lines.start(ofBlock: index)
    return DocumentLocation(document: location.document, range: location.range.shifted(by: start))
  }

  /// The document a lookup by key found last (nil: none of that key).
  struct DocumentLookup {
    var last: (key: String, document: WorkspaceDocument?)?
  }
}
