import JSONRPC
import Testing

/// Cancellation, duplicate ids, end of input and close.
@Suite(.timeLimit(.minutes(10))) struct ConnectionLifecycleTests {
  @Test func cancellationAnswersPromptlyWhileLaterRequestsAreServed() async {
    await withTestConnection { _, client, handler, _ in
      let started = ContinuousClock.now
      client.request(1, "slow")
      #expect(await handler.events.waitUntil { $0.contains("start slow 1") })
      client.cancel(1)
      client.request(2, "echo", ["after"])
      let answers = await client.nextMessages(2)
      #expect(answers[1] == .errorResponse(id: 1, error: .requestCancelled))
      #expect(answers[2] == .response(id: 2, result: ["after"]))
      // The slow handler sleeps 600 s: an answer well before that came from cancellation, however loaded the machine.
      #expect(ContinuousClock.now - started < .seconds(300))
      let wasCancelled = await handler.events.waitUntil { $0.contains("cancelled 1") }
      #expect(wasCancelled, "the handler's task was cancelled")
    }
  }

  @Test func cancellationOvertakesQueuedWork() async {
    await withTestConnection { _, client, handler, _ in
      client.notify("block")
      #expect(await handler.events.waitUntil { $0.contains("blocking") })
      client.request(3, "slow")
      client.cancel(3)
      // Answered although the dispatcher is still blocked in the notification handler.
      #expect(await client.nextMessage() == .errorResponse(id: 3, error: .requestCancelled))
      handler.gate.open()
      client.request(4, "echo", [4])
      #expect(await client.nextMessage() == .response(id: 4, result: [4]))
      #expect(!handler.events.all.contains("start slow 3"), "a request cancelled while queued never starts")
    }
  }

  @Test func aHandlerIgnoringCancellationIsStillAnsweredOnce() async {
    await withTestConnection { _, client, handler, _ in
      client.request(5, "ignoresCancellation")
      #expect(await handler.events.waitUntil { $0.contains("start ignoresCancellation 5") })
      client.cancel(5)
      #expect(await client.nextMessage() == .errorResponse(id: 5, error: .requestCancelled))
      handler.gate.open()
      client.request(6, "echo", [6])
      #expect(await client.nextMessage() == .response(id: 6, result: [6]))
      #expect(client.pending.isEmpty, "the late result is discarded")
    }
  }

  @Test func cancellingAnOutgoingRequestNotifiesThePeer() async {
    await withTestConnection { connection, client, _, _ in
      let asking = Task { try await connection.sendRequest(method: "slow/question") }
      guard case .request(let id, _, _)? = await client.nextMessage() else {
        Issue.record("expected a request")
        return
      }
      asking.cancel()
      await #expect(throws: ResponseError.requestCancelled) { try await asking.value }
      #expect(await client.nextMessage() == .notification(method: "$/cancelRequest", params: ["id": id.jsonValue]))
    }
  }

  @Test func duplicateIdsAreRejected() async {
    await withTestConnection { _, client, handler, _ in
      client.request(1, "slow")
      client.request(1, "echo")
      #expect(await client.nextMessage()?.errorCode == .invalidRequest)
      client.cancel(1)
      #expect(await client.nextMessage() == .errorResponse(id: 1, error: .requestCancelled))
      #expect(!handler.events.all.contains("start echo 1"))
    }
  }

  @Test func endOfInputEndsRunAfterQueuedNotifications() async {
    let (serverEnd, clientEnd) = PipeTransport.makePair()
    let connection = Connection(transport: serverEnd)
    let handler = TestHandler(connection: connection)
    let client = TestClient(transport: clientEnd)
    client.notify("block")
    client.notify("exit")
    let pendingQuestion = Task { try await connection.sendRequest(method: "never/answered") }
    let running = Task { await connection.run(handler: handler) }
    #expect(await handler.events.waitUntil { $0.contains("blocking") })
    _ = await client.nextMessage()  // the server's question
    clientEnd.finishSending()
    await #expect(throws: ResponseError.connectionClosed) { try await pendingQuestion.value }
    handler.gate.open()
    #expect(await finishes(within: patience) { await running.value })
    #expect(handler.events.all.contains("notification exit"), "queued notifications are still dispatched")
    #expect(connection.isClosed)
    await #expect(throws: ResponseError.connectionClosed) { try await connection.sendRequest(method: "late") }
  }

  @Test func endOfInputCancelsRunningRequests() async {
    let (serverEnd, clientEnd) = PipeTransport.makePair()
    let connection = Connection(transport: serverEnd)
    let handler = TestHandler(connection: connection)
    let client = TestClient(transport: clientEnd)
    let running = Task { await connection.run(handler: handler) }
    client.request(1, "slow")
    #expect(await handler.events.waitUntil { $0.contains("start slow 1") })
    clientEnd.finishSending()
    #expect(await finishes(within: patience) { await running.value })
    #expect(await handler.events.waitUntil { $0.contains("cancelled 1") })
  }

  @Test func closeEndsRun() async {
    let (serverEnd, clientEnd) = PipeTransport.makePair()
    let connection = Connection(transport: serverEnd)
    let handler = TestHandler(connection: connection)
    let client = TestClient(transport: clientEnd)
    let running = Task { await connection.run(handler: handler) }
    client.request(1, "echo")
    _ = await client.nextMessage()
    connection.close()
    #expect(await finishes(within: patience) { await running.value })
    #expect(connection.isClosed)
  }
}
