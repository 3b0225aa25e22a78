import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A transport over two file descriptors, normally the process's standard input and output.
///
/// - Reading happens on a dedicated thread with `poll(2)` and `read(2)`, never inside a Swift
///   task, so a blocked read does not hold a cooperative-pool thread. The stream finishes at end
///   of file, on a read error, or when ``close()`` wakes the thread through an internal pipe.
/// - Each ``send(_:)`` writes all its bytes with a `write(2)` loop that resumes after partial
///   writes, `EINTR` and (for non-blocking descriptors) `EAGAIN`; a lock serialises sends so
///   messages never interleave. Writing happens on the caller's thread.
/// - The descriptors are not closed by the transport; their owner closes them.
///
/// For a language server, call ``standardStreams()`` (or ``prepareProcessForStdio()``) first
/// thing in `main`.
public final class StdioTransport: Transport {
  private struct State {
    var readerStarted = false
    var readingStopped = false
    var sendingClosed = false
  }

  /// Size of each `read(2)`.
  private static let readSize = 64 * 1024

  private let inputDescriptor: Int32
  private let outputDescriptor: Int32
  /// Read and write ends of the pipe that wakes the reader thread; -1 if it could not be made.
  private let wakeDescriptors: (read: Int32, write: Int32)
  private let state = Mutex(State())
  /// Held for the whole of each send so frames never interleave.
  private let writeLock = Mutex(())

  /// Creates a transport reading `input` and writing `output`.
  public init(input: Int32, output: Int32) {
    inputDescriptor = input
    outputDescriptor = output
    var descriptors: [Int32] = [-1, -1]
    if pipe(&descriptors) == 0 {
      for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
      wakeDescriptors = (descriptors[0], descriptors[1])
    } else {
      wakeDescriptors = (-1, -1)
    }
  }

  deinit {
    // The reader thread holds a strong reference, so it has finished by now.
    if wakeDescriptors.read >= 0 { closeDescriptor(wakeDescriptors.read) }
    if wakeDescriptors.write >= 0 { closeDescriptor(wakeDescriptors.write) }
  }

  /// Starts the reader thread and returns its chunks.
  public func incomingChunks() -> AsyncStream<[UInt8]> {
    let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    continuation.onTermination = { [weak self] _ in self?.stopReading() }
    receiveChunks({ continuation.yield($0) }, end: { continuation.finish() })
    return stream
  }

  /// Starts the reader thread, which calls `chunk` with each chunk it reads and then `end`.
  public func receiveChunks(_ chunk: @escaping @Sendable ([UInt8]) -> Void, end: @escaping @Sendable () -> Void) {
    let isFirstCall = state.withLock { state in
      defer { state.readerStarted = true }
      return !state.readerStarted
    }
    guard isFirstCall else {
      end()
      return
    }
    let started = ReaderThread.start { [self] in
      readLoop(delivering: chunk)
      end()
    }
    if !started { end() }
  }

  /// Writes all of `bytes`, serialised with other sends.
  public func send(_ bytes: [UInt8]) throws(TransportError) {
    guard !state.withLock({ $0.sendingClosed }) else { throw .closed }
    let failure: Int32? = writeLock.withLock { _ in
      bytes.withUnsafeBytes { DescriptorWriter.writeAll($0, to: outputDescriptor) }
    }
    if let failure {
      throw .writeFailed(errno: failure, message: String(cString: strerror(failure)))
    }
  }

  /// Stops the reader thread and refuses further sends.
  public func close() {
    state.withLock { $0.sendingClosed = true }
    stopReading()
  }

  /// Asks the reader thread to finish.
  private func stopReading() {
    let wasStopped = state.withLock { state in
      defer { state.readingStopped = true }
      return state.readingStopped
    }
    guard !wasStopped, wakeDescriptors.write >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(wakeDescriptors.write, &byte, 1)
  }

  /// The reader thread's body: wait for input or a wake-up, read, deliver, until EOF or stop.
  private func readLoop(delivering deliver: ([UInt8]) -> Void) {
    var buffer = [UInt8](repeating: 0, count: Self.readSize)
    var descriptors = [
      pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeDescriptors.read, events: Int16(POLLIN), revents: 0),
    ]
    while !state.withLock({ $0.readingStopped }) {
      descriptors[0].revents = 0
      descriptors[1].revents = 0
      let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      if descriptors[1].revents != 0 { break }
      if descriptors[0].revents == 0 { continue }
      let count = buffer.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        deliver(Array(buffer[0..<count]))
      } else if count == 0 {
        break
      } else if errno != EINTR && errno != EAGAIN {
        break
      }
    }
  }
}
