import Synchronization

extension Connection {
  /// Receives on the transport's own thread: splits frames, decodes messages and routes them
  /// (answering malformed ones, matching responses, handling `$/cancelRequest`) as each chunk
  /// arrives, so a message reaches the dispatcher without a hop through another task.
  final class Receiver<Handler: MessageHandler>: Sendable {
    private let connection: Connection
    private let queue: AsyncStream<DispatchItem>.Continuation
    private let handler: Handler
    /// Touched only by the transport's receiving callback, which is never concurrent.
    private let frames: Mutex<FrameParser>

    init(connection: Connection, queue: AsyncStream<DispatchItem>.Continuation, handler: Handler) {
      self.connection = connection
      self.queue = queue
      self.handler = handler
      self.frames = Mutex(FrameParser(maximumMessageSize: connection.maximumMessageSize))
    }

    /// Handles one chunk of input.
    func receive(_ chunk: [UInt8]) {
      let events = frames.withLock { $0.feed(chunk) }
      connection.route(events, into: queue, handler: handler)
    }

    /// Logs a message cut off by the end of input.
    func finish() {
      if !frames.withLock({ $0.isAtMessageBoundary }) {
        connection.logger("Input ended inside a message")
      }
    }
  }
}
