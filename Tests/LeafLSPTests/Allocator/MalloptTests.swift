import Testing

@testable import LeafLSP

/// The allocator setting the command-line tools make at start is found and taken where glibc is
/// the C library (`mallopt` is looked up by name, and answers 0 to a parameter it does not know).
@Suite struct MalloptTests {
  #if canImport(Glibc)
  @Test func glibcTakesTheCommandLineTopPad() {
    #expect(MallocTopPad.set(MallocTopPad.commandLineBytes))
    // Back to glibc's default (128 KiB) for the tests that run after.
    #expect(MallocTopPad.set(128 << 10))
  }
  #endif
}
