import Foundation
import JSONRPC
import Testing

/// Parses `text`, returning the error kind, or `nil` if it parsed.
private func parseErrorKind(_ text: String) -> JSONParseError.Kind? {
  parseErrorKind(Array(text.utf8))
}

private func parseErrorKind(
  _ bytes: [UInt8],
  maximumDepth: Int = JSONParser.defaultMaximumDepth
) -> JSONParseError.Kind? {
  do {
    _ = try JSONParser(maximumDepth: maximumDepth).parse(bytes)
    return nil
  } catch {
    return error.kind
  }
}

@Suite struct JSONParserTests {
  @Test func parsesScalarsAndContainers() throws {
    #expect(try JSONValue(parsing: "null") == .null)
    #expect(try JSONValue(parsing: "true") == .bool(true))
    #expect(try JSONValue(parsing: "false") == .bool(false))
    #expect(try JSONValue(parsing: "42") == .integer(42))
    #expect(try JSONValue(parsing: "-1.5e3") == .double(-1500))
    #expect(try JSONValue(parsing: "\"hi\"") == .string("hi"))
    #expect(try JSONValue(parsing: "[]") == .array([]))
    #expect(try JSONValue(parsing: "{}") == .object(JSONObject()))
    let nested = try JSONValue(parsing: #"{"a":[1,{"b":null}],"c":{"d":"e"}}"#)
    #expect(nested["a"]?[0] == .integer(1))
    #expect(nested["a"]?[1]?["b"] == .null)
    #expect(nested["c"]?["d"]?.stringValue == "e")
  }

  @Test func acceptsWhitespaceEverywhereAllowed() throws {
    let value = try JSONValue(parsing: " \t\r\n{ \"a\" : [ 1 , 2 ] , \"b\" :\ntrue } \n")
    #expect(value == ["a": [1, 2], "b": true])
  }

  @Test func keepsKeyOrderAndLastDuplicateWins() throws {
    let value = try JSONValue(parsing: #"{"z":1,"a":2,"m":3,"a":4}"#)
    #expect(value.objectValue?.keys == ["z", "a", "m"])
    #expect(value["a"] == .integer(4))
  }

  @Test func decodesEscapes() throws {
    let value = try JSONValue(parsing: #""q\" b\\ s\/ \b\f\n\r\t \u0041\u00e9\u2318""#)
    #expect(value == .string("q\" b\\ s/ \u{8}\u{C}\n\r\t Aé⌘"))
  }

  @Test func decodesSurrogatePairsToOneScalar() throws {
    let value = try JSONValue(parsing: #""\ud83d\ude00 and \uD834\uDD1E""#)
    #expect(value == .string("😀 and 𝄞"))
  }

  @Test(arguments: [
    (#""\ud800""#, "\u{FFFD}"),
    (#""\udc00x""#, "\u{FFFD}x"),
    (#""\ud800\u0041""#, "\u{FFFD}A"),
    (#""\ud800\ud800\udc00""#, "\u{FFFD}\u{10000}"),
  ])
  func replacesLoneSurrogates(input: String, expected: String) throws {
    #expect(try JSONValue(parsing: input) == .string(expected))
  }

  @Test func keepsRawMultibyteUTF8() throws {
    #expect(try JSONValue(parsing: "\"⌘R 😀 é\"") == .string("⌘R 😀 é"))
  }

  @Test(
    arguments: [
      [0x22, 0xFF, 0x22],  // invalid lead byte
      [0x22, 0xC3, 0x22],  // truncated two-byte sequence
      [0x22, 0xC0, 0xAF, 0x22],  // overlong encoding of '/'
      [0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate U+D800
      [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // beyond U+10FFFF
      [0x22, 0x80, 0x22],  // lone continuation byte
    ] as [[UInt8]]
  )
  func rejectsInvalidUTF8InStrings(bytes: [UInt8]) {
    #expect(parseErrorKind(bytes) == .invalidUTF8)
  }

  @Test func rejectsUnescapedControlCharacters() {
    #expect(parseErrorKind("\"a\nb\"") == .unescapedControlCharacter(0x0A))
    #expect(parseErrorKind("\"a\u{0}b\"") == .unescapedControlCharacter(0x00))
    #expect(parseErrorKind("\"a\u{7F}b\"") == nil)
  }

  @Test func rejectsBadEscapes() {
    #expect(parseErrorKind(#""\x""#) == .invalidEscape)
    #expect(parseErrorKind(#""\u12G4""#) == .invalidUnicodeEscape)
    #expect(parseErrorKind(#""\'""#) == .invalidEscape)
  }

  @Test(arguments: [
    "", " ", "[", "[1,", "{\"a\"", "{\"a\":", "\"abc", "tru", "nul", "\"\\u12", "{\"a\":1", "-", "1.", "1e", "1e+",
  ])
  func rejectsTruncatedInput(text: String) {
    #expect(parseErrorKind(text) == .unexpectedEndOfInput)
  }

  @Test(arguments: ["1 2", "{} x", "[1]]", "nullnull", "\"a\" \"b\""])
  func rejectsTrailingData(text: String) {
    #expect(parseErrorKind(text) == .trailingData)
  }

  @Test(arguments: ["[1,]", "{\"a\":1,}", "{a:1}", "[01]", "+1", ".5", "{\"a\" 1}", "[1 2]", "truth", "\u{FEFF}1"])
  func rejectsGrammarViolations(text: String) {
    #expect(parseErrorKind(text) != nil)
  }

  @Test(arguments: ["1.e5", "1ex", "1e+x", "-a", "2.x", "-.5"])
  func rejectsMalformedNumbers(text: String) {
    #expect(parseErrorKind(text) == .invalidNumber)
  }

  @Test func reportsByteOffsets() {
    do {
      _ = try JSONValue(parsing: "[1, 2, x]")
      Issue.record("expected an error")
    } catch {
      #expect(error.offset == 7)
      #expect(error.kind == .unexpectedByte(UInt8(ascii: "x")))
      #expect(error.description.contains("offset 7"))
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let depth = 100_000
    let arrays =
      [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
    #expect(parseErrorKind(arrays) == .nestingTooDeep(limit: 512))
    let objects = [UInt8](String(repeating: "{\"a\":", count: depth).utf8)
    #expect(parseErrorKind(objects) == .nestingTooDeep(limit: 512))
  }

  @Test func nestingLimitIsExact() {
    func nested(_ depth: Int) -> [UInt8] {
      [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
    }
    #expect(parseErrorKind(nested(512)) == nil)
    #expect(parseErrorKind(nested(513)) == .nestingTooDeep(limit: 512))
    #expect(parseErrorKind(nested(10), maximumDepth: 10) == nil)
    #expect(parseErrorKind(nested(11), maximumDepth: 10) == .nestingTooDeep(limit: 10))
  }

  @Test func integersAtTheInt64Limits() throws {
    #expect(try JSONValue(parsing: "9223372036854775807") == .integer(.max))
    #expect(try JSONValue(parsing: "-9223372036854775808") == .integer(.min))
    #expect(try JSONValue(parsing: "9223372036854775808") == .double(9_223_372_036_854_775_808))
    #expect(try JSONValue(parsing: "-9223372036854775809") == .double(-9_223_372_036_854_775_808))
    #expect(try JSONValue(parsing: "0") == .integer(0))
  }

  @Test func negativeZeroIsADoubleKeepingItsSign() throws {
    let value = try JSONValue(parsing: "-0")
    guard case .double(let double) = value else {
      Issue.record("expected a double, got \(value)")
      return
    }
    #expect(double == 0 && double.sign == .minus)
  }

  @Test func hugeNumbers() throws {
    #expect(try JSONValue(parsing: "123456789012345678901234567890") == .double(1.2345678901234568e29))
    #expect(parseErrorKind("1e400") == .numberOutOfRange)
    #expect(parseErrorKind("-1e400") == .numberOutOfRange)
    #expect(parseErrorKind("1e99999999999999999999") == .numberOutOfRange)
    #expect(try JSONValue(parsing: "1e-400") == .double(0))
    #expect(try JSONValue(parsing: "1e-99999999999999999999") == .double(0))
    let manyDigits = "0." + String(repeating: "1", count: 5000)
    #expect(try JSONValue(parsing: manyDigits).doubleValue == Double(manyDigits))
  }

  @Test(arguments: [
    "0.1", "1.5", "3.141592653589793", "2.5e-3", "1E2", "6.02214076e23", "4.9e-324", "1.7976931348623157e308",
    "0.30000000000000004", "123.456e-7", "9007199254740993", "1e22", "1e23", "-2.2250738585072014e-308",
  ])
  func doublesMatchTheStandardLibrary(text: String) throws {
    let parsed = try JSONValue(parsing: text)
    if case .integer(let integer) = parsed {
      #expect(Double(text) == Double(integer))
    } else {
      #expect(parsed == .double(Double(text)!))
    }
  }

  @Test func parsesDataAndRawBuffers() throws {
    let text = #"{"k":[true]}"#
    let fromData = try JSONParser().parse(Data(text.utf8))
    let fromBuffer = try Array(text.utf8).withUnsafeBytes { try JSONParser().parse($0) }
    #expect(fromData == ["k": [true]])
    #expect(fromBuffer == fromData)
  }
}
