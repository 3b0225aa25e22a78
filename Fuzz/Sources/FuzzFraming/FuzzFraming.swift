import JSONRPC

/// libFuzzer entry point: the input as a byte stream, split into chunks whose sizes come from the
/// first byte, and fed to a ``FrameParser`` with small limits (so oversized bodies and headers are
/// reached).
///
/// Properties checked: feeding in chunks yields exactly the events of feeding everything at once;
/// no body is larger than the limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFraming(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  guard let first = bytes.first else { return 0 }
  let stream = Array(bytes.dropFirst())
  let chunkSize = Int(first % 17) + 1

  var whole = FrameParser(maximumMessageSize: 256, maximumHeaderSize: 128)
  let expected = whole.feed(stream)
  var chunked = FrameParser(maximumMessageSize: 256, maximumHeaderSize: 128)
  var events: [FrameEvent] = []
  for offset in stride(from: 0, to: stream.count, by: chunkSize) {
    events += chunked.feed(stream[offset..<min(offset + chunkSize, stream.count)])
  }
  guard events == expected else { fatalError("chunks of \(chunkSize) gave \(events), not \(expected)") }
  for case .message(let body) in events where body.count > 256 {
    fatalError("a body of \(body.count) bytes passed a limit of 256")
  }
  guard whole.isAtMessageBoundary == chunked.isAtMessageBoundary else { fatalError("boundary state differs") }
  return 0
}
