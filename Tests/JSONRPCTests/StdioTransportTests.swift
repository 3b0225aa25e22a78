import JSONRPC
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A new pipe.
private func makePipe() -> (read: Int32, write: Int32) {
  var descriptors: [Int32] = [-1, -1]
  #expect(pipe(&descriptors) == 0)
  return (descriptors[0], descriptors[1])
}

/// Device and inode of an open descriptor, to tell what it refers to.
private func identity(of descriptor: Int32) -> [UInt64] {
  var status = stat()
  #expect(fstat(descriptor, &status) == 0)
  return [UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_rdev)]
}

@Suite(.timeLimit(.minutes(10))) struct StdioTransportTests {
  @Test func connectionOverRealPipesWithLargeMessagesAndEndOfFile() async {
    let toServer = makePipe()
    let fromServer = makePipe()
    let connection = Connection(transport: StdioTransport(input: toServer.read, output: fromServer.write))
    let handler = TestHandler(connection: connection)
    let client = TestClient(transport: StdioTransport(input: fromServer.read, output: toServer.write))
    let running = Task { await connection.run(handler: handler) }

    // 1 MB each way: far beyond a pipe's buffer, so reads and writes are partial.
    let large = JSONValue.array([.string(String(repeating: "⌘x", count: 250_000))])
    client.request(1, "echo", large)
    client.request(2, "echo", ["small"])
    let answers = await client.nextMessages(2)
    #expect(answers[1] == .response(id: 1, result: large))
    #expect(answers[2] == .response(id: 2, result: ["small"]))

    close(toServer.write)  // end of file for the server
    #expect(await finishes(within: patience) { await running.value })
    close(fromServer.write)
    #expect(await client.waitForEndOfInput())
    close(toServer.read)
    close(fromServer.read)
  }

  @Test func concurrentSendsNeverInterleave() async {
    let channel = makePipe()
    let transport = StdioTransport(input: channel.read, output: channel.write)
    let chunks = transport.incomingChunks()
    let senders = 6
    let framesPerSender = 40
    let reading = Task {
      var parser = FrameParser()
      var bodies: [[UInt8]] = []
      for await chunk in chunks {
        for case .message(let body) in parser.feed(chunk) { bodies.append(body) }
        if bodies.count == senders * framesPerSender { break }
      }
      return bodies
    }
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<senders {
        group.addTask {
          let fill = UInt8(ascii: "a") + UInt8(sender)
          for frame in 0..<framesPerSender {
            let body = [UInt8](repeating: fill, count: 1_000 + (frame * 7_919) % 100_000)
            try? transport.send(MessageFraming.frame(body))
          }
        }
      }
    }
    let bodies = await reading.value
    #expect(bodies.count == senders * framesPerSender)
    for body in bodies {
      #expect(Set(body).count == 1, "a frame mixes bytes of several sends")
    }
    transport.close()
    close(channel.write)
    close(channel.read)
  }

  @Test func closeStopsTheReaderWithoutEndOfFile() async {
    let channel = makePipe()
    let transport = StdioTransport(input: channel.read, output: channel.write)
    let chunks = transport.incomingChunks()
    let received = Mutex<[UInt8]>([])
    let reading = Task {
      for await chunk in chunks { received.withLock { $0 += chunk } }
    }
    try? transport.send(Array("ping".utf8))
    #expect(await eventually { received.withLock { $0 } == Array("ping".utf8) })
    transport.close()
    #expect(await finishes(within: patience) { await reading.value })
    #expect(throws: TransportError.closed) { try transport.send([1]) }
    close(channel.write)
    close(channel.read)
  }

  @Test func writingToAClosedPipeFailsWithoutKillingTheProcess() {
    _ = signal(SIGPIPE, SIG_IGN)
    let channel = makePipe()
    close(channel.read)
    let transport = StdioTransport(input: -1, output: channel.write)
    #expect(throws: TransportError.writeFailed(errno: EPIPE, message: String(cString: strerror(EPIPE)))) {
      try transport.send(Array("lost".utf8))
    }
    close(channel.write)
  }

  @Test func prepareProcessForStdioRedirectsStrayOutput() {
    let savedInput = dup(STDIN_FILENO)
    let savedOutput = dup(STDOUT_FILENO)
    let originalInput = identity(of: STDIN_FILENO)
    let originalOutput = identity(of: STDOUT_FILENO)

    let descriptors = StdioTransport.prepareProcessForStdio()
    let protocolInput = identity(of: descriptors.input)
    let protocolOutput = identity(of: descriptors.output)
    let newStandardOutput = identity(of: STDOUT_FILENO)
    let newStandardInput = identity(of: STDIN_FILENO)
    let standardError = identity(of: STDERR_FILENO)
    let devNull = open("/dev/null", O_RDONLY)
    let devNullIdentity = identity(of: devNull)

    // Restore before checking, so test output is not affected.
    _ = dup2(savedOutput, STDOUT_FILENO)
    _ = dup2(savedInput, STDIN_FILENO)
    for descriptor in [savedInput, savedOutput, devNull, descriptors.input, descriptors.output] { close(descriptor) }

    #expect(protocolInput == originalInput)
    #expect(protocolOutput == originalOutput)
    #expect(newStandardOutput == standardError)
    #expect(newStandardInput == devNullIdentity)
    #expect(descriptors.input > STDERR_FILENO && descriptors.output > STDERR_FILENO)
  }
}
