/// A value that never changes, held by reference: a struct that stores its fields in one keeps a
/// single reference, so each copy of it retains one object instead of each of its arrays and
/// strings. Equal and hashed by value (the same box is equal at once).
///
/// A constant, unlike ``Boxed``: reading it needs no exclusivity check; a changed value goes in a
/// new box.
final class ValueBox<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The value.
  let value: Value

  init(_ value: Value) { self.value = value }

  static func == (lhs: ValueBox, rhs: ValueBox) -> Bool { lhs === rhs || lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
