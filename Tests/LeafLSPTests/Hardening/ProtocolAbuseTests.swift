import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Malformed and hostile input to the built `leaf-lsp` over real pipes. After each abuse a valid
/// request must still be answered correctly.
@Suite struct ProtocolAbuseTests {
  @Test func malformedFramingIsSkippedAndTheServerResynchronises() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, logFile) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)

    // No Content-Length at all.
    try client.sendRaw(Array("Content-Type: application/json\r\n\r\n{\"jsonrpc\":\"2.0\"}".utf8))
    try await Hardening.expectStillServing(client, uri: uri)
    // A Content-Length that is not a number, negative, or beyond 64 bits.
    for value in ["twelve", "-5", "0x10", "99999999999999999999999999"] {
      try client.sendRaw(Array("Content-Length: \(value)\r\n\r\n{}".utf8))
      try await Hardening.expectStillServing(client, uri: uri)
    }
    // A length shorter than the body: the rest of the body is garbage until the next header.
    let short = #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#
    try client.sendRaw(Array("Content-Length: 10\r\n\r\n\(short)".utf8))
    try await Hardening.expectStillServing(client, uri: uri)
    // A length longer than the body: the body swallows the start of the next message, which is
    // lost (the server cannot know); the message after it is answered.
    try client.sendRaw(Array("Content-Length: 200\r\n\r\n{}".utf8))
    try client.sendBody(#"{"jsonrpc":"2.0","id":"swallowed","method":"leaf/unknown"}"#)
    try client.sendBody(String(repeating: " ", count: 300))
    try await Hardening.expectStillServing(client, uri: uri)
    // A header section that never ends (over 8 KiB).
    try client.sendRaw(Array(("X-Padding: " + String(repeating: "a", count: 20_000) + "\r\n").utf8))
    try client.sendRaw(Array("\r\n".utf8))
    try await Hardening.expectStillServing(client, uri: uri)

    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
    let log = try String(contentsOf: logFile, encoding: .utf8)
    #expect(log.contains("Framing error: Header section has no Content-Length"))
    #expect(log.contains("Framing error: Invalid Content-Length: twelve"))
  }

  @Test func aHundredMegabyteBodyIsSkippedWithoutBeingBuffered() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, logFile) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    try await Hardening.expectStillServing(client, uri: uri)
    let pid = process.process.processIdentifier
    let before = Hardening.residentKiB(pid) ?? 0

    let size = 100 << 20
    try client.sendRaw(Array("Content-Length: \(size)\r\n\r\n".utf8))
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    for _ in 0..<(size >> 20) { try client.sendRaw(chunk) }
    try await Hardening.expectStillServing(client, uri: uri)

    let peak = Hardening.residentKiB(pid, peak: true) ?? 0
    Hardening.record("100 MB body: RSS before \(before) KiB, peak \(peak) KiB")
    #expect(peak < 96 * 1024, "the server's peak RSS (\(peak) KiB) suggests the body was buffered")
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
    let log = try String(contentsOf: logFile, encoding: .utf8)
    #expect(log.contains("Framing error: Message of \(size) bytes exceeds the limit"))
  }

  @Test func hostileJSONIsAnsweredWithErrorsNotCrashes() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, _) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)

    // Invalid UTF-8 inside a string, and as the whole body.
    try client.sendRaw(MessageFraming.frame(Array(#"{"jsonrpc":"2.0","id":"bad-utf8","method":"x\#u{0}"}"#.utf8)))
    var invalid = Array(#"{"jsonrpc":"2.0","id":40,"method":"leaf/"#.utf8)
    invalid += [0xC3, 0x28, 0xFF, 0xED, 0xA0, 0x80]
    invalid += Array(#""}"#.utf8)
    try client.sendRaw(MessageFraming.frame(invalid))
    try client.sendRaw(MessageFraming.frame([0xFF, 0xFE, 0xFD]))
    try await Hardening.expectStillServing(client, uri: uri)
    // JSON nested 100,000 deep: refused by the parser's depth limit, answered with a parse error.
    let errorsBefore = client.nullIDErrors.count
    try client.sendBody(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
    try client.sendBody(
      #"{"jsonrpc":"2.0","id":41,"method":"x","params":"# + String(repeating: "{\"a\":", count: 100_000)
    )
    _ = try await client.waitFor("two errors", timeout: .seconds(30)) {
      client.nullIDErrors.count >= errorsBefore + 2 ? true : nil
    }
    try await Hardening.expectStillServing(client, uri: uri)
    // Numbers beyond 64 bits: as an id (not an integer id: invalid request), as a version and as
    // a position (not integers: the change is ignored).
    try client.sendBody(#"{"jsonrpc":"2.0","id":18446744073709551616,"method":"shutdown"}"#)
    try client.sendBody(
      #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","#
        + #""version":1e400},"contentChanges":[{"range":{"start":{"line":99999999999999999999,"character":0},"#
        + #""end":{"line":0,"character":-1e30}},"text":""}]}}"#
    )
    try await Hardening.expectStillServing(client, uri: uri)
    // A batch array: an invalid request, answered with id null.
    let beforeBatch = client.nullIDErrors.count
    try client.sendBody(
      #"[{"jsonrpc":"2.0","id":50,"method":"shutdown"},{"jsonrpc":"2.0","id":51,"method":"shutdown"}]"#
    )
    let batchError = try await client.waitFor("the batch error", timeout: .seconds(10)) {
      client.nullIDErrors.count > beforeBatch ? client.nullIDErrors.last : nil
    }
    #expect(batchError.code == .invalidRequest)
    try await Hardening.expectStillServing(client, uri: uri)
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func idsOfEveryJSONType() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, _) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    // Integer and string ids are answered under the same id (zero, negative, empty, emoji).
    for id in [#"0"#, #"-7"#, #"9223372036854775807"#, #""""#, #""⌘ 😀""#] {
      try client.sendBody(#"{"jsonrpc":"2.0","id":\#(id),"method":"leaf/unknown"}"#)
      let parsed = try RequestID(JSONParser().parse(id))
      #expect(try await client.error(for: #require(parsed)).code == .methodNotFound)
    }
    // Any other type is an invalid request, answered with id null.
    for id in ["null", "1.5", "true", "[1]", #"{"a":1}"#] {
      let before = client.nullIDErrors.count
      try client.sendBody(#"{"jsonrpc":"2.0","id":\#(id),"method":"shutdown"}"#)
      let error = try await client.waitFor("the error for id \(id)", timeout: .seconds(10)) {
        client.nullIDErrors.count > before ? client.nullIDErrors.last : nil
      }
      #expect(error.code == .invalidRequest)
    }
    // A request id reused while the first is pending is refused; the server is still not shut down.
    try await Hardening.expectStillServing(client, uri: uri)
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func protocolMisuseLeavesTheDocumentsIntact() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, _) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow, version: 5)

    // Requests with wrong or missing params.
    for params in [nil, [:], ["textDocument": "x"], ["textDocument": ["uri": 3]]] as [JSONValue?] {
      #expect(try await client.requestError("textDocument/diagnostic", params).code == .invalidParams)
    }
    // A notification that carries an id is a request: answered (here: method not found).
    try client.sendBody(#"{"jsonrpc":"2.0","id":"note","method":"textDocument/didSave","params":{}}"#)
    #expect(try await client.error(for: "note").code == .methodNotFound)
    // Responses to requests never sent are dropped.
    try client.sendBody(#"{"jsonrpc":"2.0","id":424242,"result":{"x":1}}"#)
    try client.sendBody(#"{"jsonrpc":"2.0","id":"nobody","error":{"code":-1,"message":"?"}}"#)
    try client.sendBody(#"{"jsonrpc":"2.0","id":null,"error":{"code":-1,"message":"?"}}"#)
    // didChange for a document never opened, and with a version going backwards.
    let other = workspace.uri("Never.contract")
    try client.change(other, version: 2, range: LSPRange(0, 0, 0, 0), text: "Ghost\n")
    try client.change(uri, version: 3, range: LSPRange(0, 0, 0, 0), text: "Stale ")
    // Ranges past the end of the document are clamped, losing nothing: append at the end.
    try client.change(uri, version: 6, range: LSPRange(400, 9, 500, 0), text: "# appended\n")
    try await Hardening.expectStillServing(client, uri: uri)
    let report = try await client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(other)]])
    #expect(report["items"] == [])
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func aClientClosingStandardInputMidMessage() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, logFile) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    try await Hardening.expectStillServing(client, uri: uri)
    try client.sendRaw(Array("Content-Length: 100\r\n\r\n{\"jsonrpc\":\"2.0\",".utf8))
    process.closeInput()
    #expect(await process.waitForExit() == 1)
    await process.stop()
    let log = try String(contentsOf: logFile, encoding: .utf8)
    #expect(log.contains("Input ended inside a message"))
    #expect(log.contains("exiting with code 1"))
  }
}
