import JSONRPC
import Testing

@Suite(.timeLimit(.minutes(10))) struct ConnectionTests {
  @Test func requestGetsItsResponse() async {
    await withTestConnection { _, client, _, _ in
      client.request(1, "echo", ["text": "⌘R 😀"])
      #expect(await client.nextMessage() == .response(id: 1, result: ["text": "⌘R 😀"]))
      client.request("str-id", "echo", [1, 2])
      #expect(await client.nextMessage() == .response(id: "str-id", result: [1, 2]))
    }
  }

  @Test func handlerErrorAnswersInternalErrorAndServingContinues() async {
    await withTestConnection { _, client, _, logs in
      client.request(1, "fail")
      client.request(2, "echo", ["ok": true])
      let answers = await client.nextMessages(2)
      #expect(answers[1] == .errorResponse(id: 1, error: .internalError("the handler broke")))
      #expect(answers[2] == .response(id: 2, result: ["ok": true]))
      #expect(logs.contains { $0.contains("the handler broke") })
    }
  }

  @Test func responseErrorsPassThrough() async {
    await withTestConnection { _, client, _, _ in
      client.request(1, "no/such/method")
      #expect(await client.nextMessage() == .errorResponse(id: 1, error: .methodNotFound("no/such/method")))
      client.request(2, "throwCancellation")
      #expect(await client.nextMessage() == .errorResponse(id: 2, error: .requestCancelled))
    }
  }

  @Test func invalidParamsFromDecodeParams() async {
    await withTestConnection { _, client, _, _ in
      client.request(1, "decode", ["count": 21])
      #expect(await client.nextMessage() == .response(id: 1, result: 42))
      client.request(2, "decode", ["count": "many"])
      guard case .errorResponse(2, let error)? = await client.nextMessage() else {
        Issue.record("expected an error response")
        return
      }
      #expect(error.code == .invalidParams)
      #expect(error.message.contains("count"))
    }
  }

  @Test func notificationsAreHandledInArrivalOrder() async {
    await withTestConnection { _, client, handler, _ in
      for index in 0..<50 { client.notify(index % 2 == 0 ? "jitter" : "n\(index)") }
      client.request(1, "echo")
      #expect(await client.nextMessage() == .response(id: 1, result: nil))
      let expected = (0..<50).map { "notification \($0 % 2 == 0 ? "jitter" : "n\($0)")" }
      #expect(await handler.events.waitUntil { $0.filter { $0.hasPrefix("notification") }.count == 50 })
      #expect(handler.events.all.filter { $0.hasPrefix("notification") } == expected)
    }
  }

  @Test func requestsStartInArrivalOrderRelativeToNotifications() async {
    await withTestConnection { _, client, handler, _ in
      client.notify("first")
      client.request(1, "echo")
      client.notify("second")
      _ = await client.nextMessage()
      #expect(await handler.events.waitUntil { $0.count == 3 })
      #expect(handler.events.all == ["notification first", "start echo 1", "notification second"])
    }
  }

  @Test func dollarNotificationsAreIgnoredOthersReachTheHandler() async {
    await withTestConnection { _, client, handler, logs in
      client.notify("$/setTrace", ["value": "off"])
      client.notify("$/unknown")
      client.notify("custom/thing")
      client.request(1, "echo")
      _ = await client.nextMessage()
      #expect(await handler.events.waitUntil { $0.contains("notification custom/thing") })
      #expect(!handler.events.all.contains { $0.contains("$/") })
      #expect(logs.all.isEmpty, "ignored silently: \(logs.all)")
    }
  }

  @Test func serverToClientRequestsMatchResponses() async {
    await withTestConnection { connection, client, _, _ in
      let first = Task { try await connection.sendRequest(method: "workspace/configuration", params: ["n": 1]) }
      let second = Task { try await connection.sendRequest(method: "window/showMessageRequest", params: ["n": 2]) }
      var received: [Message] = []
      for _ in 0..<2 {
        if let message = await client.nextMessage() { received.append(message) }
      }
      #expect(received.count == 2)
      // Answer in reverse order, one with an error.
      for message in received.reversed() {
        guard case .request(let id, let method, let params) = message else {
          Issue.record("expected a request, got \(message)")
          continue
        }
        if method == "workspace/configuration" {
          client.send(.response(id: id, result: ["answer": params?["n"] ?? nil]))
        } else {
          client.send(.errorResponse(id: id, error: .requestFailed("declined")))
        }
      }
      let firstAnswer = try? await first.value
      #expect(firstAnswer == ["answer": 1])
      await #expect(throws: ResponseError.requestFailed("declined")) { try await second.value }
      #expect(received.compactMap(\.id).count == Set(received.compactMap(\.id)).count, "ids are unique")
    }
  }

  @Test func codableConveniencesEncodeParamsAndDecodeResults() async {
    struct Question: Codable, Equatable { var text: String }
    struct Answer: Codable, Equatable { var value: Int }
    await withTestConnection { connection, client, _, _ in
      connection.sendNotification(method: "note", encoding: Question(text: "hi"))
      #expect(await client.nextMessage() == .notification(method: "note", params: ["text": "hi"]))

      let asking = Task {
        try await connection.sendRequest(method: "ask", encoding: Question(text: "?"), as: Answer.self)
      }
      guard case .request(let id, "ask", ["text": "?"])? = await client.nextMessage() else {
        Issue.record("expected the encoded request")
        return
      }
      client.send(.response(id: id, result: ["value": 7]))
      let answer = try? await asking.value
      #expect(answer == Answer(value: 7))

      let badResult = Task {
        try await connection.sendRequest(method: "ask", encoding: Question(text: "!"), as: Answer.self)
      }
      guard case .request(let secondID, _, _)? = await client.nextMessage() else {
        Issue.record("expected the second request")
        return
      }
      client.send(.response(id: secondID, result: "not an answer"))
      do {
        _ = try await badResult.value
        Issue.record("expected a decoding failure")
      } catch {
        #expect((error as? ResponseError)?.code == .internalError)
      }
    }
  }

  @Test func handlerCanAskTheClientWhileNotificationsWait() async {
    await withTestConnection { _, client, _, _ in
      client.request(1, "askClient", ["q": "color?"])
      guard case .request(let id, "client/question", let params)? = await client.nextMessage() else {
        Issue.record("expected the server's question")
        return
      }
      #expect(params == ["q": "color?"])
      client.send(.response(id: id, result: "green"))
      #expect(await client.nextMessage() == .response(id: 1, result: "green"))
    }
  }

  @Test func responseToUnknownIdIsLoggedAndIgnored() async {
    await withTestConnection { _, client, _, logs in
      client.send(.response(id: 999, result: "stray"))
      client.send(.errorResponse(id: "nope", error: .internalError("stray")))
      client.request(1, "echo", ["still here"])
      #expect(await client.nextMessage() == .response(id: 1, result: ["still here"]))
      #expect(await logs.waitUntil { $0.filter { $0.contains("unknown request id") }.count == 2 })
    }
  }

  @Test func malformedBodiesAreAnsweredAndServingContinues() async {
    await withTestConnection { _, client, _, _ in
      client.sendRaw(MessageFraming.frame("{this is not json"))
      guard case .errorResponse(nil, let parseError)? = await client.nextMessage() else {
        Issue.record("expected a parse error with id null")
        return
      }
      #expect(parseError.code == .parseError)

      client.sendRaw(MessageFraming.frame(#"{"jsonrpc":"2.0","id":true,"method":"echo"}"#))
      #expect(await client.nextMessage()?.errorCode == .invalidRequest)
      client.sendRaw(MessageFraming.frame(#"[{"jsonrpc":"2.0","id":1,"method":"echo"}]"#))
      #expect(await client.nextMessage()?.errorCode == .invalidRequest)
      client.sendRaw(MessageFraming.frame(#"{"jsonrpc":"2.0","id":7,"method":"echo","params":3}"#))
      let invalid = await client.nextMessage()
      #expect(invalid?.errorCode == .invalidRequest && invalid?.id == 7)

      client.request(2, "echo", ["fine"])
      #expect(await client.nextMessage() == .response(id: 2, result: ["fine"]))
    }
  }

  @Test func framingErrorsAreLoggedAndServingContinues() async {
    await withTestConnection { _, client, _, logs in
      client.sendRaw(Array("Content-Length: nope\r\n\r\n{}".utf8))
      client.request(1, "echo", [1])
      #expect(await client.nextMessage() == .response(id: 1, result: [1]))
      #expect(logs.contains { $0.contains("Framing error") })
    }
  }

  @Test func messagesSplitIntoSingleBytesAreServed() async {
    await withTestConnection { _, client, _, _ in
      let bytes = Message.request(id: 1, method: "echo", params: ["é": "😀"]).framed()
      for byte in bytes { client.sendRaw([byte]) }
      #expect(await client.nextMessage() == .response(id: 1, result: ["é": "😀"]))
    }
  }
}
