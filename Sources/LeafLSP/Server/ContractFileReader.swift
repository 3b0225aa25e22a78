#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads contract (and config) files from disk the way the editor shows them: UTF-8, a leading
/// byte order mark dropped, invalid bytes replaced.
enum ContractFileReader {
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The text of the file at `path`, or nil when it cannot be read.
  static func text(atPath path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    var bytes = [UInt8](data)
    if bytes.starts(with: byteOrderMark) { bytes.removeFirst(byteOrderMark.count) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The size in bytes of the file at `path`, read without opening it; nil when unknown.
  static func size(atPath path: String) -> Int? {
    PosixFiles.size(atPath: path)
  }

  /// Whether a regular file exists at `path`.
  static func isFile(_ path: String) -> Bool {
    PosixFiles.kind(atPath: path).map { $0 != .directory } ?? false
  }
}
