/// The version `--version` prints and the server reports.
enum LeafVersion {
  static let current = "0.1.0"
}
