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
    // Set before any other thread allocates: the server keeps three allocator arenas (see
    // MallocArenas); the command-line tools (`check` reads on every core, an arena per thread)
    // take memory from the system in large steps (see MallocTopPad).
    if CommandRouter.serves(arguments) {
      MallocArenas.limit(to: MallocArenas.serverArenas)
    } else {
      MallocTopPad.set(MallocTopPad.commandLineBytes)
    }
    let status = await CommandRouter.run(arguments)
    exit(status.code)
  }
}
