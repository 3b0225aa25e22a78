/// LSP's base protocol framing: each message is a header section of `Name: value\r\n` lines,
/// a blank line (`\r\n`), then exactly `Content-Length` bytes of body.
public enum MessageFraming {
  /// Frames `body` as `Content-Length: N\r\n\r\n` followed by the body, N being its byte count.
  public static func frame(_ body: [UInt8]) -> [UInt8] {
    let header = "Content-Length: \(body.count)\r\n\r\n"
    var framed: [UInt8] = []
    framed.reserveCapacity(header.utf8.count + body.count)
    framed.append(contentsOf: header.utf8)
    framed.append(contentsOf: body)
    return framed
  }

  /// Frames the UTF-8 encoding of `body`.
  public static func frame(_ body: String) -> [UInt8] {
    frame(Array(body.utf8))
  }
}

/// What ``FrameParser`` finds in the stream.
public enum FrameEvent: Sendable, Hashable {
  /// The body of one complete message.
  case message([UInt8])
  /// A framing problem; parsing goes on after it.
  case error(FramingError)
}
