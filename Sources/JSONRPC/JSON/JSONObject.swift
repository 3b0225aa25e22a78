/// The members of a JSON object, in insertion order, with keyed lookup.
///
/// Setting a key that already exists replaces its value in place (the key keeps its position);
/// setting a value of `nil` removes the member. Small objects are searched linearly; once an
/// object grows past ``linearSearchLimit`` members a hash index is kept alongside.
///
/// Two objects are equal when they have the same members, whatever their order.
public struct JSONObject: Sendable {
  /// One member of an object.
  public typealias Member = (key: String, value: JSONValue)

  /// Objects with at most this many members are searched without an index.
  static let linearSearchLimit = 12

  /// The members in insertion order.
  private var members: [Member]
  /// Position of each key in `members`; present only past `linearSearchLimit` members.
  private var positions: [String: Int]?

  /// Creates an empty object.
  public init() {
    members = []
    positions = nil
  }

  /// Creates an object from key-value pairs in order; a repeated key keeps its first position
  /// and its last value.
  public init(_ pairs: some Sequence<(String, JSONValue)>) {
    self.init()
    for (key, value) in pairs {
      self[key] = value
    }
  }

  /// Creates an empty object with room for `capacity` members.
  public init(minimumCapacity capacity: Int) {
    self.init()
    members.reserveCapacity(capacity)
  }

  /// The value of the member named `key`, or `nil`. Assigning `nil` removes the member.
  public subscript(key: String) -> JSONValue? {
    get {
      guard let position = position(of: key) else { return nil }
      return members[position].value
    }
    set {
      if let newValue {
        updateValue(newValue, forKey: key)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// Sets the member named `key`, returning the value it replaced.
  @discardableResult
  public mutating func updateValue(_ value: JSONValue, forKey key: String) -> JSONValue? {
    if let position = position(of: key) {
      let old = members[position].value
      members[position].value = value
      return old
    }
    members.append((key, value))
    if positions != nil {
      positions![key] = members.count - 1
    } else if members.count > Self.linearSearchLimit {
      rebuildPositions()
    }
    return nil
  }

  /// Removes the member named `key`, returning its value.
  @discardableResult
  public mutating func removeValue(forKey key: String) -> JSONValue? {
    guard let position = position(of: key) else { return nil }
    let removed = members.remove(at: position).value
    if positions != nil {
      rebuildPositions()
    }
    return removed
  }

  /// The keys in insertion order.
  public var keys: [String] { members.map(\.key) }

  /// The values in insertion order.
  public var values: [JSONValue] { members.map(\.value) }

  /// Whether a member named `key` exists.
  public func contains(key: String) -> Bool { position(of: key) != nil }

  private func position(of key: String) -> Int? {
    if let positions { return positions[key] }
    return members.firstIndex { $0.key == key }
  }

  private mutating func rebuildPositions() {
    var rebuilt = [String: Int](minimumCapacity: members.count)
    for (position, member) in members.enumerated() {
      rebuilt[member.key] = position
    }
    positions = members.count > Self.linearSearchLimit ? rebuilt : nil
  }
}

extension JSONObject: RandomAccessCollection {
  /// Position of the first member.
  public var startIndex: Int { members.startIndex }
  /// Position one past the last member.
  public var endIndex: Int { members.endIndex }
  /// The member at `position`, in insertion order.
  public subscript(position: Int) -> Member { members[position] }
}

extension JSONObject: Hashable {
  /// Objects are equal when they have the same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (key, value) in lhs.members {
      guard let other = rhs[key], other == value else { return false }
    }
    return true
  }

  /// Hashes the members independently of their order.
  public func hash(into hasher: inout Hasher) {
    var combined = 0
    for (key, value) in members {
      var memberHasher = Hasher()
      memberHasher.combine(key)
      memberHasher.combine(value)
      combined ^= memberHasher.finalize()
    }
    hasher.combine(members.count)
    hasher.combine(combined)
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  /// Creates an object whose members keep the literal's order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements)
  }
}
