import Foundation

// SwiftPM links an executable's entry point as `main`, so libFuzzer's own `main` is not used:
// this one runs libFuzzer's driver (linked by `-sanitize=fuzzer`) with the target's function.

/// libFuzzer's driver: parses the fuzzer's options and runs `callback` on each input.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzContract(UnsafeRawPointer(data), size) })
