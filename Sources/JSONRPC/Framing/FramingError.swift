/// A problem in the framing of the byte stream. After each, ``FrameParser`` resynchronises and
/// goes on (see its documentation).
public enum FramingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A header section without a `Content-Length` header.
  case missingContentLength
  /// A `Content-Length` that is not a non-negative decimal integer (the value as received), or
  /// two `Content-Length` headers that disagree.
  case invalidContentLength(String)
  /// A header line without a colon (the line as received).
  case malformedHeaderLine(String)
  /// A header section longer than the limit without its terminating blank line.
  case headerTooLong(limit: Int)
  /// A body longer than the limit; its bytes are skipped as they arrive.
  case messageTooLarge(length: Int, limit: Int)

  /// A description for logs.
  public var description: String {
    switch self {
    case .missingContentLength: return "Header section has no Content-Length"
    case .invalidContentLength(let value): return "Invalid Content-Length: \(value)"
    case .malformedHeaderLine(let line): return "Malformed header line: \(line)"
    case .headerTooLong(let limit): return "Header section longer than \(limit) bytes"
    case .messageTooLarge(let length, let limit):
      return "Message of \(length) bytes exceeds the limit of \(limit) bytes; skipping it"
    }
  }
}
