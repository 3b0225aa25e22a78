#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `leaf-lsp` executable: the language server (default) and the command-line tools.
@main
enum LeafLSPMain {
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // The server keeps one allocator arena, set before any other thread allocates (see
    // MallocArenas); `check` parses on every core, where one arena's lock would serialise them.
    if CommandRouter.serves(arguments) { MallocArenas.limitToOne() }
    let status = await CommandRouter.run(arguments)
    exit(status.code)
  }
}
