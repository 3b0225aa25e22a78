import ContractModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The contract files `check` may read again: their texts are let go as they are read and checked
/// (most of `check`'s memory on a large workspace), and read from disk again where one is needed
/// once more (a file with findings, to place them), taken only when it is the text that was
/// checked (its length and a hash of it, recorded as it was set).
final class CheckFileTexts {
  /// The length and hash of each file's text, by key.
  private var recorded: [String: (length: Int, hash: Int)] = [:]
  /// The key standing for standard input, whose text cannot be read again.
  private let stdinKey: String?

  init(stdinKey: String?) {
    self.stdinKey = stdinKey
  }

  /// Records the texts of `documents`, hashed on every core (standard input's is not recorded:
  /// it cannot be read again).
  func record(_ documents: [(key: String, text: String)]) {
    let files = documents.filter { $0.key != stdinKey }
    let hashes = ParallelMap.map(files) { file in
      file.text.utf8.withContiguousStorageIfAvailable(Self.hash)
        ?? Array(file.text.utf8).withUnsafeBufferPointer(Self.hash)
    }
    for (file, hash) in zip(files, hashes) { recorded[file.key] = (file.text.utf8.count, hash) }
  }

  /// The workspace's source of the texts recorded.
  var source: DocumentTextSource {
    DocumentTextSource(covers: { self.recorded[$0] != nil }, text: reread)
  }

  /// The text of `key` read from disk again as `check` reads it, or nil when it cannot be read,
  /// or is not the text recorded.
  private func reread(_ key: String) -> [UInt8]? {
    guard let expected = recorded[key], case .text(let text)? = ContractFileTexts.read([key]).first else { return nil }
    let bytes = Array(text.utf8)
    let hash = bytes.withUnsafeBufferPointer(Self.hash)
    return bytes.count == expected.length && hash == expected.hash ? bytes : nil
  }

  /// A hash of `bytes` (seeded per process: compared only within one run).
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return hasher.finalize()
  }
}
