import JSONRPC

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the tools need that FoundationEssentials lacks (`FileHandle`,
/// `ObjCBool`-free `fileExists`, error descriptions), on plain file descriptors.
enum PosixFiles {
  /// What a path names.
  enum Kind: Sendable, Hashable {
    case file
    case directory
    case other
  }

  /// `path` with every symbolic link resolved (`realpath`); nil when it names nothing.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// What `path` names, following symbolic links; nil when nothing is there.
  static func kind(atPath path: String) -> Kind? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// The size in bytes of the file at `path`, following symbolic links; nil when unknown.
  static func size(atPath path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Int(status.st_size)
  }

  /// Writes all of `bytes` to `descriptor`, resuming after partial writes and `EINTR`; returns
  /// whether every byte was written.
  @discardableResult
  static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Bool {
    let written: Bool? = bytes.withContiguousStorageIfAvailable { writeAll($0, to: descriptor) }
    if let written { return written }
    return Array(bytes).withUnsafeBufferPointer { writeAll($0, to: descriptor) }
  }

  /// Writes the UTF-8 of `text` to `descriptor`.
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { writeAll($0, to: descriptor) }
  }

  private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
    DescriptorWriter.writeAll(UnsafeRawBufferPointer(buffer), to: descriptor) == nil
  }

  /// Everything `descriptor` yields until end of input (or a read error).
  static func readAll(_ descriptor: Int32) -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        result.append(contentsOf: buffer[0..<count])
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return result
      }
    }
  }

  /// A readable description of a failed file operation: the system's text for its error
  /// number when it carries one, else the error's own description.
  static func describe(_ error: any Error) -> String {
    if let error = error as? CocoaError, let posix = error.userInfo["NSUnderlyingError"] as? POSIXError {
      return String(cString: strerror(posix.code.rawValue))
    }
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    return String(describing: error)
  }
}
