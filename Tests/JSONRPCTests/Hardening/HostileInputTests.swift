import JSONRPC
import Testing

/// Hostile bodies and streams for the JSON parser, the message validator and the framer.
@Suite struct HostileInputTests {
  @Test func nestingAHundredThousandDeepIsAnErrorNotACrash() {
    for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
      let text = String(repeating: open, count: 100_000) + "1" + String(repeating: close, count: 100_000)
      #expect(throws: JSONParseError.self) { try JSONParser().parse(text) }
      #expect(throws: MessageDecodingError.self) { try Message(decoding: Array(text.utf8)) }
    }
    // Unclosed, too.
    #expect(throws: JSONParseError.self) { try JSONParser().parse(String(repeating: "[", count: 100_000)) }
  }

  @Test func numbersBeyondSixtyFourBits() throws {
    #expect(try JSONParser().parse("-9223372036854775808") == .integer(.min))
    #expect(try JSONParser().parse("9223372036854775807") == .integer(.max))
    #expect(try JSONParser().parse("18446744073709551616") == .double(18_446_744_073_709_551_616))
    #expect(try JSONParser().parse("1" + String(repeating: "0", count: 30) + ".5") == .double(1e30))
    #expect(throws: JSONParseError.self) { try JSONParser().parse("1e400") }
    #expect(try JSONParser().parse("1e-400") == .double(0))
    // As an id it is not an integer: an invalid request answered with id null.
    let message = Array(#"{"jsonrpc":"2.0","id":18446744073709551616,"method":"m"}"#.utf8)
    #expect(throws: MessageDecodingError.self) { try Message(decoding: message) }
  }

  @Test func invalidUTF8IsAnError() {
    for bytes: [UInt8] in [
      [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x28, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0xFE, 0xFF],
    ] {
      #expect(throws: JSONParseError.self) { try JSONParser().parse(bytes) }
    }
  }

  @Test func aBatchIsAnInvalidRequest() {
    let batch = Array(#"[{"jsonrpc":"2.0","id":1,"method":"a"}]"#.utf8)
    do {
      _ = try Message(decoding: batch)
      Issue.record("a batch was accepted")
    } catch {
      #expect(error.response?.jsonValue["error"]?["code"] == .integer(-32600))
    }
  }

  @Test func aHundredMegabyteBodyIsSkippedChunkByChunk() {
    var parser = FrameParser()
    let size = 100 << 20
    var events = parser.feed(Array("Content-Length: \(size)\r\n\r\n".utf8))
    let chunk = [UInt8](repeating: UInt8(ascii: "{"), count: 1 << 20)
    for _ in 0..<(size >> 20) {
      events += parser.feed(chunk)
    }
    #expect(parser.isAtMessageBoundary)
    events += parser.feed(MessageFraming.frame("{}"))
    #expect(events == [.error(.messageTooLarge(length: size, limit: 64 << 20)), .message(Array("{}".utf8))])
  }

  @Test func aLengthBeyondSixtyFourBitsIsInvalid() {
    var parser = FrameParser()
    let events = parser.feed(
      Array("Content-Length: 99999999999999999999999\r\n\r\n{}".utf8) + MessageFraming.frame("[]")
    )
    #expect(events.count == 2)
    #expect(events.last == .message(Array("[]".utf8)))
  }

  @Test func garbageRunningIntoAHeaderDoesNotLoseTheMessage() {
    // The rest of a body whose Content-Length was too short, then a real message.
    var parser = FrameParser()
    let events = parser.feed(Array("Content-Length: 2\r\n\r\n{}, \"more\": 1}".utf8) + MessageFraming.frame("[7]"))
    #expect(events.first == .message(Array("{}".utf8)))
    #expect(events.last == .message(Array("[7]".utf8)))
    #expect(events.count == 3)
  }

  @Test func oneByteAtATimeMatchesOneChunk() {
    let stream =
      MessageFraming.frame("{\"a\":\"⌘😀\"}") + Array("Content-Length: x\r\n\r\nxx".utf8) + MessageFraming.frame("[]")
    var whole = FrameParser()
    let expected = whole.feed(stream)
    var single = FrameParser()
    let events = stream.flatMap { single.feed([$0]) }
    #expect(events == expected)
    #expect(events.last == .message(Array("[]".utf8)))
  }
}
