#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads many contract files on every core, as `leaf-lsp check` takes them: UTF-8 (a leading
/// byte order mark dropped) or refused.
public enum ContractFileTexts {
  /// One file's text, or why there is none.
  public enum Loaded: Sendable, Equatable {
    /// The file's text.
    case text(String)
    /// The file cannot be read.
    case unreadable
    /// The file is not UTF-8 text.
    case notUTF8
  }

  /// The texts of the files at `paths`, in their order.
  public static func read(_ paths: [String]) -> [Loaded] {
    ParallelMap.map(paths) { path in
      guard let data = FileManager.default.contents(atPath: path) else { return .unreadable }
      return decode(data)
    }
  }

  /// The bytes of the files at `paths` (the app's code files, taken as they are), in their order;
  /// nil for a file that cannot be read.
  public static func readBytes(_ paths: [String]) -> [[UInt8]?] {
    ParallelMap.map(paths) { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
  }

  /// `data` as `check` takes it.
  public static func decode(_ data: Data) -> Loaded {
    String(data: data, encoding: .utf8).map(Loaded.text) ?? .notUTF8
  }
}
