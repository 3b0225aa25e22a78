/// The options of `leaf-lsp check`.
struct CheckOptions {
  enum Format: String, CaseIterable {
    case text
    case json
    case sarif
    case github
    /// `path:line:col: error|warning|note: message`, with absolute paths: the lines Xcode and
    /// SwiftPM show against the source line in a build.
    case xcode
  }

  var paths: [String] = []
  var format: Format = .text
  var maxWarnings: Int?
  var stdinFilename: String?
  var colour = true
  var showHelp = false
  /// `--fix`: apply the safe fixes to the files first.
  var fix = false
  /// `--errors-as-warnings`: errors are reported as warnings, except in files whose configuration
  /// sets `failBuildOnErrors` (what builds pass).
  var errorsAsWarnings = false
  /// `--config-root DIR`: the folder above which no `.leaf-lsp.json` is looked for.
  var configRoot: String?

  /// Parses the arguments after `check`; a usage problem is returned as a message.
  static func parse(_ arguments: [String]) -> Result<CheckOptions, UsageError> {
    var options = CheckOptions()
    var index = 0
    func value(_ name: String, _ inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
      return arguments[index]
    }
    do throws(UsageError) {
      while index < arguments.count {
        let argument = arguments[index]
        var name = argument
        var inline: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
          name = String(argument[..<equals])
          inline = String(argument[argument.index(after: equals)...])
        }
        switch name {
        case "--format", "-f":
          let word = try value(name, inline)
          guard let format = Format(rawValue: word) else {
            let formats = Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "unknown format '\(word)' (\(formats))")
          }
          options.format = format
        case "--max-warnings":
          let word = try value(name, inline)
          guard let number = Int(word), number >= 0 else {
            throw UsageError(message: "--max-warnings needs a whole number, not '\(word)'")
          }
          options.maxWarnings = number
        case "--stdin-filename":
          options.stdinFilename = try value(name, inline)
        case "--fix":
          options.fix = true
        case "--errors-as-warnings":
          options.errorsAsWarnings = true
        case "--config-root":
          options.configRoot = try value(name, inline)
        case "--no-color", "--no-colour":
          options.colour = false
        case "-h", "--help":
          options.showHelp = true
        default:
          if argument.hasPrefix("-") && argument != "-" {
            throw UsageError(message: "unknown option '\(argument)'")
          }
          options.paths.append(argument)
        }
        index += 1
      }
    } catch {
      return .failure(error)
    }
    return .success(options)
  }
}

/// A mistake in how a command was called.
struct UsageError: Error {
  let message: String
}
