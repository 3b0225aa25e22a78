import ContractModel
import Foundation
import Testing

@Suite("shortcut-conflict on code: branches that never run together")
struct ShortcutConflictBranchTests {
  /// A view whose `HStack` holds `content` (lines of Swift, from line 7).
  static func view(_ content: String) -> String {
    """
    import SwiftUI

    struct PlayerView: View {
      @State private var isPlaying = false
      var body: some View {
        HStack {
    \(content)
        }
      }
    }

    """
  }

  /// The lines of `Code.swift` with a shortcut-conflict finding.
  static func conflictLines(_ text: String) -> [Int] {
    CodeCheck.findings(swift: text).filter { $0.rule == "shortcut-conflict" }.map(\.line)
  }

  @Test("The audit's play/pause pair: one shortcut in the `if` and the `else`, no finding")
  func ifElsePair() {
    let text = """
      struct PlayerView: View {
        @State private var isPlaying = false
        var body: some View {
          HStack {
            if isPlaying {
              Button("Pause") { isPlaying = false }
                .keyboardShortcut("p", modifiers: [.command, .option])
            } else {
              Button("Play") { isPlaying = true }
                .keyboardShortcut("p", modifiers: [.command, .option])
            }
          }
        }
      }

      """
    #expect(CodeCheck.findings(["V.swift": text]) == [])
  }

  @Test("Each branch of an `else if` chain may bind the shortcut")
  func elseIfChain() {
    let text = Self.view(
      """
            if state == .playing {
              Button("Pause") { }.keyboardShortcut("p")
            } else if state == .paused {
              Button("Resume") { }.keyboardShortcut("p")
            } else if let track = tracks.first(where: { $0.isReady }) {
              Button("Play \\(track.name)") { }.keyboardShortcut("p")
            } else {
              Button("Play") { }.keyboardShortcut("p")
            }
      """
    )
    #expect(Self.conflictLines(text) == [])
  }

  @Test("Different cases of one `switch`, `default` among them: no conflict")
  func switchCases() {
    let text = Self.view(
      """
            switch mode {
            case .idle:
              Button("Start Recording") { }.keyboardShortcut("r", modifiers: [.command, .shift])
            case .recording, .paused:
              Button("Stop Recording") { }.keyboardShortcut("r", modifiers: [.command, .shift])
            @unknown default:
              Button("Reset Recorder") { }.keyboardShortcut("r", modifiers: [.command, .shift])
            }
      """
    )
    #expect(Self.conflictLines(text) == [])
  }

  @Test("Two bindings in one case of a `switch` conflict; an `if case` inside it is no label")
  func oneCase() {
    let text = Self.view(
      """
            switch mode {
            case .idle:
              if case .ready = player.state {
                Button("Start Recording") { }.keyboardShortcut("r")
              }
              Button("Rewind") { }.keyboardShortcut("r")
            default:
              Button("Stop Recording") { }.keyboardShortcut("r")
            }
      """
    )
    #expect(Self.conflictLines(text) == [10, 12])
  }

  @Test("A nested `if` in one branch: exclusive with the other branch and with its own `else`")
  func nestedExclusive() {
    let text = Self.view(
      """
            if isPlaying {
              if isLooping {
                Button("Stop Loop") { }.keyboardShortcut("l")
              } else {
                Button("Loop") { }.keyboardShortcut("l")
              }
            } else {
              Button("Library") { }.keyboardShortcut("l")
            }
      """
    )
    #expect(Self.conflictLines(text) == [])
  }

  @Test("A nested `if` with no `else` and a binding after it, in one branch: a conflict, not with the `else`")
  func nestedInOneBranch() {
    let text = Self.view(
      """
            if isPlaying {
              if isLooping {
                Button("Stop Loop") { }.keyboardShortcut("l")
              }
              Button("Lyrics") { }.keyboardShortcut("l")
            } else {
              Button("Library") { }.keyboardShortcut("l")
            }
      """
    )
    #expect(Self.conflictLines(text) == [9, 11])
  }

  @Test("Two bindings in one branch conflict; the other branch does not")
  func sameBranch() {
    let text = Self.view(
      """
            if isPlaying {
              Button("Pause") { }.keyboardShortcut("p")
              Button("Previous") { }.keyboardShortcut("p")
            } else {
              Button("Play") { }.keyboardShortcut("p")
            }
      """
    )
    #expect(Self.conflictLines(text) == [8, 9])
  }

  @Test("Two `if` statements one after the other may both hold: a conflict")
  func separateIfs() {
    let text = Self.view(
      """
            if isPlaying {
              Button("Pause") { }.keyboardShortcut("p")
            }
            if hasQueue {
              Button("Play Next") { }.keyboardShortcut("p")
            }
      """
    )
    #expect(Self.conflictLines(text) == [8, 11])
  }

  @Test("Two `switch` statements one after the other: a conflict")
  func separateSwitches() {
    let text = Self.view(
      """
            switch mode {
            case .idle: Button("Record") { }.keyboardShortcut("r")
            default: EmptyView()
            }
            switch source {
            case .microphone: EmptyView()
            default: Button("Rewind") { }.keyboardShortcut("r")
            }
      """
    )
    #expect(Self.conflictLines(text) == [8, 13])
  }

  @Test("One binding inside an `if` or its `else`, one outside: each branch conflicts with the outside")
  func insideAndOutside() {
    let text = Self.view(
      """
            if isPlaying {
              Button("Pause") { }.keyboardShortcut("p")
            } else {
              Button("Play") { }.keyboardShortcut("p")
            }
            Button("Playlists") { }.keyboardShortcut("p")
      """
    )
    let findings = CodeCheck.findings(swift: text).filter { $0.rule == "shortcut-conflict" }
    #expect(findings.map(\.line) == [8, 10, 12])
    #expect(findings[2].message.contains("'Pause' in PlayerView, 'Play' in PlayerView"))
  }

  @Test("Menu commands in the two branches of an `if` in a `CommandMenu`: no conflict")
  func menuBranches() {
    let text = ShortcutCodeRuleTests.app(
      """
              if isPlaying {
                Button("Pause") { }.keyboardShortcut("p")
              } else {
                Button("Play") { }.keyboardShortcut("p")
              }
              Button("Previous") { }.keyboardShortcut("b")
      """
    )
    #expect(Self.conflictLines(text) == [])
  }

  @Test("`#if` lines inside the branches of an `if` do not cut its chain")
  func compileTimeConditionsInside() {
    let text = Self.view(
      """
            if isPlaying {
      #if os(macOS)
              Button("Pause") { }.keyboardShortcut("p")
      #endif
            } else {
      #if os(macOS)
              Button("Play") { }.keyboardShortcut("p")
      #else
              Button("Play on iPad") { }.keyboardShortcut("p")
      #endif
            }
      """
    )
    #expect(Self.conflictLines(text) == [])
  }

  @Test("CRLF line breaks and emoji before the branches move nothing")
  func crlfAndEmoji() {
    let exclusive = Self.view(
      """
            Text("🎵 Now playing 🎶: \\(title)") // 👩‍👩‍👧‍👦
            if isPlaying {
              Button("⏸ Pause") { }.keyboardShortcut("p")
            } else {
              Button("▶️ Play") { }.keyboardShortcut("p")
            }
      """
    ).replacingOccurrences(of: "\n", with: "\r\n")
    #expect(Self.conflictLines(exclusive) == [])
    let conflicting = Self.view(
      """
            Text("🎵 Now playing 🎶: \\(title)") // 👩‍👩‍👧‍👦
            if isPlaying {
              Button("⏸ Pause") { }.keyboardShortcut("p")
            } else {
              Button("▶️ Play") { }.keyboardShortcut("p")
            }
            Button("🎧 Playlists") { }.keyboardShortcut("p")
      """
    ).replacingOccurrences(of: "\n", with: "\r\n")
    #expect(Self.conflictLines(conflicting) == [9, 11, 13])
  }

  @Test("Members the view names in different branches: no conflict; in one branch, or in two places: a conflict")
  func throughMembers() {
    // VirtualBuddy's library: one of three messages, each a computed property with a default button.
    let text = """
      import SwiftUI

      struct LibraryView: View {
        var body: some View {
          switch library.state {
          case .loaded: grid
          case .empty:
            if isFirstLaunch { Welcome() } else { emptyMessage }
          case .missing: missingMessage(for: library.url)
          case .offline: offlineMessage
          }
        }

        private var emptyMessage: some View {
          Button("Create Virtual Machine") { create() }.keyboardShortcut(.defaultAction)
        }

        private func missingMessage(for url: URL) -> some View {
          VStack {
            Button("Open Settings") { openSettings() }.keyboardShortcut(.defaultAction)
          }
        }

        @ViewBuilder private var offlineMessage: some View {
          Button("Try Again") { reload() }.keyboardShortcut(.defaultAction)
          if canEject { Button("Eject") { eject() }.keyboardShortcut(.defaultAction) }
          Button("Reconnect") { reconnect() }.keyboardShortcut("r")
        }

        private var grid: some View {
          VStack { toolbar }
        }

        private var toolbar: some View {
          Button("Refresh") { reload() }.keyboardShortcut("r")
        }
      }

      extension LibraryView {
        var footer: some View { toolbar }
      }

      """
    // Try Again and Eject share a branch. Refresh's member is named in one case and outside the
    // switch: it may be on screen with Reconnect.
    #expect(Self.conflictLines(text) == [25, 26, 27, 35])
  }
}
