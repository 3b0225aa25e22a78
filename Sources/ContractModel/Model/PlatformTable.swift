/// A value for some of the platforms, held by `Platform.order`: a table of platforms that finds a
/// platform's value by position, not by hashing it.
///
/// A component's paths are asked for by platform about fifty times while it is read and checked;
/// as a `[Platform: PlatformPath]`, each look hashed the platform (about 2.5% of reading a contract).
/// It reads like that dictionary: a subscript by platform, `keys`, `values`, and iteration over
/// `(key, value)` pairs, always in the platforms' order.
public struct PlatformTable<Value> {
  /// One slot per platform, by `Platform.order`; empty while no platform has a value.
  private var slots: [Value?] = []

  /// No value for any platform.
  public init() {}

  /// The value of `platform`, if any.
  public subscript(platform: Platform) -> Value? {
    get { slots.isEmpty ? nil : slots[platform.order] }
    set {
      if slots.isEmpty {
        guard newValue != nil else { return }
        slots = Array(repeating: nil, count: Platform.allCases.count)
      }
      slots[platform.order] = newValue
    }
  }

  /// The value of `platform`, or `defaultValue` when it has none; changed in place, like a
  /// dictionary's.
  public subscript(platform: Platform, default defaultValue: @autoclosure () -> Value) -> Value {
    get { self[platform] ?? defaultValue() }
    _modify {
      let index = platform.order
      if slots.isEmpty { slots = Array(repeating: nil, count: Platform.allCases.count) }
      // Taken out of its slot while it changes, so that it is not shared and changes in place.
      var value = slots[index] ?? defaultValue()
      slots[index] = nil
      defer { slots[index] = value }
      yield &value
    }
  }

  /// The platforms with a value, in order.
  public var keys: [Platform] { Platform.allCases.filter { self[$0] != nil } }

  /// The values, in the platforms' order.
  public var values: [Value] { slots.compactMap { $0 } }

  /// Whether no platform has a value.
  public var isEmpty: Bool { !slots.contains { $0 != nil } }

  /// The table of the platforms and values `isIncluded` keeps.
  public func filter(_ isIncluded: ((key: Platform, value: Value)) throws -> Bool) rethrows -> PlatformTable {
    var result = PlatformTable()
    for entry in self where try isIncluded(entry) { result[entry.key] = entry.value }
    return result
  }
}

extension PlatformTable: Sequence {
  /// Goes through the platforms with a value, in order, without gathering them first.
  public struct Iterator: IteratorProtocol {
    fileprivate let slots: [Value?]
    fileprivate var order = 0

    public mutating func next() -> (key: Platform, value: Value)? {
      while order < slots.count {
        defer { order += 1 }
        if let value = slots[order] { return (Platform.allCases[order], value) }
      }
      return nil
    }
  }

  /// Each platform with a value, and its value, in the platforms' order.
  public func makeIterator() -> Iterator { Iterator(slots: slots) }
}

extension PlatformTable: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (Platform, Value)...) {
    for (platform, value) in elements { self[platform] = value }
  }
}

extension PlatformTable: Sendable where Value: Sendable {}

extension PlatformTable: Equatable where Value: Equatable {
  public static func == (lhs: PlatformTable, rhs: PlatformTable) -> Bool {
    Platform.allCases.allSatisfy { lhs[$0] == rhs[$0] }
  }
}

extension PlatformTable: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    for platform in Platform.allCases { hasher.combine(self[platform]) }
  }
}
