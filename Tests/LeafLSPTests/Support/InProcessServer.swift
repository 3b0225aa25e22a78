import Foundation
import JSONRPC

@testable import LeafLSP

/// A ``LanguageServer`` running in this process over an in-memory pipe, with a client.
struct InProcessServer {
  let client: TestClient
  let server: LanguageServer
  /// Ends with the server's exit code when the connection ends.
  let exitCode: Task<Int32, Never>
  private let clientEnd: PipeTransport

  /// Starts a server; `answer` answers its requests to the client.
  init(answer: @escaping TestClient.Answer = TestClient.defaultAnswer) {
    let (clientEnd, serverEnd) = PipeTransport.makePair()
    let log = ServerLog(path: Self.logPath)
    let connection = Connection(transport: serverEnd) { line in log.log(.warning, line, toClient: false) }
    let server = LanguageServer(connection: connection, log: log)
    exitCode = Task {
      await connection.run(handler: server)
      return await server.processExitCode
    }
    self.server = server
    self.clientEnd = clientEnd
    client = TestClient(transport: clientEnd, answer: answer)
  }

  /// Ends the client's output (the server sees end of input).
  func finishSending() { clientEnd.finishSending() }

  /// Where in-process servers log: a file in the temporary folder, so test output stays clean.
  static let logPath = FileManager.default.temporaryDirectory.appendingPathComponent("leaf-lsp-tests.log").path
}
