/// A coding key for array positions, dynamic object members and `super`.
struct JSONCodingKey: CodingKey, Sendable {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }

  /// The key of element `index` of an array, as it appears in coding paths.
  init(index: Int) {
    self.stringValue = "Index \(index)"
    self.intValue = index
  }

  /// The key under which `superEncoder()` / `superDecoder()` store the superclass.
  static let superKey = JSONCodingKey(stringValue: "super")
}

extension [any CodingKey] {
  /// The path as dotted text for messages, such as `textDocument.position.line`.
  var dottedDescription: String {
    isEmpty ? "the top level" : map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}
