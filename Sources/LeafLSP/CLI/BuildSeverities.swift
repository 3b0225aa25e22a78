import ContractModel

/// `check --errors-as-warnings`, what builds pass: errors are shown as warnings and do not fail
/// the build, except in files whose nearest `.leaf-lsp.json` sets `"failBuildOnErrors": true`.
enum BuildSeverities {
  /// `files` with the errors of every file whose configuration does not fail builds made warnings.
  static func applied(to files: [CheckedFile], loader: ConfigurationLoader) -> [CheckedFile] {
    files.map { file in
      guard !loader.configuration(forDocumentAt: file.key).failBuildOnErrors else { return file }
      var lowered = file
      for index in lowered.diagnostics.indices where lowered.diagnostics[index].severity == .error {
        lowered.diagnostics[index].severity = .warning
      }
      return lowered
    }
  }
}
