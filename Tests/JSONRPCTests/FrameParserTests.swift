import JSONRPC
import Testing

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

private func framed(_ body: String) -> [UInt8] { MessageFraming.frame(body) }

/// Feeds `chunks` one after another and collects every event.
private func parse(_ chunks: [[UInt8]], parser: FrameParser = FrameParser()) -> [FrameEvent] {
  var parser = parser
  return chunks.flatMap { parser.feed($0) }
}

@Suite struct FrameParserTests {
  @Test func frameWritesContentLengthInBytes() {
    #expect(MessageFraming.frame([1, 2, 3]) == bytes("Content-Length: 3\r\n\r\n") + [1, 2, 3])
    let body = #"{"text":"⌘R 😀"}"#
    #expect(body.utf8.count == 20)
    #expect(MessageFraming.frame(body) == bytes("Content-Length: 20\r\n\r\n") + bytes(body))
  }

  @Test func oneMessage() {
    #expect(parse([framed("{}")]) == [.message(bytes("{}"))])
  }

  @Test func twoMessagesInOneChunk() {
    #expect(parse([framed("[1]") + framed("[2,3]")]) == [.message(bytes("[1]")), .message(bytes("[2,3]"))])
  }

  @Test func multibyteBodyLengthIsCountedInBytes() {
    let body = #"{"keys":"⌘R","face":"😀"}"#
    let stream = framed(body) + framed("{}")
    #expect(parse([stream]) == [.message(bytes(body)), .message(bytes("{}"))])
  }

  @Test(arguments: 0...56)
  func messageSplitAtEveryPoint(splitPoint: Int) {
    let stream = framed(#"{"a":"⌘"}"#) + framed("[]")
    #expect(stream.count == 56)
    let chunks = [Array(stream[..<splitPoint]), Array(stream[splitPoint...])]
    #expect(parse(chunks) == [.message(bytes(#"{"a":"⌘"}"#)), .message(bytes("[]"))])
  }

  @Test func byteByByte() {
    let stream = framed("first") + framed("") + framed("third")
    #expect(parse(stream.map { [$0] }) == [.message(bytes("first")), .message([]), .message(bytes("third"))])
  }

  @Test func otherHeadersAreToleratedAndNamesAreCaseInsensitive() {
    let stream =
      bytes("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\nX-Custom: 1\r\n\r\n{}")
      + bytes("CONTENT-LENGTH:3\r\n\r\n[1]") + bytes("Content-Length: \t4 \r\n\r\ntrue")
    #expect(parse([stream]) == [.message(bytes("{}")), .message(bytes("[1]")), .message(bytes("true"))])
  }

  @Test(arguments: [
    (["Content-Type: text/plain"], FramingError.missingContentLength),
    (["Content-Length: abc"], .invalidContentLength("abc")),
    (["Content-Length: -5"], .invalidContentLength("-5")),
    (["Content-Length: +5"], .invalidContentLength("+5")),
    (["Content-Length: "], .invalidContentLength("")),
    (["Content-Length: 99999999999999999999999"], .invalidContentLength("99999999999999999999999")),
    (["Content-Length: 2", "Content-Length: 3"], .invalidContentLength("3")),
    (["Garbage line"], .malformedHeaderLine("Garbage line")),
  ])
  func badHeadersAreReportedThenTheNextMessageParses(headerLines: [String], error: FramingError) {
    let header = headerLines.joined(separator: "\r\n") + "\r\n\r\n"
    let stream = bytes(header) + bytes("{junk body}") + framed(#"{"ok":true}"#)
    let expected: [FrameEvent] = [.error(error), .message(bytes(#"{"ok":true}"#))]
    #expect(parse([stream]) == expected)
    #expect(parse(stream.map { [$0] }) == expected, "byte by byte")
  }

  @Test func overlongHeaderIsReportedThenResynchronises() {
    let parser = FrameParser(maximumHeaderSize: 64)
    let stream = bytes(String(repeating: "X", count: 100)) + framed("[1]")
    #expect(parse([stream], parser: parser) == [.error(.headerTooLong(limit: 64)), .message(bytes("[1]"))])
    #expect(parse(stream.map { [$0] }, parser: parser) == [.error(.headerTooLong(limit: 64)), .message(bytes("[1]"))])
    let insideBuffer = bytes(String(repeating: "Y", count: 40)) + framed("{}") + framed("[2]")
    #expect(
      parse([insideBuffer], parser: FrameParser(maximumHeaderSize: 50))
        == [.error(.headerTooLong(limit: 50)), .message(bytes("{}")), .message(bytes("[2]"))]
    )
  }

  @Test func oversizedBodyIsSkippedWithoutBuffering() {
    var parser = FrameParser(maximumMessageSize: 10)
    let header = bytes("Content-Length: 1000000\r\n\r\n")
    #expect(parser.feed(header) == [.error(.messageTooLarge(length: 1_000_000, limit: 10))])
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
    for _ in 0..<9 {
      #expect(parser.feed(chunk).isEmpty)
      #expect(!parser.isAtMessageBoundary)
    }
    // The last chunk ends the oversized body and carries the next message.
    #expect(parser.feed(chunk + framed("[7]")) == [.message(bytes("[7]"))])
    #expect(parser.isAtMessageBoundary)
  }

  @Test func messageAtTheSizeLimitIsAccepted() {
    let parser = FrameParser(maximumMessageSize: 5)
    #expect(
      parse([framed("12345") + framed("123456") + framed("1")], parser: parser) == [
        .message(bytes("12345")), .error(.messageTooLarge(length: 6, limit: 5)), .message(bytes("1")),
      ]
    )
  }

  @Test func reportsWhetherItStopsBetweenMessages() {
    var parser = FrameParser()
    #expect(parser.isAtMessageBoundary)
    _ = parser.feed(bytes("Content-Len"))
    #expect(!parser.isAtMessageBoundary)
    _ = parser.feed(bytes("gth: 2\r\n\r\n{"))
    #expect(!parser.isAtMessageBoundary)
    #expect(parser.feed(bytes("}")) == [.message(bytes("{}"))])
    #expect(parser.isAtMessageBoundary)
  }
}
