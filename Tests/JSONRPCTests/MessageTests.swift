import JSONRPC
import Testing

/// Validates `text` as a message.
private func classify(_ text: String) throws(MessageDecodingError) -> Message {
  try Message(decoding: Array(text.utf8))
}

/// The validation error for `text`, which must not be a valid message.
private func invalid(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> InvalidMessageError? {
  do {
    let message = try classify(text)
    Issue.record("expected \(text) to be invalid, got \(message)", sourceLocation: sourceLocation)
  } catch .invalidMessage(let error) {
    return error
  } catch {
    Issue.record("expected an invalid message, got \(error)", sourceLocation: sourceLocation)
  }
  return nil
}

@Suite struct MessageTests {
  @Test func classifiesTheFourKinds() throws {
    #expect(
      try classify(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"a":1}}"#)
        == .request(id: 1, method: "initialize", params: ["a": 1])
    )
    #expect(
      try classify(#"{"jsonrpc":"2.0","method":"initialized","params":[]}"#)
        == .notification(method: "initialized", params: [])
    )
    #expect(try classify(#"{"jsonrpc":"2.0","id":"x","result":null}"#) == .response(id: "x", result: nil))
    #expect(
      try classify(#"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"nope","data":[1]}}"#)
        == .errorResponse(id: 2, error: ResponseError(code: .methodNotFound, message: "nope", data: [1]))
    )
    #expect(
      try classify(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#)
        == .errorResponse(id: nil, error: .parseError("bad"))
    )
  }

  @Test func paramsMayBeAbsentOrNull() throws {
    #expect(
      try classify(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#) == .request(id: 1, method: "shutdown", params: nil)
    )
    #expect(
      try classify(#"{"jsonrpc":"2.0","method":"exit","params":null}"#) == .notification(method: "exit", params: nil)
    )
  }

  @Test func aNotificationWithAnIdIsARequest() throws {
    let message = try classify(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","id":9,"params":{}}"#)
    #expect(message == .request(id: 9, method: "textDocument/didOpen", params: [:]))
  }

  @Test(arguments: [
    (#"1"#, "integer"),
    (#""abc""#, "string"),
    (#"null"#, "null"),
    (#"true"#, "boolean"),
    (#"1.5"#, "fractional"),
    (#"[1]"#, "array"),
    (#"{"n":1}"#, "object"),
  ])
  func requestIdsOfEveryJSONType(idText: String, label: String) throws {
    let text = #"{"jsonrpc":"2.0","id":\#(idText),"method":"m"}"#
    switch label {
    case "integer":
      #expect(try classify(text) == .request(id: .integer(1), method: "m", params: nil))
    case "string":
      #expect(try classify(text) == .request(id: .string("abc"), method: "m", params: nil))
    default:
      let error = invalid(text)
      #expect(error?.id == nil)
      #expect(error?.expectsResponse == true)
      #expect(error?.response?.id == nil)
      #expect(error?.response?.errorCode == .invalidRequest)
    }
  }

  @Test func invalidRequestsKeepTheirIdWhenItIsValid() {
    let badMethod = invalid(#"{"jsonrpc":"2.0","id":4,"method":7}"#)
    #expect(badMethod?.id == 4)
    #expect(badMethod?.response?.id == 4)
    #expect(badMethod?.response?.errorCode == .invalidRequest)

    let badParams = invalid(#"{"jsonrpc":"2.0","id":"p","method":"m","params":"text"}"#)
    #expect(badParams?.id == "p")
    #expect(badParams?.reason.contains("params") == true)

    let badVersion = invalid(#"{"jsonrpc":"1.0","id":5,"method":"m"}"#)
    #expect(badVersion?.id == 5 && badVersion?.expectsResponse == true)

    let noVersion = invalid(#"{"id":6,"method":"m"}"#)
    #expect(noVersion?.id == 6)

    let nothing = invalid(#"{"jsonrpc":"2.0","id":8}"#)
    #expect(nothing?.id == 8 && nothing?.expectsResponse == true)
  }

  @Test func batchesAndNonObjectsAreInvalidRequests() {
    let batch = invalid(#"[{"jsonrpc":"2.0","method":"a"}]"#)
    #expect(batch?.reason.contains("batch") == true)
    #expect(batch?.response?.errorCode == .invalidRequest)
    #expect(batch?.response?.id == nil)
    #expect(invalid("42")?.expectsResponse == true)
    #expect(invalid(#""text""#)?.response?.errorCode == .invalidRequest)
  }

  @Test func malformedResponsesAreNotAnswered() {
    for text in [
      #"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#,
      #"{"jsonrpc":"2.0","result":1}"#,
      #"{"jsonrpc":"2.0","id":true,"result":1}"#,
      #"{"jsonrpc":"2.0","id":1,"error":"boom"}"#,
      #"{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}"#,
      #"{"jsonrpc":"2.0","id":1,"error":{"code":1}}"#,
      #"{"jsonrpc":"2.0","id":[],"error":{"code":1,"message":"m"}}"#,
      #"{"id":1,"result":1}"#,
    ] {
      let error = invalid(text)
      #expect(error?.expectsResponse == false, "\(text)")
      #expect(error?.response == nil)
    }
  }

  @Test func bodiesThatAreNotJSONGetAParseError() {
    do {
      _ = try classify("{not json")
      Issue.record("expected an error")
    } catch {
      guard case .notJSON = error else {
        Issue.record("expected notJSON, got \(error)")
        return
      }
      #expect(error.response?.errorCode == .parseError)
      #expect(error.response?.id == nil)
    }
  }

  @Test func encodesMessagesInJSONRPCShape() throws {
    let request = Message.request(id: 3, method: "workspace/configuration", params: ["items": []])
    #expect(
      String(decoding: request.encoded(), as: UTF8.self)
        == #"{"jsonrpc":"2.0","id":3,"method":"workspace/configuration","params":{"items":[]}}"#
    )
    let notification = Message.notification(method: "exit", params: nil)
    #expect(String(decoding: notification.encoded(), as: UTF8.self) == #"{"jsonrpc":"2.0","method":"exit"}"#)
    let failure = Message.errorResponse(id: nil, error: .parseError("bad"))
    #expect(
      String(decoding: failure.encoded(), as: UTF8.self)
        == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#
    )

    for message in [
      request, notification, failure, .response(id: "r", result: [1, nil]),
      .errorResponse(id: 1, error: .requestCancelled),
    ] {
      #expect(try Message(decoding: message.encoded()) == message)
    }
  }

  @Test func errorCodeConstants() {
    let expected: [(ErrorCode, Int)] = [
      (.parseError, -32700), (.invalidRequest, -32600), (.methodNotFound, -32601), (.invalidParams, -32602),
      (.internalError, -32603), (.serverNotInitialized, -32002), (.unknownErrorCode, -32001),
      (.requestCancelled, -32800), (.contentModified, -32801), (.serverCancelled, -32802), (.requestFailed, -32803),
    ]
    for (code, raw) in expected { #expect(code.rawValue == raw) }
    #expect(ErrorCode(rawValue: 123) == 123)
  }
}

extension Message {
  /// The error code of an error response.
  var errorCode: ErrorCode? {
    guard case .errorResponse(_, let error) = self else { return nil }
    return error.code
  }
}
