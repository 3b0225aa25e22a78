/// The help the CLI prints.
enum HelpText {
  static let main = """
    OVERVIEW: leaf-lsp: a language server and checker for platform interaction contracts (.contract files).

    USAGE: leaf-lsp [serve] [--stdio] [--log-file PATH]
           leaf-lsp check [PATH ...] [--format text|json|sarif|github|xcode] [--max-warnings N] [--fix] [...]
           leaf-lsp format [--check] [PATH ...]
           leaf-lsp init [PATH] [--output DIR] [--app NAME] [--platforms LIST]
           leaf-lsp rules
           leaf-lsp explain <rule-id | catalog entry>

    SUBCOMMANDS:
      serve       Speak LSP over standard input and output (the default; editors run this).
      check       Check files and folders (every *.contract, and Markdown ```contract fences) as one workspace.
      format      Format contracts in place (canonical keys and shortcuts, blank lines), or --check.
      init        Draft contracts from the app's Swift code: its menus, and its views with actions.
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
      PATH                    A .contract, Markdown or code file, a folder (every *.contract, *.md
                              and *.markdown with ```contract fences, *.swift, *.storyboard, *.xib,
                              Localizable.strings, *.xcstrings, project.pbxproj and *.xcconfig below
                              it, honouring the 'exclude' and 'markdown' settings of .leaf-lsp.json;
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
      PATH        A .contract file, a Markdown file (its ```contract fences only; the prose is
                  kept byte for byte), a folder (every *.contract and Markdown file below it,
                  honouring the 'exclude' and 'markdown' settings of .leaf-lsp.json) or '-'
                  (standard input, formatted to standard output). Default: the current folder.

    OPTIONS:
      --check     Write nothing; list the files that would change.
      -h, --help  Show this help.

    EXIT STATUS:
      0  every file formatted (with --check: none would change)
      1  with --check: some file would change
      2  bad usage, or a file that could not be read or written

    """

  static let initCommand = """
    OVERVIEW: Draft contracts from the app's code: a 'menu' block for each menu of the code, with its
    shortcuts, and a component for each view type with actions, its path on each platform written
    from what the code offers there, and 'Code:' naming the type. A draft says what the code does:
    write each Meaning, then read every line against what the app should do. 'leaf-lsp check' on
    the drafts and the code gives the findings the code deserves (a swipe-only action on the Mac,
    a sheet that does not say where focus returns), and no drift.

    USAGE: leaf-lsp init [PATH] [options]

    ARGUMENTS:
      PATH                The app's folder (every *.swift, *.storyboard, *.xib, Localizable.strings
                          and *.xcstrings below it, honouring the 'exclude' globs of .leaf-lsp.json;
                          .build, DerivedData, Pods and Carthage are skipped) or one file.
                          Default: the current folder. A view that a contract below PATH already
                          ties to, and a menu a contract already has, are left out (and named).

    OPTIONS:
      -o, --output DIR    Write the drafts into DIR (made when missing): Menus.contract and one
                          <View>.contract per component, each targeting the platforms its view is
                          compiled for. A file that exists is never overwritten: it is kept, and
                          named. Without --output, one contract goes to standard output.
      --app NAME          The 'App:' of the drafts (default: the name of the code's SwiftUI App type
                          without 'App', else the folder's name).
      --platforms LIST    The 'Platforms:' of the drafts, a comma list of iPhone, iPad, Mac
                          (default: the platforms the drafted views are compiled for).
      -h, --help          Show this help.

    EXIT STATUS:
      0  drafts printed or written (files that existed are kept)
      1  nothing to draft: the code has no menu command and no view with actions
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
