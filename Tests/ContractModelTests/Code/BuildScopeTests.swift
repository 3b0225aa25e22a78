import ContractModel
import Testing

@Suite("Whose build settings a file is held to: its nearest enclosing project folder's")
struct BuildScopeTests {
  /// A view that binds ⌘Q to another command: shortcut-reserved wherever it is held to the Mac.
  static let queue = BuildHintsTests.queue

  /// A `project.pbxproj` whose only build setting is `SDKROOT = sdk`.
  static func project(_ sdk: String) -> String { "\t\t\t\tSDKROOT = \(sdk);\n" }

  @Test("Swiftfin: an iOS app at the root and fastlane's Mac tool in a subfolder; the app's files are not the Mac's")
  func toolInSubfolder() {
    let files = [
      "Swiftfin.xcodeproj/project.pbxproj": "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSUPPORTS_MACCATALYST = NO;\n",
      "XcodeConfig/Shared.xcconfig": "CURRENT_PROJECT_VERSION = 1\n",
      "fastlane/swift/FastlaneSwiftRunner/FastlaneSwiftRunner.xcodeproj/project.pbxproj": Self.project("macosx"),
      "Shared/Views/QueueView.swift": Self.queue,
    ]
    #expect(CodeCheck.findings(files).isEmpty)
    // The tool's own files are the Mac's.
    var tool = files
    tool["fastlane/swift/FastlaneSwiftRunner/Runner/QueueView.swift"] = Self.queue
    #expect(
      CodeCheck.findings(tool).map(\.description) == [
        "fastlane/swift/FastlaneSwiftRunner/Runner/QueueView.swift:3 shortcut-reserved error"
      ]
    )
  }

  @Test("A repository with one Mac project: its files are the Mac's, in its folder or outside it")
  func oneMacProject() {
    let atRoot = ["App.xcodeproj/project.pbxproj": Self.project("macosx"), "App/QueueView.swift": Self.queue]
    #expect(CodeCheck.findings(atRoot).map(\.rule) == ["shortcut-reserved"])
    let inFolder = [
      "xcode/App.xcodeproj/project.pbxproj": Self.project("macosx"), "Sources/QueueView.swift": Self.queue,
    ]
    #expect(CodeCheck.findings(inFolder).map(\.rule) == ["shortcut-reserved"])
  }

  @Test("A Mac app's project and an iOS app's side by side: each folder keeps its own")
  func appsSideBySide() {
    let files = [
      "DesktopApp/DesktopApp.xcodeproj/project.pbxproj": Self.project("macosx"),
      "PhoneApp/PhoneApp.xcodeproj/project.pbxproj": Self.project("iphoneos"),
      "DesktopApp/Sources/QueueView.swift": Self.queue,
      "PhoneApp/Sources/QueueView.swift": Self.queue,
    ]
    #expect(
      CodeCheck.findings(files).map(\.description) == ["DesktopApp/Sources/QueueView.swift:3 shortcut-reserved error"]
    )
  }

  @Test("A file outside every project folder is held to every project's settings merged")
  func outsideEveryProject() {
    let files = [
      "PhoneApp/PhoneApp.xcodeproj/project.pbxproj": Self.project("iphoneos"),
      "Tools/Runner/Runner.xcodeproj/project.pbxproj": Self.project("macosx"),
      "Sources/QueueView.swift": Self.queue,
    ]
    #expect(CodeCheck.findings(files).map(\.rule) == ["shortcut-reserved"])
  }

  @Test("An .xcconfig is its nearest project folder's; a project folder that names no build reads the merged settings")
  func xcconfigScope() {
    // The root project's .xcconfig puts the iPad app on the Mac.
    let catalyst = [
      "App.xcodeproj/project.pbxproj": Self.project("iphoneos"),
      "Config/App.xcconfig": "SUPPORTS_MACCATALYST = YES\n",
      "App/QueueView.swift": Self.queue,
    ]
    #expect(CodeCheck.findings(catalyst).map(\.rule) == ["shortcut-reserved"])
    // A tool's .xcconfig is the tool's.
    let tool = [
      "App.xcodeproj/project.pbxproj": Self.project("iphoneos"),
      "Tools/Runner/Runner.xcodeproj/project.pbxproj": "\t\t\t\tPRODUCT_NAME = Runner;\n",
      "Tools/Runner/Config/Runner.xcconfig": "SDKROOT = macosx\n",
      "App/QueueView.swift": Self.queue,
    ]
    #expect(CodeCheck.findings(tool).isEmpty)
    // The tool's folder names nothing but through its .xcconfig: a file there takes the tool's builds.
    var toolFile = tool
    toolFile["Tools/Runner/Sources/QueueView.swift"] = Self.queue
    #expect(CodeCheck.findings(toolFile).map(\.path) == ["Tools/Runner/Sources/QueueView.swift"])
    // A nested project that names no build: its files read every setting merged (iOS and Mac here).
    let unnamed = [
      "App.xcodeproj/project.pbxproj": Self.project("iphoneos"),
      "Tools/Runner/Runner.xcodeproj/project.pbxproj": "\t\t\t\tPRODUCT_NAME = Runner;\n",
      "Tools/Other/Other.xcodeproj/project.pbxproj": Self.project("macosx"),
      "Tools/Runner/Sources/QueueView.swift": Self.queue,
    ]
    #expect(CodeCheck.findings(unnamed).map(\.rule) == ["shortcut-reserved"])
  }
}
