/// Which documents a change of the workspace's menu command names can affect.
///
/// A command name matters to a document only as a path segment's subject, and a segment starts
/// with a name only when its bytes, ASCII-lowercased, equal the name's folded bytes
/// (``ActionNameTable``). A document whose text contains none of the added or removed names that
/// way reads the same with either set of names, so it need not be read again.
struct CommandNameChange {
  /// The folded names added or removed; `nil` when so many changed that filtering costs more
  /// than reading again.
  let changedNames: [[UInt8]]?

  /// More changed names than this, and every document is read again.
  static let filterLimit = 32

  /// The change from the names `old` to the names `new`.
  init(from old: [String], to new: [String]) {
    let before = Set(old.map { Array(ListItem.fold($0).utf8) })
    let after = Set(new.map { Array(ListItem.fold($0).utf8) })
    let changed = before.symmetricDifference(after).filter { !$0.isEmpty }
    changedNames = changed.count > Self.filterLimit ? nil : Array(changed)
  }

  /// Whether a document with `text` may read differently after the change.
  func affects(_ text: String) -> Bool {
    guard let changedNames else { return true }
    guard !changedNames.isEmpty else { return false }
    var text = text
    return text.withUTF8 { bytes in changedNames.contains { Self.contains(bytes, folded: $0) } }
  }

  /// Whether `bytes`, ASCII-lowercased, contain `folded`.
  static func contains(_ bytes: UnsafeBufferPointer<UInt8>, folded: [UInt8]) -> Bool {
    guard let first = folded.first, folded.count <= bytes.count else { return false }
    let upperFirst = first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") ? first - 32 : first
    var index = 0
    let last = bytes.count - folded.count
    while index <= last {
      let byte = bytes[index]
      if byte == first || byte == upperFirst {
        var offset = 1
        while offset < folded.count, MechanismMatcher.lowercased(bytes[index + offset]) == folded[offset] {
          offset += 1
        }
        if offset == folded.count { return true }
      }
      index += 1
    }
    return false
  }
}
