/// A value held by reference: an optional field of this type takes one word in the struct that
/// holds it, however large the value.
///
/// Unchecked: ``value`` is changed only through a holder's mutating method that first makes sure
/// it holds the only reference (`isKnownUniquelyReferenced`, copying the box otherwise), so a
/// box that two values or two threads share is never changed.
final class Boxed<Value: Sendable>: @unchecked Sendable {
  /// The value.
  var value: Value

  init(_ value: Value) { self.value = value }
}
