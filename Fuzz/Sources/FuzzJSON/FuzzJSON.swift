import JSONRPC

/// libFuzzer entry point: the input as a JSON body.
///
/// Properties checked: what parses writes back to text that parses to the same value; a message
/// body is either a message or a decoding error (never a crash).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  if let value = try? JSONParser().parse(bytes) {
    let written = JSONWriter.encode(value)
    guard let reparsed = try? JSONParser().parse(written) else {
      fatalError("written JSON does not parse: \(String(decoding: written, as: UTF8.self))")
    }
    guard reparsed == value else { fatalError("round trip changed \(value) into \(reparsed)") }
  }
  if let message = try? Message(decoding: bytes) {
    _ = message.framed()
  }
  return 0
}
