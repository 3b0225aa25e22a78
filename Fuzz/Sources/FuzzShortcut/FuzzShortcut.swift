import ContractModel

/// libFuzzer entry point: the input as one shortcut token and as a line of text to scan.
///
/// Properties checked: a valid shortcut's normal form parses back to itself (normalising is
/// idempotent); every scanned token's range lies inside the text and its text is that slice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShortcut(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  let text = String(decoding: bytes, as: UTF8.self)
  if case .valid(let shortcut) = Shortcut.parse(text) {
    let again = Shortcut.parse(shortcut.description)
    guard again == .valid(shortcut) else { fatalError("'\(shortcut)' does not parse back to itself: \(again)") }
  }
  let utf8 = Array(text.utf8)
  for token in ShortcutScanner.scan(text) {
    guard token.range.lowerBound >= 0, token.range.upperBound <= utf8.count else {
      fatalError("token \(token.range) outside \(utf8.count) bytes")
    }
    let slice = String(decoding: utf8[token.range], as: UTF8.self)
    guard slice == token.text else { fatalError("token text '\(token.text)' is not its range's '\(slice)'") }
  }
  return 0
}
