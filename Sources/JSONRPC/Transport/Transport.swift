/// A two-way byte stream that carries framed messages.
public protocol Transport: Sendable {
  /// The bytes received, chunk by chunk, as they arrive. The stream finishes at end of input,
  /// on a read error or when the transport is closed. Meant to be called once; later calls
  /// return an already finished stream.
  func incomingChunks() -> AsyncStream<[UInt8]>

  /// Calls `chunk` with each chunk received, in order and never concurrently, then `end` once
  /// input has ended (as ``incomingChunks()`` would finish). The default iterates
  /// ``incomingChunks()`` in a task; a transport that reads on a thread of its own calls them on
  /// that thread, which saves a hop per message. Meant to be called once, instead of
  /// ``incomingChunks()``.
  func receiveChunks(_ chunk: @escaping @Sendable ([UInt8]) -> Void, end: @escaping @Sendable () -> Void)

  /// Writes `bytes` (one or more whole frames) completely and as one unit: bytes of concurrent
  /// sends never interleave. Safe to call from any thread.
  func send(_ bytes: [UInt8]) throws(TransportError)

  /// Stops receiving (the incoming stream finishes) and sending (later sends throw
  /// ``TransportError/closed``). Safe to call more than once.
  func close()
}

extension Transport {
  /// Iterates ``incomingChunks()`` in a task.
  public func receiveChunks(_ chunk: @escaping @Sendable ([UInt8]) -> Void, end: @escaping @Sendable () -> Void) {
    let chunks = incomingChunks()
    Task {
      for await received in chunks { chunk(received) }
      end()
    }
  }
}

/// Why a transport could not send.
public enum TransportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The transport, or its peer, is closed.
  case closed
  /// The operating system refused the write; `errno` and its description.
  case writeFailed(errno: Int32, message: String)

  /// A description for logs.
  public var description: String {
    switch self {
    case .closed: return "Transport closed"
    case .writeFailed(let errno, let message): return "Write failed: \(message) (errno \(errno))"
    }
  }
}
