import JSONRPC

/// Where the server is in the LSP lifecycle, and what it accepts there.
///
/// - Before `initialize`: requests other than `initialize` get -32002 (server not
///   initialized); notifications other than `exit` are dropped.
/// - After `initialize` (and `initialized`): everything is served; a second `initialize` gets
///   -32600.
/// - After `shutdown`: requests get -32600 (invalid request); notifications other than `exit`
///   are dropped.
/// - `exit` ends the process: code 0 after `shutdown`, 1 otherwise. End of input does the same.
struct ServerLifecycle: Sendable, Hashable {
  enum Phase: Sendable, Hashable {
    case uninitialized
    case initialized
    case shutdown
  }

  private(set) var phase = Phase.uninitialized

  /// Whether `initialized` was received.
  private(set) var clientSaidInitialized = false

  /// Throws the error a request for `method` gets in the current phase.
  func admit(request method: String) throws(ResponseError) {
    switch phase {
    case .uninitialized:
      guard method == "initialize" else { throw .serverNotInitialized }
    case .initialized:
      guard method != "initialize" else { throw .invalidRequest("The server is already initialized") }
    case .shutdown:
      throw .invalidRequest("The server is shut down; only 'exit' is accepted")
    }
  }

  /// Whether a notification named `method` is handled in the current phase.
  func admits(notification method: String) -> Bool {
    method == "exit" || phase == .initialized
  }

  /// `initialize` succeeded.
  mutating func didInitialize() { phase = .initialized }

  /// `initialized` arrived; returns false for a repeated one.
  mutating func didReceiveInitialized() -> Bool {
    defer { clientSaidInitialized = true }
    return !clientSaidInitialized
  }

  /// `shutdown` was answered.
  mutating func didShutDown() { phase = .shutdown }

  /// The process exit code for `exit` or end of input now.
  var exitCode: Int32 { phase == .shutdown ? 0 : 1 }
}
