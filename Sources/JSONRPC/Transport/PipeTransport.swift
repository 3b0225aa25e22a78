import Synchronization

/// One end of an in-memory connection, for tests and in-process clients.
///
/// What one end sends, the other receives as one chunk per ``send(_:)`` (split or merge bytes
/// freely before sending to exercise framing). ``finishSending()`` is a half close: the peer's
/// incoming stream ends (end of input), while this end can still receive. ``close()`` does
/// that and also ends this end's own incoming stream.
public final class PipeTransport: Transport {
  private struct State {
    var incomingTaken = false
    var sendingFinished = false
  }

  private let incoming: AsyncStream<[UInt8]>
  private let incomingContinuation: AsyncStream<[UInt8]>.Continuation
  private let peerContinuation: AsyncStream<[UInt8]>.Continuation
  private let state = Mutex(State())

  private init(
    incoming: AsyncStream<[UInt8]>,
    incomingContinuation: AsyncStream<[UInt8]>.Continuation,
    peerContinuation: AsyncStream<[UInt8]>.Continuation
  ) {
    self.incoming = incoming
    self.incomingContinuation = incomingContinuation
    self.peerContinuation = peerContinuation
  }

  /// Two connected ends.
  public static func makePair() -> (PipeTransport, PipeTransport) {
    let (first, firstContinuation) = AsyncStream.makeStream(of: [UInt8].self)
    let (second, secondContinuation) = AsyncStream.makeStream(of: [UInt8].self)
    let firstEnd = PipeTransport(
      incoming: first,
      incomingContinuation: firstContinuation,
      peerContinuation: secondContinuation
    )
    let secondEnd = PipeTransport(
      incoming: second,
      incomingContinuation: secondContinuation,
      peerContinuation: firstContinuation
    )
    return (firstEnd, secondEnd)
  }

  /// The chunks the peer sent. The first call gets them; later calls get a finished stream.
  public func incomingChunks() -> AsyncStream<[UInt8]> {
    let isFirstCall = state.withLock { state in
      defer { state.incomingTaken = true }
      return !state.incomingTaken
    }
    if isFirstCall { return incoming }
    return AsyncStream { $0.finish() }
  }

  /// Delivers `bytes` to the peer as one chunk.
  public func send(_ bytes: [UInt8]) throws(TransportError) {
    // Checked and yielded under the lock so that no chunk follows `finishSending()`.
    let delivered = state.withLock { state in
      guard !state.sendingFinished else { return false }
      if case .terminated = peerContinuation.yield(bytes) { return false }
      return true
    }
    guard delivered else { throw .closed }
  }

  /// Ends the peer's input; this end can still receive.
  public func finishSending() {
    state.withLock { state in
      state.sendingFinished = true
      peerContinuation.finish()
    }
  }

  /// Ends both directions.
  public func close() {
    finishSending()
    incomingContinuation.finish()
  }
}
