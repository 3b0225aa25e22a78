/// An incremental parser of LSP-framed messages.
///
/// Feed it chunks exactly as they were read: partial reads, several messages in one chunk, a
/// message split over many chunks, even one byte at a time. It returns the complete bodies and
/// framing errors found, in stream order.
///
/// Recovery from errors:
/// - A header section without a usable `Content-Length` (missing, not a non-negative decimal,
///   conflicting, or a line without a colon) leaves the body length unknown. The parser then
///   *resynchronises*: it discards bytes until the text `Content-Length:` (any case) appears and
///   parses a new header section from there. A section without a `Content-Length` or with a
///   malformed line is searched itself first (after its first byte), so garbage that runs into
///   the next message's header does not lose that message. A body that contains that text can
///   cause a second, spurious error before the stream is back in step.
/// - A header section that exceeds ``maximumHeaderSize`` bytes without its blank line is
///   reported, then the parser resynchronises the same way, searching the buffered bytes after
///   the first one and then the rest of the stream.
/// - A `Content-Length` above ``maximumMessageSize`` is reported at once; the body is not
///   buffered but skipped byte for byte as it arrives, and the next message parses normally.
public struct FrameParser: Sendable {
  /// Default body size limit: 64 MiB.
  public static let defaultMaximumMessageSize = 64 << 20
  /// Default header section limit: 8 KiB.
  public static let defaultMaximumHeaderSize = 8 << 10

  /// Largest body accepted, in bytes.
  public let maximumMessageSize: Int
  /// Largest header section accepted, in bytes, including line ends.
  public let maximumHeaderSize: Int

  private enum State: Sendable, Equatable {
    /// Collecting a header section into `header`.
    case header
    /// Collecting a body of `length` bytes into `body`.
    case body(length: Int)
    /// Discarding `remaining` bytes of an oversized body.
    case skipping(remaining: Int)
    /// Discarding bytes until `Content-Length:`; `matched` bytes of it were just seen.
    case resynchronizing(matched: Int)
  }

  private var state = State.header
  private var header: [UInt8] = []
  /// How many bytes of `\r\n\r\n` end `header`.
  private var terminatorMatched = 0
  private var body: [UInt8] = []

  private static let terminator: [UInt8] = Array("\r\n\r\n".utf8)
  private static let resynchronizationMark: [UInt8] = Array("content-length:".utf8)

  /// Creates a parser with the given limits.
  public init(
    maximumMessageSize: Int = FrameParser.defaultMaximumMessageSize,
    maximumHeaderSize: Int = FrameParser.defaultMaximumHeaderSize
  ) {
    self.maximumMessageSize = maximumMessageSize
    self.maximumHeaderSize = maximumHeaderSize
  }

  /// Whether the parser is between messages (no partial header or body is buffered, no body
  /// is being skipped). At end of input, `false` means the stream was cut inside a message.
  public var isAtMessageBoundary: Bool {
    state == .header && header.isEmpty
  }

  /// Consumes `chunk` and returns what it completes.
  public mutating func feed(_ chunk: [UInt8]) -> [FrameEvent] {
    chunk.withUnsafeBytes { feed($0) }
  }

  /// Consumes `chunk` and returns what it completes.
  public mutating func feed(_ chunk: ArraySlice<UInt8>) -> [FrameEvent] {
    chunk.withUnsafeBytes { feed($0) }
  }

  /// Consumes `chunk` and returns what it completes.
  public mutating func feed(_ chunk: UnsafeRawBufferPointer) -> [FrameEvent] {
    let bytes = chunk.bindMemory(to: UInt8.self)
    var events: [FrameEvent] = []
    var index = 0
    while index < bytes.count {
      switch state {
      case .header:
        index = consumeHeader(bytes, from: index, events: &events)
      case .body(let length):
        let take = min(length - body.count, bytes.count - index)
        body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + take)]))
        index += take
        if body.count == length {
          events.append(.message(body))
          body = []
          state = .header
        }
      case .skipping(let remaining):
        let take = min(remaining, bytes.count - index)
        index += take
        state = remaining == take ? .header : .skipping(remaining: remaining - take)
      case .resynchronizing(let matched):
        index = resynchronize(bytes, from: index, matched: matched)
      }
    }
    return events
  }

  /// Appends header bytes until the section ends, the limit is passed or the chunk ends;
  /// returns the index of the first unconsumed byte.
  private mutating func consumeHeader(
    _ bytes: UnsafeBufferPointer<UInt8>,
    from start: Int,
    events: inout [FrameEvent]
  ) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      header.append(byte)
      if byte == Self.terminator[terminatorMatched] {
        terminatorMatched += 1
      } else {
        terminatorMatched = byte == ASCII.carriageReturn ? 1 : 0
      }
      if terminatorMatched == Self.terminator.count {
        finishHeader(events: &events)
        return index
      }
      if header.count > maximumHeaderSize {
        events.append(.error(.headerTooLong(limit: maximumHeaderSize)))
        let buffered = header.dropFirst()
        header = []
        terminatorMatched = 0
        state = .resynchronizing(matched: 0)
        events.append(contentsOf: feed(buffered))
        return index
      }
    }
    return index
  }

  /// Reads the completed header section and moves to the body, the skip or resynchronisation.
  private mutating func finishHeader(events: inout [FrameEvent]) {
    let result = FrameHeader.contentLength(of: header.dropLast(Self.terminator.count))
    let section = header
    header.removeAll(keepingCapacity: true)
    terminatorMatched = 0
    switch result {
    case .success(let length) where length > maximumMessageSize:
      events.append(.error(.messageTooLarge(length: length, limit: maximumMessageSize)))
      state = .skipping(remaining: length)
    case .success(0):
      events.append(.message([]))
      state = .header
    case .success(let length):
      body.reserveCapacity(length)
      state = .body(length: length)
    case .failure(let error):
      events.append(.error(error))
      state = .resynchronizing(matched: 0)
      // A section without a usable header may be garbage that runs into a real header (the rest
      // of a body whose Content-Length was too short): search it, after its first byte, for
      // `Content-Length:`. A bad or conflicting Content-Length is a header: skip it whole.
      if case .invalidContentLength = error { return }
      events.append(contentsOf: feed(section.dropFirst()))
    }
  }

  /// Discards bytes until `Content-Length:` has been seen, then restarts header parsing with it;
  /// returns the index of the first unconsumed byte.
  private mutating func resynchronize(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, matched: Int) -> Int {
    let mark = Self.resynchronizationMark
    var matched = matched
    var index = start
    while index < bytes.count {
      let byte = FrameHeader.lowercased(bytes[index])
      index += 1
      if byte == mark[matched] {
        matched += 1
        if matched == mark.count {
          header = Array("Content-Length:".utf8)
          terminatorMatched = 0
          state = .header
          return index
        }
      } else {
        matched = byte == mark[0] ? 1 : 0
      }
    }
    state = .resynchronizing(matched: matched)
    return index
  }
}
