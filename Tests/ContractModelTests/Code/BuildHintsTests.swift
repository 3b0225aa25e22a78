import ContractModel
import Testing

@Suite("Which builds code is held to: project settings, #if, folders")
struct BuildHintsTests {
  /// A view that binds ⌘Q to another command: shortcut-reserved wherever it is held to the Mac.
  static let queue = """
    import SwiftUI
    struct QueueView: View {
      var body: some View { Button("Queue") { }.keyboardShortcut("q") }
    }

    """

  @Test("No project settings: every platform")
  func noSettings() {
    #expect(CodeCheck.findings(["App/QueueView.swift": Self.queue]).map(\.rule) == ["shortcut-reserved"])
  }

  @Test("A project that builds only for iOS (SDKROOT = iphoneos): no Mac rule")
  func iOSProject() {
    let project = "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSUPPORTS_MACCATALYST = NO;\n"
    let files = ["App/QueueView.swift": Self.queue, "App.xcodeproj/project.pbxproj": project]
    #expect(CodeCheck.findings(files).isEmpty)
  }

  @Test("SUPPORTS_MACCATALYST = YES in an .xcconfig: the iPad app is on the Mac too")
  func catalystSetting() {
    let files = [
      "App/QueueView.swift": Self.queue, "Config/App.xcconfig": "SDKROOT = iphoneos\nSUPPORTS_MACCATALYST = YES\n",
    ]
    #expect(CodeCheck.findings(files).map(\.rule) == ["shortcut-reserved"])
  }

  @Test("An app with an iOS and a Mac target: a file in iOS/ is the iOS app's, one in Mac/ the Mac app's")
  func platformFolders() {
    let project = "SDKROOT = iphoneos;\nSDKROOT = macosx;\n"
    let iOSOnly = ["iOS/QueueView.swift": Self.queue, "App.xcodeproj/project.pbxproj": project]
    #expect(CodeCheck.findings(iOSOnly).isEmpty)
    let mac = ["Mac/QueueView.swift": Self.queue, "App.xcodeproj/project.pbxproj": project]
    #expect(CodeCheck.findings(mac).map(\.rule) == ["shortcut-reserved"])
    // With Catalyst, iOS/ code is the Mac app's too.
    let catalyst = [
      "iOS/QueueView.swift": Self.queue,
      "App.xcodeproj/project.pbxproj": "SDKROOT = iphoneos;\nSUPPORTS_MACCATALYST = YES;\n",
    ]
    #expect(CodeCheck.findings(catalyst).map(\.rule) == ["shortcut-reserved"])
  }

  @Test("A commented-out setting and keys that only contain the words are not read")
  func settingsReading() {
    let project = "//SDKROOT = macosx\n\"CODE_SIGN_IDENTITY[sdk=macosx*]\" = \"-\";\nSDKROOT = iphoneos;\n"
    #expect(CodeCheck.findings(["App/QueueView.swift": Self.queue, "App.xcodeproj/project.pbxproj": project]).isEmpty)
  }
}
