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
    // The server keeps three allocator arenas, set before any other thread allocates (see
    // MallocArenas); `check` parses on every core with an arena per thread.
    if CommandRouter.serves(arguments) { MallocArenas.limit(to: MallocArenas.serverArenas) }
    let status = await CommandRouter.run(arguments)
    exit(status.code)
  }
}
