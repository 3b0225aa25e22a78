import Testing

@testable import LeafLSP

/// Which arguments run the server: only the server limits the allocator to one arena, since
/// `check` reads on every core and one arena's lock would serialise it.
@Suite("Command router")
struct CommandRouterTests {
  @Test("No arguments, serve, --stdio and --log-file run the server; the tools do not")
  func serverArguments() {
    #expect(CommandRouter.serves([]))
    #expect(CommandRouter.serves(["serve", "--stdio"]))
    #expect(CommandRouter.serves(["--stdio"]))
    #expect(CommandRouter.serves(["--log-file", "/tmp/log"]))
    for tool in [["check", "."], ["format", "a.contract"], ["rules"], ["explain", "x"], ["--version"], ["help"]] {
      #expect(!CommandRouter.serves(tool), "\(tool)")
    }
  }
}
