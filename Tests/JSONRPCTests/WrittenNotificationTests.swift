import JSONRPC
import Testing

/// A notification whose params the caller writes as bytes goes out exactly as the same
/// notification built from a ``JSONValue``.
@Suite struct WrittenNotificationTests {
  @Test(arguments: [
    JSONValue.object(["uri": "file:///a/%E2%8C%98.contract", "version": 3, "diagnostics": []]),
    ["message": "⌘⌥⇧ 😀 \"quoted\"\r\n\\ \u{7}", "list": [1, -2, 3.5, true, .null], "nested": ["a": ["b": []]]],
    [],
  ])
  func writtenParamsGoOutAsTheValueWould(_ params: JSONValue) async throws {
    let (serverEnd, clientEnd) = PipeTransport.makePair()
    let connection = Connection(transport: serverEnd)
    var chunks = clientEnd.incomingChunks().makeAsyncIterator()
    connection.sendNotification(method: "textDocument/publishDiagnostics", params: params)
    connection.sendNotification(method: "textDocument/publishDiagnostics") { JSONWriter.append(params, to: &$0) }
    let fromValue = try #require(await chunks.next())
    let written = try #require(await chunks.next())
    #expect(written == fromValue)
    #expect(
      fromValue
        == Message.notification(method: "textDocument/publishDiagnostics", params: params).framed()
    )
  }
}
