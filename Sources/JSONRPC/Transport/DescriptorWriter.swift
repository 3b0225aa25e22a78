#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole buffers to a file descriptor with `write(2)`: the protocol's output and the
/// tools' files go through the same loop.
public enum DescriptorWriter {
  /// Writes all of `buffer` to `descriptor`, going on after a signal (`EINTR`) and waiting for
  /// a non-blocking descriptor to take more (`EAGAIN`); returns `errno` on failure, nil when all
  /// was written.
  public static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, base + offset, buffer.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&waiting, 1, -1)
      } else {
        return written < 0 ? errno : EIO
      }
    }
    return nil
  }
}
