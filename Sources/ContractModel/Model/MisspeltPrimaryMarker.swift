/// `Primary action` written with a typo: a Meaning sentence `Primary acton: Reorder.` or a key
/// `Primery action: Reorder`, one edit from `Primary action` or `Primary actions`.
///
/// Left unread, the typo would lose the primary action, and with it what segments without a
/// subject bind (a `⌘R` of the component would conflict with the menu's `Reorder: ⌘R`). It is
/// read as written right, when the component declares no primary action otherwise: a reading, so
/// its findings are at most warnings, and `unknown-field` reports the typo once, with the rename.
public struct MisspeltPrimaryMarker: Sendable, Hashable {
  /// The marker as written (`Primary acton`).
  public var written: String
  /// What it reads as: `Primary action` or `Primary actions`.
  public var reading: String
  /// Where it is written.
  public var range: SourceRange
  /// Whether it is a sentence of the Meaning (else a field's key).
  public var isInMeaning: Bool

  /// The spellings a marker may misspell, lower-case, with how messages write them.
  static let spellings: [(bytes: [UInt8], name: String)] = [
    (Array("primary action".utf8), "Primary action"), (Array("primary actions".utf8), "Primary actions"),
  ]

  /// The byte lengths a misspelt marker may have.
  static let lengths = 13...16

  /// What `bytes` (a key, or a sentence's start up to its colon) misspells by one edit, compared
  /// case-insensitively: `Primary action` or `Primary actions`; nil for anything else, the right
  /// spellings included.
  static func reading(of bytes: ArraySlice<UInt8>) -> String? {
    guard lengths.contains(bytes.count) else { return nil }
    for spelling in spellings where isOneEdit(bytes, spelling.bytes) { return spelling.name }
    return nil
  }

  /// Whether `bytes`, lower-cased, is one edit from `target` (lower-case ASCII): one letter
  /// changed, added or dropped, or two neighbours swapped. Allocates nothing.
  static func isOneEdit(_ bytes: ArraySlice<UInt8>, _ target: [UInt8]) -> Bool {
    let start = bytes.startIndex
    func byte(_ offset: Int) -> UInt8 { MechanismMatcher.lowercased(bytes[start + offset]) }
    let (count, targetCount) = (bytes.count, target.count)
    // The first difference: before it both agree.
    var first = 0
    while first < min(count, targetCount), byte(first) == target[first] { first += 1 }
    func agree(from offset: Int, targetFrom targetOffset: Int) -> Bool {
      guard count - offset == targetCount - targetOffset else { return false }
      var (index, targetIndex) = (offset, targetOffset)
      while index < count {
        guard byte(index) == target[targetIndex] else { return false }
        index += 1
        targetIndex += 1
      }
      return true
    }
    if count == targetCount {
      guard first < count else { return false }
      if agree(from: first + 1, targetFrom: first + 1) { return true }
      return first + 1 < count && byte(first) == target[first + 1] && byte(first + 1) == target[first]
        && agree(from: first + 2, targetFrom: first + 2)
    }
    if count == targetCount + 1 { return agree(from: first + 1, targetFrom: first) }
    if count + 1 == targetCount { return agree(from: first, targetFrom: first + 1) }
    return false
  }
}
