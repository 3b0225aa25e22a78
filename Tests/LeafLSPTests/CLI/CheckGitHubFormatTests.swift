import Foundation
import Testing

/// `leaf-lsp check --format github`: GitHub Actions workflow commands, through the built binary.
@Suite("check --format github")
struct CheckGitHubFormatTests {
  @Test("one workflow command per diagnostic: ::error, ::warning, and ::notice for information and hints")
  func commands() async throws {
    let folder = try Fixture.mixedFolder()
    let result = try await folder.leafLSP(["check", "--format", "github", "."])
    #expect(result.exitCode == 1)
    let lines = result.stdout.lines
    #expect(lines.count == 8, "\(result.stdout)")
    for line in lines {
      #expect(
        line.hasPrefix("::error file=") || line.hasPrefix("::warning file=") || line.hasPrefix("::notice file="),
        "\(line)"
      )
    }
    #expect(
      lines.contains(
        "::error file=Orders/Swiper.contract,line=5,col=1,endLine=5,endColumn=4,title=touch-only-action::"
          + "'Archive' of 'Swiper' is reached on Mac only by a trackpad gesture (swipe), which neither the keyboard "
          + "nor VoiceOver can do: add 'Archive in menu bar and context menu' with a shortcut."
      )
    )
    #expect(
      lines.contains {
        $0.hasPrefix("::warning file=Tile.contract,line=4,col=1,") && $0.contains(",title=focus-return-unspecified::")
      }
    )
    #expect(
      lines.contains {
        $0.hasPrefix("::notice file=Cart/Badge.contract,line=2,col=1,")
          && $0.contains(",title=mac-voiceover-untested::")
      }
    )
    #expect(
      lines.contains {
        $0.hasPrefix("::notice file=Cart/Badge.contract,line=4,col=16,") && $0.contains(",title=unused-suppression::")
      }
    )
    #expect(lines.filter { $0.hasPrefix("::error ") }.count == 3)
    #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 3)
    #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 2)
    #expect(!result.stdout.contains(" errors, "), "no summary line: every line is a command")
  }

  @Test("col counts characters")
  func columnInCharacters() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Card.contract", Fixture.hoverAfterEmoji)
    let result = try await folder.leafLSP(["check", "--format", "github", "Card.contract"])
    #expect(
      result.stdout.hasPrefix(
        "::error file=Card.contract,line=4,col=24,endLine=4,endColumn=35,title=hover-only-information::'secret note' in 'Card'"
      )
    )
  }

  @Test("a comma or colon in a file name is escaped in the file property")
  func propertyEscaping() async throws {
    let folder = try TemporaryFolder()
    try folder.write("a,b:c.contract", Fixture.touchOnlyOnMac)
    let result = try await folder.leafLSP(["check", "--format", "github", "."])
    #expect(result.stdout.hasPrefix("::error file=a%2Cb%3Ac.contract,line=5,col=1,"), "\(result.stdout)")
  }
}
