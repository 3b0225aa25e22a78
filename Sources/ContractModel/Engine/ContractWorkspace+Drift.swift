extension ContractWorkspace {
  /// The drift of block `index` of `key` from `code` (in the block's offsets), before the
  /// pipeline applies severities and suppressions.
  func driftFindings(_ key: String, _ index: Int, code: AppCode) -> [Diagnostic] {
    guard !code.isEmpty, let block = documents[key]?.blocks[index], block.kind != nil,
      let header = documents[key]?.header, let targets = documents[key]?.targets, let model = model(key, index)
    else { return [] }
    let context = BlockContext(
      model: model,
      header: header,
      targets: targets,
      workspace: facts,
      document: key,
      block: block.id,
      bindings: block.exports?.bindings ?? []
    )
    return ContractDrift.check(context, code: code)
  }

  /// The drift of `key` from `code`, in the document's offsets, sorted: what `contract-drift`
  /// finds before configuration and suppressions.
  func driftFindings(_ key: String, code: AppCode) -> [Diagnostic] {
    refresh()
    guard documents[key] != nil else { return [] }
    let starts = documents[key]!.starts()
    var result: [Diagnostic] = []
    for index in starts.indices {
      result += driftFindings(key, index, code: code).map { $0.moved(to: starts[index]) }
    }
    return result.sorted()
  }
}
