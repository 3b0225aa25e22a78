import Foundation
import JSONRPC
import Testing

private struct Position: Codable, Equatable {
  var line: Int
  var character: UInt32
}

private enum Severity: Int, Codable, Equatable {
  case error = 1
  case warning = 2
}

private enum Kind: String, Codable, Equatable {
  case file, folder
}

private enum Shape: Codable, Equatable {
  case point
  case circle(radius: Double)
  case labelled(String, at: Position)
}

private struct Diagnostic: Codable, Equatable {
  var range: [Position]
  var severity: Severity?
  var code: String?
  var message: String
  var kind: Kind
  var shapes: [Shape]
  var tags: [Int8]
  var related: [String: Int64]
  var sizes: [Int16?]
  var small: Float
  var flag: Bool
  var extra: JSONValue?
  var counts: [UInt8: UInt64]
}

private class Base: Codable {
  var identifier = 1
}

private final class Derived: Base {
  var label = "x"

  private enum CodingKeys: String, CodingKey { case label }

  override init() {
    super.init()
  }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    label = try container.decode(String.self, forKey: .label)
    try super.init(from: container.superDecoder())
  }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try super.encode(to: container.superEncoder())
  }
}

@Suite struct CodableBridgeTests {
  private let sample = Diagnostic(
    range: [Position(line: 1, character: 2), Position(line: 3, character: 4)],
    severity: .warning,
    code: nil,
    message: "Unused ⌘ symbol",
    kind: .folder,
    shapes: [.point, .circle(radius: 1.5), .labelled("here", at: Position(line: 9, character: 0))],
    tags: [-1, 127],
    related: ["b": 2, "a": Int64.min],
    sizes: [1, nil, 3],
    small: 0.1,
    flag: true,
    extra: ["any": [1, "json"]],
    counts: [7: UInt64(Int64.max)]
  )

  @Test func roundTripsNestedStructsOptionalsArraysAndEnums() throws {
    let encoded = try JSONValueEncoder().encode(sample)
    let decoded = try JSONValueDecoder().decode(Diagnostic.self, from: encoded)
    #expect(decoded == sample)
  }

  @Test func encodesTheExpectedShape() throws {
    let encoded = try JSONValue(encoding: sample)
    #expect(encoded["range"]?[1] == ["line": 3, "character": 4])
    #expect(encoded["severity"] == 2)
    #expect(encoded["kind"] == "folder")
    #expect(encoded["small"] == .double(0.1))
    #expect(encoded["sizes"] == [1, nil, 3])
    #expect(encoded["extra"] == ["any": [1, "json"]])
    #expect(encoded.objectValue?.contains(key: "code") == false, "nil optionals are omitted")
    #expect(encoded.objectValue?.keys.first == "range", "members keep declaration order")
  }

  @Test func roundTripsThroughTextAndFoundation() throws {
    let bytes = JSONWriter.encode(try JSONValue(encoding: sample))
    let viaFoundation = try JSONDecoder().decode(Diagnostic.self, from: Data(bytes))
    #expect(viaFoundation == sample)
    let fromFoundation = try JSONParser().parse(try JSONEncoder().encode(sample))
    #expect(try fromFoundation.decode(Diagnostic.self) == sample)
  }

  @Test func jsonValueIsCodableWithFoundationToo() throws {
    let value: JSONValue = ["a": [1, 2.5, "s", true, nil], "b": ["c": [:]]]
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
  }

  @Test func superEncoderAndDecoder() throws {
    let derived = Derived()
    derived.identifier = 42
    derived.label = "y"
    let encoded = try JSONValue(encoding: derived)
    #expect(encoded == ["label": "y", "super": ["identifier": 42]])
    let decoded = try encoded.decode(Derived.self)
    #expect(decoded.identifier == 42 && decoded.label == "y")
  }

  @Test func integersFromIntegralDoublesAndRangeChecks() throws {
    #expect(try JSONValue.double(3).decode(Int.self) == 3)
    #expect(try JSONValue.integer(3).decode(Double.self) == 3)
    expectDecodingError(Int8.self, from: 300, contains: "does not fit in Int8")
    expectDecodingError(UInt.self, from: -1, contains: "does not fit in UInt")
    expectDecodingError(Int.self, from: 1.5, contains: "does not fit in Int")
    expectDecodingError(Float.self, from: 1e300, contains: "does not fit in Float")
  }

  @Test func helpfulDecodingErrors() throws {
    let missing: JSONValue = ["line": 1]
    do {
      _ = try missing.decode(Position.self)
      Issue.record("expected keyNotFound")
    } catch DecodingError.keyNotFound(let key, _) {
      #expect(key.stringValue == "character")
    }

    let wrongType: JSONValue = ["range": [["line": "one", "character": 0]]]
    do {
      _ = try wrongType.decode(Diagnostic.self)
      Issue.record("expected typeMismatch")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["range", "Index 0", "line"])
      #expect(context.debugDescription.contains("found a string"))
    }

    do {
      _ = try JSONValue.null.decode(String.self)
      Issue.record("expected valueNotFound")
    } catch DecodingError.valueNotFound {}
  }

  @Test func unencodableValuesThrow() {
    #expect(throws: EncodingError.self) { try JSONValue(encoding: UInt64.max) }
    #expect(throws: EncodingError.self) { try JSONValue(encoding: Double.nan) }
    #expect(throws: EncodingError.self) { try JSONValue(encoding: [Float.infinity]) }
  }

  @Test func topLevelScalarsOptionalsAndURLs() throws {
    #expect(try JSONValue(encoding: "s") == "s")
    #expect(try JSONValue(encoding: Int?.none) == .null)
    #expect(try JSONValue(encoding: [Int?.none, 1]) == [nil, 1])
    #expect(try JSONValue.null.decode(Int?.self) == nil)
    let url = URL(string: "file:///tmp/a%20b.leaf")!
    #expect(try JSONValue(encoding: url) == "file:///tmp/a%20b.leaf")
    #expect(try JSONValue.string("file:///x").decode(URL.self) == URL(string: "file:///x"))
  }

  @Test func userInfoReachesImplementations() throws {
    struct Probe: Codable {
      static let key = CodingUserInfoKey(rawValue: "probe")!
      init() {}
      init(from decoder: any Decoder) throws {
        #expect(decoder.userInfo[Probe.key] as? String == "decode")
      }
      func encode(to encoder: any Encoder) throws {
        #expect(encoder.userInfo[Probe.key] as? String == "encode")
      }
    }
    let value = try JSONValueEncoder(userInfo: [Probe.key: "encode"]).encode(Probe())
    #expect(value == [:], "a value that encodes nothing becomes an empty object")
    _ = try JSONValueDecoder(userInfo: [Probe.key: "decode"]).decode(Probe.self, from: value)
  }

  private func expectDecodingError<T: Decodable>(
    _ type: T.Type,
    from value: JSONValue,
    contains text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try value.decode(type)
      Issue.record("decoding \(value) as \(type) should fail", sourceLocation: sourceLocation)
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains(text), sourceLocation: sourceLocation)
    } catch {
      Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
  }
}
