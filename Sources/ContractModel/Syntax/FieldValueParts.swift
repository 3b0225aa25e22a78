/// The source ranges of a field's value, one per line it spans, in order.
public typealias FieldValueParts = [SourceRange]
