/// The first field of each key of a component (path fields are in its paths), found through the
/// block's own list of fields: a table of positions, not a second copy of every field (the
/// components a 10,000-line contract keeps while it is open held a megabyte of such copies).
public struct ComponentFields: Sendable, Hashable {
  /// The block's fields, as parsed (the same storage as the block's syntax).
  private let fields: [FieldSyntax]
  /// Where the first field of each key stands in ``fields``.
  private var positions: [FieldKey: Int] = [:]

  /// No field yet, of a block whose fields are `fields`.
  init(of fields: [FieldSyntax]) { self.fields = fields }

  /// The first field of `key`, if written.
  public subscript(key: FieldKey) -> FieldSyntax? { positions[key].map { fields[$0] } }

  /// Makes the field at `position` of the block the one of `key`.
  mutating func set(_ key: FieldKey, at position: Int) { positions[key] = position }
}
