/// The help the CLI prints.
enum HelpText {
  static let main = """
    OVERVIEW: leaf-lsp: a language server and checker for platform interaction contracts (.contract files).

    USAGE: leaf-lsp [serve] [--stdio] [--log-file PATH]
           leaf-lsp check [PATH ...] [--format text|json|sarif|github|xcode] [--max-warnings N] [--fix] [...]
           leaf-lsp format [--check] [PATH ...]
           leaf-lsp rules
           leaf-lsp explain <rule-id | catalog entry>

    SUBCOMMANDS:
      serve       Speak LSP over standard input and output (the default; editors run this).
      check       Check files and folders (every *.contract below a folder) as one workspace.
      format      Format contracts in place (canonical keys and shortcuts, blank lines), or --check.
      rules       List every rule: id, default severity, what it catches.
      explain     Print the documentation of a rule or a catalog entry.

    OPTIONS:
      -h, --help  Show this help.
      --version   Show the version.

    See 'leaf-lsp <subcommand> --help'.

    """

  static let check = """
    OVERVIEW: Check contracts and the app's code as one workspace, with the same rules and
    configuration as the editor.

    USAGE: leaf-lsp check [PATH ...] [options]

    ARGUMENTS:
      PATH                    A .contract or code file, a folder (every *.contract, *.swift,
                              *.storyboard, *.xib, Localizable.strings, *.xcstrings, project.pbxproj
                              and *.xcconfig below it, honouring the 'exclude' globs of .leaf-lsp.json;
                              .build, DerivedData, Pods and Carthage are skipped) or '-' for standard
                              input (read as Swift when --stdin-filename ends in .swift).
                              Default: the current folder.

    OPTIONS:
      --format FORMAT         text (default), json, sarif, github (workflow annotations) or xcode
                              (path:line:col: error|warning|note: lines with absolute paths, which
                              Xcode and SwiftPM show against the line in a build).
      --max-warnings N        Exit 1 when there are more than N warnings, and say so.
      --errors-as-warnings    Report errors as warnings, so that they do not fail a build, except in
                              files whose .leaf-lsp.json sets "failBuildOnErrors": true (the build
                              plugin and the Xcode Run Script pass this).
      --config-root DIR       Look for .leaf-lsp.json no higher than DIR (default: the current
                              folder when the inputs lie below it, else their common folder).
      --stdin-filename NAME   The path to report for '-' (also used to find .leaf-lsp.json).
      --no-color              Never colour the text output (colour is used only on a terminal).
      --fix                   First apply the safe fixes (the editor's "fix all") to the contracts
                              and write them; then report what remains. Standard input and code
                              files are never written.
      -h, --help              Show this help.

    EXIT STATUS:
      0  no error (and no more warnings than --max-warnings)
      1  errors, or too many warnings
      2  bad usage, or a file that could not be read (the other files are still checked)

    """

  static let format = """
    OVERVIEW: Format contracts: canonical key spelling (aliases, macOS → Mac), one space after ':',
    shortcuts in symbol form and Apple's modifier order (Cmd-Shift-N → ⇧⌘N), one blank line between
    blocks, no trailing whitespace. Line ends (LF or CRLF) and a byte order mark are kept; content is
    never reordered or dropped; formatting twice changes nothing.

    USAGE: leaf-lsp format [--check] [PATH ...]

    ARGUMENTS:
      PATH        A .contract file, a folder (every *.contract below it, honouring the 'exclude'
                  globs of .leaf-lsp.json) or '-' (standard input, formatted to standard output).
                  Default: the current folder.

    OPTIONS:
      --check     Write nothing; list the files that would change.
      -h, --help  Show this help.

    EXIT STATUS:
      0  every file formatted (with --check: none would change)
      1  with --check: some file would change
      2  bad usage, or a file that could not be read or written

    """

  static let rules = """
    OVERVIEW: List every rule: its id, its default severity and what it catches, one line each.

    USAGE: leaf-lsp rules

    OPTIONS:
      -h, --help  Show this help.

    """

  static let explain = """
    OVERVIEW: Print the documentation of a rule (its page in docs/rules) or of a built-in catalog entry.

    USAGE: leaf-lsp explain <rule-id | catalog entry>

    ARGUMENTS:
      rule-id        A rule id, as 'leaf-lsp rules' lists them, such as touch-only-action.
      catalog entry  A catalog entry's name, in one argument or several: Platform Copy Paste.

    OPTIONS:
      -h, --help     Show this help.

    EXIT STATUS:
      0  the page was printed
      2  no name, or a name that is neither a rule id nor a catalog entry (the closest are suggested)

    """
}
