// swift-tools-version: 6.1
// House rules:
// - One section for each target and its test target.
// - No dependencies outside the Swift toolchain.
import PackageDescription

/// Settings applied to every target.
let settings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "leaf-lsp",
  products: [
    .executable(name: "leaf-lsp", targets: ["LeafLSP"]),
    .library(name: "ContractModel", targets: ["ContractModel"]),
    .library(name: "JSONRPC", targets: ["JSONRPC"]),
    .library(name: "SwiftSource", targets: ["SwiftSource"]),
    .executable(name: "swift-reader-speed", targets: ["SwiftReaderSpeed"]),
    .plugin(name: "LeafContractsPlugin", targets: ["LeafContractsPlugin"]),
    .plugin(name: "LeafCheckCommand", targets: ["LeafCheckCommand"]),
  ],
  targets: [
    // MARK: - ContractModel: parser, model, rules, catalog (knows nothing of LSP or JSON-RPC); the rules
    // also run on the facts SwiftSource reads from the app's code
    .target(name: "ContractModel", dependencies: ["SwiftSource"], swiftSettings: settings),
    .testTarget(name: "ContractModelTests", dependencies: ["ContractModel", "SwiftSource"], swiftSettings: settings),

    // MARK: - JSONRPC: framing, JSON values, messages, connection (knows nothing of contracts)
    .target(name: "JSONRPC", swiftSettings: settings),
    .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC"], swiftSettings: settings),

    // MARK: - SwiftSource: Swift, Interface Builder menus and string tables read into facts (knows no contracts)
    .target(name: "SwiftSource", swiftSettings: settings),
    .testTarget(
      name: "SwiftSourceTests",
      dependencies: ["SwiftSource"],
      exclude: ["Fixtures"],
      swiftSettings: settings
    ),

    // MARK: - LeafLSP: the `leaf-lsp` executable (LSP server and CLI)
    .executableTarget(name: "LeafLSP", dependencies: ["ContractModel", "JSONRPC"], swiftSettings: settings),
    .testTarget(
      name: "LeafLSPTests",
      dependencies: ["LeafLSP", "ContractModel", "JSONRPC"],
      swiftSettings: settings
    ),

    // MARK: - SwiftReaderSpeed: `swift-reader-speed`, the speed of SwiftSource's lexer and structural
    // reader on one core, for the benchmark (Benchmarks/run, Benchmarks/lib/swift_reader_speed.py)
    .executableTarget(
      name: "SwiftReaderSpeed",
      dependencies: ["SwiftSource"],
      path: "Benchmarks/SwiftReaderSpeed",
      swiftSettings: settings
    ),

    // MARK: - Plugins: `check` on every build of a target, and as `swift package leaf-check`
    // (tested by Tests/Fixtures/run-plugin-tests.sh, with a package that adopts them)
    .plugin(name: "LeafContractsPlugin", capability: .buildTool(), dependencies: ["LeafLSP"]),
    .plugin(
      name: "LeafCheckCommand",
      capability: .command(
        intent: .custom(verb: "leaf-check", description: "Check the package's contracts with leaf-lsp check")
      ),
      dependencies: ["LeafLSP"]
    ),
  ]
)
