/// A value held by reference: an optional field of this type takes one word in the struct that
/// holds it, however large the value.
final class Boxed<Value: Sendable>: Sendable {
  /// The value.
  let value: Value

  init(_ value: Value) { self.value = value }
}
