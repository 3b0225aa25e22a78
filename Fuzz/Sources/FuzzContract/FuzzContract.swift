import ContractModel

/// libFuzzer entry point: the input as a contract file (invalid UTF-8 repaired, as the server's
/// reader does), analysed with a second, fixed file so cross-file rules run too. Every diagnostic
/// range must lie inside its document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContract(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  let text = String(decoding: bytes, as: UTF8.self)
  let workspace = ContractWorkspace()
  workspace.setDocument("/fuzz/Other.contract", text: companion)
  workspace.setDocument("/fuzz/Input.contract", text: text)
  for key in ["/fuzz/Input.contract", "/fuzz/Other.contract"] {
    let length = (key == "/fuzz/Input.contract" ? text : companion).utf8.count
    for diagnostic in workspace.diagnostics(for: key) where diagnostic.range.end > length {
      fatalError("diagnostic \(diagnostic.rule) ends at \(diagnostic.range.end), past \(length) bytes")
    }
  }
  // An edit that removes the input must leave a consistent workspace.
  workspace.setDocument("/fuzz/Input.contract", text: "")
  _ = workspace.diagnostics(for: "/fuzz/Other.contract")
  return 0
}

/// A fixed second file, binding common shortcuts so the input can conflict with it.
private let companion = """
  App: Shop
  Menu File: New Order ⌘N, Reorder ⌘R
  OrderRow
  Meaning: one past order. Primary action: Reorder.
  iPhone: Reorder button
  iPad: same + Reorder with ⌘R
  Mac: Reorder in menu bar, ⌘R
  Check: Mac: VoiceOver reads it.

  """
