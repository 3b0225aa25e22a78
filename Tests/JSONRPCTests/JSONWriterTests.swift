import JSONRPC
import Testing

private func written(_ value: JSONValue) -> String {
  String(decoding: JSONWriter.encode(value), as: UTF8.self)
}

@Suite struct JSONWriterTests {
  @Test func writesCompactJSONInInsertionOrder() {
    let value: JSONValue = ["b": 1, "a": [true, false, nil], "c": ["x": "y"], "d": [], "e": [:]]
    #expect(written(value) == #"{"b":1,"a":[true,false,null],"c":{"x":"y"},"d":[],"e":{}}"#)
  }

  @Test func escapesWhatJSONRequires() {
    let value = JSONValue.string("q\" b\\ / \u{8}\u{C}\n\r\t \u{0}\u{1F} \u{7F}")
    #expect(written(value) == #""q\" b\\ / \b\f\n\r\t \u0000\u001f "# + "\u{7F}\"")
  }

  @Test("Escapes at every place of a long string, among ASCII and non-ASCII bytes (read eight at a time)")
  func escapesAtEveryPlace() {
    func reference(_ text: String) -> String {
      let escaped = text.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\"": #"\""#
        case "\\": #"\\"#
        case "\u{8}": #"\b"#
        case "\u{C}": #"\f"#
        case "\n": #"\n"#
        case "\r": #"\r"#
        case "\t": #"\t"#
        case _ where scalar.value < 0x20: #"\u00"# + String(scalar.value, radix: 16).leftPadded(to: 2)
        default: String(scalar)
        }
      }
      return "\"" + escaped.joined() + "\""
    }
    let special: [Character] = ["\"", "\\", "\u{0}", "\u{1F}", "\n", "\t", "\u{8}"]
    for filler in ["abcdefghijklmnopqrstuvwx", "é⌘😀abcdefgh ~\u{7F}ijklmn", "!#$%&'()*+,-./0123456789:;<=>?@[]^_`{|}~"]
    {
      for position in 0...filler.count {
        for character in special {
          var text = filler
          text.insert(character, at: text.index(text.startIndex, offsetBy: position))
          #expect(written(.string(text)) == reference(text), "\(text.debugDescription)")
        }
      }
      #expect(written(.string(filler)) == reference(filler))
    }
  }

  @Test func writesNonASCIIAsUTF8() {
    let value = JSONValue.string("⌘R 😀 é")
    #expect(JSONWriter.encode(value) == Array("\"⌘R 😀 é\"".utf8))
  }

  @Test func writesIntegersWithoutFraction() {
    #expect(written(.integer(0)) == "0")
    #expect(written(.integer(-7)) == "-7")
    #expect(written(.integer(.max)) == "9223372036854775807")
    #expect(written(.integer(.min)) == "-9223372036854775808")
  }

  @Test func writesDoublesSoTheyReadBackAsDoubles() throws {
    for double in [1.0, -0.0, 0.1, 1e16, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -123.456] {
      let text = written(.double(double))
      let reparsed = try JSONValue(parsing: text)
      guard case .double(let back) = reparsed else {
        Issue.record("\(double) was written as \(text), which parses as \(reparsed)")
        continue
      }
      #expect(back.bitPattern == double.bitPattern, "\(double) written as \(text)")
    }
  }

  @Test func writesNonFiniteDoublesAsNull() {
    #expect(written(.double(.infinity)) == "null")
    #expect(written(.double(-.infinity)) == "null")
    #expect(written(.double(.nan)) == "null")
  }

  @Test func roundTripsEscapesThroughTheParser() throws {
    let text = "control \u{1} quote \" backslash \\ emoji 😀 lone tab\t"
    #expect(try JSONValue(parsing: JSONWriter.encode(.string(text))) == .string(text))
  }

  @Test(arguments: 0..<20)
  func randomValuesRoundTrip(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
    for _ in 0..<25 {
      let value = RandomJSON.value(depth: 0, using: &generator)
      let bytes = JSONWriter.encode(value)
      let decoded = try JSONParser().parse(bytes)
      #expect(decoded == value, "round trip changed \(value)")
      #expect(JSONWriter.encode(decoded) == bytes, "re-encoding differs")
    }
  }
}

/// SplitMix64: a small, fast, seedable generator so random tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random JSON values covering every case, awkward strings and numbers included.
enum RandomJSON {
  static func value(depth: Int, using generator: inout SeededGenerator) -> JSONValue {
    let choice = Int.random(in: 0..<(depth >= 4 ? 6 : 8), using: &generator)
    switch choice {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .integer(integer(using: &generator))
    case 3: return .double(double(using: &generator))
    case 4, 5: return .string(string(using: &generator))
    case 6:
      let count = Int.random(in: 0..<6, using: &generator)
      return .array((0..<count).map { _ in value(depth: depth + 1, using: &generator) })
    default:
      var object = JSONObject()
      for _ in 0..<Int.random(in: 0..<6, using: &generator) {
        object[string(using: &generator)] = value(depth: depth + 1, using: &generator)
      }
      return .object(object)
    }
  }

  static func integer(using generator: inout SeededGenerator) -> Int64 {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return [Int64.min, .max, 0, -1, 1].randomElement(using: &generator)!
    case 1: return Int64.random(in: -1000...1000, using: &generator)
    default: return Int64(bitPattern: generator.next())
    }
  }

  static func double(using generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      return [0.0, -0.0, 1.0, 0.1, 1e300, -.leastNonzeroMagnitude, .greatestFiniteMagnitude].randomElement(
        using: &generator
      )!
    case 1: return Double.random(in: -1e6...1e6, using: &generator)
    default:
      while true {
        let double = Double(bitPattern: generator.next())
        if double.isFinite { return double }
      }
    }
  }

  static func string(using generator: inout SeededGenerator) -> String {
    let pools: [ClosedRange<UInt32>] = [0x00...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0..<12, using: &generator) {
      let pool = pools.randomElement(using: &generator)!
      scalars.append(Unicode.Scalar(UInt32.random(in: pool, using: &generator))!)
    }
    return String(scalars)
  }
}

extension String {
  /// The string with `0`s before it up to `count` characters.
  fileprivate func leftPadded(to count: Int) -> String {
    String(repeating: "0", count: max(0, count - self.count)) + self
  }
}
