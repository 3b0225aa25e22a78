/// The fields of a file header or catalog block by key: the first of each wins; unknown and
/// repeated fields are kept for the rules that report them.
struct FieldTable {
  /// The first field of each key.
  private(set) var fields: [FieldKey: FieldSyntax] = [:]
  /// Fields whose key is unknown where they stand.
  private(set) var misplaced: [MisplacedField] = []
  /// Later occurrences of a key.
  private(set) var repeated: [RepeatedField] = []

  /// Reads `fields` standing in `context`.
  init(_ fields: [FieldSyntax], in context: FieldKey.Context) {
    for field in fields {
      guard let key = FieldKey(field.key, in: context) else {
        misplaced.append(MisplacedField(field: field, context: context))
        continue
      }
      if let first = self.fields[key] {
        repeated.append(RepeatedField(field: field, first: first))
      } else {
        self.fields[key] = field
      }
    }
  }

  subscript(key: FieldKey) -> FieldSyntax? { fields[key] }
}
