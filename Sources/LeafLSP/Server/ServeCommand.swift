// TEMPORARY placeholder, not committed.
enum ServeCommand {
  static func run(arguments: [String]) async -> Int32 { 0 }
}
