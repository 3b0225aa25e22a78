/// The first field of each key of a component (path fields are in its paths), found through the
/// block's own list of fields: a table of positions, not a second copy of every field (the
/// components a 10,000-line contract keeps while it is open held a megabyte of such copies).
public struct ComponentFields: Sendable, Hashable {
  /// The block's fields, as parsed (the same storage as the block's syntax).
  private let fields: [FieldSyntax]
  /// Where the first field of each key stands in ``fields``, in the order the keys were set.
  ///
  /// A list searched in order, not a hash table: a component writes a handful of keys, and a
  /// table hashed the key on every lookup and grew three times per component.
  private var positions: [(key: FieldKey, position: Int)] = []

  /// No field yet, of a block whose fields are `fields`.
  init(of fields: [FieldSyntax]) { self.fields = fields }

  /// The first field of `key`, if written.
  public subscript(key: FieldKey) -> FieldSyntax? {
    for entry in positions where entry.key == key { return fields[entry.position] }
    return nil
  }

  /// Makes the field at `position` of the block the one of `key` (a key not set yet).
  mutating func set(_ key: FieldKey, at position: Int) { positions.append((key, position)) }

  public static func == (lhs: ComponentFields, rhs: ComponentFields) -> Bool {
    lhs.fields == rhs.fields && lhs.positions.elementsEqual(rhs.positions) { $0 == $1 }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fields)
    for entry in positions {
      hasher.combine(entry.key)
      hasher.combine(entry.position)
    }
  }
}
