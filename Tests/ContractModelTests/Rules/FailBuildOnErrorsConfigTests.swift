import Testing

@testable import ContractModel

/// `"failBuildOnErrors"` in `.leaf-lsp.json`: whether a build (the build plugin, the Xcode Run
/// Script) fails on errors, or shows them as warnings (the default).
@Suite("config: failBuildOnErrors")
struct FailBuildOnErrorsConfigTests {
  @Test("absent, it is false, and no config error is reported")
  func defaultsToFalse() {
    let configuration = Configuration.parse(#"{"rules": {}}"#, file: nil, directory: nil)
    #expect(configuration.failBuildOnErrors == false)
    #expect(configuration.diagnostics.isEmpty)
    #expect(Configuration.defaults.failBuildOnErrors == false)
  }

  @Test("true and false are read as written", arguments: [true, false])
  func readsBooleans(flag: Bool) {
    let configuration = Configuration.parse(#"{"failBuildOnErrors": \#(flag)}"#, file: nil, directory: nil)
    #expect(configuration.failBuildOnErrors == flag)
    #expect(configuration.diagnostics.isEmpty)
  }

  @Test("a value that is not a boolean is a config error on that value, and the build does not fail on errors")
  func rejectsOtherValues() throws {
    let text = #"{"failBuildOnErrors": "yes", "exclude": ["drafts/**"]}"#
    let configuration = Configuration.parse(text, file: "/ws/.leaf-lsp.json", directory: "/ws")
    #expect(configuration.failBuildOnErrors == false)
    #expect(configuration.exclude == ["drafts/**"])
    let diagnostic = try #require(configuration.diagnostics.first)
    #expect(configuration.diagnostics.count == 1)
    #expect(diagnostic.rule == .config)
    #expect(diagnostic.message == "'failBuildOnErrors' must be true or false.")
    let value = try #require(text.utf8.firstRange(of: #""yes""#.utf8))
    #expect(diagnostic.range.start == text.utf8.distance(from: text.utf8.startIndex, to: value.lowerBound))
  }

  @Test("a misspelt key is an unknown setting, with the key suggested")
  func misspeltKey() throws {
    let configuration = Configuration.parse(#"{"failBuildOnError": true}"#, file: nil, directory: nil)
    #expect(configuration.failBuildOnErrors == false)
    let diagnostic = try #require(configuration.diagnostics.first)
    #expect(diagnostic.message.contains("(platforms, rules, exclude, failBuildOnErrors, markdown)"))
    #expect(diagnostic.message.hasSuffix("Did you mean 'failBuildOnErrors'?"))
  }
}
