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
  static let spellings: [(scalars: [Unicode.Scalar], name: String)] = [
    (Array("primary action".unicodeScalars), "Primary action"),
    (Array("primary actions".unicodeScalars), "Primary actions"),
  ]

  /// The byte lengths a misspelt marker may have.
  static let lengths = 13...16

  /// What `bytes` (a key, or a sentence's start up to its colon) misspells by one edit, compared
  /// case-insensitively (``DidYouMean/editDistance(_:_:atMost:)``: a swap of two neighbours is one
  /// edit): `Primary action` or `Primary actions`; nil for anything else, the right spelling of
  /// the first included.
  static func reading(of bytes: ArraySlice<UInt8>) -> String? {
    guard lengths.contains(bytes.count) else { return nil }
    let written = Array(String(decoding: bytes, as: UTF8.self).lowercased().unicodeScalars)
    return spellings.first { DidYouMean.editDistance(written, $0.scalars, atMost: 1) == 1 }?.name
  }
}
