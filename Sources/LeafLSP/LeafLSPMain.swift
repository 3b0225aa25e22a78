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
    // Before any other thread allocates (see MallocArenas).
    MallocArenas.limitToOne()
    let status = await CommandRouter.run(Array(CommandLine.arguments.dropFirst()))
    exit(status.code)
  }
}
