import SwiftSource

/// One measurement: the best of `runs` passes of the lexer alone, then of the lexer and the
/// structural reader, over `files`, on the calling thread.
struct SpeedRun {
  /// The files, already in memory.
  let files: [SwiftFile]
  /// The passes of each kind; the fastest counts.
  let runs: Int

  /// The result as one line of JSON.
  var json: String {
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    let lexer = best { files.reduce(0) { $0 &+ SwiftLexer.tokens(in: $1.bytes).count } }
    let reader = best { files.reduce(0) { $0 &+ SwiftStructure.read($1).calls.count } }
    let fields: [(String, String)] = [
      ("files", "\(files.count)"),
      ("bytes", "\(bytes)"),
      ("lexer_ms", Self.decimal(lexer.seconds * 1000)),
      ("lexer_mb_s", Self.decimal(Double(bytes) / lexer.seconds / 1e6)),
      ("reader_ms", Self.decimal(reader.seconds * 1000)),
      ("reader_mb_s", Self.decimal(Double(bytes) / reader.seconds / 1e6)),
      ("runs", "\(runs)"),
      ("tokens", "\(lexer.count)"),
      ("calls", "\(reader.count)"),
    ]
    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// The fastest of `runs` calls of `pass`, in seconds (never 0), and what one call counted.
  func best(_ pass: () -> Int) -> (seconds: Double, count: Int) {
    let clock = ContinuousClock()
    var fastest = Duration.seconds(Int64.max)
    var count = 0
    for _ in 0..<runs {
      let start = clock.now
      count = pass()
      fastest = min(fastest, clock.now - start)
    }
    let parts = fastest.components
    return (max(1e-9, Double(parts.seconds) + Double(parts.attoseconds) / 1e18), count)
  }

  /// `value` rounded to three decimals, as a JSON number.
  static func decimal(_ value: Double) -> String {
    "\((value * 1000).rounded() / 1000)"
  }
}
