// swift-tools-version: 6.1
// libFuzzer targets for leaf-lsp. Not part of the root package: build and run with `Fuzz/run.sh`,
// which passes `-sanitize=fuzzer`; each target's `main.swift` runs libFuzzer's driver.
import Foundation
import PackageDescription

/// The root package's identity: SwiftPM names a path dependency after its folder, whatever the
/// clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootIdentity = root.lastPathComponent.lowercased()
let contractModel = Target.Dependency.product(name: "ContractModel", package: rootIdentity)
let jsonRPC = Target.Dependency.product(name: "JSONRPC", package: rootIdentity)

let package = Package(
  name: "leaf-lsp-fuzz",
  dependencies: [.package(path: "..")],
  targets: [
    // The contract parser, model and every rule, through `ContractWorkspace`.
    .executableTarget(name: "FuzzContract", dependencies: [contractModel]),
    // The shortcut normaliser (`Shortcut.parse`) and scanner (`ShortcutScanner.scan`).
    .executableTarget(name: "FuzzShortcut", dependencies: [contractModel]),
    // The JSON parser, writer round trip, and JSON-RPC message validation.
    .executableTarget(name: "FuzzJSON", dependencies: [jsonRPC]),
    // The Content-Length framer, fed in chunks chosen by the input.
    .executableTarget(name: "FuzzFraming", dependencies: [jsonRPC]),
  ]
)
