import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The server's log: every line goes to the log file (`--log-file`) or standard error, with a
/// time stamp and a level; notable lines also go to the client as `window/logMessage` once a
/// connection is attached.
final class ServerLog: Sendable {
  /// Where lines are written.
  private let sink: Mutex<Int32>
  /// Sends `window/logMessage`; nil until attached.
  private let client = Mutex<(@Sendable (MessageType, String) -> Void)?>(nil)
  /// The least severe level sent to the client.
  let clientLevel: MessageType

  /// A log writing to `path`, or to standard error when `path` is nil or cannot be opened.
  init(path: String?, clientLevel: MessageType = .info) {
    self.clientLevel = clientLevel
    var descriptor: Int32 = 2
    var failure: String?
    if let path {
      if let file = Self.openForAppending(path) {
        descriptor = file
      } else {
        failure = "Cannot open log file '\(path)'; logging to standard error"
      }
    }
    sink = Mutex(descriptor)
    if let failure { write(.warning, failure) }
  }

  /// Sends notable lines to the client from now on.
  func attach(_ send: @escaping @Sendable (MessageType, String) -> Void) {
    client.withLock { $0 = send }
  }

  /// Stops sending to the client (the connection is closing).
  func detach() {
    client.withLock { $0 = nil }
  }

  /// Logs a line; `toClient` also sends it as `window/logMessage` when its level is notable.
  func log(_ type: MessageType, _ message: String, toClient: Bool = true) {
    write(type, message)
    if toClient, type <= clientLevel, let send = client.withLock({ $0 }) {
      send(type, message)
    }
  }

  func error(_ message: String) { log(.error, message) }
  func warning(_ message: String) { log(.warning, message) }
  func info(_ message: String) { log(.info, message) }
  /// Written to the log only.
  func debug(_ message: String) { log(.log, message, toClient: false) }

  /// A descriptor writing at the end of the file at `path` (created if missing, mode 0644),
  /// closed on exec; nil when it cannot be opened.
  private static func openForAppending(_ path: String) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    return descriptor >= 0 ? descriptor : nil
  }

  private func write(_ type: MessageType, _ message: String) {
    let label: String
    switch type {
    case .error: label = "error"
    case .warning: label = "warning"
    case .info: label = "info"
    case .log: label = "debug"
    }
    let stamp = Date().formatted(.iso8601)
    let line = "[\(stamp)] \(label): \(message)\n"
    sink.withLock { descriptor in
      _ = PosixFiles.write(line, to: descriptor)
    }
  }
}
